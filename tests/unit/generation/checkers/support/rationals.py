"""Tools for the grade 6-7 checkers: exact values from text, the claim of a true/false
statement, reading number lines, coordinate planes, bar charts, box plots and grids back from
the SVG markup, and a small exact evaluator for expressions, equations and inequalities.

Nothing here imports generator code: every answer is recomputed from what the item shows.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers.support.common import check_choices_distinct, strip_unit

NS = "{http://www.w3.org/2000/svg}"
NUM = r"-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:\s\d+/\d+|/\d+)?"
_SUPER = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")


# ---- values --------------------------------------------------------------------------------------


def val(text: str) -> Fraction | None:
    """``$4.50`` -> 9/2, ``72%`` -> 72, ``1 1/2`` -> 3/2, ``3:4`` -> 3/4, ``-2.5`` -> -5/2; else None."""
    s = str(text).strip().replace(",", "").replace("$", "").replace("%", "").replace("−", "-").strip()
    m = re.fullmatch(r"(-?)(\d+)\s+(\d+)/(\d+)", s)
    if m:
        sign = -1 if m.group(1) else 1
        return sign * (int(m.group(2)) + Fraction(int(m.group(3)), int(m.group(4))))
    m = re.fullmatch(r"(-?\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)", s)
    if m:
        return Fraction(m.group(1)) / Fraction(m.group(2))
    m = re.fullmatch(r"\((-?\d+)\)\s*/\s*\((-?\d+)\)|\((-?\d+)\)\s*/\s*(\d+)|(-?\d+)\s*/\s*\((-?\d+)\)", s)
    if m:
        parts = [g for g in m.groups() if g is not None]
        return Fraction(int(parts[0]), int(parts[1]))
    try:
        return Fraction(s)
    except (ValueError, ZeroDivisionError):
        return None


def num(text: str) -> Fraction:
    v = val(text)
    assert v is not None, f"not a number: {text!r}"
    return v


def nums(text: str) -> list[Fraction]:
    return [num(m) for m in re.findall(NUM, text)]


def main_text(item: dict[str, Any]) -> str:
    c = item["content"]
    return c.get("question") or c.get("text") or c.get("statement") or c.get("expression") or ""


def svg_root(item: dict[str, Any]) -> ET.Element | None:
    svg = (item.get("visuals") or {}).get("diagramSvg")
    return ET.fromstring(svg) if svg else None


def desc(item: dict[str, Any]) -> str:
    root = svg_root(item)
    if root is None:
        return ""
    node = root.find(f"{NS}desc")
    return node.text or "" if node is not None else ""


def table_rows(item: dict[str, Any]) -> list[list[Any]]:
    return item["content"]["rows"]


def find(pattern: str, text: str) -> re.Match[str]:
    """The first match of ``pattern`` in ``text`` (asserting there is one)."""
    m = re.search(pattern, text)
    assert m, f"{pattern!r} not in {text!r}"
    return m


OPS: dict[str, Callable[[Fraction, Fraction], Fraction]] = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "×": lambda a, b: a * b,
    "÷": lambda a, b: a / b,
}


def shown_operation(item: dict[str, Any]) -> Fraction:
    """``a op b`` from an arithmetic item (operand displays) or from the text."""
    c = item["content"]
    if item["type"] == "arithmetic":
        shown = c.get("operandDisplays") or [str(c["operand1"]), str(c["operand2"])]
        a, b = (num(x) for x in shown)
        m = find(rf"({NUM}) ([+\-×÷]) ({NUM}) = ___", c["expression"])
        assert (num(m.group(1)), num(m.group(3))) == (a, b) and m.group(2) == c["operator"]
        return OPS[c["operator"]](a, b)
    m = find(rf"({NUM}) ([+\-×÷]) ({NUM})", main_text(item))
    return OPS[m.group(2)](num(m.group(1)), num(m.group(3)))


# ---- verdicts --------------------------------------------------------------------------------------


def same_number(expected: Fraction) -> Callable[[str], bool]:
    return lambda text: val(text) == expected


def same_text(expected: str) -> Callable[[str], bool]:
    norm = _norm(expected)
    return lambda text: _norm(text) == norm


def _norm(text: str) -> str:
    return re.sub(r"\s+", "", str(text)).lower().rstrip(".")


def verify(
    item: dict[str, Any],
    right: Callable[[str], bool],
    *,
    claim: Callable[[str], str] | None = None,
) -> None:
    """The item's answer satisfies ``right``: the exact value, the chosen choice (and no other
    choice), or the truth of a true/false statement, whose claim ``claim`` cuts out."""
    answer = item["answer"]
    unit = answer.get("unit")
    kind = item["content"]["type"]
    if kind == "true-false":
        assert claim is not None, "no claim reader for a true/false item"
        said = strip_unit(claim(item["content"]["statement"]), unit)
        truth = right(said)
        assert answer["value"] is truth, f"statement {item['content']['statement']!r} is {truth}"
        return
    if answer["type"] == "multiple-choice-index":
        check_choices_distinct(item)
        texts = [strip_unit(c["text"], unit) for c in item["content"]["choices"]]
        chosen = answer["value"]
        assert right(texts[chosen]), f"chosen {texts[chosen]!r} is wrong"
        for i, text in enumerate(texts):
            if i != chosen:
                assert not right(text), f"choice {text!r} is also right"
        return
    assert right(str(answer["value"])), f"answer {answer['value']!r} is wrong"
    assert right(strip_unit(answer["display"], unit)), f"display {answer['display']!r} is wrong"


def last_number(statement: str) -> str:
    """A claim reader: the last number in the statement."""
    found = re.findall(NUM, statement)
    assert found, statement
    return found[-1]


def tail(pattern: str) -> Callable[[str], str]:
    """A claim reader: the first group of ``pattern`` searched in the statement."""
    rx = re.compile(pattern)

    def read(statement: str) -> str:
        m = rx.search(statement)
        assert m, f"no claim in {statement!r}"
        return m.group(1)

    return read


END_CLAIM = tail(r"(?:is|are|=|costs?|of|be|makes|gets|has|travels|takes|earns|pays|left|with) ([^ ].*?)\.?$")


# ---- reading diagrams -------------------------------------------------------------------------------


def _fit(pairs: list[tuple[float, Fraction]]) -> Callable[[float], Fraction]:
    """Pixel -> value from labelled marks (a straight scale), snapped to a simple fraction."""
    assert len(pairs) >= 2, "not enough labels to read the scale"
    (p0, v0), (p1, v1) = pairs[0], pairs[-1]
    assert p1 != p0

    def value(p: float) -> Fraction:
        raw = float(v0) + (p - p0) * float(v1 - v0) / (p1 - p0)
        return Fraction(raw).limit_denominator(24)

    return value


def _cls(el: ET.Element) -> str:
    return el.get("class") or ""


def _marks(root: ET.Element, cls: str, coord: str, shift: float = 0) -> list[tuple[float, Fraction]]:
    """(position along ``coord``, less ``shift``; value) of the labels of class ``cls``, in order."""
    return sorted(
        (
            (float(el.get(coord)) - shift, num(el.text or ""))
            for el in root.iter(f"{NS}text")
            if _cls(el) == cls
        ),
        key=lambda p: p[0],
    )


def number_line(root: ET.Element) -> dict[str, Any]:
    """Points (letter -> value), dots (value -> count), ray, jumps and the tick values."""
    labels = [
        (float(el.get("x")), num(el.text or "")) for el in root.iter(f"{NS}text") if _cls(el) == "tick-label"
    ]
    at = _fit(sorted(labels, key=lambda p: p[0]))
    point_x = [float(el.get("cx")) for el in root.iter(f"{NS}circle") if _cls(el) == "pt"]
    names = [el.text for el in root.iter(f"{NS}text") if _cls(el) == "pt-label"]
    points = {n: at(x) for n, x in zip(names, point_x, strict=True)}
    dots: dict[Fraction, int] = {}
    for el in root.iter(f"{NS}circle"):
        if _cls(el) == "dot":
            v = at(float(el.get("cx")))
            dots[v] = dots.get(v, 0) + 1
    ray = None
    for el in root.iter(f"{NS}line"):
        if _cls(el) == "ray":
            x1, x2 = float(el.get("x1")), float(el.get("x2"))
            boundary = next(c for c in root.iter(f"{NS}circle") if _cls(c) == "boundary")
            ray = (at(x1), 1 if x2 > x1 else -1, boundary.get("fill") != "#fff")
    jumps = []
    for el in root.iter(f"{NS}path"):
        if _cls(el) == "jump":
            m = re.match(r"M([\d.]+),[\d.]+ Q[\d.]+,[\d.]+ ([\d.]+),", el.get("d"))
            assert m
            jumps.append((at(float(m.group(1))), at(float(m.group(2)))))
    return {"points": points, "dots": dots, "ray": ray, "jumps": jumps, "ticks": [v for _, v in labels]}


def plane_points(root: ET.Element) -> list[tuple[str, Fraction, Fraction]]:
    """The labelled (or unlabelled, name '') points of a coordinate plane, in drawing order."""
    fx, fy = _fit(_marks(root, "xtick", "x")), _fit(_marks(root, "ytick", "y", shift=4))
    out = []
    labels = [
        (float(el.get("x")) - 8, float(el.get("y")) + 8, el.text or "")
        for el in root.iter(f"{NS}text")
        if _cls(el) == "pt-label"
    ]
    for el in root.iter(f"{NS}circle"):
        if _cls(el) == "pt":
            cx, cy = float(el.get("cx")), float(el.get("cy"))
            label = next((n for lx, ly, n in labels if abs(lx - cx) < 0.3 and abs(ly - cy) < 0.3), "")
            out.append((label, fx(cx), fy(cy)))
    return out


def bar_values(root: ET.Element) -> dict[str, Fraction]:
    fy = _fit(_marks(root, "ytick", "y", shift=4))
    bins = [(float(el.get("x")), el.text or "") for el in root.iter(f"{NS}text") if _cls(el) == "bin"]
    out = {}
    for el in root.iter(f"{NS}rect"):
        if _cls(el) == "bar":
            x, w, top = float(el.get("x")), float(el.get("width")), float(el.get("y"))
            label = next(b for bx, b in bins if abs(bx - (x + w / 2)) < 1)
            out[label] = fy(top)
    return out


def box_plot(root: ET.Element) -> tuple[Fraction, ...]:
    at = _fit(_marks(root, "tick-label", "x"))
    whiskers = [el for el in root.iter(f"{NS}line") if _cls(el) == "whisker"]
    box = next(el for el in root.iter(f"{NS}rect") if _cls(el) == "box")
    median = next(el for el in root.iter(f"{NS}line") if _cls(el) == "median")
    ends = sorted(float(w.get(a)) for w in whiskers for a in ("x1", "x2"))
    q1 = float(box.get("x"))
    q3 = q1 + float(box.get("width"))
    return (at(ends[0]), at(q1), at(float(median.get("x1"))), at(q3), at(ends[-1]))


def shaded_cells(root: ET.Element) -> tuple[int, int]:
    cells = [el for el in root.iter(f"{NS}rect") if _cls(el) == "cell"]
    return sum(1 for el in cells if el.get("fill") != "#fff"), len(cells)


# ---- expressions -------------------------------------------------------------------------------------

_TOKEN = re.compile(r"\s*(\d+(?:\.\d+)?|[a-zA-Z]|[()+\-×*÷/^<>=]|≤|≥)")


def _tokens(text: str) -> list[str]:
    text = _supers(text).replace("−", "-").strip()
    out, pos = [], 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        assert m, f"cannot read {text[pos:]!r} in {text!r}"
        out.append(m.group(1))
        pos = m.end()
    return out


def _supers(text: str) -> str:
    """``5³`` -> ``5^3``."""
    return re.sub(r"[⁰¹²³⁴⁵⁶⁷⁸⁹]+", lambda m: "^" + m.group(0).translate(_SUPER), text)


class _Parser:
    def __init__(self, text: str, env: dict[str, Fraction]) -> None:
        self.toks = _tokens(text)
        self.i = 0
        self.env = env

    def peek(self) -> str | None:
        return self.toks[self.i] if self.i < len(self.toks) else None

    def take(self) -> str:
        tok = self.toks[self.i]
        self.i += 1
        return tok

    def expr(self) -> Fraction:
        value = self.term()
        while self.peek() in ("+", "-"):
            op = self.take()
            rhs = self.term()
            value = value + rhs if op == "+" else value - rhs
        return value

    def term(self) -> Fraction:
        value = self.unary()
        while True:
            tok = self.peek()
            if tok in ("×", "*", "÷", "/"):
                self.take()
                rhs = self.unary()
                value = value * rhs if tok in ("×", "*") else value / rhs
            elif tok is not None and (tok == "(" or tok.isalpha() or tok[0].isdigit()):
                value = value * self.unary()  # implicit multiplication: 3x, 2(x + 1), (1/2)x
            else:
                return value

    def unary(self) -> Fraction:
        if self.peek() == "-":
            self.take()
            return -self.unary()
        if self.peek() == "+":
            self.take()
            return self.unary()
        return self.power()

    def power(self) -> Fraction:
        base = self.atom()
        if self.peek() == "^":
            self.take()
            exp = self.unary()
            assert exp.denominator == 1
            return base ** int(exp)
        return base

    def atom(self) -> Fraction:
        tok = self.take()
        if tok == "(":
            value = self.expr()
            assert self.take() == ")", "missing )"
            return value
        if tok[0].isdigit():
            return Fraction(tok)
        if tok.isalpha():
            assert tok in self.env, f"unknown variable {tok}"
            return self.env[tok]
        raise AssertionError(f"unexpected {tok!r}")


def evaluate(text: str, env: dict[str, Fraction] | None = None) -> Fraction:
    text = re.sub(r"(\d+) (\d+)/(\d+)", r"(\1+\2/\3)", text)  # mixed numbers
    parser = _Parser(text, env or {})
    value = parser.expr()
    assert parser.peek() is None, f"left over in {text!r}"
    return value


def variables(text: str) -> list[str]:
    return sorted(set(re.findall(r"(?<![a-zA-Z])[a-zA-Z](?![a-zA-Z])", text)))


PROBES = (Fraction(2), Fraction(-3), Fraction(7, 2), Fraction(11), Fraction(-5, 3))


def equivalent(a: str, b: str) -> bool:
    names = sorted(set(variables(a)) | set(variables(b)))
    for k in range(len(PROBES)):
        env = {n: PROBES[(k + j) % len(PROBES)] + j for j, n in enumerate(names)}
        try:
            if evaluate(a, env) != evaluate(b, env):
                return False
        except ZeroDivisionError:
            continue
    return True


def linear_side(side: str) -> tuple[str, Fraction, Fraction]:
    """A linear side ``m·v + c`` -> (v, m, c), by evaluating at 0 and 1 (and checking at 7)."""
    names = variables(side)
    assert len(names) == 1, side
    v = names[0]
    c = evaluate(side, {v: Fraction(0)})
    m = evaluate(side, {v: Fraction(1)}) - c
    assert evaluate(side, {v: Fraction(7)}) == 7 * m + c, f"not linear: {side}"
    return v, m, c


def solve_inequality_text(text: str) -> tuple[str, str, Fraction]:
    """``x > 4`` or ``4 < x`` -> (variable, '>', 4); also ``≥``/``≤``."""
    m = re.fullmatch(r"\s*([a-z])\s*([<>≤≥])\s*(.+?)\s*", text)
    if m:
        return m.group(1), m.group(2), evaluate(m.group(3))
    m = re.fullmatch(r"\s*(.+?)\s*([<>≤≥])\s*([a-z])\s*", text)
    assert m, f"not a simple inequality: {text!r}"
    flip = {">": "<", "<": ">", "≥": "≤", "≤": "≥"}
    return m.group(3), flip[m.group(2)], evaluate(m.group(1))


def holds(lhs: Fraction, op: str, rhs: Fraction) -> bool:
    return {"<": lhs < rhs, ">": lhs > rhs, "≤": lhs <= rhs, "≥": lhs >= rhs, "=": lhs == rhs}[op]


def picture(item: dict[str, Any]) -> ET.Element:
    """The root of the item's picture, which it must have."""
    root = svg_root(item)
    assert root is not None, "the item has no picture"
    return root


def item_points(item: dict[str, Any]) -> list[tuple[str, Fraction, Fraction]]:
    """The points of the coordinate plane in the item's picture (which it must have)."""
    return plane_points(picture(item))


def verify_number(item: dict[str, Any], expected: Fraction) -> None:
    """The item's answer is the number ``expected`` (a true/false statement claims its last number)."""
    verify(item, same_number(expected), claim=last_number)


def story_value(text: str, rules: Iterable[tuple[str, Callable[..., Fraction]]]) -> Fraction:
    """The first rule whose pattern is in ``text``, applied to the numbers its groups capture."""
    for pattern, rule in rules:
        m = re.search(pattern, text)
        if m:
            return rule(*(num(g) for g in m.groups()))
    raise AssertionError(f"unknown story {text!r}")
