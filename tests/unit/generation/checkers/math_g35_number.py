"""Checkers for grade 5 expressions, patterns, place value, decimals and multi-digit operations:
expressions are evaluated with our own exact parser, number words with our own reader, patterns
from their stated rules, and everything else from the numbers the item shows."""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.math_g35_common import NUM, leading_number, numbers, verify, view
from tests.unit.generation.checkers.support.common import parse_number


def evaluate(expr: str) -> Fraction:
    """+, -, ×, ÷ with ( ) [ ] { } and fractions like 1/10, exactly."""
    text = expr.replace(",", "")
    for a, b in (("[", "("), ("]", ")"), ("{", "("), ("}", ")")):
        text = text.replace(a, b)
    tokens = re.findall(r"\d+(?:\.\d+)?(?:/\d+)?|[()+\-×÷]", text)
    assert "".join(tokens) == re.sub(r"\s+", "", text), text
    out: list[Fraction] = []
    ops: list[str] = []
    prec = {"+": 1, "-": 1, "×": 2, "÷": 2}

    def apply() -> None:
        op = ops.pop()
        b, a = out.pop(), out.pop()
        out.append({"+": a + b, "-": a - b, "×": a * b, "÷": a / b}[op])

    for tok in tokens:
        if tok == "(":
            ops.append(tok)
        elif tok == ")":
            while ops[-1] != "(":
                apply()
            ops.pop()
        elif tok in prec:
            while ops and ops[-1] != "(" and prec[ops[-1]] >= prec[tok]:
                apply()
            ops.append(tok)
        else:
            out.append(Fraction(tok))
    while ops:
        apply()
    assert len(out) == 1
    return out[0]


PHRASES = (
    (r"add (\d+) and (\d+), then multiply by (\d+)", lambda a, b, c: (a + b) * c),
    (r"subtract (\d+) from (\d+), then multiply by (\d+)", lambda b, a, c: (a - b) * c),
    (r"multiply (\d+) by (\d+), then add (\d+)", lambda a, b, c: a * b + c),
    (r"add (\d+) and (\d+), then divide by (\d+)", lambda a, b, c: Fraction(a + b, c)),
    (r"(\d+) times the sum of (\d+) and (\d+)", lambda c, a, b: c * (a + b)),
    (r"double the difference of (\d+) and (\d+)", lambda a, b: 2 * (a - b)),
)


def _check_expression_value(item: dict[str, Any], v: Any, expected: Fraction) -> None:
    if v.kind == "multiple-choice":
        values = [evaluate(c["text"]) for c in item["content"]["choices"]]
        assert values.count(expected) == 1, (values, expected)
    same = evaluate(v.claimed) == expected
    if v.kind == "true-false":
        assert item["answer"]["value"] is same
    else:
        assert same, (v.claimed, expected)


@checks("math.g35.expression")
def check_expression(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    mode = params["mode"]
    t = v.text
    if mode in ("evaluate", "nested"):
        m = re.search(r"value of (.+)\?", t)
        expr = m.group(1) if m else t.split(" = ")[0]
        verify(item, v, evaluate(expr))
    elif mode == "write":
        phrase = re.search(r"“(.+)”", t).group(1)  # type: ignore[union-attr]
        for pattern, fn in PHRASES:
            if m := re.fullmatch(pattern, phrase):
                _check_expression_value(item, v, Fraction(fn(*(int(g) for g in m.groups()))))
                return
        raise AssertionError(phrase)
    else:
        m = re.search(
            r"(\d+) × \(("
            + NUM
            + r") ([+-]) ("
            + NUM
            + r")\) (?:as|is as large as) ("
            + NUM
            + r") ([+-]) ("
            + NUM
            + ")",
            t,
        )
        assert m, t
        assert m.group(2, 3, 4) == m.group(5, 6, 7)
        verify(item, v, int(m.group(1)))


@checks("math.g35.patterns")
def check_patterns(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    if v.kind == "data-table":
        steps = [int(re.search(r"add (\d+)", c).group(1)) for c in v.columns[1:]]  # type: ignore[union-attr]
        if params["mode"] == "table":
            for row in v.rows:
                if "?" in row:
                    col = row.index("?")
                    verify(item, v, steps[col - 1] * (int(row[0]) - 1))
                    return
        for row in v.rows:
            assert row[1] * steps[1] == row[2] * steps[0]
        verify(item, v, Fraction(steps[1], steps[0]))
        return
    a = int(re.search(r"Pattern A starts at 0 and adds (\d+)", v.text).group(1))  # type: ignore[union-attr]
    b = int(re.search(r"Pattern B starts at 0 and adds (\d+)", v.text).group(1))  # type: ignore[union-attr]
    mode = params["mode"]
    if mode == "table":
        m = re.search(r"[Tt]erm (\d+) of pattern ([AB])", v.text)
        assert m, v.text
        verify(item, v, (a if m.group(2) == "A" else b) * (int(m.group(1)) - 1))
    elif mode == "relationship":
        verify(item, v, Fraction(b, a))
    else:
        shown = re.findall(r"\((\d+), (\d+)\)", v.text + " " + v.desc)
        plotted = {(int(x), int(y)) for x, y in shown}
        for x, y in plotted:
            assert x * b == y * a
        n = len(plotted)
        verify(item, v, f"({a * n}, {b * n})")


PLACE_EXP = {
    "thousands": 3,
    "hundreds": 2,
    "tens": 1,
    "ones": 0,
    "tenths": -1,
    "hundredths": -2,
    "thousandths": -3,
}


def _digit_at(number: str, e: int) -> int:
    whole, _, frac = number.replace(",", "").partition(".")
    if e >= 0:
        return int(whole[len(whole) - 1 - e]) if e < len(whole) else 0
    return int(frac[-e - 1]) if -e - 1 < len(frac) else 0


@checks("math.g35.place-value")
def check_place_value(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    if params["mode"] == "times":
        m = re.search(
            r"In (" + NUM + r"), .* the (\d) in the (\w+) place .* the (\d) in the (\w+) place", v.text
        )
        assert m, v.text
        number, d1, p1, d2, p2 = m.groups()
        e1, e2 = PLACE_EXP[p1], PLACE_EXP[p2]
        assert _digit_at(number, e1) == int(d1) and _digit_at(number, e2) == int(d2)
        verify(item, v, Fraction(10) ** (e1 - e2))
        return
    m = re.search(r"digit (\d) in (" + NUM + ")", v.text)
    assert m, v.text
    d, number = int(m.group(1)), m.group(2)
    places = [
        e
        for e in range(-3, 6)
        if _digit_at(number, e) == d and e < len(number.replace(",", "").split(".")[0])
    ]
    assert len(places) == 1, (number, d)
    verify(item, v, d * Fraction(10) ** places[0])


SUPER = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")


@checks("math.g35.powers-of-ten")
def check_powers(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    c = item["content"]
    if c["type"] == "arithmetic":
        a = parse_number(c["operandDisplays"][0])
        k = int(c["operandDisplays"][1].removeprefix("10").translate(SUPER))
        assert Fraction(c["operand2"]) == 10**k
        verify(item, v, a * 10**k if c["operator"] == "×" else a / 10**k)
        return
    text = re.sub(r"10([⁰¹²³⁴⁵⁶⁷⁸⁹]+)", lambda m: "10^" + m.group(1).translate(SUPER), v.text)
    if m := re.search(r"(" + NUM + r") ([×÷]) 10\^(\d+)", text):
        a, op, k = parse_number(m.group(1)), m.group(2), int(m.group(3))
        verify(item, v, a * 10**k if op == "×" else a / 10**k)
    else:
        k = int(re.search(r"10\^(\d+)", text).group(1))  # type: ignore[union-attr]
        verify(item, v, Fraction(10**k))


WORD_VALUES = {
    w: i
    for i, w in enumerate(
        [
            "zero",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
            "thirteen",
            "fourteen",
            "fifteen",
            "sixteen",
            "seventeen",
            "eighteen",
            "nineteen",
        ]
    )
}
WORD_VALUES.update(
    {
        w: 10 * i
        for i, w in enumerate(
            ["_", "_", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
        )
        if i >= 2
    }
)


def read_whole(text: str) -> int:
    total = 0
    for part in text.replace("-", " ").split():
        if part == "hundred":
            total *= 100
        else:
            total += WORD_VALUES[part]
    return total


def read_words(text: str) -> Fraction:
    """'forty-two and seven hundredths' -> 42.07 exactly."""
    text = text.strip().rstrip(".")
    whole_words, _, rest = text.rpartition(" and ") if " and " in text else ("", "", text)
    m = re.fullmatch(r"(.+) (tenth|hundredth|thousandth)s?", rest)
    assert m, text
    scale = {"tenth": 10, "hundredth": 100, "thousandth": 1000}[m.group(2)]
    return Fraction(read_whole(whole_words) if whole_words else 0) + Fraction(read_whole(m.group(1)), scale)


@checks("math.g35.decimal-forms")
def check_decimal_forms(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    mode = params["mode"]
    if mode == "expanded":
        number = parse_number(re.search(r"expanded form of (" + NUM + ")", v.text).group(1))  # type: ignore[union-attr]
        if v.kind == "multiple-choice":
            values = [evaluate(c["text"]) for c in item["content"]["choices"]]
            assert values.count(number) == 1
        same = evaluate(v.claimed) == number
        if v.kind == "true-false":
            assert item["answer"]["value"] is same
        else:
            assert same
    elif mode == "to-words":
        number = parse_number(re.search(r"(" + NUM + ")", v.text).group(1))  # type: ignore[union-attr]
        try:
            same = read_words(v.claimed) == number
        except (AssertionError, KeyError):
            same = False
        if v.kind == "true-false":
            assert item["answer"]["value"] is same
        else:
            assert same, (v.claimed, number)
    else:
        phrase = re.search(r"“(.+)”", v.text).group(1)  # type: ignore[union-attr]
        verify(item, v, read_words(phrase))


@checks("math.g35.compare-decimals")
def check_compare(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    if params["mode"] == "greatest":
        v = view(item)
        listed = numbers(
            v.text.split("greatest")[-1] if "Which" in v.text else v.text.split(", the greatest")[0]
        )
        verify(item, v, max(listed))
        return
    if content["type"] == "true-false":
        m = re.fullmatch(r"(" + NUM + r") ([<>=]) (" + NUM + ")", content["statement"].strip())
        assert m, content["statement"]
        a, sym, b = parse_number(m.group(1)), m.group(2), parse_number(m.group(3))
        assert answer["value"] is {"<": a < b, ">": a > b, "=": a == b}[sym]
        return
    v = view(item)
    m = re.search(r"(" + NUM + r") ___ (" + NUM + ")", v.text)
    assert m, v.text
    a, b = parse_number(m.group(1)), parse_number(m.group(2))
    verify(item, v, ">" if a > b else "<" if a < b else "=")


@checks("math.g35.round-decimals")
def check_round(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    m = re.search(r"(" + NUM + r") (?:rounded )?to the nearest (whole number|tenth|hundredth)", v.text)
    m = m or re.search(r"Round (" + NUM + r") to the nearest (whole number|tenth|hundredth)", v.text)
    assert m, v.text
    value = Decimal(m.group(1))
    places = {"whole number": 0, "tenth": 1, "hundredth": 2}[m.group(2)]
    expected = value.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    verify(item, v, Fraction(str(expected)))


def _two_numbers(text: str, pattern: str) -> tuple[Fraction, Fraction]:
    m = re.search(r"(" + NUM + r") (?:" + pattern + r") (" + NUM + ")", text)
    assert m, text
    return parse_number(m.group(1)), parse_number(m.group(2))


@checks("math.g35.multiply-whole")
def check_multiply(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    c = item["content"]
    if c["type"] == "arithmetic":
        verify(item, v, Fraction(c["operand1"]) * Fraction(c["operand2"]))
        return
    if "×" in v.text:
        a, b = _two_numbers(v.text, "×")
    else:
        a, b = [*numbers(v.text), Fraction(0), Fraction(0)][:2]
    verify(item, v, a * b)


@checks("math.g35.divide-whole")
def check_divide(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    c = item["content"]
    if c["type"] == "arithmetic":
        n, d = Fraction(c["operand1"]), Fraction(c["operand2"])
    elif "÷" in v.text:
        n, d = _two_numbers(v.text, "÷")
    else:
        n, d = _two_numbers(v.text, r"[a-z]+ are packed into bags of|[a-z]+ into bags of")
    q, r = divmod(int(n), int(d))
    if params.get("remainders"):
        assert r, (n, d)
        verify(item, v, f"{q} R {r}")
    else:
        assert r == 0
        verify(item, v, q)


@checks("math.g35.decimal-ops")
def check_decimal_ops(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    c = item["content"]
    if c["type"] == "arithmetic":
        a, b = (parse_number(x) for x in c["operandDisplays"])
        op = c["operator"]
    elif m := re.search(r"(" + NUM + r") ([+\-×÷]) (" + NUM + ")", v.text):
        a, op, b = parse_number(m.group(1)), m.group(2), parse_number(m.group(3))
    else:
        a, b = numbers(v.text)[:2]
        t = v.text
        op = (
            "÷"
            if ("each part" in t or "How many jars" in t)
            else "×"
            if ("altogether" in t or "times as long" in t)
            else "-"
            if "left" in t
            else "+"
        )
        assert op != "+" or "in all" in t, t
    verify(item, v, {"+": a + b, "-": a - b, "×": a * b, "÷": a / b}[op])
    _ = leading_number
