"""Science: fact banks per grade and NGSS standard (multiple-choice, true-false, matching,
ordering, short-answer), observation tables with exact answers, and labelled diagrams (cycles,
sequences and food chains, body and cell parts, forces, waves, moon phases, rock layers,
molecules, plate boundaries, inputs and outputs, reproduction, bar graphs).

All facts live in ``catalog_data/content/science``: ``facts.json`` (question sets),
``tables.json`` (observation-table scenarios with ranges for each cell and question templates) and
``diagrams.json`` (what each diagram shows). A skill's params name the sets it draws from.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from fractions import Fraction
from functools import cache
from typing import Any
from xml.sax.saxutils import escape

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features
from educontent.generation.draw import svg
from educontent.generation.items import (
    BooleanAnswer,
    Choice,
    ChoiceIndexAnswer,
    DataTableContent,
    DiagramContent,
    Distractor,
    ExactAnswer,
    MatchingContent,
    MultipleChoiceContent,
    OpenEndedAnswer,
    OrderingContent,
    SetAnswer,
    ShortAnswerContent,
    TrueFalseContent,
    Visuals,
)
from educontent.generation.registry import Draft, GenerationContext, generator

INK, SHADE, LIGHT = svg.INK, svg.SHADE, "#e6e6e6"


class ScienceParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    facts: list[str] = Field(default_factory=list, description="Fact-set ids in science/facts.json.")
    tables: list[str] = Field(default_factory=list, description="Table scenario ids in science/tables.json.")
    diagrams: list[str] = Field(default_factory=list, description="Diagram ids in science/diagrams.json.")


def _pick(rng: random.Random, seq: Sequence[Any]) -> Any:
    return seq[rng.randrange(len(seq))]


def _shuffled(rng: random.Random, seq: Sequence[Any]) -> list[Any]:
    return rng.sample(list(seq), len(seq))


def _standard(ctx: GenerationContext, code: str | None) -> str | None:
    return code if code and code in ctx.skill.standards else None


def _choices(
    rng: random.Random, correct: str, wrong: Sequence[Sequence[str]], limit: int = 3
) -> tuple[list[Choice], int, list[Distractor]]:
    seen = {correct}
    options: list[tuple[str, str, str]] = []
    for text, name, reason in _shuffled(rng, [tuple(w) for w in wrong]):
        if text not in seen and len(options) < limit:
            seen.add(text)
            options.append((text, name, reason))
    order = _shuffled(rng, [("", "", ""), *options])
    choices, distractors, answer = [], [], 0
    for index, (text, name, reason) in enumerate(order):
        if not name:
            answer = index
            choices.append(Choice(text=correct))
        else:
            choices.append(Choice(text=text))
            distractors.append(Distractor(choice_index=index, misconception=name, reason=reason))
    return choices, answer, distractors


# Each bank kind may be split over several files by grade band (facts.json, facts-g1-4.json,
# facts-g5-8.json ...); their entries are merged, ids must be unique across the files.
BANK_PARTS = ("", "-g1-4", "-g5-8")


@cache
def _merged(kind: str, key: str) -> Any:
    from educontent.settings import get_settings

    folder = get_settings().catalog_dir / "content" / "science"
    merged: Any = None
    for part in BANK_PARTS:
        if not (folder / f"{kind}{part}.json").exists():
            continue
        entries = load_bank("science", f"{kind}{part}")[key]
        if merged is None:
            merged = entries
        elif isinstance(entries, dict):
            merged = {**merged, **entries}
        else:
            merged = [*merged, *entries]
    return merged


def _sets(params: ScienceParams) -> list[dict[str, Any]]:
    bank = _merged("facts", "sets")
    return [dict(bank[name], id=name) for name in params.facts]


def _words(text: str) -> int:
    return max(1, min(8, len(text.split()) // 6))


# ---- facts: multiple choice, true/false, matching, ordering, short answer ----------------------


def _mc_pool(sets: list[dict[str, Any]]) -> list[tuple[dict[str, Any], str, Any]]:
    pool: list[tuple[dict[str, Any], str, Any]] = []
    for fact_set in sets:
        pool += [(fact_set, "mc", q) for q in fact_set.get("mc", [])]
        for match in fact_set.get("matching", []):
            if match.get("ask"):
                pool += [(fact_set, "pair", (match, pair)) for pair in match["pairs"]]
    return pool


def _fact_mc(ctx: GenerationContext, sets: list[dict[str, Any]]) -> Draft:
    rng = ctx.rng
    fact_set, source, data = _pick(rng, _mc_pool(sets))
    if source == "mc":
        question, answer, wrong, explain = data["q"], data["a"], data["wrong"], data["explain"]
    else:
        match, (left, right) = data
        question = match["ask"].format(left=left)
        answer = right
        wrong = [
            [r, match["mistake"], f"{r} goes with {lf}, not with {left}."]
            for lf, r in match["pairs"]
            if r != right and lf != left
        ]
        explain = f"{left}: {right}. {match['explain']}"
    choices, index, distractors = _choices(rng, answer, wrong)
    return Draft(
        content=MultipleChoiceContent(
            instructions="Choose the best answer.", question=question, choices=choices
        ),
        answer=ChoiceIndexAnswer(value=index, display=answer, explanation=explain, distractors=distractors),
        features=Features(
            task=data.get("task", "recall") if source == "mc" else "identify",
            steps=1,
            magnitude=_words(question),
            representation="text",
        ),
        key=f"mc:{question}",
        standard=_standard(ctx, fact_set.get("standard")),
    )


def _fact_tf(ctx: GenerationContext, sets: list[dict[str, Any]]) -> Draft:
    pool = [(s, tf) for s in sets for tf in s.get("tf", [])]
    fact_set, fact = _pick(ctx.rng, pool)
    return Draft(
        content=TrueFalseContent(instructions="Is this true or false?", statement=fact["s"]),
        answer=BooleanAnswer(
            value=fact["v"], display="True" if fact["v"] else "False", explanation=fact["explain"]
        ),
        features=Features(task="recall", steps=1, magnitude=_words(fact["s"]), representation="text"),
        key=f"tf:{fact['s']}",
        standard=_standard(ctx, fact_set.get("standard")),
    )


def _fact_matching(ctx: GenerationContext, sets: list[dict[str, Any]]) -> Draft:
    rng = ctx.rng
    pool = [(s, m) for s in sets for m in s.get("matching", [])]
    fact_set, match = _pick(rng, pool)
    count = 4 if ctx.level.rank < 2 else 5
    chosen: list[list[str]] = []
    for left, right in _shuffled(rng, match["pairs"]):
        if len(chosen) < count and all(left != lf and right != r for lf, r in chosen):
            chosen.append([left, right])
    shown = _shuffled(rng, [r for _, r in chosen])
    return Draft(
        content=MatchingContent(
            instructions="Draw a line to match.",
            prompt=match["prompt"],
            left=[lf for lf, _ in chosen],
            right=shown,
        ),
        answer=SetAnswer(
            value=[shown.index(r) for _, r in chosen],
            display="; ".join(f"{lf} - {r}" for lf, r in chosen),
            explanation=match["explain"] + " " + " ".join(f"{lf}: {r}." for lf, r in chosen),
        ),
        features=Features(task="identify", steps=len(chosen), magnitude=2, representation="text"),
        key="match:" + "|".join(sorted(lf for lf, _ in chosen)),
        standard=_standard(ctx, fact_set.get("standard")),
    )


def _fact_ordering(ctx: GenerationContext, sets: list[dict[str, Any]]) -> Draft:
    rng = ctx.rng
    pool = [(s, o) for s in sets for o in s.get("ordering", [])]
    fact_set, seq = _pick(rng, pool)
    items = list(seq["items"])
    start = 0
    window = seq.get("window")
    if window and window < len(items) and ctx.level.rank < 2:
        start = rng.randrange(len(items) - window + 1)
        items = items[start : start + window]
    shown = _shuffled(rng, items)
    if shown == items:
        shown = shown[1:] + shown[:1]
    return Draft(
        content=OrderingContent(
            instructions="Put these in order.", prompt=seq["prompt"], items=shown, order_by=seq["orderBy"]
        ),
        answer=SetAnswer(value=items, display=" → ".join(items), explanation=seq["explain"]),
        features=Features(task="represent", steps=len(items), magnitude=2, representation="text"),
        key=f"order:{seq['prompt']}:{start}:{len(items)}",
        standard=_standard(ctx, fact_set.get("standard")),
    )


def _fact_short(ctx: GenerationContext, sets: list[dict[str, Any]]) -> Draft:
    rng = ctx.rng
    pool = [(s, q) for s in sets for q in s.get("short", [])]
    fact_set, entry = _pick(rng, pool)
    standard = _standard(ctx, fact_set.get("standard"))
    if entry.get("calc") == "newton2":
        return _newton_short(ctx, entry, standard)
    if "rubric" in entry:
        answer: Any = OpenEndedAnswer(
            value=entry["sample"],
            display=entry["sample"],
            explanation=entry["explain"],
            rubric=entry["rubric"],
        )
        task = "explain"
    else:
        answer = ExactAnswer(
            value=entry["a"],
            display=entry["a"],
            explanation=entry["explain"],
            acceptable_answers=entry.get("accept"),
        )
        task = "recall"
    return Draft(
        content=ShortAnswerContent(instructions="Answer in a word or a few sentences.", question=entry["q"]),
        answer=answer,
        features=Features(task=task, steps=2, magnitude=_words(entry["q"]), representation="text"),  # type: ignore[arg-type]
        key=f"short:{entry['q']}",
        standard=standard,
    )


def _newton_short(ctx: GenerationContext, entry: dict[str, Any], standard: str | None) -> Draft:
    """F = m × a with whole numbers: ask for the acceleration, the force or the mass."""
    rng = ctx.rng
    thing = _pick(rng, entry["objects"])
    mass = rng.randint(2, 12)
    accel = rng.randint(1, 6)
    force = mass * accel
    ask = _pick(rng, ["acceleration", "force", "mass"])
    if ask == "acceleration":
        question = (
            f"A net force of {force} N pushes {thing} with a mass of {mass} kg. "
            "What is its acceleration in m/s²?"
        )
        value, unit = accel, "m/s²"
        work = f"a = F ÷ m = {force} N ÷ {mass} kg = {accel} m/s²."
    elif ask == "force":
        question = f"{thing[0].upper() + thing[1:]} with a mass of {mass} kg speeds up at {accel} m/s². What net force, in newtons, acts on it?"
        value, unit = force, "N"
        work = f"F = m × a = {mass} kg × {accel} m/s² = {force} N."
    else:
        question = f"A net force of {force} N gives {thing} an acceleration of {accel} m/s². What is its mass in kilograms?"
        value, unit = mass, "kg"
        work = f"m = F ÷ a = {force} N ÷ {accel} m/s² = {mass} kg."
    return Draft(
        content=ShortAnswerContent(instructions="Show your work.", question=question, answer_format="number"),
        answer=ExactAnswer(
            value=value,
            display=f"{value} {unit}",
            unit=unit,
            explanation=f"Newton's second law says net force = mass × acceleration. {work}",
        ),
        features=Features(task="word-problem", steps=2, magnitude=len(str(force)), representation="text"),
        key=f"newton:{ask}:{mass}:{accel}:{thing}",
        standard=standard,
    )


# ---- observation tables ------------------------------------------------------------------------


def _tables() -> dict[str, dict[str, Any]]:
    return {t["id"]: t for t in _merged("tables", "tables")}


def _cell(rng: random.Random, spec: Any) -> Any:
    if isinstance(spec, list):
        lo, hi = spec[0], spec[1]
        step = spec[2] if len(spec) > 2 else 1
        return lo + step * rng.randrange((hi - lo) // step + 1)
    return spec


def _sample_rows(rng: random.Random, table: dict[str, Any]) -> list[list[Any]]:
    if "rows" in table:
        return [[_cell(rng, c) for c in row] for row in table["rows"]]
    labels = table["labels"]
    count = len(labels)
    return [[label] + [_cell(rng, c) for c in _pick(rng, table["pool"])] for label in labels[:count]]


def _column(rows: list[list[Any]], col: int) -> list[Any]:
    return [row[col] for row in rows]


def _evaluate(q: dict[str, Any], rows: list[list[Any]], a: int, b: int) -> Any:
    """The exact answer of question ``q`` for these rows (a, b: row indexes used by diff)."""
    op = q["op"]
    if op in ("max", "min"):
        values = _column(rows, q["col"])
        best = max(values) if op == "max" else min(values)
        if values.count(best) != 1:
            return None
        return rows[values.index(best)][q.get("report", 0)]
    if op == "diff":
        value = rows[a][q["col"]] - rows[b][q["col"]]
        return value if value > 0 else None
    if op == "value":
        return rows[a][q["col"]]
    if op == "count":
        return sum(1 for row in rows if row[q["col"]] == q["value"])
    if op == "sum":
        return sum(_column(rows, q["col"]))
    if op == "mean":
        total = sum(rows[a][c] for c in q["cols"])
        mean = Fraction(total, len(q["cols"]))
        return int(mean) if mean.denominator == 1 else None
    if op == "change":
        first, last = rows[a][q["col"]], rows[b][q["col"]]
        return abs(last - first) if last != first else None
    if op == "maxmean":
        means = [Fraction(sum(row[c] for c in q["cols"]), len(q["cols"])) for row in rows]
        best = max(means) if q.get("best", "max") == "max" else min(means)
        if means.count(best) != 1:
            return None
        return rows[means.index(best)][0]
    raise ValueError(op)


def _table_item(
    ctx: GenerationContext, ids: list[str]
) -> tuple[dict[str, Any], DataTableContent, Any, str, Draft]:
    rng = ctx.rng
    table = _tables()[_pick(rng, ids)]
    question = _pick(rng, table["questions"])
    for _ in range(200):
        rows = _sample_rows(rng, table)
        n = len(rows)
        a, b = rng.randrange(n), rng.randrange(n)
        if question.get("rows"):
            a, b = question["rows"][0], question["rows"][-1]
        if question["op"] in ("diff", "change") and a == b:
            continue
        value = _evaluate(question, rows, a, b)
        if value is not None:
            break
    else:
        raise ValueError("no well-defined table question")
    text = question["ask"].format(a=rows[a][0], b=rows[b][0])
    unit = question.get("unit")
    display = f"{value} {unit}" if unit else str(value)
    explanation = question["explain"].format(a=rows[a][0], b=rows[b][0], answer=display)
    content = DataTableContent(
        instructions=table["intro"],
        question=text,
        title=table["title"],
        columns=list(table["columns"]),
        rows=rows,
    )
    draft = Draft(
        content=content,
        answer=ExactAnswer(value=value, display=display, unit=unit, explanation=explanation),
        features=Features(
            task="compare" if question["op"] in ("max", "min", "maxmean") else "compute",
            steps=2 if question["op"] in ("diff", "change", "mean", "maxmean", "count", "sum") else 1,
            magnitude=len(rows),
            representation="table",
        ),
        key=f"table:{table['id']}:{text}:{rows}",
        standard=_standard(ctx, table.get("standard")),
    )
    return table, content, value, display, draft


# ---- diagrams: drawing helpers -------------------------------------------------------------------


def _label(x: float, y: float, value: str, size: int = 14, width: int = 16, weight: str = "normal") -> str:
    """Centred text, wrapped onto lines of about ``width`` characters (one <text> with <tspan>s)."""
    words, lines, current = value.split(), [], ""
    for word in words:
        if current and len(current) + 1 + len(word) > width:
            lines.append(current)
            current = word
        else:
            current = f"{current} {word}".strip()
    lines.append(current)
    top = y - (len(lines) - 1) * size * 0.6
    spans = "".join(
        f'<tspan x="{x:.1f}" y="{top + i * size * 1.2:.1f}">{escape(line)}</tspan>'
        for i, line in enumerate(lines)
    )
    return f'<text font-size="{size}" text-anchor="middle" font-weight="{weight}" {svg.FONT} fill="{INK}">{spans}</text>'


def _box(cx: float, cy: float, w: float, h: float, value: str, fill: str = "#fff") -> str:
    return (
        f'<rect x="{cx - w / 2:.1f}" y="{cy - h / 2:.1f}" width="{w:.1f}" height="{h:.1f}" rx="8" fill="{fill}" '
        f'stroke="{INK}" stroke-width="2"/>' + _label(cx, cy + 5, value, 13, width=max(8, int(w / 8)))
    )


def _arrow(x1: float, y1: float, x2: float, y2: float, width: float = 2) -> str:
    angle = math.atan2(y2 - y1, x2 - x1)
    left = (x2 - 10 * math.cos(angle - 0.45), y2 - 10 * math.sin(angle - 0.45))
    right = (x2 - 10 * math.cos(angle + 0.45), y2 - 10 * math.sin(angle + 0.45))
    return svg.line(x1, y1, x2, y2, width) + (
        f'<polygon points="{x2:.1f},{y2:.1f} {left[0]:.1f},{left[1]:.1f} {right[0]:.1f},{right[1]:.1f}" fill="{INK}"/>'
    )


def _circle(cx: float, cy: float, r: float, fill: str = "#fff", width: float = 2) -> str:
    return f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="{fill}" stroke="{INK}" stroke-width="{width}"/>'


def _ellipse(cx: float, cy: float, rx: float, ry: float, fill: str = "#fff") -> str:
    return (
        f'<ellipse cx="{cx:.1f}" cy="{cy:.1f}" rx="{rx:.1f}" ry="{ry:.1f}" fill="{fill}" stroke="{INK}" '
        f'stroke-width="2"/>'
    )


def _diagrams() -> dict[str, dict[str, Any]]:
    return _merged("diagrams", "diagrams")


def _cycle_svg(stages: list[str], edges: list[str] | None, title: str, desc: str) -> str:
    n = len(stages)
    cx, cy, radius = 300, 230, 165
    points = [
        (
            cx + radius * math.cos(2 * math.pi * k / n - math.pi / 2),
            cy + radius * math.sin(2 * math.pi * k / n - math.pi / 2),
        )
        for k in range(n)
    ]
    body = []
    for k in range(n):
        (x1, y1), (x2, y2) = points[k], points[(k + 1) % n]
        dx, dy = x2 - x1, y2 - y1
        dist = math.hypot(dx, dy)
        trim = 62 / dist if dist else 0
        body.append(_arrow(x1 + dx * trim, y1 + dy * trim, x2 - dx * trim, y2 - dy * trim))
        if edges:
            mx, my = (x1 + x2) / 2, (y1 + y2) / 2
            ox, oy = mx - cx, my - cy
            norm = math.hypot(ox, oy) or 1
            body.append(
                _label(mx + ox / norm * 48, my + oy / norm * 34, edges[k], 12, width=14, weight="bold")
            )
    for (x, y), stage in zip(points, stages, strict=True):
        body.append(_box(x, y, 128, 50, stage, fill=LIGHT if stage == "?" else "#fff"))
    return svg.document(600, 470, title, desc, body)


def _sequence_svg(labels: list[str], title: str, desc: str) -> str:
    gap = 150
    width = 40 + gap * len(labels)
    body = []
    for k, value in enumerate(labels):
        x = 20 + gap / 2 + k * gap
        body.append(_box(x, 80, 118, 60, value, fill=LIGHT if value == "?" else "#fff"))
        if k + 1 < len(labels):
            body.append(_arrow(x + 60, 80, x + gap - 62, 80))
    return svg.document(int(width), 160, title, desc, body)


# Leader-line anchors for labelled figures: part name -> (x, y) of the part in the drawing.
def _figure(name: str) -> tuple[list[str], dict[str, tuple[float, float]]]:
    if name == "plant":
        body = [
            svg.line(300, 330, 300, 140, 5),
            _ellipse(255, 220, 42, 16, SHADE),
            _ellipse(345, 190, 42, 16, SHADE),
            _circle(300, 120, 24, LIGHT),
            *(
                _ellipse(300 + 26 * math.cos(a), 120 + 26 * math.sin(a), 13, 13, "#fff")
                for a in (0, 1.57, 3.14, 4.71)
            ),
            _circle(300, 120, 12, SHADE),
            svg.line(180, 330, 420, 330, 3),
            svg.line(300, 330, 260, 390, 2),
            svg.line(300, 330, 340, 392, 2),
            svg.line(300, 330, 300, 400, 2),
            svg.line(280, 360, 250, 372, 2),
        ]
        return body, {"flower": (300, 96), "leaf": (345, 190), "stem": (300, 280), "roots": (320, 378)}
    if name == "animal-cell":
        body = [
            _ellipse(300, 230, 190, 130, "#fff"),
            _circle(300, 220, 48, LIGHT),
            _circle(305, 215, 14, SHADE),
            _ellipse(190, 200, 30, 14, SHADE),
            _ellipse(400, 290, 30, 14, SHADE),
            _circle(210, 290, 10, "#fff"),
        ]
        return body, {
            "cell membrane": (300, 100),
            "nucleus": (300, 250),
            "mitochondrion": (190, 200),
            "cytoplasm": (390, 200),
        }
    if name == "plant-cell":
        body = [
            '<rect x="110" y="90" width="380" height="270" rx="6" fill="#fff" stroke="#000" stroke-width="5"/>',
            '<rect x="122" y="102" width="356" height="246" rx="4" fill="#fff" stroke="#000" stroke-width="1.5"/>',
            '<rect x="240" y="150" width="170" height="150" rx="30" fill="#e6e6e6" stroke="#000" stroke-width="2"/>',
            _circle(175, 160, 32, SHADE),
            _ellipse(170, 300, 26, 12, SHADE),
            _ellipse(440, 140, 26, 12, SHADE),
            _ellipse(440, 320, 26, 12, "#fff"),
        ]
        return body, {
            "cell wall": (300, 92),
            "vacuole": (325, 225),
            "nucleus": (175, 160),
            "chloroplast": (170, 300),
        }
    if name == "fish":
        return _fish()
    if name in _MORE_FIGURES:
        return _MORE_FIGURES[name]()
    raise ValueError(f"unknown figure {name!r}")


def _fish() -> tuple[list[str], dict[str, tuple[float, float]]]:
    body = [
        _ellipse(290, 220, 150, 70, LIGHT),
        '<polygon points="440,220 520,160 520,280" fill="#9a9a9a" stroke="#000" stroke-width="2"/>',
        '<polygon points="270,152 320,110 340,155" fill="#fff" stroke="#000" stroke-width="2"/>',
        '<polygon points="280,270 320,310 330,272" fill="#fff" stroke="#000" stroke-width="2"/>',
        _circle(190, 205, 9, INK),
        '<path d="M225,185 Q240,220 225,255" fill="none" stroke="#000" stroke-width="3"/>',
    ]
    return body, {"gills": (230, 220), "fin": (305, 135), "tail": (495, 220), "eye": (190, 205)}


def _poly(points: str, fill: str = "#fff") -> str:
    return f'<polygon points="{points}" fill="{fill}" stroke="{INK}" stroke-width="2"/>'


def _bird() -> tuple[list[str], dict[str, tuple[float, float]]]:
    """A duck seen from the side, facing left, with webbed feet."""
    body = [
        _poly("195,180 240,180 255,225 205,235", LIGHT),
        _poly("440,235 484,203 478,254", SHADE),
        _ellipse(320, 245, 125, 68, LIGHT),
        f'<ellipse cx="335" cy="232" rx="72" ry="30" transform="rotate(-8 335 232)" fill="{SHADE}" '
        f'stroke="{INK}" stroke-width="2"/>',
        _circle(215, 165, 42, LIGHT),
        _circle(203, 155, 6, INK),
        _poly("176,160 118,172 176,184", SHADE),
        svg.line(300, 310, 300, 352, 3),
        svg.line(345, 308, 345, 352, 3),
        _poly("300,350 268,368 312,368", SHADE),
        _poly("345,350 313,368 357,368", SHADE),
    ]
    return body, {
        "beak": (140, 172),
        "eye": (203, 155),
        "wing": (335, 232),
        "tail": (470, 225),
        "feet": (290, 366),
        "feathers": (400, 275),
    }


def _cactus() -> tuple[list[str], dict[str, tuple[float, float]]]:
    spines = [
        (265, 130, 251, 123),
        (335, 150, 349, 143),
        (265, 250, 251, 257),
        (335, 280, 349, 287),
        (200, 160, 187, 153),
        (400, 130, 413, 123),
        (230, 150, 243, 143),
        (370, 125, 357, 118),
    ]
    body = [
        '<rect x="200" y="198" width="80" height="32" rx="14" fill="#e6e6e6" stroke="#000" stroke-width="2"/>',
        '<rect x="200" y="140" width="32" height="90" rx="16" fill="#e6e6e6" stroke="#000" stroke-width="2"/>',
        '<rect x="320" y="168" width="80" height="32" rx="14" fill="#e6e6e6" stroke="#000" stroke-width="2"/>',
        '<rect x="368" y="110" width="32" height="90" rx="16" fill="#e6e6e6" stroke="#000" stroke-width="2"/>',
        '<rect x="265" y="90" width="70" height="240" rx="35" fill="#e6e6e6" stroke="#000" stroke-width="2"/>',
        *(svg.line(x1, y1, x2, y2, 1.5) for x1, y1, x2, y2 in spines),
        *(
            _ellipse(300 + 14 * math.cos(a), 80 + 14 * math.sin(a), 9, 9, "#fff")
            for a in (0, 1.57, 3.14, 4.71)
        ),
        _circle(300, 80, 8, SHADE),
        svg.line(150, 330, 450, 330, 3),
        svg.line(300, 330, 175, 352, 2),
        svg.line(300, 330, 425, 354, 2),
        svg.line(300, 330, 230, 346, 2),
        svg.line(300, 330, 370, 347, 2),
        svg.line(300, 330, 300, 362, 2),
    ]
    return body, {"spines": (349, 143), "stem": (300, 230), "roots": (205, 347), "flower": (300, 72)}


def _turtle() -> tuple[list[str], dict[str, tuple[float, float]]]:
    """A turtle seen from the side, facing left."""
    body = [
        _poly("180,244 118,236 118,254 186,262", LIGHT),
        '<rect x="210" y="262" width="28" height="44" rx="9" fill="#e6e6e6" stroke="#000" stroke-width="2"/>',
        '<rect x="358" y="262" width="28" height="44" rx="9" fill="#e6e6e6" stroke="#000" stroke-width="2"/>',
        _poly("415,256 462,266 415,272", LIGHT),
        _ellipse(300, 262, 125, 16, LIGHT),
        f'<path d="M178,262 Q300,90 422,262 Z" fill="{SHADE}" stroke="{INK}" stroke-width="2"/>',
        svg.line(240, 200, 255, 262, 1.5),
        svg.line(300, 178, 300, 262, 1.5),
        svg.line(360, 200, 345, 262, 1.5),
        svg.line(215, 230, 385, 230, 1.5),
        _circle(112, 244, 24, LIGHT),
        _circle(102, 238, 4, INK),
    ]
    return body, {"shell": (300, 205), "head": (112, 250), "legs": (224, 300), "tail": (450, 266)}


def _human() -> tuple[list[str], dict[str, tuple[float, float]]]:
    """A person seen from the front with some organs drawn inside."""
    body = [
        '<rect x="285" y="130" width="30" height="24" fill="#fff" stroke="#000" stroke-width="2"/>',
        '<rect x="215" y="150" width="170" height="235" rx="40" fill="#fff" stroke="#000" stroke-width="2"/>',
        _circle(300, 88, 46, "#fff"),
        _ellipse(300, 76, 32, 22, LIGHT),
        svg.line(300, 56, 300, 96, 1),
        _ellipse(262, 218, 28, 46, LIGHT),
        _ellipse(338, 218, 28, 46, LIGHT),
        f'<path d="M308,252 C282,234 290,212 308,225 C326,212 334,234 308,252 Z" fill="{SHADE}" stroke="{INK}" '
        'stroke-width="2"/>',
        f'<ellipse cx="322" cy="298" rx="36" ry="20" transform="rotate(-15 322 298)" fill="{SHADE}" '
        f'stroke="{INK}" stroke-width="2"/>',
        '<path d="M255,330 q10,-12 20,0 t20,0 t20,0 t20,0 t20,0 M255,350 q10,-12 20,0 t20,0 t20,0 t20,0 t20,0" '
        'fill="none" stroke="#000" stroke-width="2"/>',
    ]
    return body, {
        "brain": (300, 70),
        "lungs": (262, 200),
        "heart": (308, 236),
        "stomach": (330, 298),
        "intestines": (300, 345),
    }


def _flower() -> tuple[list[str], dict[str, tuple[float, float]]]:
    """A flower seen from the side with the front petals taken away."""
    body = [
        svg.line(300, 410, 300, 255, 5),
        _ellipse(300, 168, 30, 78, "#fff"),
        f'<ellipse cx="245" cy="185" rx="26" ry="70" transform="rotate(-30 245 185)" fill="#fff" stroke="{INK}" '
        'stroke-width="2"/>',
        f'<ellipse cx="355" cy="185" rx="26" ry="70" transform="rotate(30 355 185)" fill="#fff" stroke="{INK}" '
        'stroke-width="2"/>',
        _poly("300,258 246,240 268,268", SHADE),
        _poly("300,258 354,240 332,268", SHADE),
        svg.line(292, 245, 262, 152, 2),
        svg.line(308, 245, 338, 152, 2),
        _ellipse(262, 146, 10, 6, SHADE),
        _ellipse(338, 146, 10, 6, SHADE),
        svg.line(300, 240, 300, 132, 6),
        _ellipse(300, 240, 17, 15, LIGHT),
        _circle(300, 126, 9, SHADE),
    ]
    return body, {"petal": (222, 150), "stamen": (338, 146), "pistil": (300, 126), "sepal": (256, 248)}


_MORE_FIGURES = {
    "bird": _bird,
    "cactus": _cactus,
    "turtle": _turtle,
    "human-body": _human,
    "flower": _flower,
}


def _figure_svg(name: str, parts: list[str], title: str, desc: str) -> str:
    body, anchors = _figure(name)
    slots = [(70, 70), (530, 70), (70, 400), (530, 400), (70, 235), (530, 235)]
    for part, (lx, ly) in zip(parts, slots, strict=False):
        ax, ay = anchors[part]
        body.append(svg.line(lx + (40 if lx < 300 else -40), ly - 5, ax, ay, 1.5))
        body.append(_label(lx, ly, part, 15, width=14, weight="bold"))
    return svg.document(600, 440, title, desc, body)


# ---- diagrams: one function per kind -------------------------------------------------------------


def _diagram(ctx: GenerationContext, ids: list[str]) -> Draft:
    rng = ctx.rng
    did = _pick(rng, ids)
    spec = _diagrams()[did]
    kind = spec["kind"]
    maker = {
        "cycle": _cycle_item,
        "sequence": _sequence_item,
        "food-chain": _food_chain_item,
        "parts": _parts_item,
        "forces": _forces_item,
        "wave": _wave_item,
        "moon": _moon_item,
        "layers": _layers_item,
        "molecule": _molecule_item,
        "boundary": _boundary_item,
        "flow": _flow_item,
        "reproduction": _reproduction_item,
        "graph": _graph_item,
    }[kind]
    draft = maker(ctx, spec)
    draft.standard = _standard(ctx, spec.get("standard"))
    return draft


def _diagram_draft(
    question: str,
    kind: str,
    svg_doc: str,
    answer: str,
    explanation: str,
    wrong: Sequence[Sequence[str]] | None,
    rng: random.Random,
    key: str,
    task: str = "represent",
    steps: int = 1,
    unit: str | None = None,
    value: Any = None,
) -> Draft:
    if wrong is not None:
        choices, index, distractors = _choices(rng, answer, wrong)
        content = DiagramContent(
            instructions="Look at the diagram.",
            question=question,
            diagram_kind=kind,
            choices=choices,  # type: ignore[arg-type]
        )
        ans: Any = ChoiceIndexAnswer(
            value=index, display=answer, explanation=explanation, distractors=distractors
        )
    else:
        content = DiagramContent(instructions="Look at the diagram.", question=question, diagram_kind=kind)  # type: ignore[arg-type]
        ans = ExactAnswer(
            value=value if value is not None else answer, display=answer, unit=unit, explanation=explanation
        )
    return Draft(
        content=content,
        answer=ans,
        features=Features(task=task, steps=steps, magnitude=2, representation="visual"),  # type: ignore[arg-type]
        key=key,
        visuals=Visuals(diagram_svg=svg_doc),
    )


def _cycle_item(ctx: GenerationContext, spec: dict[str, Any]) -> Draft:
    rng = ctx.rng
    cycle = _pick(rng, spec["cycles"])
    stages: list[str] = cycle["stages"]
    edges: list[str] | None = cycle.get("edges")
    others = [s for c in spec["cycles"] if c is not cycle for s in c["stages"] if s not in stages]
    hide_edge = bool(edges) and rng.random() < 0.6
    if hide_edge:
        assert edges is not None
        k = rng.randrange(len(edges))
        shown_edges = list(edges)
        shown_edges[k] = "?"
        frm, to = stages[k], stages[(k + 1) % len(stages)]
        svg_doc = _cycle_svg(
            stages,
            shown_edges,
            cycle["title"],
            f"{cycle['title']}: a loop of boxes joined by arrows: "
            + ", ".join(
                f"{stages[i]} to {stages[(i + 1) % len(stages)]} by {shown_edges[i]}"
                for i in range(len(stages))
            )
            + ". One arrow label is a question mark.",
        )
        wrong = [
            [
                e,
                "process-at-the-wrong-step",
                f"{e} is what happens between {stages[i]} and {stages[(i + 1) % len(stages)]}.",
            ]
            for i, e in enumerate(edges)
            if i != k
        ]
        return _diagram_draft(
            f"Which process belongs on the arrow marked ? (from {frm} to {to})",
            spec.get("diagramKind", "model"),
            svg_doc,
            edges[k],
            f"Follow the arrows around the loop. The step from {frm} to {to} is: {edges[k]}. {cycle['explain']}",
            wrong,
            rng,
            f"cycle-edge:{cycle['title']}:{k}",
            task="reason",
            steps=2,
        )
    k = rng.randrange(len(stages))
    shown = list(stages)
    shown[k] = "?"
    svg_doc = _cycle_svg(
        shown,
        edges,
        cycle["title"],
        f"{cycle['title']}: a loop of boxes joined by arrows going around: "
        + ", then ".join(shown)
        + ", and back to the start. One box is a question mark.",
    )
    before, after = stages[k - 1], stages[(k + 1) % len(stages)]
    wrong = [
        [o, "stage-from-another-cycle", f"{o} belongs to a different cycle."]
        for o in rng.sample(others, min(2, len(others)))
    ]
    visible = [s for s in stages if s != stages[k]]
    v = _pick(rng, visible)
    wrong.append([v, "stage-already-shown", f"{v} is already in another box of this cycle."])
    return _diagram_draft(
        "Which stage belongs in the box with the question mark?",
        spec.get("diagramKind", "life-cycle"),
        svg_doc,
        stages[k],
        f"Follow the arrows: the missing box comes after {before} and before {after}, so it is {stages[k]}. "
        f"{cycle['explain']}",
        wrong,
        rng,
        f"cycle-stage:{cycle['title']}:{k}",
        task="represent",
        steps=2,
    )


def _sequence_item(ctx: GenerationContext, spec: dict[str, Any]) -> Draft:
    rng = ctx.rng
    seq = _pick(rng, spec["sequences"])
    steps: list[str] = seq["steps"]
    k = rng.randrange(len(steps))
    shown = list(steps)
    shown[k] = "?"
    svg_doc = _sequence_svg(
        shown,
        seq["title"],
        f"{seq['title']}: boxes joined by arrows from left to right: " + ", then ".join(shown) + ".",
    )
    if seq.get("wrong"):  # hand-written distractors, for processes whose steps resemble each other
        wrong = [list(w) for w in rng.sample(seq["wrong"], min(2, len(seq["wrong"])))]
    else:
        others = [s for q in spec["sequences"] if q is not seq for s in q["steps"] if s not in steps]
        wrong = [
            [o, "step-from-another-process", f"{o} is part of a different process."]
            for o in rng.sample(others, min(2, len(others)))
        ]
    visible = [s for s in steps if s != steps[k]]
    v = _pick(rng, visible)
    wrong.append([v, "step-already-shown", f"{v} is already shown in another box."])
    return _diagram_draft(
        f"{seq['question']} Which belongs in the box with the question mark?",
        "model",
        svg_doc,
        steps[k],
        f"Read the boxes from left to right and follow the arrows. The missing box is {steps[k]}. {seq['explain']}",
        wrong,
        rng,
        f"seq:{seq['title']}:{k}",
        steps=2,
    )


def _food_chain_item(ctx: GenerationContext, spec: dict[str, Any]) -> Draft:
    rng = ctx.rng
    chain = _pick(rng, spec["chains"])
    names: list[str] = chain["organisms"]
    desc = (
        f"A food chain in a {chain['habitat']}: "
        + " → ".join(names)
        + ". Each arrow points from the living thing that is eaten to the one that eats it."
    )
    title = f"Food chain in a {chain['habitat']}"
    ask = _pick(rng, ["producer", "eats", "eaten-by", "top"] if len(names) > 2 else ["producer", "eats"])
    svg_doc = _sequence_svg(names, title, desc)
    arrows = "Arrows point from food to eater, the way energy and matter move."
    if ask == "producer":
        answer = names[0]
        question = "Which living thing in this food chain is the producer?"
        wrong = [
            [n, "consumer-called-producer", f"{n} eats other living things, so it is a consumer."]
            for n in names[1:]
        ]
        explanation = f"{arrows} A producer makes its own food from sunlight, air and water. {names[0]} is a plant or alga at the start of the chain."
    elif ask == "eats":
        k = rng.randrange(1, len(names))
        answer = names[k - 1]
        question = f"Where does the {names[k]} get its energy from in this food chain?"
        wrong = [
            [
                n,
                "arrow-read-backwards" if i == k + 1 else "not-connected",
                f"The arrow from {n} does not point to the {names[k]}.",
            ]
            for i, n in enumerate(names)
            if i not in (k - 1, k)
        ]
        wrong.append(
            [
                "the soil",
                "energy-from-soil",
                "Animals do not get energy from soil; energy in food started as sunlight.",
            ]
        )
        explanation = f"{arrows} The arrow that points to the {names[k]} starts at the {names[k - 1]}, so the {names[k]} eats the {names[k - 1]}."
    elif ask == "eaten-by":
        k = rng.randrange(0, len(names) - 1)
        answer = names[k + 1]
        question = f"Which living thing eats the {names[k]} in this food chain?"
        wrong = [
            [
                n,
                "arrow-read-backwards" if i == k - 1 else "not-connected",
                f"The arrow from the {names[k]} does not point to {n}.",
            ]
            for i, n in enumerate(names)
            if i not in (k, k + 1)
        ]
        explanation = f"{arrows} The arrow from the {names[k]} points to the {names[k + 1]}."
    else:
        answer = names[-1]
        question = "Which living thing in this food chain is not eaten by anything else in the chain?"
        wrong = [
            [n, "missed-the-arrow-out", f"An arrow leads away from {n}, so something in the chain eats it."]
            for n in names[:-1]
        ]
        explanation = f"{arrows} No arrow leaves the {names[-1]}, so nothing in this chain eats it."
    return _diagram_draft(
        question,
        "model",
        svg_doc,
        answer,
        explanation,
        wrong,
        rng,
        f"chain:{'-'.join(names)}:{question}",
        steps=2,
    )


def _parts_item(ctx: GenerationContext, spec: dict[str, Any]) -> Draft:
    rng = ctx.rng
    figure = _pick(rng, spec["figures"])
    parts = figure["parts"]
    names = [p["name"] for p in parts]
    part = _pick(rng, parts)
    title = figure["title"]
    svg_doc = _figure_svg(
        figure["figure"], names, title, f"{title} with these parts labelled: {', '.join(names)}."
    )
    wrong = [
        [p["name"], "mixed-up-part-jobs", f"The {p['name']}: {p['job']}"] for p in parts if p is not part
    ]
    return _diagram_draft(
        f"Look at the labelled {figure['noun']}. Which part {part['does']}?",
        spec.get("diagramKind", "model"),
        svg_doc,
        part["name"],
        f"The {part['name']}: {part['job']}",
        wrong,
        rng,
        f"parts:{figure['figure']}:{part['name']}",
        task="identify",
    )


def _forces_item(ctx: GenerationContext, spec: dict[str, Any]) -> Draft:
    rng = ctx.rng
    thing = _pick(rng, spec["objects"])
    with_mass = spec.get("mass", False)
    left = rng.randint(1, 6) * (2 if with_mass else 1)
    right = rng.randint(1, 6) * (2 if with_mass else 1)
    if ctx.level.rank == 0 and not with_mass and rng.random() < 0.3:
        right = left
    while with_mass and right == left:
        right = rng.randint(1, 6) * 2
    mass = _pick(rng, [1, 2]) if with_mass else 0
    body = [
        f'<rect x="250" y="100" width="100" height="80" fill="{LIGHT}" stroke="{INK}" stroke-width="2"/>',
        _label(300, 135, thing, 14, width=12),
        svg.line(60, 180, 540, 180, 2),
    ]
    if with_mass:
        body.append(_label(300, 160, f"mass {mass} kg", 13))
    lw, rw = 30 + 12 * left, 30 + 12 * right
    body.append(_arrow(250 - lw, 140, 248, 140, 4))
    body.append(_label(250 - lw / 2, 120, f"{left} N →", 14, weight="bold"))
    body.append(_arrow(350 + rw, 140, 352, 140, 4))
    body.append(_label(350 + rw / 2, 120, f"← {right} N", 14, weight="bold"))
    desc = (
        f"A {thing} on the ground. A force of {left} N pushes it to the right and a force of {right} N pushes it to "
        "the left." + (f" Its mass is {mass} kg." if with_mass else "")
    )
    svg_doc = svg.document(600, 220, f"Forces on a {thing}", desc, body)
    net = left - right
    direction = "to the right" if net > 0 else "to the left" if net < 0 else ""
    if not with_mass:
        answer = f"It starts moving {direction}." if net else "It does not move: the forces are balanced."
        options = [
            "It starts moving to the right.",
            "It starts moving to the left.",
            "It does not move: the forces are balanced.",
        ]
        wrong = []
        for option in options:
            if option == answer:
                continue
            if "balanced" in option:
                wrong.append(
                    [
                        option,
                        "unbalanced-called-balanced",
                        "The two forces are not the same size, so they do not cancel.",
                    ]
                )
            elif net == 0:
                wrong.append(
                    [
                        option,
                        "balanced-forces-still-move",
                        "Equal forces in opposite directions cancel, so the motion does not change.",
                    ]
                )
            else:
                wrong.append(
                    [
                        option,
                        "moves-toward-the-smaller-force",
                        "An object speeds up in the direction of the larger force.",
                    ]
                )
        explanation = f"Compare the arrows: {left} N to the right and {right} N to the left. " + (
            f"They are unbalanced, so the {thing} moves {direction}, toward the bigger force."
            if net
            else f"They are the same size and point opposite ways, so they are balanced and the {thing} stays still."
        )
        return _diagram_draft(
            f"The {thing} is not moving. Then these two forces push on it. What happens?",
            "model",
            svg_doc,
            answer,
            explanation,
            wrong,
            rng,
            f"forces:{thing}:{left}:{right}",
            task="reason",
            steps=2,
        )
    return _forces_answer(rng, thing, left, right, mass, svg_doc, _pick(rng, ["net", "accel"]))


def _forces_answer(
    rng: random.Random, thing: str, left: int, right: int, mass: int, svg_doc: str, ask: str
) -> Draft:
    net = left - right
    size = abs(net)
    direction = "to the right" if net > 0 else "to the left"
    if ask == "net":
        answer = f"{size} N {direction}"
        explanation = (
            f"The forces point in opposite directions, so subtract: {max(left, right)} N - {min(left, right)} N = "
            f"{size} N, toward the larger force ({direction})."
        )
        return _diagram_draft(
            f"What is the net force on the {thing}? Give the size and direction.",
            "model",
            svg_doc,
            answer,
            explanation,
            None,
            rng,
            f"net:{thing}:{left}:{right}:{mass}",
            task="compute",
            steps=2,
            value=answer,
        )
    accel = Fraction(size, mass)
    shown = str(accel) if accel.denominator == 1 else f"{float(accel):g}"
    answer = f"{shown} m/s² {direction}"
    explanation = (
        f"Net force = {max(left, right)} N - {min(left, right)} N = {size} N {direction}. "
        f"Acceleration = net force ÷ mass = {size} N ÷ {mass} kg = {shown} m/s²."
    )
    return _diagram_draft(
        f"What is the acceleration of the {thing}? Give the size and direction.",
        "model",
        svg_doc,
        answer,
        explanation,
        None,
        rng,
        f"accel:{thing}:{left}:{right}:{mass}",
        task="word-problem",
        steps=3,
        value=answer,
    )


def _wave_svg(waves: list[tuple[str, int, int]], title: str, desc: str) -> str:
    grid, cols, rows_per = 20, 24, 10
    body = []
    height = 40 + len(waves) * (rows_per * grid + 40)
    for w, (name, amp, length) in enumerate(waves):
        top = 30 + w * (rows_per * grid + 40)
        for c in range(cols + 1):
            body.append(
                f'<line x1="{40 + c * grid}" y1="{top}" x2="{40 + c * grid}" y2="{top + rows_per * grid}" stroke="#ccc" stroke-width="1"/>'
            )
        for r in range(rows_per + 1):
            body.append(
                f'<line x1="40" y1="{top + r * grid}" x2="{40 + cols * grid}" y2="{top + r * grid}" stroke="#ccc" stroke-width="1"/>'
            )
        mid = top + rows_per * grid / 2
        body.append(
            f'<line x1="40" y1="{mid}" x2="{40 + cols * grid}" y2="{mid}" stroke="{INK}" stroke-width="1" stroke-dasharray="4 3"/>'
        )
        points = " ".join(
            f"{40 + x / 4 * grid:.1f},{mid - amp * grid * math.sin(2 * math.pi * (x / 4) / length):.1f}"
            for x in range(cols * 4 + 1)
        )
        body.append(f'<polyline points="{points}" fill="none" stroke="{INK}" stroke-width="3"/>')
        body.append(svg.text(20, top + 16, name, 14, anchor="middle", weight="bold"))
    body.append(
        svg.text(300, height - 8, "Each grid square is 1 cm. The dashed line is the rest position.", 12)
    )
    return svg.document(560, height, title, desc, body)


def _wave_item(ctx: GenerationContext, spec: dict[str, Any]) -> Draft:
    rng = ctx.rng
    ask = _pick(rng, ["amplitude", "wavelength", "compare-amplitude", "compare-wavelength"])
    if ask in ("amplitude", "wavelength"):
        amp, length = rng.randint(1, 4), _pick(rng, [4, 6, 8, 12])
        desc = (
            f"A wave drawn on a 1 cm grid. Its crests rise {amp} squares above the dashed rest line and its troughs "
            f"fall {amp} squares below it. One full wave, crest to crest, is {length} squares long."
        )
        svg_doc = _wave_svg([("A", amp, length)], "A wave on a grid", desc)
        if ask == "amplitude":
            return _diagram_draft(
                "What is the amplitude of this wave?",
                "model",
                svg_doc,
                f"{amp} cm",
                f"Amplitude is the height of a crest above the rest line. Count the squares from the dashed line up to "
                f"a crest: {amp} squares, so {amp} cm. (Not crest to trough: that would be {2 * amp} cm.)",
                None,
                rng,
                f"wave-amp:{amp}:{length}",
                task="compute",
                steps=2,
                unit="cm",
                value=amp,
            )
        return _diagram_draft(
            "What is the wavelength of this wave?",
            "model",
            svg_doc,
            f"{length} cm",
            f"Wavelength is the distance from one crest to the next crest. Count the squares between two crests: "
            f"{length} squares, so {length} cm.",
            None,
            rng,
            f"wave-len:{amp}:{length}",
            task="compute",
            steps=2,
            unit="cm",
            value=length,
        )
    amps = rng.sample([1, 2, 3, 4], 2)
    lengths = rng.sample([4, 6, 8, 12], 2)
    desc = (
        f"Two waves on a 1 cm grid. Wave A: crests {amps[0]} squares above the rest line, {lengths[0]} squares from "
        f"crest to crest. Wave B: crests {amps[1]} squares above the rest line, {lengths[1]} squares from crest to crest."
    )
    svg_doc = _wave_svg([("A", amps[0], lengths[0]), ("B", amps[1], lengths[1])], "Two waves on a grid", desc)
    if ask == "compare-amplitude":
        big = "Wave A" if amps[0] > amps[1] else "Wave B"
        other = "Wave B" if big == "Wave A" else "Wave A"
        return _diagram_draft(
            "Which wave has the greater amplitude (and carries more energy)?",
            "model",
            svg_doc,
            big,
            f"Amplitude is how high a crest rises above the rest line. {big} rises {max(amps)} squares and {other} "
            f"rises {min(amps)}. A wave with a bigger amplitude carries more energy.",
            [
                [
                    other,
                    "confused-amplitude-and-wavelength",
                    "This wave's crests are lower; amplitude is height, not length.",
                ],
                [
                    "They are the same",
                    "did-not-measure",
                    "Count the squares: the crests are not the same height.",
                ],
            ],
            rng,
            f"wave-cmp-amp:{amps}:{lengths}",
            task="compare",
            steps=2,
        )
    long_ = "Wave A" if lengths[0] > lengths[1] else "Wave B"
    other = "Wave B" if long_ == "Wave A" else "Wave A"
    return _diagram_draft(
        "Which wave has the longer wavelength?",
        "model",
        svg_doc,
        long_,
        f"Wavelength is the distance from one crest to the next. {long_} is {max(lengths)} squares from crest to crest "
        f"and {other} is {min(lengths)}.",
        [
            [
                other,
                "confused-amplitude-and-wavelength",
                "Its crests are closer together; taller is not longer.",
            ],
            ["They are the same", "did-not-measure", "Count the squares between crests: they differ."],
        ],
        rng,
        f"wave-cmp-len:{amps}:{lengths}",
        task="compare",
        steps=2,
    )


_PHASES = [
    "new moon",
    "waxing crescent",
    "first quarter",
    "waxing gibbous",
    "full moon",
    "waning gibbous",
    "third quarter",
    "waning crescent",
]


def _moon_item(ctx: GenerationContext, spec: dict[str, Any]) -> Draft:
    """Sunlight from the left; the moon goes counterclockwise (seen from above the North Pole).
    Position k is 45·k degrees counterclockwise from the sun's direction, so k = 0 is a new moon."""
    rng = ctx.rng
    labels = _shuffled(rng, list(range(1, 9)))  # the number written at each position
    cx, cy, r = 330, 210, 140
    body = [_circle(cx, cy, 34, LIGHT), svg.text(cx, cy + 5, "Earth", 13)]
    for y in (90, 170, 250, 330):
        body.append(_arrow(20, y, 90, y, 2))
    body.append(svg.text(55, 60, "Sunlight", 14, weight="bold"))
    body.append(
        f'<path d="M{cx + 60},{cy + 75} A100,100 0 0 0 {cx + 75},{cy - 60}" fill="none" stroke="{INK}" stroke-width="1.5" stroke-dasharray="5 4"/>'
    )
    body.append(_arrow(cx + 80, cy - 50, cx + 74, cy - 62, 1.5))
    positions = {}
    for k in range(8):
        angle = math.pi + k * math.pi / 4  # screen coordinates: left is the sun, counterclockwise on screen
        mx, my = cx + r * math.cos(angle), cy - r * math.sin(angle)
        positions[k] = (mx, my)
        body.append(_circle(mx, my, 16, "#fff"))
        body.append(
            f'<path d="M{mx:.1f},{my - 16:.1f} A16,16 0 0 1 {mx:.1f},{my + 16:.1f} Z" fill="{SHADE}" stroke="none"/>'
        )
        body.append(
            svg.text(
                mx + 26 * math.cos(angle), my - 26 * math.sin(angle) + 5, str(labels[k]), 14, weight="bold"
            )
        )
    desc = (
        "Sunlight comes from the left. Earth is in the middle and the moon is shown at eight numbered places on its "
        "path; a dashed arrow shows the moon moving counterclockwise. The half of the moon facing the sun is lit. "
        + "; ".join(
            f"place {labels[k]} is {['left (toward the sun)', 'lower left', 'bottom', 'lower right', 'right (away from the sun)', 'upper right', 'top', 'upper left'][k]}"
            for k in range(8)
        )
        + "."
    )
    svg_doc = svg.document(520, 420, "The moon's path around Earth", desc, body)
    ask = _pick(rng, ["phase-at", "where", "solar", "lunar"])
    if ask == "phase-at":
        k = rng.randrange(8)
        answer = _PHASES[k]
        wrong = [
            [
                _PHASES[(k + 4) % 8],
                "sun-side-confused",
                "That is the phase when the moon is on the other side of Earth.",
            ],
            [
                _PHASES[(8 - k) % 8] if (8 - k) % 8 != k else _PHASES[(k + 2) % 8],
                "waxing-and-waning-swapped",
                "Waxing and waning are mixed up: the lit part grows after a new moon.",
            ],
            [
                _PHASES[(k + 2) % 8],
                "off-by-a-quarter",
                "That phase is a quarter of the way further around the path.",
            ],
        ]
        return _diagram_draft(
            f"What phase do people on Earth see when the moon is at place {labels[k]}?",
            "model",
            svg_doc,
            answer,
            f"Place {labels[k]} is {45 * k} degrees around from the sun's side, going counterclockwise. "
            f"The sun always lights half the moon; from Earth we see {answer}.",
            wrong,
            rng,
            f"moon:{labels}:{k}",
            task="reason",
            steps=3,
        )
    target = {
        "where": _PHASES.index(_pick(rng, ["full moon", "first quarter", "third quarter", "new moon"])),
        "solar": 0,
        "lunar": 4,
    }[ask]
    phase = _PHASES[target]
    question = {
        "where": f"At which numbered place does the moon look like a {phase} from Earth?",
        "solar": "At which numbered place could the moon cause a solar eclipse?",
        "lunar": "At which numbered place could the moon be in a lunar eclipse?",
    }[ask]
    why = {
        "where": f"A {phase} happens when the moon is {45 * target} degrees around from the sun's side.",
        "solar": "A solar eclipse can happen only at new moon, when the moon is between the sun and Earth and its shadow falls on Earth.",
        "lunar": "A lunar eclipse can happen only at full moon, when Earth is between the sun and the moon and Earth's shadow falls on the moon.",
    }[ask]
    answer = f"Place {labels[target]}"
    wrong = [
        [f"Place {labels[(target + 4) % 8]}", "opposite-side", "This is the opposite side of Earth."],
        [
            f"Place {labels[(target + 2) % 8]}",
            "off-by-a-quarter",
            "This is a quarter of the way around the path.",
        ],
        [
            f"Place {labels[(target + 6) % 8]}",
            "off-by-a-quarter",
            "This is a quarter of the way around the other way.",
        ],
    ]
    return _diagram_draft(
        question,
        "model",
        svg_doc,
        answer,
        why,
        wrong,
        rng,
        f"moon:{labels}:{ask}:{target}",
        task="reason",
        steps=3,
    )


def _layers_item(ctx: GenerationContext, spec: dict[str, Any]) -> Draft:
    rng = ctx.rng
    stack = _pick(rng, spec["stacks"])  # layers listed from the bottom (oldest) up
    layers = stack["layers"]
    letters = ["A", "B", "C", "D", "E"][: len(layers)]
    body = []
    top = 40
    h = 60
    for i, layer in enumerate(reversed(layers)):  # draw top first
        y = top + i * h
        fill = [LIGHT, "#fff", SHADE, "#d0d0d0", "#f2f2f2"][i % 5]
        body.append(
            f'<rect x="120" y="{y}" width="300" height="{h}" fill="{fill}" stroke="{INK}" stroke-width="2"/>'
        )
        body.append(svg.text(100, y + h / 2 + 5, letters[i], 16, weight="bold"))
        body.append(svg.text(430, y + h / 2 + 5, layer["label"], 13, anchor="start"))
    height = top + len(layers) * h + 30
    desc = (
        f"{stack['title']}: rock layers drawn from top to bottom: "
        + "; ".join(f"layer {letters[i]}: {lay['label']}" for i, lay in enumerate(reversed(layers)))
        + ". The layers have not been turned over."
    )
    svg_doc = svg.document(720, height, stack["title"], desc, body)
    ask = _pick(rng, ["oldest", "youngest", "clue"])
    top_letter, bottom_letter = letters[0], letters[len(layers) - 1]
    others = letters[1:-1]
    if ask in ("oldest", "youngest"):
        answer = f"Layer {bottom_letter if ask == 'oldest' else top_letter}"
        wrong_letter = top_letter if ask == "oldest" else bottom_letter
        wrong = [
            [
                f"Layer {wrong_letter}",
                "top-layer-is-oldest" if ask == "oldest" else "bottom-layer-is-youngest",
                "Layers pile up over time, so the bottom one formed first and the top one last.",
            ]
        ]
        wrong += [
            [f"Layer {x}", "middle-layer-picked", "A middle layer has layers both older and younger than it."]
            for x in others[:2]
        ]
        return _diagram_draft(
            f"Which layer is the {'oldest' if ask == 'oldest' else 'youngest'}?",
            "model",
            svg_doc,
            answer,
            "Sediment settles in layers, one on top of another, so in layers that have not been turned over the bottom "
            f"layer is the oldest and the top layer is the youngest. That is {answer}.",
            wrong,
            rng,
            f"layers:{stack['title']}:{ask}",
            task="reason",
            steps=2,
        )
    clues = [(i, lay) for i, lay in enumerate(reversed(layers)) if lay.get("clue")]
    i, layer = _pick(rng, clues)
    answer = layer["clue"]
    wrong = [[w[0], w[1], w[2]] for w in layer["wrong"]]
    return _diagram_draft(
        f"What does layer {letters[i]} tell us about this place long ago?",
        "model",
        svg_doc,
        answer,
        layer["explain"],
        wrong,
        rng,
        f"layers:{stack['title']}:clue:{i}",
        task="reason",
        steps=2,
    )


def _molecule_svg(spec: dict[str, Any], title: str, desc: str) -> str:
    body = []
    atoms = spec["atoms"]
    coords = spec["xy"]
    for a, b in spec["bonds"]:
        (x1, y1), (x2, y2) = coords[a], coords[b]
        body.append(svg.line(150 + x1 * 70, 160 + y1 * 70, 150 + x2 * 70, 160 + y2 * 70, 5))
    for symbol, (x, y) in zip(atoms, coords, strict=True):
        r = 18 if symbol == "H" else 28
        body.append(_circle(150 + x * 70, 160 + y * 70, r, LIGHT if symbol == "H" else SHADE))
        body.append(svg.text(150 + x * 70, 160 + y * 70 + 6, symbol, 16, weight="bold"))
    return svg.document(440, 320, title, desc, body)


def _formula(atoms: list[str]) -> str:
    counts: dict[str, int] = {}
    for a in atoms:
        counts[a] = counts.get(a, 0) + 1
    order = sorted(counts, key=lambda s: (s != "C", s != "H" if "C" in counts else False, s))
    return "".join(f"{s}{counts[s] if counts[s] > 1 else ''}" for s in order)


def _molecule_item(ctx: GenerationContext, spec: dict[str, Any]) -> Draft:
    rng = ctx.rng
    mol = _pick(rng, spec["molecules"])
    atoms: list[str] = mol["atoms"]
    desc = (
        f"A ball-and-stick model of one molecule: {len(atoms)} balls labelled "
        + ", ".join(atoms)
        + ", joined by sticks (bonds)."
    )
    svg_doc = _molecule_svg(mol, "A molecule model", desc)
    ask = _pick(rng, ["count", "elements", "formula"])
    if ask == "count":
        n = len(atoms)
        return _diagram_draft(
            "How many atoms are in this molecule?",
            "model",
            svg_doc,
            str(n),
            f"Count every ball: each ball is one atom. {' + '.join(atoms)} makes {n} atoms.",
            [
                [str(n - 1), "missed-an-atom", "One ball was not counted."],
                [str(n + 1), "counted-a-bond", "A stick (bond) was counted as an atom."],
                [
                    str(len(set(atoms))),
                    "counted-elements-not-atoms",
                    "This counts kinds of atoms, not all the atoms.",
                ],
            ],
            rng,
            f"mol-count:{mol['name']}",
            task="identify",
            steps=1,
        )
    if ask == "elements":
        n = len(set(atoms))
        wrong = [
            [
                str(len(atoms)),
                "counted-atoms-not-elements",
                "This counts every atom; atoms with the same letter are the same element.",
            ]
        ]
        wrong += [
            [
                str(x),
                "miscounted-elements",
                "Look at the letters: each different letter is a different element.",
            ]
            for x in (n + 1, max(1, n - 1))
            if x not in (n, len(atoms))
        ]
        return _diagram_draft(
            "How many different elements are in this molecule?",
            "model",
            svg_doc,
            str(n),
            f"Each letter stands for an element. The letters here are {', '.join(sorted(set(atoms)))}, so there "
            f"{'is' if n == 1 else 'are'} {n} different element{'s' if n > 1 else ''}.",
            wrong,
            rng,
            f"mol-el:{mol['name']}",
            task="identify",
            steps=2,
        )
    formula = mol["formula"]
    wrong = [
        [w, "miscounted-atoms", "The small numbers must match how many of each atom the model shows."]
        for w in mol["wrong"]
    ]
    return _diagram_draft(
        "Which chemical formula matches this model?",
        "model",
        svg_doc,
        formula,
        f"Count each kind of atom and write the count after its symbol (no number means one). The model shows "
        f"{mol['name']}, {formula}.",
        wrong,
        rng,
        f"mol-formula:{mol['name']}",
        task="represent",
        steps=2,
    )


_BOUNDARY_ARROWS = {"divergent": ("←", "→"), "convergent": ("→", "←"), "transform": ("↑", "↓")}


def _boundary_item(ctx: GenerationContext, spec: dict[str, Any]) -> Draft:
    rng = ctx.rng
    kind = _pick(rng, spec["boundaries"])
    left, right = _BOUNDARY_ARROWS[kind["type"]]
    body = [
        f'<rect x="60" y="90" width="230" height="120" fill="{LIGHT}" stroke="{INK}" stroke-width="2"/>',
        f'<rect x="310" y="90" width="230" height="120" fill="{SHADE}" stroke="{INK}" stroke-width="2"/>',
        svg.text(175, 80, "Plate 1", 14, weight="bold"),
        svg.text(425, 80, "Plate 2", 14, weight="bold"),
        svg.text(175, 165, left, 48),
        svg.text(425, 165, right, 48),
    ]
    desc = f"A view from above of two plates next to each other. Plate 1 moves {kind['left']}; plate 2 moves {kind['right']}."
    svg_doc = svg.document(600, 240, "Two plates meeting", desc, body)
    names = {
        "divergent": "divergent (moving apart)",
        "convergent": "convergent (moving together)",
        "transform": "transform (sliding past)",
    }
    wrong = [
        [names[t], "misread-plate-motion", f"At a {t} boundary the plates move {m}."]
        for t, m in (
            ("divergent", "apart"),
            ("convergent", "toward each other"),
            ("transform", "past each other"),
        )
        if t != kind["type"]
    ]
    ask = _pick(rng, ["type", "feature"])
    if ask == "type":
        return _diagram_draft(
            "The arrows show how each plate moves. What kind of plate boundary is this?",
            "model",
            svg_doc,
            names[kind["type"]],
            kind["explain"],
            wrong,
            rng,
            f"boundary:{kind['type']}",
            task="identify",
        )
    feature = _pick(rng, kind["features"])
    others = [f for k in spec["boundaries"] if k is not kind for f in k["features"]]
    wrong = [
        [o, "feature-of-another-boundary", "This forms at a different kind of boundary."]
        for o in rng.sample(others, min(3, len(others)))
    ]
    return _diagram_draft(
        "The arrows show how each plate moves. Which of these could form at this boundary?",
        "model",
        svg_doc,
        feature,
        kind["explain"],
        wrong,
        rng,
        f"boundary:{kind['type']}:{feature}",
        task="reason",
        steps=2,
    )


def _flow_item(ctx: GenerationContext, spec: dict[str, Any]) -> Draft:
    rng = ctx.rng
    flow = _pick(rng, spec["flows"])
    inputs, outputs = list(flow["inputs"]), list(flow["outputs"])
    everything = inputs + outputs
    missing = rng.randrange(len(everything))
    shown = ["?" if i == missing else v for i, v in enumerate(everything)]
    body = [_box(300, 150, 150, 70, flow["center"], LIGHT)]
    for i, value in enumerate(shown[: len(inputs)]):
        y = (
            60
            + i * (180 / max(1, len(inputs) - 1) if len(inputs) > 1 else 0)
            + (90 if len(inputs) == 1 else 0)
        )
        body.append(_box(95, y, 140, 44, value, LIGHT if value == "?" else "#fff"))
        body.append(_arrow(167, y, 223, 150))
    for i, value in enumerate(shown[len(inputs) :]):
        y = (
            60
            + i * (180 / max(1, len(outputs) - 1) if len(outputs) > 1 else 0)
            + (90 if len(outputs) == 1 else 0)
        )
        body.append(_box(505, y, 140, 44, value, LIGHT if value == "?" else "#fff"))
        body.append(_arrow(377, 150, 433, y))
    desc = (
        f"{flow['title']}: arrows go into the middle box ({flow['center']}) from "
        + ", ".join(shown[: len(inputs)])
        + " and come out to "
        + ", ".join(shown[len(inputs) :])
        + ". One box is a question mark."
    )
    svg_doc = svg.document(600, 300, flow["title"], desc, body)
    answer = everything[missing]
    role = "goes in" if missing < len(inputs) else "comes out"
    wrong = [[w[0], w[1], w[2]] for w in flow["wrong"] if w[0] != answer]
    swap = [
        v for i, v in enumerate(everything) if i != missing and (i < len(inputs)) != (missing < len(inputs))
    ]
    wrong += [
        [
            v,
            "input-and-output-swapped",
            f"{v} {'comes out of' if missing < len(inputs) else 'goes into'} {flow['center'].lower()}.",
        ]
        for v in swap[:1]
    ]
    return _diagram_draft(
        f"Which belongs in the box with the question mark? It {role}.",
        "model",
        svg_doc,
        answer,
        f"{flow['explain']} So the missing box is {answer}.",
        wrong,
        rng,
        f"flow:{flow['title']}:{missing}",
        task="represent",
        steps=2,
    )


def _reproduction_item(ctx: GenerationContext, spec: dict[str, Any]) -> Draft:
    rng = ctx.rng
    example = _pick(rng, spec["examples"])
    sexual = example["type"] == "sexual"
    body = []
    if sexual:
        body += [_box(170, 60, 150, 50, "Parent 1"), _box(430, 60, 150, 50, "Parent 2")]
        body += [_arrow(200, 88, 280, 170), _arrow(400, 88, 320, 170)]
        body += [_box(300, 200, 220, 50, "Offspring: a mix of traits")]
    else:
        body += [_box(300, 60, 150, 50, "Parent")]
        body += [_arrow(270, 88, 190, 170), _arrow(330, 88, 410, 170)]
        body += [
            _box(170, 200, 180, 50, "Offspring: same traits"),
            _box(430, 200, 180, 50, "Offspring: same traits"),
        ]
    body.append(svg.text(300, 275, example["name"], 14, weight="bold"))
    desc = f"{example['name']}. " + (
        "Two parents, Parent 1 and Parent 2, each pass on genes to one offspring that has a mix of traits."
        if sexual
        else "One parent produces two offspring with the same traits as the parent."
    )
    svg_doc = svg.document(600, 290, "How new organisms are made", desc, body)
    ask = _pick(rng, ["type", "identical"])
    if ask == "type":
        answer = "sexual reproduction" if sexual else "asexual reproduction"
        other = "asexual reproduction" if sexual else "sexual reproduction"
        wrong = [
            [
                other,
                "counted-parents-wrong",
                "Count the parents: one parent means asexual, two parents means sexual.",
            ],
            [
                "photosynthesis",
                "not-reproduction",
                "Photosynthesis is how plants make food, not how they reproduce.",
            ],
        ]
        return _diagram_draft(
            "Which kind of reproduction does the model show?",
            "model",
            svg_doc,
            answer,
            f"{'Two parents' if sexual else 'One parent'} {'pass' if sexual else 'passes'} on genes. {example['explain']}",
            wrong,
            rng,
            f"repro:{example['name']}:type",
            task="identify",
        )
    answer = (
        "No: each offspring gets a mix of genes from two parents, so it can differ from both."
        if sexual
        else "Yes: the offspring get a copy of the one parent's genes, so they are genetically identical."
    )
    wrong_text = (
        "Yes: the offspring get a copy of the one parent's genes, so they are genetically identical."
        if sexual
        else "No: each offspring gets a mix of genes from two parents, so it can differ from both."
    )
    wrong = [
        [wrong_text, "counted-parents-wrong", "Count the parents in the model first."],
        [
            "Only if the offspring eat the same food.",
            "traits-only-from-environment",
            "Inherited traits come from genes, not food.",
        ],
    ]
    return _diagram_draft(
        "Will the offspring in this model have the same genes as a parent?",
        "model",
        svg_doc,
        answer,
        example["explain"],
        wrong,
        rng,
        f"repro:{example['name']}:same",
        task="reason",
        steps=2,
    )


def _graph_item(ctx: GenerationContext, spec: dict[str, Any]) -> Draft:
    """A bar graph of a table scenario's numeric column, with a max/min/difference question."""
    rng = ctx.rng
    table = _tables()[_pick(rng, spec["tables"])]
    col = spec["col"]
    for _ in range(200):
        rows = _sample_rows(rng, table)
        values = [row[col] for row in rows]
        if len(set(values)) == len(values):
            break
    names = [str(row[0]) for row in rows]
    ask = _pick(rng, ["max", "min", "diff"])
    desc = (
        f"A bar graph of {table['columns'][col].lower()}: "
        + ", ".join(f"{n}: {v}" for n, v in zip(names, values, strict=True))
        + "."
    )
    svg_doc = svg.bar_graph(
        names, values, scale=spec["scale"], title=table["title"], desc=desc, axis=spec.get("axis", "")
    )
    quantity = spec["quantity"]
    if ask in ("max", "min"):
        best = max(values) if ask == "max" else min(values)
        answer = names[values.index(best)]
        word = spec["more"] if ask == "max" else spec["less"]
        wrong = [
            [n, "read-the-wrong-bar", f"The bar for {n} is {'shorter' if ask == 'max' else 'taller'}."]
            for n in names
            if n != answer
        ]
        return _diagram_draft(
            f"Look at the bar graph. Which had the {word} {quantity}?",
            "bar-graph",
            svg_doc,
            answer,
            f"Find the {'tallest' if ask == 'max' else 'shortest'} bar: {answer} with {best}. {spec['explain']}",
            wrong,
            rng,
            f"graph:{table['id']}:{ask}:{values}",
            task="compare",
            steps=1,
        )
    a, b = rng.sample(range(len(rows)), 2)
    if values[a] < values[b]:
        a, b = b, a
    diff = values[a] - values[b]
    unit = spec.get("unit", "")
    return _diagram_draft(
        f"Look at the bar graph. How much more {quantity} was there for {names[a]} than for {names[b]}?",
        "bar-graph",
        svg_doc,
        f"{diff} {unit}".strip(),
        f"Read both bars: {names[a]} is {values[a]} and {names[b]} is {values[b]}. Subtract: {values[a]} - {values[b]} = {diff}.",
        None,
        rng,
        f"graph:{table['id']}:diff:{a}:{b}:{values}",
        task="compute",
        steps=2,
        unit=unit or None,
        value=diff,
    )


# ---- the generator ------------------------------------------------------------------------------


@generator(
    "science.facts",
    content_types={
        "multiple-choice",
        "true-false",
        "matching",
        "ordering",
        "short-answer",
        "data-table",
        "diagram",
    },
    params=ScienceParams,
)
def facts(ctx: GenerationContext) -> Draft:
    params: ScienceParams = ctx.params
    kind = ctx.content_type
    if kind == "data-table":
        return _table_item(ctx, params.tables)[4]
    if kind == "diagram":
        return _diagram(ctx, params.diagrams)
    sets = _sets(params)
    if kind == "multiple-choice":
        return _fact_mc(ctx, sets)
    if kind == "true-false":
        return _fact_tf(ctx, sets)
    if kind == "matching":
        return _fact_matching(ctx, sets)
    if kind == "ordering":
        return _fact_ordering(ctx, sets)
    if kind == "short-answer":
        return _fact_short(ctx, sets)
    raise ValueError(f"science.facts cannot make {kind}")
