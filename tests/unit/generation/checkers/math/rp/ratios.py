"""Checker for ``math.rp.ratios``: the numbers are read back from the question, the table or the
picture and the ratio or missing value is recomputed."""

from __future__ import annotations

import re
from fractions import Fraction
from math import gcd
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.rationals import (
    NUM,
    bar_values,
    item_points,
    main_text,
    num,
    nums,
    picture,
    same_number,
    same_text,
    tail,
    verify,
)

RATIO_CLAIM = tail(r" is (\d+:\d+)\.$")


def _ratio_right(x: int, y: int):
    def right(text: str) -> bool:
        m = re.fullmatch(r"\s*(\d+)\s*:\s*(\d+)\s*", text)
        return (
            bool(m) and int(m.group(2)) != 0 and Fraction(int(m.group(1)), int(m.group(2))) == Fraction(x, y)
        )

    return right


def _describe(item: dict[str, Any]) -> None:
    text = main_text(item)
    m = re.search(
        r"has (\d+) (.+?) and (\d+) (.+?)\. (?:What is the ratio of|The ratio of) (.+?) to (.+?)(?:\?| is )",
        text,
    )
    assert m, text
    a, n1, b, n2, first, second = (
        int(m.group(1)),
        m.group(2),
        int(m.group(3)),
        m.group(4),
        m.group(5),
        m.group(6),
    )

    def count(words: str) -> int:
        if words.startswith("all the "):
            return a + b
        return {n1: a, n2: b}[words]

    verify(item, _ratio_right(count(first), count(second)), claim=RATIO_CLAIM)


def _from_data(item: dict[str, Any]) -> None:
    text = main_text(item)
    if item["type"] == "data-table":
        data = {str(r[0]).lower(): Fraction(r[1]) for r in item["content"]["rows"]}
    else:
        root = picture(item)
        data = {k.lower(): v for k, v in bar_values(root).items()}
    m = re.search(r"ratio of votes for (.+?) to (all the votes|votes for (.+?))(?:\?| is )", text)
    assert m, text
    x = data[m.group(1)]
    y = sum(data.values()) if m.group(2) == "all the votes" else data[m.group(3)]
    verify(item, _ratio_right(int(x), int(y)), claim=RATIO_CLAIM)


def _simplify(item: dict[str, Any]) -> None:
    text = main_text(item)
    m = re.search(r"ratio (\d+):(\d+)", text)
    assert m, text
    a, b = int(m.group(1)), int(m.group(2))

    def right(s: str) -> bool:
        r = re.fullmatch(r"\s*(\d+):(\d+)\s*", s)
        if not r:
            return False
        p, q = int(r.group(1)), int(r.group(2))
        return gcd(p, q) == 1 and p * b == q * a

    verify(item, right, claim=RATIO_CLAIM)


def _unit_rate(item: dict[str, Any]) -> None:
    c = item["content"]
    if item["type"] == "arithmetic":
        rate = Fraction(c["operand1"]) / Fraction(c["operand2"])
        a, b = nums(c["expression"].split("=")[0])
        assert a / b == rate
    elif item["type"] == "data-table":
        rates = {Fraction(r[1]) / Fraction(r[0]) for r in c["rows"]}
        assert len(rates) == 1, c["rows"]
        rate = rates.pop()
    else:
        a, b = nums(main_text(item))[:2]
        rate = a / b
    verify(item, same_number(rate), claim=tail(rf"The unit rate is ({NUM}) "))


def _ratio_table(item: dict[str, Any]) -> None:
    c = item["content"]
    if item["type"] == "data-table":
        rows = c["rows"]
        full = [r for r in rows if "?" not in r]
        ratios = {Fraction(r[1]) / Fraction(r[0]) for r in full}
        assert len(ratios) == 1, rows
        k = ratios.pop()
        gap = next(r for r in rows if "?" in r)
        expected = Fraction(gap[0]) * k if gap[1] == "?" else Fraction(gap[1]) / k
        verify(item, same_number(expected))
        return
    text = main_text(item)
    m = re.search(r"For every (\d+) (.+?), there are (\d+) (.+?)\.", text)
    assert m, text
    a, n1, b, n2 = int(m.group(1)), m.group(2), int(m.group(3)), m.group(4)
    q = re.search(r"How many (.+?) go with (\d+) (.+?)\?", text)
    if q:
        want, known, have = q.group(1), int(q.group(2)), q.group(3)
    else:
        q = re.search(rf"So (\d+) (.+?) go with (?:___|{NUM}) (.+?)\.$", text)
        assert q, text
        known, have, want = int(q.group(1)), q.group(2), q.group(3)
    assert {want, have} == {n1, n2}
    expected = Fraction(known * b, a) if have == n1 else Fraction(known * a, b)
    verify(item, same_number(expected), claim=tail(rf"go with ({NUM}) [a-z]"))


def _compare(item: dict[str, Any]) -> None:
    c = item["content"]
    text = main_text(item)
    if item["type"] == "data-table":
        (_, x1, y1), (_, x2, y2) = c["rows"]
        juice = c["columns"][1] == "Cups of juice"
        x1, y1, x2, y2 = (num(str(v)) for v in (x1, y1, x2, y2))
    else:
        m = re.search(
            r"Mix A uses (\d+) cups? of juice and (\d+) cups? of water\. Mix B uses (\d+) cups? of juice and (\d+)",
            text,
        )
        juice = bool(m)
        if not m:
            m = re.search(
                r"Store A sells (\d+) .+? for (\$[\d.]+)\. Store B sells (\d+) .+? for (\$[\d.]+)\.", text
            )
            assert m, text
        x1, y1, x2, y2 = (num(g) for g in m.groups())
    if juice:
        r1, r2 = x1 / y1, x2 / y2
        expected = "Mix A" if r1 > r2 else "Mix B" if r2 > r1 else "They taste the same"
    else:
        u1, u2 = y1 / x1, y2 / x2  # price for one
        expected = "Store A" if u1 < u2 else "Store B" if u2 < u1 else "Both are the same price for each one"
    verify(item, same_text(expected))


def _ratio_graph(item: dict[str, Any]) -> None:
    pts = item_points(item)
    ks = {y / x for _, x, y in pts}
    assert len(ks) == 1, pts
    k = ks.pop()
    text = main_text(item)
    m = re.search(r"how many .+? go with (\d+) ", text) or re.search(r"continues, (\d+) .+? go with", text)
    assert m, text
    verify(item, same_number(int(m.group(1)) * k), claim=tail(rf"go with ({NUM}) [a-z]"))


def _part_whole(item: dict[str, Any]) -> None:
    text = main_text(item)
    m = re.search(r"the ratio of (.+?) to (.+?) is (\d+):(\d+)\. There are (\d+) (.+?)( in all)?\.", text)
    assert m, text
    n1, n2, p, q, n, what, in_all = (
        m.group(1),
        m.group(2),
        int(m.group(3)),
        int(m.group(4)),
        int(m.group(5)),
        m.group(6),
        m.group(7),
    )
    one = Fraction(n, p + q) if in_all else Fraction(n, p if what == n1 else q)
    ask = re.search(r"How many (.+?) are there( in all)?\?", text) or re.search(
        rf"So there are (?:___|{NUM}) (.+?)( in all)?\.$", text
    )
    assert ask, text
    want, want_all = ask.group(1), ask.group(2)
    expected = one * (p + q) if want_all else one * (p if want == n1 else q)
    assert want_all or want in (n1, n2)
    verify(item, same_number(expected), claim=tail(rf"So there are ({NUM}) "))


_RATIO = {
    "describe": _describe,
    "from-data": _from_data,
    "simplify": _simplify,
    "unit-rate": _unit_rate,
    "ratio-table": _ratio_table,
    "compare": _compare,
    "ratio-graph": _ratio_graph,
    "part-whole": _part_whole,
}


@checks("math.rp.ratios")
def check_ratios(item: dict[str, Any], params: dict[str, Any]) -> None:
    _RATIO[params["mode"]](item)
