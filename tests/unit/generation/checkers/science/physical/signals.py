"""Checker for ``science.physical.signals``: the kind of each example read from ``model-waves.json``
directly, bits re-read from the received voltages, analog copy noise recomputed, graphs read from
their ``<desc>``, passage questions answered from the examples the passage names."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import check_choices_distinct, chosen_text
from tests.unit.generation.checkers.support.phys_ms import desc, model, settle


def _kind(name: str) -> str:
    found = [s["kind"] for s in model("waves")["signals"] if s["name"].lower() == name.rstrip(".").lower()]
    assert len(found) == 1, name
    return found[0]


PATTERNS = [
    (
        re.compile(r"^(?P<name>.+) is an example of (?P<ans>digital|analog) information\.$"),
        lambda m: _kind(m.group("name")),
    ),
    (re.compile(r"^Is (?P<name>.+) digital or analog information\?$"), lambda m: _kind(m.group("name"))),
]


def _table(item: dict[str, Any]) -> None:
    content, value = item["content"], item["answer"]["value"]
    rows = content["rows"]
    if content["columns"][0] == "Pulse":
        assert value == "".join("1" if float(v) > 0.5 else "0" for _, v in rows), (rows, value)
        return
    per = {r[1] / r[0] for r in rows}
    assert len(per) == 1 and all(r[2] == 0 for r in rows), rows
    n = int(re.search(r"after copy (\d+)\?", content["question"]).group(1))
    assert value == n * per.pop()


def _passage(item: dict[str, Any]) -> None:
    check_choices_distinct(item)
    text = item["content"]["passage"]["text"]
    m = re.match(r".+? compared two ways of keeping information: (.+) and (.+)\.\n", text)
    assert m, text
    first, second = m.groups()
    assert (_kind(first), _kind(second)) == ("analog", "digital"), (first, second)
    assert f"{first[:1].upper() + first[1:]} holds an analog signal." in text
    question = item["content"]["question"]
    if question.startswith("Which one can be copied"):
        assert chosen_text(item) == second
    else:
        assert question == "Why does a little noise not change a digital signal?"
        assert chosen_text(item) == "A receiver only has to tell a 1 from a 0."
        assert "only has to tell a 1 from a 0" in text


@checks("science.physical.signals")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    kind, content = item["type"], item["content"]
    if kind == "data-table":
        _table(item)
    elif kind == "diagram":
        right = "digital" if desc(item).startswith("A signal that jumps between two levels") else "analog"
        assert [c["text"] for c in content["choices"]][item["answer"]["value"]] == right
    elif kind == "passage-based":
        _passage(item)
    elif kind == "multiple-choice" and content["question"].startswith("Which of these is an example of"):
        check_choices_distinct(item)
        wanted = re.search(r"an example of (digital|analog) information", content["question"]).group(1)
        fits = [c["text"] for c in content["choices"] if _kind(c["text"]) == wanted]
        assert fits == [chosen_text(item)], fits
    else:
        settle(item, PATTERNS)
