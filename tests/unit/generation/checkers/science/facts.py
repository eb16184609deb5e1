"""Checker for ``science.facts``: answers recomputed from the bank JSON (read directly) and from
what the item shows (table rows, diagram labels and numbers)."""

from __future__ import annotations

import json
import math
import re
import xml.etree.ElementTree as ET
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import check_choices_distinct, chosen_text

CONTENT = Path(__file__).resolve().parents[5] / "catalog_data" / "content" / "science"
SVG = "{http://www.w3.org/2000/svg}"


@cache
def bank(name: str) -> Any:
    """A bank kind with its per-grade-band files merged (facts.json + facts-g1-4.json + ...)."""
    merged: dict[str, Any] = {}
    for path in sorted(CONTENT.glob(f"{name}*.json")):
        if path.stem not in (name, f"{name}-g1-4", f"{name}-g5-8"):
            continue
        for key, entries in json.loads(path.read_text(encoding="utf-8")).items():
            if key not in merged:
                merged[key] = entries
            elif isinstance(entries, dict):
                merged[key] = {**merged[key], **entries}
            else:
                merged[key] = [*merged[key], *entries]
    return merged


def _sets(params: dict[str, Any]) -> list[dict[str, Any]]:
    return [bank("facts")["sets"][name] for name in params.get("facts", [])]


def _labels(svg: str) -> list[str]:
    root = ET.fromstring(svg)
    return [" ".join(t.strip() for t in el.itertext() if t.strip()) for el in root.iter(f"{SVG}text")]


def _desc(svg: str) -> str:
    return ET.fromstring(svg).find(f"{SVG}desc").text or ""


def _check_mc(item: dict[str, Any], params: dict[str, Any]) -> None:
    check_choices_distinct(item)
    question, chosen = item["content"]["question"], chosen_text(item)
    for fact_set in _sets(params):
        for q in fact_set.get("mc", []):
            if q["q"] == question:
                assert chosen == q["a"]
                wrong = {w[0] for w in q["wrong"]}
                assert {c["text"] for c in item["content"]["choices"]} - {chosen} <= wrong
                return
        for match in fact_set.get("matching", []):
            if not match.get("ask"):
                continue
            for left, right in match["pairs"]:
                asked = {match["ask"].format(left=left, a_left=f"{a} {left}") for a in ("a", "an")}
                if question in asked:  # {a_left}: the left with its article (the hygiene test judges which)
                    assert chosen == right
                    pairs = {tuple(p) for p in match["pairs"]}
                    for c in item["content"]["choices"]:
                        if c["text"] != chosen:
                            assert (left, c["text"]) not in pairs
                    return
    raise AssertionError(f"question not in bank: {question}")


def _check_table(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    tables = {t["title"]: t for t in bank("tables")["tables"]}
    table = tables[content["title"]]
    rows = content["rows"]
    assert content["columns"] == table["columns"]
    # every cell is allowed by the scenario
    specs = table.get("rows")
    for i, row in enumerate(rows):
        options = [specs[i][1:]] if specs else table["pool"]
        label_ok = row[0] == (specs[i][0] if specs else table["labels"][i])
        assert label_ok, row
        assert any(_fits(row[1:], option) for option in options), row
    labels = [str(r[0]) for r in rows]
    for q in table["questions"]:
        pattern = re.escape(q["ask"]).replace(r"\{a\}", "(?P<a>.+?)").replace(r"\{b\}", "(?P<b>.+?)")
        m = re.fullmatch(pattern, content["question"])
        if not m:
            continue
        a = labels.index(m.group("a")) if "a" in m.groupdict() else None
        b = labels.index(m.group("b")) if "b" in m.groupdict() else None
        expected = _answer(q, rows, a, b)
        if expected is None:
            continue
        assert answer["value"] == expected, (answer["value"], expected)
        return
    raise AssertionError(f"no table question matches {content['question']}")


def _fits(cells: list[Any], spec: list[Any]) -> bool:
    if len(cells) != len(spec):
        return False
    for cell, s in zip(cells, spec, strict=True):
        if isinstance(s, list):
            if not (
                isinstance(cell, int)
                and s[0] <= cell <= s[1]
                and (cell - s[0]) % (s[2] if len(s) > 2 else 1) == 0
            ):
                return False
        elif cell != s:
            return False
    return True


def _answer(q: dict[str, Any], rows: list[list[Any]], a: int | None, b: int | None) -> Any:
    op, col = q["op"], q.get("col")
    if q.get("rows"):
        a, b = q["rows"][0], q["rows"][-1]
    if op in ("max", "min"):
        values = [r[col] for r in rows]
        best = max(values) if op == "max" else min(values)
        assert values.count(best) == 1, "tie"
        return rows[values.index(best)][q.get("report", 0)]
    if op == "count":
        return sum(1 for r in rows if r[col] == q["value"])
    if op == "sum":
        return sum(r[col] for r in rows)
    if op == "value":
        return rows[a][col]
    if op in ("diff", "change"):
        d = rows[a][col] - rows[b][col]
        return d if op == "diff" else abs(d)
    if op == "mean":
        mean = Fraction(sum(rows[a][c] for c in q["cols"]), len(q["cols"]))
        assert mean.denominator == 1
        return int(mean)
    if op == "maxmean":
        means = [Fraction(sum(r[c] for c in q["cols"]), len(q["cols"])) for r in rows]
        best = max(means) if q.get("best", "max") == "max" else min(means)
        assert means.count(best) == 1
        return rows[means.index(best)][0]
    raise AssertionError(op)


def _check_diagram(item: dict[str, Any], params: dict[str, Any]) -> None:
    svg = item["visuals"]["diagramSvg"]
    labels, desc = _labels(svg), _desc(svg)
    content, answer = item["content"], item["answer"]
    question = content["question"]
    diagrams = bank("diagrams")["diagrams"]
    specs = [diagrams[d] for d in params["diagrams"]]
    if content.get("choices"):
        check_choices_distinct(item)
        got = chosen_text(item)
    else:
        got = str(answer["value"])
    for spec in specs:
        kind = spec["kind"]
        if kind == "cycle":
            for cycle in spec["cycles"]:
                stages, edges = cycle["stages"], cycle.get("edges") or []
                if not desc.startswith(cycle["title"] + ":"):
                    continue
                if "?" in labels and "arrow marked" in question:
                    k = next(i for i, e in enumerate(edges) if e not in labels)
                    assert got == edges[k]
                    assert all(e in labels for i, e in enumerate(edges) if i != k)
                    return
                missing = [s for s in stages if s not in labels]
                assert missing == [got], (missing, got)
                return
        if kind == "sequence":
            for seq in spec["sequences"]:
                if desc.startswith(seq["title"] + ":"):
                    missing = [s for s in seq["steps"] if s not in labels]
                    assert missing == [got]
                    return
        if kind == "food-chain":
            for chain in spec["chains"]:
                names = chain["organisms"]
                if labels == names:
                    _check_chain(question, names, got)
                    return
        if kind == "parts":
            for figure in spec["figures"]:
                for part in figure["parts"]:
                    if question.endswith(f"Which part {part['does']}?") and figure["noun"] in question:
                        assert got == part["name"] and got in labels
                        return
        if kind == "forces" and any(re.fullmatch(r"(\d+ N →|← \d+ N)", t) for t in labels):
            return _check_forces(labels, question, got)
        if kind == "wave" and desc.startswith(("A wave drawn", "Two waves")):
            return _check_wave(svg, question, got)
        if kind == "moon" and "moon's path" in svg:
            return _check_moon(svg, question, got)
        if kind == "layers":
            for stack in spec["stacks"]:
                if desc.startswith(stack["title"] + ":"):
                    return _check_layers(stack, labels, question, got)
        if kind == "boundary" and "Plate 1" in labels:
            return _check_boundary(spec, labels, question, got)
        if kind == "flow":
            for flow in spec["flows"]:
                if desc.startswith(flow["title"] + ":"):
                    everything = [*flow["inputs"], *flow["outputs"]]
                    missing = [v for v in everything if v not in labels]
                    assert missing == [got], (missing, got)
                    assert ("goes in" in question) == (got in flow["inputs"])
                    return
        if kind == "reproduction":
            for example in spec["examples"]:
                if example["name"] in labels:
                    sexual = "Parent 2" in labels
                    assert sexual == (example["type"] == "sexual")
                    if "Which kind" in question:
                        assert got == ("sexual reproduction" if sexual else "asexual reproduction")
                    else:
                        assert got.startswith("No:" if sexual else "Yes:")
                    return
        if kind == "molecule":
            symbols = [t for t in labels if re.fullmatch(r"[A-Z][a-z]?", t)]
            for mol in spec["molecules"]:
                if sorted(mol["atoms"]) == sorted(symbols):
                    if "How many atoms" in question:
                        assert int(got) == len(symbols)
                    elif "different elements" in question:
                        assert int(got) == len(set(symbols))
                    else:
                        assert got == mol["formula"]
                        assert _formula_counts(got) == {s: symbols.count(s) for s in set(symbols)}
                    return
        if kind == "graph":
            titles = {t["title"] for t in bank("tables")["tables"] if t["id"] in spec["tables"]}
            if (
                content["diagramKind"] != "bar-graph"
                or ET.fromstring(svg).find(f"{SVG}title").text not in titles
            ):
                continue
            pairs = re.findall(r"([^:,]+): (\d+)", desc.split(": ", 1)[1])
            values = {k.strip(): int(v) for k, v in pairs}
            if "How much more" in question:
                m = re.search(r"for (.+) than for (.+)\?$", question)
                assert int(answer["value"]) == values[m.group(1)] - values[m.group(2)]
            elif "most" in question or spec["more"] in question:
                assert got == max(values, key=values.get)
            else:
                assert got == min(values, key=values.get)
            return
    raise AssertionError(f"diagram not recognised: {question}")


def _polylines(svg: str) -> list[list[tuple[float, float]]]:
    lines = []
    for el in ET.fromstring(svg).iter(f"{SVG}polyline"):
        lines.append([tuple(map(float, p.split(","))) for p in el.get("points").split()])
    return lines


def _wave_measures(points: list[tuple[float, float]]) -> tuple[int, int]:
    """(amplitude, wavelength) in grid squares (20 px), read from the drawn curve."""
    ys = [y for _, y in points]
    mid = (max(ys) + min(ys)) / 2
    amp = (max(ys) - min(ys)) / 2 / 20
    crests = [x for (x, y) in points if abs(y - min(ys)) < 1e-6]
    assert len(crests) >= 2, "a full wave must be shown"
    length = (crests[1] - crests[0]) / 20
    assert abs(mid - (ys[0])) < 1e-6, "the wave starts on the rest line"
    assert amp == int(amp) and length == int(length)
    return int(amp), int(length)


def _check_wave(svg: str, question: str, got: str) -> None:
    waves = [_wave_measures(p) for p in _polylines(svg)]
    if "amplitude of this wave" in question:
        assert len(waves) == 1 and int(got) == waves[0][0]
    elif "wavelength of this wave" in question:
        assert len(waves) == 1 and int(got) == waves[0][1]
    else:
        (amp_a, len_a), (amp_b, len_b) = waves
        if "amplitude" in question:
            assert amp_a != amp_b and got == ("Wave A" if amp_a > amp_b else "Wave B")
        else:
            assert len_a != len_b and got == ("Wave A" if len_a > len_b else "Wave B")


PHASES = [
    "new moon",
    "waxing crescent",
    "first quarter",
    "waxing gibbous",
    "full moon",
    "waning gibbous",
    "third quarter",
    "waning crescent",
]


def _check_moon(svg: str, question: str, got: str) -> None:
    """Sunlight comes from the left and the moon goes counterclockwise, so the place straight toward the
    sun is a new moon and each eighth of the way around (counterclockwise on the page) is the next phase."""
    root = ET.fromstring(svg)
    earth = next(el for el in root.iter(f"{SVG}text") if el.text == "Earth")
    cx, cy = float(earth.get("x")), float(earth.get("y")) - 5
    place_phase = {}
    for el in root.iter(f"{SVG}text"):
        if el.text and el.text.isdigit():
            angle = math.atan2(cy - (float(el.get("y")) - 5), float(el.get("x")) - cx)
            k = round((angle - math.pi) / (math.pi / 4)) % 8
            place_phase[el.text] = PHASES[k]
    assert sorted(place_phase.values()) == sorted(PHASES)
    m = re.search(r"at place (\d+)\?", question)
    if m:
        assert got == place_phase[m.group(1)]
        return
    if "solar eclipse" in question:
        wanted = "new moon"
    elif "lunar eclipse" in question:
        wanted = "full moon"
    else:
        wanted = re.search(r"look like an? (.+) from Earth", question).group(1)
    place = re.fullmatch(r"Place (\d+)", got).group(1)
    assert place_phase[place] == wanted, (place, wanted)


def _check_layers(stack: dict[str, Any], labels: list[str], question: str, got: str) -> None:
    top_down = list(reversed(stack["layers"]))
    letters = [t for t in labels if re.fullmatch(r"[A-E]", t)]
    names = [t for t in labels if t in {layer["label"] for layer in top_down}]
    assert names == [layer["label"] for layer in top_down] and len(letters) == len(top_down)
    if "oldest" in question:
        assert got == f"Layer {letters[-1]}"
    elif "youngest" in question:
        assert got == f"Layer {letters[0]}"
    else:
        letter = re.search(r"layer ([A-E]) tell", question).group(1)
        layer = top_down[letters.index(letter)]
        assert got == layer["clue"]


BOUNDARY_ARROWS = {("←", "→"): "divergent", ("→", "←"): "convergent", ("↑", "↓"): "transform"}


def _check_boundary(spec: dict[str, Any], labels: list[str], question: str, got: str) -> None:
    arrows = tuple(t for t in labels if t in "←→↑↓")
    kind = BOUNDARY_ARROWS[arrows]
    if "What kind of plate boundary" in question:
        assert got.startswith(kind + " ")
        return
    features = {f for b in spec["boundaries"] if b["type"] == kind for f in b["features"]}
    assert got in features


def _formula_counts(formula: str) -> dict[str, int]:
    return {s: int(n or 1) for s, n in re.findall(r"([A-Z][a-z]?)(\d*)", formula)}


def _check_chain(question: str, names: list[str], got: str) -> None:
    if "producer" in question:
        assert got == names[0]
    elif "get its energy" in question:
        who = re.search(r"does the (.+) get its energy", question).group(1)
        assert got == names[names.index(who) - 1]
    elif "Which living thing eats the" in question:
        who = re.search(r"eats the (.+) in this", question).group(1)
        assert got == names[names.index(who) + 1]
    else:
        assert got == names[-1]


def _check_forces(labels: list[str], question: str, got: str) -> None:
    right = sum(int(m.group(1)) for t in labels if (m := re.fullmatch(r"(\d+) N →", t)))
    left = sum(int(m.group(1)) for t in labels if (m := re.fullmatch(r"← (\d+) N", t)))
    mass = next((int(m.group(1)) for t in labels if (m := re.fullmatch(r"mass (\d+) kg", t))), None)
    net = right - left
    direction = "to the right" if net > 0 else "to the left"
    if "What happens" in question:
        expected = f"It starts moving {direction}." if net else "It does not move: the forces are balanced."
        assert got == expected
    elif "net force" in question:
        assert got == f"{abs(net)} N {direction}"
    else:
        accel = Fraction(abs(net), mass)
        assert got == f"{accel.numerator if accel.denominator == 1 else float(accel):g} m/s² {direction}"


@checks("science.facts")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    kind = content["type"]
    if kind == "multiple-choice":
        return _check_mc(item, params)
    if kind == "true-false":
        facts = {tf["s"]: tf["v"] for s in _sets(params) for tf in s.get("tf", [])}
        assert answer["value"] is facts[content["statement"]]
        return
    if kind == "matching":
        pairs = {tuple(p) for s in _sets(params) for m in s.get("matching", []) for p in m["pairs"]}
        right = content["right"]
        assert len(set(right)) == len(right)
        for i, left in enumerate(content["left"]):
            assert (left, right[answer["value"][i]]) in pairs
        return
    if kind == "ordering":
        seqs = [o for s in _sets(params) for o in s.get("ordering", []) if o["prompt"] == content["prompt"]]
        assert seqs
        items, order = seqs[0]["items"], answer["value"]
        start = items.index(order[0])
        assert items[start : start + len(order)] == order
        assert sorted(content["items"]) == sorted(order) and content["items"] != order
        return
    if kind == "short-answer":
        q = content["question"]
        m = re.search(r"net force of (\d+) N .*mass of (\d+) kg", q)
        if m:
            assert Fraction(answer["value"]) == Fraction(int(m.group(1)), int(m.group(2)))
            return
        m = re.search(r"mass of (\d+) kg speeds up at (\d+) m/s²", q)
        if m:
            assert answer["value"] == int(m.group(1)) * int(m.group(2))
            return
        m = re.search(r"net force of (\d+) N gives .* acceleration of (\d+) m/s²", q)
        if m:
            assert Fraction(answer["value"]) == Fraction(int(m.group(1)), int(m.group(2)))
            return
        entries = [e for s in _sets(params) for e in s.get("short", []) if e.get("q") == q]
        assert entries, q
        entry = entries[0]
        assert answer["value"] == (entry.get("a") or entry.get("sample"))
        return
    if kind == "data-table":
        return _check_table(item, params)
    if kind == "diagram":
        return _check_diagram(item, params)
    raise AssertionError(kind)
