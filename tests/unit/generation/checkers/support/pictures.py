"""Helpers for the early-grade math checkers (counting, place value, operations, geometry and
measurement pictures): reading the item's SVG, evaluating and solving the equations an item shows,
reading number words, and judging every content type against a test of what a right answer is.
Nothing here imports generator code."""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers.support.common import check_choices_distinct
from tests.unit.generation.checkers.support.number_words import DECADES, SMALL

NS = "{http://www.w3.org/2000/svg}"
BLANK = "___"


# ---- SVG -----------------------------------------------------------------------------------------


def svg_of(item: dict[str, Any]) -> ET.Element:
    text = (item.get("visuals") or {}).get("diagramSvg")
    assert text, "the item has no picture"
    return ET.fromstring(text)


def parse_svg(text: str) -> ET.Element:
    return ET.fromstring(text)


def has_class(element: ET.Element, name: str) -> bool:
    return name in (element.get("class") or "").split()


def with_class(root: ET.Element, name: str) -> list[ET.Element]:
    return [e for e in root.iter() if has_class(e, name)]


def count_class(root: ET.Element, name: str) -> int:
    return len(with_class(root, name))


def desc(root: ET.Element) -> str:
    node = root.find(f"{NS}desc")
    return (node.text or "") if node is not None else ""


def texts(root: ET.Element) -> list[tuple[float, float, str]]:
    return [
        (float(t.get("x", 0)), float(t.get("y", 0)), (t.text or "").strip()) for t in root.iter(f"{NS}text")
    ]


# ---- numbers and equations -----------------------------------------------------------------------

TERM = r"(?:\d+|___)"
EQUATION = re.compile(rf"{TERM}(?: [+-] {TERM})*(?: = {TERM}(?: [+-] {TERM})*)+")


def value_of(side: str, blank: int | None = None) -> int:
    """``3 + 4 - 2`` (``___`` stands for ``blank``) -> 5."""
    tokens = side.strip().split()
    if blank is not None:
        tokens = [str(blank) if t == BLANK else t for t in tokens]
    total = int(tokens[0])
    for k in range(1, len(tokens), 2):
        number = int(tokens[k + 1])
        total = total + number if tokens[k] == "+" else total - number
    return total


def equations(text: str) -> list[str]:
    """Every equation chain written in ``text`` (``a + b = c``, ``a = b + ___ = c``)."""
    return [m.group(0) for m in EQUATION.finditer(text) if "=" in m.group(0)]


def chain_holds(equation: str, blank: int | None = None) -> bool:
    values = [value_of(side, blank) for side in equation.split(" = ")]
    return all(v == values[0] for v in values)


def solve(equation: str) -> int | None:
    """The whole number that makes the chain true when it fills ``___`` (None if there is none).

    Each side is linear in the blank, so read it at 0 and 1 and solve exactly; then check every
    side of the chain with the value found."""
    sides = equation.split(" = ")
    lines = [(value_of(s, 0), value_of(s, 1) - value_of(s, 0)) for s in sides]
    (c0, k0) = lines[0]
    candidates = {Fraction(c - c0, k0 - k) for c, k in lines[1:] if k != k0}
    if len(candidates) != 1:
        return None
    x = candidates.pop()
    if x.denominator != 1 or x < 0 or not chain_holds(equation, int(x)):
        return None
    return int(x)


def solve_in(text: str) -> int:
    """Solve the one equation with a blank in ``text`` after checking the given facts are true."""
    asked = re.search(r"What is (\d+(?: [+-] \d+)+)\?", text)
    if asked and BLANK not in text:
        text = f"{asked.group(1)} = {BLANK}"
    chains = equations(text)
    with_blank = [c for c in chains if BLANK in c]
    assert len(with_blank) == 1, (text, chains)
    for c in chains:
        if BLANK not in c:
            assert chain_holds(c), f"a given fact is false: {c}"
    answer = solve(with_blank[0])
    assert answer is not None, f"no single whole number solves {with_blank[0]}"
    return answer


def all_true(text: str) -> bool:
    chains = equations(text)
    assert chains, text
    return all(chain_holds(c) for c in chains)


def number(text: str) -> Fraction:
    cleaned = text.strip().replace(",", "").replace("¢", "").replace("$", "")
    cleaned = cleaned.split()[0] if cleaned else cleaned
    return Fraction(cleaned)


def is_number(text: str) -> bool:
    try:
        number(text)
    except (ValueError, ZeroDivisionError, IndexError):
        return False
    return True


# ---- number words (an independent reader) --------------------------------------------------------


def words_to_number(text: str) -> int | None:
    """``four hundred seven`` -> 407; ``forty-seven`` -> 47; None when the words are not a number."""
    total = 0
    current = 0
    seen = False
    for word in text.lower().replace("-", " ").replace(" and ", " ").split():
        if word in SMALL:
            current += SMALL[word]
        elif word in DECADES:
            current += DECADES[word]
        elif word == "hundred":
            current = (current or 1) * 100
        elif word == "thousand":
            total += (current or 1) * 1000
            current = 0
        else:
            return None
        seen = True
    return total + current if seen else None


def spoken(n: int) -> str:
    """The standard name of ``n`` (0-1000), hyphenated tens and ones, no 'and'."""
    if n == 1000:
        return "one thousand"
    names = list(SMALL)
    decades = {v: k for k, v in DECADES.items()}
    h, r = divmod(n, 100)
    out = []
    if h:
        out.append(f"{names[h]} hundred")
    if r or not h:
        if r < 20:
            out.append(names[r])
        else:
            t, o = divmod(r, 10)
            out.append(decades[t * 10] + (f"-{names[o]}" if o else ""))
    return " ".join(out)


PLACE_TERM = re.compile(r"(\d+|___) (hundreds?|tens?|ones?)\b")
PLACE_VALUE = {"hundred": 100, "hundreds": 100, "ten": 10, "tens": 10, "one": 1, "ones": 1}


def place_side_value(side: str, blank: int) -> int:
    """A side written with place words (``3 hundreds, 0 tens and 6 ones``), plain numbers or a sum."""
    side = side.strip()
    terms = PLACE_TERM.findall(side)
    if terms:
        return sum((blank if n == BLANK else int(n)) * PLACE_VALUE[p] for n, p in terms)
    return value_of(side.replace(BLANK, str(blank)))


def solve_place(equation: str) -> int:
    left, right = equation.split(" = ")
    found = [x for x in range(0, 1001) if place_side_value(left, x) == place_side_value(right, x)]
    assert len(found) == 1, (equation, found[:5])
    return found[0]


def read_quantity(text: str) -> int:
    """A number written as digits, place words, a sum or number words."""
    text = text.strip()
    if PLACE_TERM.search(text):
        return place_side_value(text, 0)
    if re.fullmatch(r"\d+( \+ \d+)*", text):
        return value_of(text)
    value = words_to_number(text)
    assert value is not None, text
    return value


# ---- judging every content type ------------------------------------------------------------------


def same_text(a: str, b: str) -> bool:
    def norm(s: str) -> str:
        return re.sub(r"\s+", " ", s.strip().lower().rstrip("."))

    return norm(a) == norm(b)


def judge(
    item: dict[str, Any],
    is_right: Callable[[str], bool],
    shown: Callable[[str], str] | None = None,
) -> None:
    """Check the item's answer with ``is_right`` (a test of one candidate answer).

    Multiple choice: exactly the keyed choice passes and at least two different wrong ones fail.
    True/false: ``shown`` pulls the claimed answer out of the statement; its truth must match.
    Other types: the answer value (and the display, without any unit) passes."""
    content, answer = item["content"], item["answer"]
    kind = content["type"]
    if kind in ("multiple-choice",):
        check_choices_distinct(item)
        choices = [c["text"] for c in content["choices"]]
        assert len(choices) >= 3, f"fewer than two wrong choices: {choices}"
        for index, text in enumerate(choices):
            assert is_right(text) == (index == answer["value"]), (index, text, answer["value"], choices)
        return
    if kind == "true-false":
        assert shown is not None, "no reader for the statement"
        claimed = shown(content["statement"])
        assert is_right(claimed) is answer["value"], (content["statement"], claimed, answer["value"])
        return
    assert is_right(str(answer["value"])), (answer["value"], kind)
    unit = answer.get("unit")
    display = answer["display"]
    if unit and display.endswith(unit):
        display = display[: -len(unit)].strip()
    assert is_right(display), (display, kind)


def number_is(expected: int | Fraction) -> Callable[[str], bool]:
    return lambda text: is_number(text) and number(text) == expected


def text_is(*expected: str) -> Callable[[str], bool]:
    return lambda text: any(same_text(text, e) for e in expected)


def after(pattern: str) -> Callable[[str], str]:
    """A reader for true/false statements: the first group of ``pattern``."""
    regex = re.compile(pattern)

    def read(statement: str) -> str:
        m = regex.search(statement)
        assert m, (pattern, statement)
        return m.group(1)

    return read


def check_matching(item: dict[str, Any], belongs: Callable[[str, str], bool]) -> None:
    content, answer = item["content"], item["answer"]
    assert content["type"] == "matching"
    left, right, value = content["left"], content["right"], answer["value"]
    assert len(value) == len(left) and sorted(value) == list(range(len(right))), value
    for i, l_text in enumerate(left):
        for j, r_text in enumerate(right):
            assert belongs(l_text, r_text) == (value[i] == j), (l_text, r_text, value)


def check_ordering(item: dict[str, Any], key: Callable[[str], Any]) -> None:
    content, answer = item["content"], item["answer"]
    assert content["type"] == "ordering"
    order_by = content["orderBy"]
    descending = order_by.split(" to ")[0] in ("greatest", "longest", "tallest", "most")
    expected = sorted(content["items"], key=key, reverse=descending)
    keys = [key(x) for x in expected]
    assert len(set(keys)) == len(keys), "ties in an ordering item"
    assert answer["value"] == expected, (answer["value"], expected)


# ---- geometry ------------------------------------------------------------------------------------

Point = tuple[float, float]


def polygon_points(element: ET.Element) -> list[Point]:
    return [(float(x), float(y)) for x, y in (p.split(",") for p in element.get("points", "").split())]


def area(points: list[Point]) -> float:
    return (
        abs(
            sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in zip(points, points[1:] + points[:1], strict=True))
        )
        / 2
    )


def hull(points: list[Point]) -> list[Point]:
    pts = sorted(set(points))
    if len(pts) < 3:
        return pts

    def cross(o: Point, a: Point, b: Point) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list[Point] = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 1.0:
            lower.pop()
        lower.append(p)
    upper: list[Point] = []
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 1.0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def classify(points: list[Point]) -> str:
    """Name a convex polygon from its corners: triangle, square, rectangle, rhombus, trapezoid,
    quadrilateral, pentagon, hexagon."""
    n = len(points)
    if n == 3:
        return "triangle"
    if n == 5:
        return "pentagon"
    if n == 6:
        return "hexagon"
    assert n == 4, n
    sides = [math.dist(points[i], points[(i + 1) % 4]) for i in range(4)]
    vectors = [
        (points[(i + 1) % 4][0] - points[i][0], points[(i + 1) % 4][1] - points[i][1]) for i in range(4)
    ]

    def right_angle(u: tuple[float, float], v: tuple[float, float]) -> bool:
        return abs(u[0] * v[0] + u[1] * v[1]) <= 0.02 * math.hypot(*u) * math.hypot(*v)

    def parallel(u: tuple[float, float], v: tuple[float, float]) -> bool:
        return abs(u[0] * v[1] - u[1] * v[0]) <= 0.02 * math.hypot(*u) * math.hypot(*v)

    all_right = all(right_angle(vectors[i], vectors[(i + 1) % 4]) for i in range(4))
    equal = max(sides) - min(sides) <= 0.02 * max(sides)
    if all_right:
        return "square" if equal else "rectangle"
    if equal:
        return "rhombus"
    pairs = parallel(vectors[0], vectors[2]) + parallel(vectors[1], vectors[3])
    return "trapezoid" if pairs == 1 else "quadrilateral"


FAMILY = {3: "triangle", 4: "quadrilateral", 5: "pentagon", 6: "hexagon"}


def flat_shape_in(root: ET.Element) -> tuple[str, int]:
    """(name, number of sides) of the single flat shape drawn with class 'shape'."""
    shapes = with_class(root, "shape")
    assert len(shapes) == 1, len(shapes)
    shape = shapes[0]
    if shape.tag == f"{NS}circle":
        return "circle", 0
    points = polygon_points(shape)
    return classify(points), len(points)


# ---- item text and equation items ----------------------------------------------------------------


def question_text(item: dict[str, Any]) -> str:
    """The item's question, prompt, text, statement or expression (the first one it has)."""
    c = item["content"]
    return (
        c.get("question")
        or c.get("prompt")
        or c.get("text")
        or c.get("statement")
        or c.get("expression")
        or ""
    )


def story_text(text: str) -> str:
    """A story without what follows it (the equation question or the answer slot)."""
    for cut in (" Which equation", " Answer:", " The equation "):
        text = text.split(cut)[0]
    return text


def arithmetic_answer(content: dict[str, Any]) -> int:
    a, b, op = content["operand1"], content["operand2"], content["operator"]
    c = content.get("operand3")
    result = a + b + (c or 0) if op == "+" else a - b
    missing = content.get("missingOperand") or "result"
    expected = {"result": result, "operand1": a, "operand2": b}[missing]
    assert solve(content["expression"]) == expected, content["expression"]
    return expected


def equation_item(item: dict[str, Any]) -> None:
    """Items whose question shows an equation with one blank (and maybe true facts)."""
    content = item["content"]
    if content["type"] == "arithmetic":
        expected = arithmetic_answer(content)
        assert number(str(item["answer"]["value"])) == expected
        return
    if content["type"] == "true-false":
        assert item["answer"]["value"] is all_true(content["statement"])
        return
    judge(item, number_is(solve_in(question_text(item))))


# ---- solid objects and share names (read by two checkers each) -----------------------------------

LOOKS_LIKE = {
    "a ball": "sphere",
    "an orange": "sphere",
    "a globe": "sphere",
    "a soup can": "cylinder",
    "a drum": "cylinder",
    "a candle": "cylinder",
    "a number cube": "cube",
    "an ice cube": "cube",
    "a toy block": "cube",
    "a party hat": "cone",
    "an ice cream cone": "cone",
    "a traffic cone": "cone",
    "a cereal box": "rectangular prism",
    "a brick": "rectangular prism",
    "a tissue box": "rectangular prism",
}
SHARE_COUNT = {
    "half": 2,
    "halves": 2,
    "third": 3,
    "thirds": 3,
    "fourth": 4,
    "fourths": 4,
    "quarter": 4,
    "quarters": 4,
}
