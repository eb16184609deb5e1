"""What the checkers of the grade 1, 5 and 6 earth and space generators share: the knowledge model
read directly from its JSON (never through generator code), and ``settle``, which checks an item
asked as a claim (multiple-choice, true-false, fill-blank, short-answer, passage-based, diagram with
choices) against the answer a checker recomputes from the question's own words.

A checker lists ``Solver`` rows: a pattern of the question, a pattern of the statement (with the
answer as the group ``ans``) and a function of the match giving the right answer (or the set of
answers that are right)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

CONTENT = Path(__file__).resolve().parents[5] / "catalog_data" / "content" / "science"


@cache
def model(area: str) -> dict[str, Any]:
    return json.loads((CONTENT / f"model-{area}.json").read_text(encoding="utf-8"))


def by_name(entries: Iterable[dict[str, Any]], key: str = "name") -> dict[str, dict[str, Any]]:
    return {e[key]: e for e in entries}


def num(value: float) -> str:
    """A number written as the items write it (thousands separated, no trailing .0)."""
    return f"{int(value):,}" if float(value).is_integer() else f"{value:,}"


@dataclass(frozen=True)
class Solver:
    question: str
    sentence: str | None
    solve: Callable[[re.Match[str]], str | set[str]]


def _same(a: str, b: str) -> bool:
    return a.strip().rstrip(".").lower() == b.strip().rstrip(".").lower()


def _right(expected: str | set[str], text: str) -> bool:
    options = {expected} if isinstance(expected, str) else expected
    return any(_same(text, o) for o in options)


def _find(
    text: str, pattern_of: Callable[[Solver], str | None], solvers: Iterable[Solver]
) -> tuple[Solver, re.Match[str]]:
    for solver in solvers:
        pattern = pattern_of(solver)
        if pattern and (m := re.fullmatch(pattern, text)):
            return solver, m
    raise AssertionError(f"no checker pattern reads {text!r}")


def settle(item: dict[str, Any], solvers: list[Solver]) -> None:
    """Check a claim item: the keyed answer is the recomputed one and every other choice is wrong."""
    content, answer = item["content"], item["answer"]
    kind = item["type"]
    if kind == "true-false":
        solver, m = _find(content["statement"], lambda s: s.sentence, solvers)
        assert _right(solver.solve(m), m["ans"]) == answer["value"], (content["statement"], answer)
        return
    if kind == "fill-blank":
        filled = content["text"].replace("___", str(answer["value"]))
        solver, m = _find(filled, lambda s: s.sentence, solvers)
        expected = solver.solve(m)
        assert _right(expected, m["ans"]), (filled, expected)
        for word in content.get("wordBank") or []:
            if not _same(word, str(answer["value"])):
                assert not _right(expected, word), (filled, word)
        return
    solver, m = _find(content["question"], lambda s: s.question, solvers)
    expected = solver.solve(m)
    choices = content.get("choices")
    if choices:
        texts = [c["text"] for c in choices]
        assert _right(expected, texts[answer["value"]]), (content["question"], texts, expected)
        for i, text in enumerate(texts):
            if i != answer["value"]:
                assert not _right(expected, text), (content["question"], text, expected)
    else:
        assert _right(expected, str(answer["value"])), (content["question"], answer["value"], expected)


def _pattern(template: str, given: str, values: list[str]) -> str:
    """The template as a pattern: the given field one of its values, the answer the group ``ans``."""
    parts = re.split(r"(\{\w*\})", template)
    choices = "|".join(re.escape(v) for v in sorted(values, key=len, reverse=True))
    out = []
    for part in parts:
        if part == "{}":
            out.append(r"(?P<ans>.+)")
        elif part == "{" + given + "}":
            out.append(f"(?P<given>{choices})" if "(?P<given>" not in "".join(out) else r"(?P=given)")
        elif part.startswith("{") and part.endswith("}"):
            out.append(r".+?")
        else:
            out.append(re.escape(part))
    return "(?i)" + "".join(out)


@cache
def relation_solvers(area: str, grade: int) -> list[Solver]:
    """Solvers for the model's ``relations`` of ``grade``: the entry named in the question (by the
    relation's given field) and its asked field, read from the model JSON."""
    data = model(area)
    solvers = []
    for rel in data["relations"]:
        if not rel["grades"][0] <= grade <= rel["grades"][1]:
            continue
        table, given, asked = data[rel["table"]], rel["given"], rel["ask"]
        values = [e[given].lower() for e in table]
        assert len(values) == len(set(values)), f"{rel['id']}: {given} repeats"

        def solve(m: re.Match[str], table=table, given=given, asked=asked) -> str:
            found = [e for e in table if e[given].lower() == m["given"].lower()]
            assert len(found) == 1, m["given"]
            return found[0][asked]

        named = [e[given] for e in table]
        solvers.append(
            Solver(_pattern(rel["question"], given, named), _pattern(rel["sentence"], given, named), solve)
        )
    return solvers


def svg_desc(item: dict[str, Any]) -> str:
    """The ``<desc>`` of the item's diagram."""
    svg = item["visuals"]["diagramSvg"]
    found = re.search(r"<desc>(.*?)</desc>", svg, re.S)
    assert found, "the diagram has no desc"
    return found[1].replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&#x27;", "'")


def check_choice(item: dict[str, Any], expected: str) -> None:
    """A choice item keys ``expected`` and offers no other right answer."""
    texts = [c["text"] for c in item["content"]["choices"]]
    assert _same(texts[item["answer"]["value"]], expected), (texts, expected)
    assert sum(_same(t, expected) for t in texts) == 1, (texts, expected)


def check_matching(item: dict[str, Any], right_of: Callable[[str], str]) -> None:
    content = item["content"]
    for left, index in zip(content["left"], item["answer"]["value"], strict=True):
        assert _same(content["right"][index], right_of(left)), (left, content["right"][index])
    assert len({r.lower() for r in content["right"]}) == len(content["right"])


def _loop(area: str, table: str) -> tuple[list[str], list[str]]:
    """A model cycle's stages and the process into each next stage, in order."""
    loop = sorted((p for p in model(area)[table] if "loop" in p), key=lambda p: p["loop"])
    stages = [p["product"] for p in loop]
    return stages, [loop[(k + 1) % len(loop)]["process"] for k in range(len(loop))]


def check_loop_diagram(item: dict[str, Any], area: str, table: str, title: str) -> None:
    """The hidden box or arrow of a cycle diagram (read from its description) is the keyed choice."""
    stages, edges = _loop(area, table)
    truth = [x for pair in zip(stages, edges, strict=True) for x in pair]
    m = re.fullmatch(rf"{re.escape(title)}, going around: (.+) → back to (.+)\.", svg_desc(item))
    assert m
    shown = m[1].split(" → ")
    assert len(shown) == len(truth) and shown.count("?") == 1
    turns = [
        r
        for r in range(0, len(truth), 2)
        if all(s in ("?", truth[(i + r) % len(truth)]) for i, s in enumerate(shown))
    ]
    assert len(turns) == 1
    check_choice(item, truth[(shown.index("?") + turns[0]) % len(truth)])


def check_loop_order(item: dict[str, Any], area: str, table: str) -> None:
    stages, _ = _loop(area, table)
    answer = item["answer"]["value"]
    start = stages.index(answer[0])
    assert answer == [stages[(start + i) % len(stages)] for i in range(len(answer))]
    assert answer[0] in item["content"]["prompt"]
