"""Checker for ``reading.foundations.print_concepts``: word order, letters, word counts, spaces and
sentence marks recomputed from the sentence shown (every sentence must be a bank sentence)."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, check_choice, quoted
from tests.unit.generation.checkers.support.common import chosen_text

MARKS = {".": "a period", "?": "a question mark", "!": "an exclamation point"}


def _sentences() -> list[str]:
    return bank("reading", "print-sentences")["sentences"]


def _words(sentence: str) -> list[str]:
    assert sentence in _sentences(), f"not a bank sentence: {sentence!r}"
    return sentence[:-1].split(" ")


def _check_choice(item: dict[str, Any]) -> None:
    q = item["content"]["question"]
    chosen = chosen_text(item)
    if m := re.match(
        r'Read this sentence: "([^"]+)" Which word (do you read (first|last)|comes right after "(\w+)")\?', q
    ):
        words = _words(m.group(1))
        if m.group(3):
            expected = words[0] if m.group(3) == "first" else words[-1]
        else:
            (i,) = [k for k, w in enumerate(words) if w.lower() == m.group(4).lower()]
            expected = words[i + 1]
        assert chosen == expected
    elif q.startswith("A book shows two lines"):
        top, bottom, last = quoted(q)
        assert [top, bottom] in bank("reading", "print-sentences")["twoLines"]
        assert last == top.split()[-1] and chosen == bottom.split()[0]
    elif m := re.match(r'Read this sentence: "([^"]+)" How many letters are in the word "(\w+)"\?', q):
        assert m.group(2) in _words(m.group(1)) and int(chosen) == len(m.group(2))
    elif q.startswith("How many words"):
        (s,) = quoted(q)
        assert int(chosen) == len(_words(s))
    elif q.startswith("Which shows the words written with a space"):
        _words(chosen)
        texts = [c["text"] for c in item["content"]["choices"]]
        assert all(
            t == chosen or (t.replace(" ", "") == chosen.replace(" ", "") and t != chosen) for t in texts
        )
    elif q.startswith("Which mark ends this sentence?"):
        (shown,) = quoted(q)
        (s,) = [t for t in _sentences() if t[:-1] + "___" == shown]
        assert chosen == MARKS[s[-1]]
    elif q == "Which is written as a complete sentence?":
        _words(chosen)
        assert all(c["text"] not in _sentences() for c in item["content"]["choices"] if c["text"] != chosen)
    else:
        raise AssertionError(f"unknown question {q!r}")
    check_choice(item, chosen)


@checks("reading.foundations.print_concepts")
def check_print_concepts(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    kind = content["type"]
    if kind == "multiple-choice":
        _check_choice(item)
    elif kind == "ordering":
        (s,) = quoted(content["prompt"])
        assert answer["value"] == _words(s) and sorted(content["items"]) == sorted(_words(s))
        assert content["items"] != answer["value"]
    elif kind == "picture-counting":
        (s,) = quoted(content["prompt"])
        assert answer["value"] == content["countTarget"] == len(_words(s))
    elif kind == "true-false":
        statement = content["statement"]
        if m := re.match(r'In the sentence "([^"]+)", the word "(\w+)" is spelled ([\w-]+)\.', statement):
            assert m.group(2) in _words(m.group(1))
            assert answer["value"] == (m.group(3).replace("-", "") == m.group(2))
        else:
            (shown,) = quoted(statement)
            assert any(shown in (s, s[:-1], s[0].lower() + s[1:]) for s in _sentences())
            assert answer["value"] == (shown in _sentences())
    else:
        raise AssertionError(f"unexpected content type {kind}")
