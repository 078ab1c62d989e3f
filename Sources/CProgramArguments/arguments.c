/* The program's arguments for Swift's `CommandLine`, as glibc hands them to constructors.
 *
 * Linked statically, the Swift runtime finds argv with a constructor (CommandLine.cpp's
 * ArgvGrabber) that reads /proc/self/maps line by line, with sscanf, to find the stack and walk
 * back from `environ`: about 0.4 ms of every start, before `main`, with GTK's sixty libraries
 * mapped. glibc passes argc and argv to every ELF constructor, so this file captures them
 * there and defines the runtime's two entry points; with both defined here the linker takes
 * nothing from CommandLine.cpp. Same contract as the runtime's: an override wins, the result
 * lives as long as the process, and an empty vector (never NULL) when nothing was captured.
 * Hidden: a build linking the runtime as a shared library keeps the library's own versions
 * (the library's are internal to it; these must not be exported over them). glibc only: other
 * C libraries pass constructors nothing, and there the runtime's own file is linked. */
#include "CProgramArguments.h"

#include <stdlib.h> /* and, in glibc, features.h: __GLIBC__ */

static char **captured_argv;
static int captured_argc;

#if defined(__GLIBC__)
__attribute__((constructor)) static void faq_capture_arguments(int argc, char **argv, char **envp) {
    (void)envp;
    captured_argc = argc;
    captured_argv = argv;
}
#endif

char **faq_program_arguments(int *count) {
    static char *empty[] = { NULL };
    if (captured_argv == NULL) {
        *count = 0;
        return empty;
    }
    *count = captured_argc;
    return captured_argv;
}

#if defined(__GLIBC__)
static char **override_argv;
static int override_argc;

__attribute__((swiftcall, visibility("hidden"))) char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen) {
    if (override_argv != NULL) {
        *outArgLen = override_argc;
        return override_argv;
    }
    return faq_program_arguments(outArgLen);
}

__attribute__((swiftcall, visibility("hidden"))) void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc) {
    override_argv = argv;
    override_argc = argc;
}
#endif
