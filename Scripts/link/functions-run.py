"""Prints the functions of one object that ran in a callgrind profile (mangled names, in the
order the profile first names them). Usage: functions-run.py CALLGRIND_OUT OBJECT_BASENAME"""
import os
import re
import sys

ENTRY = re.compile(r"^(ob|cob|fn|cfn)=\((\d+)\)(?: (.*))?$")


def functions_run(path, object_name):
    objects, functions, object_of = {}, {}, {}
    current_object = None
    with open(path, errors="replace") as profile:
        for line in profile:
            match = ENTRY.match(line.rstrip("\n"))
            if not match:
                continue
            kind, number, name = match.groups()
            if kind in ("ob", "cob"):
                if name:
                    objects[number] = name
                if kind == "ob":
                    current_object = number
            else:
                if name:
                    functions[number] = name
                # A function with a cost block of its own ran; "cfn" only names a callee.
                if kind == "fn":
                    object_of.setdefault(number, current_object)
    names = []
    for f, o in object_of.items():
        if os.path.basename(objects.get(o, "")) != object_name or f not in functions:
            continue
        # "name'2" is a recursion level of "name"; code with no symbol has only an address, and
        # valgrind's own entries ("(below main)") are no symbols either.
        name = re.sub(r"'\d+$", "", functions[f])
        if not name.startswith("0x") and not name.startswith("("):
            names.append(name)
    return list(dict.fromkeys(names))


if __name__ == "__main__":
    for name in functions_run(sys.argv[1], sys.argv[2]):
        print(name)
