"""Writes a FAQ of one open section holding one question (ID "answer") whose answer is long:
"prose" (200,000 characters of sentences) or "word" (one word of 20,000 characters), for the
benchmark's `answer` step. Usage: generate-long-answer.py prose|word OUT.json"""
import json
import sys

kind, out = sys.argv[1], sys.argv[2]
sentence = "This answer goes on and on, sentence after sentence, as some answers do. "
text = {"prose": sentence * (200_000 // len(sentence)), "word": "w" * 20_000}[kind]
document = {"title": "A long answer", "sections": [{"id": "s", "title": "Section", "expanded": True,
            "questions": [{"id": "answer", "question": "What does a long answer cost?", "answer": text}]}]}
with open(out, "w", encoding="utf-8") as f:
    json.dump(document, f)
