"""Checkers for the K-2 measurement and data generators: lengths, weights, attributes, clocks (read
from the hands' angles), money, graphs, line plots and sorting."""

from __future__ import annotations

import math
import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.math_k2_util import (
    NS,
    after,
    check_matching,
    check_ordering,
    count_class,
    desc,
    judge,
    number,
    number_is,
    parse_svg,
    same_text,
    svg_of,
    texts,
    with_class,
)


def _question(item: dict[str, Any]) -> str:
    c = item["content"]
    return c.get("question") or c.get("prompt") or c.get("text") or c.get("statement") or ""


# ---- length --------------------------------------------------------------------------------------


def _lengths_from_desc(text: str) -> dict[str, int]:
    found = re.findall(r"([A-Za-z ]+?) is (\d+) (?:units long|cubes tall)", text.split(": ", 1)[1])
    return {name.strip(): int(v) for name, v in found}


# typical lengths in centimeters: (shortest, longest) that count as a sensible estimate
PLAUSIBLE_CM = {
    "pencil": (12, 25),
    "crayon": (6, 12),
    "paper clip": (2, 5),
    "book": (18, 35),
    "door": (180, 250),
    "classroom": (600, 1500),
    "bed": (150, 230),
    "school bus": (900, 1400),
    "shoe": (15, 32),
    "table": (90, 250),
}
CM_PER = {
    "inch": Fraction(254, 100),
    "inches": Fraction(254, 100),
    "centimeter": 1,
    "centimeters": 1,
    "foot": Fraction(3048, 100),
    "feet": Fraction(3048, 100),
    "meter": 100,
    "meters": 100,
}


@checks("math.k2.length")
def check_length(item: dict[str, Any], params: dict[str, Any]) -> None:
    content = item["content"]
    text = _question(item)
    visuals = (item.get("visuals") or {}).get("diagramSvg")
    root = parse_svg(visuals) if visuals else None
    if content["type"] == "ordering":
        lengths = _lengths_from_desc(desc(root))
        check_ordering(item, lambda label: lengths[label])
        return
    if root is not None and re.search(r"(units long|cubes tall)", desc(root)):
        lengths = _lengths_from_desc(desc(root))
        asked = re.search(r"(longest|shortest|tallest|longer|shorter|taller)", text)
        assert asked, text
        word = asked.group(1)
        ranked = sorted(lengths, key=lambda k: lengths[k])
        assert len(set(lengths.values())) == len(lengths)
        expected = ranked[-1] if word in ("longest", "tallest", "longer", "taller") else ranked[0]
        if word in ("longer", "shorter", "taller"):
            assert len(lengths) == 2
        judge(item, lambda t: same_text(t, expected), after(r"^(?:The )?(.+?) is (?:the )?\w+\.$"))
        return
    if re.search(r"an? [a-z ]+ is shorter than a ", text, re.IGNORECASE):
        m = re.search(r"An? ([a-z ]+) is shorter than a ([a-z ]+)\.", text) or re.search(
            r"\(an? ([a-z ]+) is shorter than a ([a-z ]+)\)", text
        )
        small = m.group(1)
        many = "inches" if small == "inch" else f"{small}s"
        judge(
            item,
            lambda t: same_text(t, f"more {many}"),
            after(r"needs (more [a-z ]+|the same number of each) \("),
        )
        return
    if "About how long" in text or re.search(r"A ([a-z ]+) is about", text):
        obj = (
            re.search(r"About how long is an? ([a-z ]+)\?", text)
            or re.search(r"An? ([a-z ]+) is about", text)
        ).group(1)
        low, high = PLAUSIBLE_CM[obj]

        def sensible(candidate: str) -> bool:
            m = re.fullmatch(r"(\d+) ([a-z]+)", candidate.strip())
            assert m, candidate
            cm = int(m.group(1)) * Fraction(CM_PER[m.group(2)])
            return low <= cm <= high

        judge(item, sensible, after(r"is about (.+) long\."))
        return
    if " is longer than the " in text or " is shorter than the " in text:
        facts = re.findall(r"The (\w+) is (longer|shorter) than the (\w+)\.", text)
        longer: set[tuple[str, str]] = set()
        for a, word, b in facts:
            longer.add((a, b) if word == "longer" else (b, a))
        names = {n for pair in longer for n in pair}
        beats = {n: {b for a, b in longer if a == n} for n in names}
        for n in names:  # transitive closure (three objects)
            for m in list(beats[n]):
                beats[n] |= beats.get(m, set())
        longest = max(names, key=lambda n: len(beats[n]))
        shortest = min(names, key=lambda n: len(beats[n]))
        word = re.search(r"is the (longest|shortest)", text) or re.search(
            r"Which is the (longest|shortest)", text
        )
        expected = longest if word.group(1) == "longest" else shortest
        judge(item, lambda t: same_text(t, expected), after(r"The (\w+) is the (?:longest|shortest)\.$"))
        return
    assert root is not None, text
    if count_class(root, "unit-copy"):
        n = count_class(root, "unit-copy")
        if content["type"] == "picture-counting":
            assert content["countTarget"] == n
        judge(item, number_is(n), after(r"is (\d+) \w+"))
        return
    if count_class(root, "small-unit"):
        n = count_class(root, "small-unit")
        big = count_class(root, "big-unit")
        stated = re.search(r"is (\d+) \w+s long", text)
        assert stated and int(stated.group(1)) == big
        judge(item, number_is(n), after(r"which is (\d+) \w+"))
        return
    marks = re.findall(r"from the (\d+) mark to the (\d+) mark", desc(root))
    if "How much longer" in text:
        assert len(marks) == 2 and marks[0][0] == marks[1][0] == "0"
        expected = int(marks[0][1]) - int(marks[1][1])
    else:
        assert len(marks) == 1
        expected = int(marks[0][1]) - int(marks[0][0])
    if content["type"] != "true-false":
        assert item["answer"].get("unit") in ("cm", "inches")
    judge(item, number_is(expected), after(r"\? (\d+)"))


@checks("math.k2.weight")
def check_weight(item: dict[str, Any], params: dict[str, Any]) -> None:
    root = svg_of(item)
    beam = with_class(root, "beam")[0]
    left_low = float(beam.get("y1")) > float(beam.get("y2"))
    assert float(beam.get("y1")) != float(beam.get("y2"))
    labels = sorted((x, t) for x, _, t in texts(root) if t)
    left, right = labels[0][1], labels[-1][1]
    heavy, light = (left, right) if left_low else (right, left)
    text = _question(item)
    word = re.search(r"(heavier|lighter)", text).group(1)
    expected = f"the {heavy if word == 'heavier' else light}"
    judge(item, lambda t: same_text(t, expected), after(r"balance: (.+) is \w+\.$"))


ATTRIBUTE_OF = {
    "how long": "length",
    "how heavy": "weight",
    "how tall": "height",
    "how much water": "capacity",
}


@checks("math.k2.attributes")
def check_attributes(item: dict[str, Any], params: dict[str, Any]) -> None:
    if item["content"]["type"] == "matching":
        check_matching(
            item, lambda left, right: any(k in left.lower() and v == right for k, v in ATTRIBUTE_OF.items())
        )
        return
    text = _question(item).lower()
    expected = next(v for k, v in ATTRIBUTE_OF.items() if k in text)
    judge(item, lambda t: same_text(t, expected), after(r"measure its (\w+)\.$"))


# ---- clocks --------------------------------------------------------------------------------------


def read_clock(svg_text: str) -> tuple[int, int]:
    """The time shown by the hands: the thick short hand and the thinner long hand."""
    root = parse_svg(svg_text)
    hands = {}
    for line in root.iter(f"{NS}line"):
        width = line.get("stroke-width")
        if width in ("6", "3"):
            dx = float(line.get("x2")) - float(line.get("x1"))
            dy = float(line.get("y2")) - float(line.get("y1"))
            hands[width] = math.degrees(math.atan2(dx, -dy)) % 360
    minute = round(hands["3"] / 6) % 60
    hour = round((hands["6"] - minute * 0.5) / 30) % 12 or 12
    return hour, minute


WORD_NUMBERS = {"o'clock": 0, "half past": 30, "quarter past": 15}


def parse_time(text: str) -> tuple[int, int, str] | None:
    text = text.strip()
    suffix = ""
    for s in ("a.m.", "p.m."):
        if text.endswith(s):
            suffix, text = s, text[: -len(s)].strip()
    if m := re.fullmatch(r"(\d{1,2}):(\d\d)", text):
        return int(m.group(1)), int(m.group(2)), suffix
    if m := re.fullmatch(r"(\d{1,2}) o'clock", text):
        return int(m.group(1)), 0, suffix
    if m := re.fullmatch(r"half past (\d{1,2})", text):
        return int(m.group(1)), 30, suffix
    if m := re.fullmatch(r"quarter past (\d{1,2})", text):
        return int(m.group(1)), 15, suffix
    if m := re.fullmatch(r"quarter to (\d{1,2})", text):
        return (int(m.group(1)) - 2) % 12 + 1, 45, suffix
    if m := re.fullmatch(r"(\d{1,2}) minutes past (\d{1,2})", text):
        return int(m.group(2)), int(m.group(1)), suffix
    return None


MORNING_WORDS = ("breakfast", "wakes up", "walks to school", "before school")
EVENING_WORDS = ("dinner", "goes to bed", "bedtime", "after school")


@checks("math.k2.clock")
def check_clock(item: dict[str, Any], params: dict[str, Any]) -> None:
    content = item["content"]
    text = _question(item)
    if content.get("choices") and content["choices"][0].get("svg"):
        wanted = parse_time(re.search(r"Which clock shows (.+)\?", text).group(1))
        shown = [read_clock(c["svg"]) for c in content["choices"]]
        assert len(set(shown)) == len(shown)
        for i, (h, m) in enumerate(shown):
            assert ((h, m) == wanted[:2]) == (i == item["answer"]["value"]), (shown, wanted)
        assert len(shown) >= 3
        return
    hour, minute = read_clock(item["visuals"]["diagramSvg"])
    assert minute % params.get("step", 30) == 0 or (params.get("step") == 60 and minute == 0)
    suffix = ""
    if any(w in text for w in MORNING_WORDS):
        suffix = "a.m."
    elif any(w in text for w in EVENING_WORDS):
        suffix = "p.m."
    if "Write a.m. or p.m." in text or (content["type"] == "true-false" and suffix):
        assert suffix

    def right(candidate: str) -> bool:
        t = parse_time(candidate)
        return t is not None and t == (hour, minute, suffix)

    def claimed(statement: str) -> str:
        if ": " in statement:
            return statement.rsplit(": ", 1)[1]
        return statement.split("shows ", 1)[1].removesuffix(".")

    judge(item, right, claimed)


# ---- money ---------------------------------------------------------------------------------------

COIN = {
    "quarter": 25,
    "quarters": 25,
    "dime": 10,
    "dimes": 10,
    "nickel": 5,
    "nickels": 5,
    "penny": 1,
    "pennies": 1,
}


@checks("math.k2.money")
def check_money(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = _question(item)
    story = text.split(" Answer:")[0]
    coins = re.findall(r"(\d+) (quarters?|dimes?|nickels?|penny|pennies)\b", story)
    bills = re.findall(r"(\d+) \$(\d+) bills?", story)
    cents = True
    if m := re.search(r"How many (quarters|dimes|nickels) make (\d+)¢", story) or re.search(
        r"^(?:\d+|___) (quarters|dimes|nickels) make (\d+)¢\.$", story
    ):
        value, total = COIN[m.group(1)], int(m.group(2))
        assert total % value == 0
        expected = total // value
        cents = None
    elif bills:
        expected = sum(int(n) * int(v) for n, v in bills)
        cents = False
    elif m := re.search(r"has \$(\d+)\. \w+ (spends|earns) \$(\d+)", story):
        a, b = int(m.group(1)), int(m.group(3))
        expected = a - b if m.group(2) == "spends" else a + b
        cents = False
    else:
        total = sum(int(n) * COIN[c] for n, c in coins)
        assert coins, story
        if (item.get("visuals") or {}).get("diagramSvg"):
            root = svg_of(item)
            for n, c in coins:
                name = {"pennies": "penny"}.get(c, c.rstrip("s") if c != "penny" else c)
                assert count_class(root, f"coin-{name}") == int(n), (c, n)
        if m := re.search(r"buys .+ for (\d+)¢", story):
            expected = total - int(m.group(1))
            assert "left" in story
        elif m := re.search(r"costs (\d+)¢", story):
            expected = int(m.group(1)) - total
            assert "need" in story
        else:
            expected = total
    assert expected >= 0

    def right(candidate: str) -> bool:
        candidate = candidate.strip()
        if not re.fullmatch(r"\$?\d+¢?", candidate):
            return False
        return number(candidate) == expected

    display = item["answer"]["display"]
    if cents is True and item["content"]["type"] != "true-false":
        assert display.endswith("¢"), display
    if cents is False and item["content"]["type"] != "true-false":
        assert display.startswith("$"), display

    def claimed(statement: str) -> str:
        if "Answer: " in statement:
            return statement.split("Answer: ")[1]
        if m := re.match(r"(\d+) (?:quarters|dimes|nickels) make \d+¢\.$", statement):
            return m.group(1)
        return re.search(r"make (\S+?)(?: in all)?\.$", statement).group(1)

    judge(item, right, claimed)


# ---- graphs, line plots, sorting -----------------------------------------------------------------
