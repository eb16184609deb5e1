"""Checker for ``math.md.money``: coins and bills read from the story (and counted in the picture), then the total, change, amount still needed or number of coins."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.pictures import count_class, judge, number, question_text, svg_of

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
BILL = {"one": 1, "five": 5, "ten": 10, "twenty": 20}


@checks("math.md.money")
def check_money(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = question_text(item)
    story = text.split(" Answer:")[0]
    coins = re.findall(r"(\d+) (quarters?|dimes?|nickels?|penny|pennies)\b", story)
    bills = [(n, BILL[name]) for n, name in re.findall(r"(\d+) (one|five|ten|twenty)-dollar bills?", story)]
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
