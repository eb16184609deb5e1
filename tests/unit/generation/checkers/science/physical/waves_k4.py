"""Checker for ``science.physical.waves_k4``: waves read from the diagram's ``<desc>``, floaters,
glowing things and Morse code read from ``model-waves.json`` directly; messages decoded and encoded
again; the steps of seeing checked in order."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import check_choices_distinct, chosen_text
from tests.unit.generation.checkers.support.phys_ms import desc, model, settle

_FLOAT = "bobs up and down and stays in about the same place"


def _thing(name: str) -> dict[str, Any]:
    found = [t for t in model("waves")["things"] if t["name"].lower() == name.lower()]
    assert len(found) == 1, name
    return found[0]


def _morse() -> dict[str, str]:
    return {c["letter"]: c["code"].replace(".", "•").replace("-", "—") for c in model("waves")["codes"]}


def _key(text: str) -> dict[str, str]:
    """The key the question gives (letter -> pattern), checked against the model."""
    key = {ch.lower(): code for ch, code in re.findall(r"([A-Z]) = ([•—]+)", text)}
    morse = _morse()
    assert key and all(morse[ch] == code for ch, code in key.items()), key
    return key


def _decode(message: str, key: dict[str, str]) -> str:
    back = {code: ch for ch, code in key.items()}
    return "".join(back[part] for part in message.split(" / "))


def _floaters() -> set[str]:
    return {f["name"] for f in model("waves")["floaters"]}


PATTERNS = [
    (re.compile(r"^(?P<name>.+) floats on a pond\. A wave passes under it\. How does it move\?$"),
     lambda m: _FLOAT if m.group("name").lower() in _floaters() else "?"),
    (re.compile(r"^When a wave passes under (?P<name>.+) on a pond, it (?P<ans>.+)\.$"),
     lambda m: _FLOAT if m.group("name") in _floaters() else "?"),
    (re.compile(r"^(?P<name>.+) (?P<ans>makes its own light|does not make its own light)\.$"),
     lambda m: "makes its own light" if _thing(m.group("name"))["glows"] else "does not make its own light"),
    (re.compile(r"What word does this message spell\? (?P<msg>[•— /]+)$"), lambda m: _decode(m.group("msg"), _key(m.string))),
    (re.compile(r"the message (?P<msg>[•— /]+) spells (?P<ans>.+)\.$"), lambda m: _decode(m.group("msg"), _key(m.string))),
    (re.compile(r"Which message sends the word (?P<word>[A-Z]+)\?$"),
     lambda m: " / ".join(_key(m.string)[ch] for ch in m.group("word").lower())),
    (re.compile(r"^You can see (?P<thing>.+) when (?P<source>.+) shines on it\. Why\?$"),
     lambda m: f"Light from {_the(m.group('source'))} bounces off {_the(m.group('thing'))} into your eyes."
     if not _thing(m.group("thing"))["glows"] and _thing(m.group("source"))["glows"] else "?"),
]  # fmt: skip


def _the(name: str) -> str:
    return re.sub(r"^an? ", "the ", name)


def _diagram(item: dict[str, Any]) -> None:
    text, question = desc(item), item["content"]["question"]
    if text.startswith("Arrow 1"):
        source, thing = re.fullmatch(
            r"Arrow 1 goes from (.+) to (.+)\. Arrow 2 goes from .+ to an eye\.", text
        ).groups()
        assert _thing(source)["glows"] and not _thing(thing)["glows"]
        right = (f"light going from {_the(source)} to {_the(thing)}" if question == "What does arrow 1 show?"
                 else f"light bouncing off {_the(thing)} into the eye")  # fmt: skip
    else:
        waves = {
            n: (int(a), int(w))
            for n, a, w in re.findall(
                r"Wave ([AB]) has an amplitude of (\d+) cm and a wavelength of (\d+) cm\.", text
            )
        }
        if question == "Which wave has the bigger amplitude?":
            right = f"wave {max(waves, key=lambda n: waves[n][0])}"
            assert waves["A"][0] != waves["B"][0]
        elif question == "Which wave has the longer wavelength?":
            right = f"wave {max(waves, key=lambda n: waves[n][1])}"
            assert waves["A"][1] != waves["B"][1]
        else:
            name = re.fullmatch(
                r"How many centimeters high is the amplitude of wave ([AB])\?", question
            ).group(1)
            right = f"{waves[name][0]} cm"
    choices = [c["text"] for c in item["content"]["choices"]]
    assert choices[item["answer"]["value"]] == right and choices.count(right) == 1, (question, right, choices)


def _ordering(item: dict[str, Any]) -> None:
    steps = item["answer"]["value"]
    assert sorted(steps) == sorted(item["content"]["items"])
    source = re.fullmatch(r"Light leaves (.+)\.", steps[0]).group(1)
    assert _thing(source)["glows"]
    bounce = next(i for i, s in enumerate(steps) if s.startswith("The light bounces off"))
    eyes = steps.index("The light goes into your eyes.")
    assert 0 < bounce < eyes
    if any(s.startswith("The light reaches") for s in steps):
        assert steps[1].startswith("The light reaches") and bounce == 2
    if len(steps) == 5:
        assert eyes == 3 and steps[4].startswith("Your brain")


def _method(name: str) -> dict[str, Any]:
    found = [m for m in model("waves")["methods"] if m["name"].lower() == name.lower()]
    assert len(found) == 1, name
    return found[0]


def _methods_table(item: dict[str, Any]) -> None:
    content, value = item["content"], item["answer"]["value"]
    rows, question = content["rows"], content["question"]
    for row in rows:
        _method(row[0])
    for col in (1, 2, 3):
        assert len({r[col] for r in rows}) == len(rows), rows
    m = re.fullmatch(
        r"The message must reach at least (\d+) m\. Of the methods that do, which made the fewest mistakes\?",
        question,
    )
    if m:
        fits = [r for r in rows if r[1] >= int(m.group(1))]
        assert value == min(fits, key=lambda r: r[3])[0]
        return
    col, best = {"worked from the farthest away": (1, max), "sent the word in the least time": (2, min),
                 "made the fewest mistakes": (3, min)}[re.search(r"the method that (.+)\. Which", question).group(1)]  # fmt: skip
    assert value == best(rows, key=lambda r: r[col])[0]


def _carrier(item: dict[str, Any]) -> None:
    check_choices_distinct(item)
    carrier = re.search(r"a pattern of (light|sound)\?", item["content"]["question"]).group(1)
    fits = [c["text"] for c in item["content"]["choices"] if _method(c["text"])["carrier"] == carrier]
    assert fits == [chosen_text(item)], fits


@checks("science.physical.waves_k4")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    kind, content = item["type"], item["content"]
    if kind == "diagram":
        _diagram(item)
    elif kind == "ordering":
        _ordering(item)
    elif kind == "data-table":
        _methods_table(item)
    elif kind == "multiple-choice" and content["question"].startswith("Which of these sends a coded message"):
        _carrier(item)
    elif kind == "multiple-choice" and content["question"] == "Which of these makes its own light?":
        check_choices_distinct(item)
        assert [c["text"] for c in content["choices"] if _thing(c["text"])["glows"]] == [chosen_text(item)]
    else:
        settle(item, PATTERNS)
