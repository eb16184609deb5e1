"""Checker for ``math.f.functions`` (8.F): relations, tables, rules and graphs are read from the item and the answer recomputed exactly."""

from __future__ import annotations

import itertools
import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.algebra import (
    NUM,
    find,
    frac,
    item_text,
    parse_num,
    parse_rule,
    parse_word,
    verify,
)

PAIR = rf"\(({NUM}), ({NUM})\)"


def pairs_in(s: str) -> list[tuple[Fraction, Fraction]]:
    return [(frac(a), frac(b)) for a, b in re.findall(PAIR, s)]


def is_function(pairs: list[tuple[Fraction, Fraction]]) -> bool:
    seen: dict[Fraction, Fraction] = {}
    return all(seen.setdefault(x, y) == y for x, y in pairs)


def table_pairs(item: dict[str, Any], t: str) -> list[tuple[Fraction, Fraction]]:
    c = item["content"]
    if c["type"] == "data-table":
        return [(frac(str(r[0])), frac(str(r[1]))) for r in c["rows"]]
    m = find(rf"x: ((?:{NUM}, )*{NUM}); y: ((?:{NUM}, )*{NUM})", t)
    xs = [frac(v) for v in m.group(1).split(", ")]
    ys = [frac(v) for v in m.group(2).split(", ")]
    return list(zip(xs, ys, strict=True))


def line_of(pairs: list[tuple[Fraction, Fraction]]) -> tuple[Fraction, Fraction] | None:
    (x0, y0), (x1, y1) = pairs[0], pairs[1]
    m = (y1 - y0) / (x1 - x0)
    b = y0 - m * x0
    return (m, b) if all(y == m * x + b for x, y in pairs) else None


@checks("math.f.functions")
def check_functions(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    c = item["content"]
    if "Which relation is a function" in t:
        verify(item, True, lambda s: is_function(pairs_in(s)))
        return
    if "relation" in t:
        pairs = table_pairs(item, t) if c["type"] == "data-table" else pairs_in(find(r"\{.+?\}", t).group(0))
        verify(item, "a function" if is_function(pairs) else "not a function", parse_word)
        return
    if m := re.search(r"f\(x\) = (.+?), (?:what is )?f\((-?\d+)\)", t):
        k = int(m.group(2))
        slope, b = parse_rule("y = " + m.group(1))  # type: ignore[misc]
        verify(item, slope * k + b, parse_num, marker=" = ")
        return
    if "Function B" in t:
        a = line_of(table_pairs(item, t))
        assert a
        if m := re.search(r"Function B: y = (.+?)(?:, where|\.\s|\. |\.$)", t):
            b = parse_rule("y = " + m.group(1))
        else:
            m = find(r"starts at (-?\d+) and goes (up|down) by (\d+)", t)
            b = (Fraction(int(m.group(3)) * (1 if m.group(2) == "up" else -1)), Fraction(int(m.group(1))))
        assert b
        i = 0 if "rate of change" in t else 1
        expected = (
            "function a" if a[i] > b[i] else "function b" if b[i] > a[i] else "neither (they are equal)"
        )
        verify(item, expected, parse_word)
        return
    if m := re.search(r"passes through " + PAIR + " and " + PAIR, t):
        line = line_of([(frac(m.group(1)), frac(m.group(2))), (frac(m.group(3)), frac(m.group(4)))])
        verify(item, line, parse_rule)
        return
    if m := re.search(r"\$(\d+) [\w-]+ fee and (?:costs )?\$(\d+) per", t):
        verify(item, (Fraction(int(m.group(2))), Fraction(int(m.group(1)))), parse_rule)
        return
    if m := re.search(
        r"The function y = (\d+)x \+ (\d+) gives .+?(?:What does (\d+) represent|The number (\d+) represents)",
        t,
    ):
        slope, intercept = int(m.group(1)), int(m.group(2))
        value = int(m.group(3) or m.group(4))
        expected = "rate" if value == slope else "initial"
        assert value in (slope, intercept)
        verify(
            item,
            expected,
            lambda s: "rate" if "for each" in s else "initial" if "fee" in s else "other",
            marker=" represents ",
        )
        return
    if "graph" in t:
        verts = [
            (int(a), int(b))
            for a, b in re.findall(r"\((\d+), (\d+)\)", find(r"joining the points (.+)\.", t).group(1))
        ]
        kinds = [
            "increases" if b[1] > a[1] else "decreases" if b[1] < a[1] else "stays the same"
            for a, b in itertools.pairwise(verts)
        ]
        if "description" in t or "Reading from left to right" in t:
            merged = [kinds[0]]
            for k in kinds[1:]:
                if k != merged[-1]:
                    merged.append(k)
            verify(item, ", then ".join(merged), parse_word, marker="the graph ")
            return
        word = find(r"(?:function is|is the function) (increasing|decreasing|constant)", t).group(1)
        kind = {"increasing": "increases", "decreasing": "decreases", "constant": "stays the same"}[word]
        hits = [i for i, k in enumerate(kinds) if k == kind]
        assert len(hits) == 1
        i = hits[0]

        def interval(s: str) -> tuple[int, int] | None:
            mm = re.fullmatch(r"from x = (\d+) to x = (\d+)", s.strip())
            return (int(mm.group(1)), int(mm.group(2))) if mm else None

        verify(item, (verts[i][0], verts[i + 1][0]), interval, marker=" interval ")
        return
    pairs = table_pairs(item, t)
    if "in the form y = mx + b" in t:
        verify(item, line_of(pairs), parse_rule)
        return
    if m := re.search(r"(rate of change|initial value) of the function", t):
        line = line_of(pairs)
        assert line
        verify(item, line[0] if m.group(1) == "rate of change" else line[1])
        return
    verify(item, "linear" if line_of(pairs) else "nonlinear", parse_word)
