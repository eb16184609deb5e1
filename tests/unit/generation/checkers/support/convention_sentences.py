"""For the capitalization and punctuation checkers: each template of a rule read as a regular
expression whose slots match exactly the bank's pool values (names: the people roster) in the
written form the slot asks for. A correct answer must match a correct form of one of the skill's
rules; a wrong choice or sentence shown to fix must match none of them and must match a wrong form
named by the misconception the item gives. Where the matching template has a ``source`` (the
original of a shortened quotation), the item's question or instructions must show it."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from tests.unit.generation.checkers.support.banks import bank
from tests.unit.generation.checkers.support.common import check_choices_distinct

_SLOT = re.compile(r"\{([a-z]+)\d?(_lower|_cap|_sentence|_every)?\}")


def _written(value: str, form: str | None) -> str:
    if form == "_lower":
        return value.lower()
    if form == "_cap":
        return value[0].upper() + value[1:]
    if form == "_sentence":
        return value[0] + value[1:].lower()
    if form == "_every":
        return " ".join(w[0].upper() + w[1:] for w in value.split(" "))
    return value


@cache
def _pattern(bank_name: str, template: str) -> re.Pattern[str]:
    data = bank("spelling", bank_name)
    names = [e if isinstance(e, str) else e["name"] for e in bank("math", "people")["rosters"]["roster-1"]]
    out, last = [], 0
    for m in _SLOT.finditer(template):
        out.append(re.escape(template[last : m.start()]))
        values = names if m.group(1) == "name" else data["pools"][m.group(1)]
        out.append("(?:" + "|".join(re.escape(_written(v, m.group(2))) for v in values) + ")")
        last = m.end()
    out.append(re.escape(template[last:]))
    return re.compile("".join(out))


def _rules(bank_name: str, params: dict[str, Any]) -> list[dict[str, Any]]:
    return [r for r in bank("spelling", bank_name)["rules"] if r["id"] in params["rules"]]


def _is_correct(bank_name: str, rules: list[dict[str, Any]], text: str) -> bool:
    return any(
        _pattern(bank_name, form).fullmatch(text)
        for rule in rules
        for t in rule["templates"]
        for form in [t["correct"], *t.get("also", [])]
    )


def _wrong_as(bank_name: str, rules: list[dict[str, Any]], text: str, name: str | None) -> bool:
    return any(
        _pattern(bank_name, w).fullmatch(text) and (name is None or n == name)
        for rule in rules
        for t in rule["templates"]
        for w, n in t["wrong"]
    )


def check_sentence_item(bank_name: str, item: dict[str, Any], params: dict[str, Any]) -> None:
    rules = _rules(bank_name, params)
    content, answer = item["content"], item["answer"]
    kind = content["type"]
    if kind == "multiple-choice":
        check_choices_distinct(item)
        texts = [c["text"] for c in content["choices"]]
        assert _is_correct(bank_name, rules, texts[answer["value"]]), texts[answer["value"]]
        for d in answer["distractors"]:
            text = texts[d["choiceIndex"]]
            assert not _is_correct(bank_name, rules, text), f"wrong choice {text!r} is correct"
            assert _wrong_as(bank_name, rules, text, d["misconception"]), (text, d["misconception"])
    elif kind == "short-answer":
        shown = content["question"]
        assert not _is_correct(bank_name, rules, shown) and _wrong_as(bank_name, rules, shown, None), shown
        for text in [answer["value"], *answer["acceptableAnswers"]]:
            assert _is_correct(bank_name, rules, text), text
        assert shown not in answer["acceptableAnswers"]
    elif kind == "true-false":
        statement = content["statement"]
        truth = _is_correct(bank_name, rules, statement)
        assert answer["value"] is truth, statement
        if not truth:
            assert _wrong_as(bank_name, rules, statement, None), statement
    else:
        raise AssertionError(kind)
    _check_source(bank_name, rules, item)


def _check_source(bank_name: str, rules: list[dict[str, Any]], item: dict[str, Any]) -> None:
    """A sentence judged against an original: the prompt shows an original of its own template."""
    content = item["content"]
    shown = {
        "multiple-choice": lambda: [c["text"] for c in content["choices"]],
        "short-answer": lambda: [content["question"]],
        "true-false": lambda: [content["statement"]],
    }[content["type"]]()
    prompt = " ".join(str(content.get(k, "")) for k in ("instructions", "question"))
    for rule in rules:
        for t in rule["templates"]:
            forms = [t["correct"], *t.get("also", []), *(w for w, _n in t["wrong"])]
            if "source" not in t or not any(
                _pattern(bank_name, f).fullmatch(s) for f in forms for s in shown
            ):
                continue
            assert _pattern(bank_name, t["source"]).search(prompt), (t["source"], prompt)
