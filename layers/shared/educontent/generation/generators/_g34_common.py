"""Shared pieces of the grade 3-4 (``math.g34.*``) generators: names and objects for word
problems, misconception filtering by value, fraction text, and SVG drawings that ``svg.py`` does
not have (bars with different numbers of parts, circles in slices, area models, tape diagrams,
hundredths grids, double number lines)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from fractions import Fraction

from educontent.generation.draw import svg
from educontent.generation.kit.math_forms import Misconception

NAMES = (
    "Maya",
    "Leo",
    "Ava",
    "Sam",
    "Priya",
    "Omar",
    "Mei",
    "Diego",
    "Zara",
    "Kofi",
    "Lina",
    "Ravi",
    "Nora",
    "Tariq",
    "Elena",
    "Hana",
    "Jamal",
    "Sofia",
    "Kai",
    "Amara",
)

# (plural, icon category) for pictures of objects
PICTURE_THINGS = (
    ("apples", "apple"),
    ("stars", "star"),
    ("flowers", "flower"),
    ("hearts", "heart"),
    ("balls", "ball"),
    ("blocks", "block"),
)

THINGS = (
    "stickers",
    "pencils",
    "marbles",
    "books",
    "shells",
    "crayons",
    "cookies",
    "beads",
    "cards",
    "buttons",
    "erasers",
    "leaves",
)


def pick(rng: random.Random, seq: Sequence):
    return seq[rng.randrange(len(seq))]


def two_names(rng: random.Random) -> tuple[str, str]:
    first = rng.randrange(len(NAMES))
    second = (first + 1 + rng.randrange(len(NAMES) - 1)) % len(NAMES)
    return NAMES[first], NAMES[second]


def frac(n: int, d: int) -> str:
    """``n/d`` as written, not reduced."""
    return f"{n}/{d}"


def mixed(value: Fraction) -> str:
    """``2 1/4`` for values above 1 with a fraction part, ``3`` for whole numbers, else ``a/b``."""
    if value.denominator == 1:
        return str(value.numerator)
    whole = value.numerator // value.denominator
    rest = value - whole
    if whole == 0:
        return f"{rest.numerator}/{rest.denominator}"
    return f"{whole} {rest.numerator}/{rest.denominator}"


def mixed_over(value: Fraction, den: int) -> str:
    """A mixed number written over ``den`` (not reduced): 2 3/8, 5, 3/8."""
    total = value * den
    assert total.denominator == 1
    n = total.numerator
    whole, rest = divmod(n, den)
    if rest == 0:
        return str(whole)
    if whole == 0:
        return f"{rest}/{den}"
    return f"{whole} {rest}/{den}"


def with_commas(n: int) -> str:
    return f"{n:,}"


def wrong_answers(
    correct: object, candidates: Iterable[Misconception], value: Callable[[str], object]
) -> tuple[Misconception, ...]:
    """Misconceptions whose value differs from ``correct``, one per display, in order."""
    out: list[Misconception] = []
    seen: set[str] = set()
    for m in candidates:
        if m.display in seen:
            continue
        try:
            v = value(m.display)
        except (ValueError, ZeroDivisionError):
            continue
        if v is None or v == correct:
            continue
        seen.add(m.display)
        out.append(m)
    return tuple(out)


def parse_value(text: str) -> Fraction:
    """A number as written here: ``12``, ``1,200``, ``3/4``, ``2 1/4``, ``0.35``."""
    text = text.strip().replace(",", "")
    if " " in text:
        whole, part = text.split(" ", 1)
        return Fraction(int(whole)) + Fraction(part)
    return Fraction(text)


def non_negative(text: str) -> Fraction | None:
    value = parse_value(text)
    return None if value < 0 else value


# ---- SVG drawings ------------------------------------------------------------------------------

LIGHT = "#d0d0d0"


def bars(
    rows: Sequence[tuple[int, int, str]],
    *,
    title: str,
    desc: str,
    light: Sequence[int] = (),
    crossed: Sequence[int] = (),
) -> str:
    """Equal-length bars, one per row ``(parts, shaded, label)``; the first ``shaded`` parts are grey.
    ``light`` gives, per row, how many further parts are light grey (a second amount); ``crossed``
    how many of the last shaded parts are crossed out (taken away)."""
    width, left, bar_width, height = 560, 70, 460, 40
    body: list[str] = []
    for r, (parts, shaded, label) in enumerate(rows):
        top = 16 + r * (height + 18)
        extra = light[r] if r < len(light) else 0
        for p in range(parts):
            x = left + p * bar_width / parts
            fill = svg.SHADE if p < shaded else (LIGHT if p < shaded + extra else "#fff")
            body.append(
                f'<rect x="{x:.1f}" y="{top}" width="{bar_width / parts:.1f}" height="{height}" '
                f'fill="{fill}" stroke="{svg.INK}" stroke-width="2"/>'
            )
            cross = crossed[r] if r < len(crossed) else 0
            if shaded - cross <= p < shaded:
                w = bar_width / parts
                body.append(svg.line(x + 4, top + 4, x + w - 4, top + height - 4, 2))
                body.append(svg.line(x + w - 4, top + 4, x + 4, top + height - 4, 2))
        if label:
            body.append(svg.text(left - 10, top + height / 2 + 5, label, anchor="end"))
    return svg.document(width, 30 + len(rows) * (height + 18), title, desc, body)


def pies(parts: int, shaded: int, *, title: str, desc: str, count: int = 1) -> str:
    """``count`` circles each cut into ``parts`` equal slices; the first ``shaded`` slices overall are grey."""
    import math

    r, gap = 70, 170
    body: list[str] = []
    for c in range(count):
        cx, cy = 90 + c * gap, 90
        for p in range(parts):
            fill = svg.SHADE if c * parts + p < shaded else "#fff"
            if parts == 1:
                body.append(
                    f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{fill}" stroke="{svg.INK}" stroke-width="2"/>'
                )
                continue
            a0 = math.radians(p * 360 / parts - 90)
            a1 = math.radians((p + 1) * 360 / parts - 90)
            x0, y0 = cx + r * math.cos(a0), cy + r * math.sin(a0)
            x1, y1 = cx + r * math.cos(a1), cy + r * math.sin(a1)
            large = 1 if 360 / parts > 180 else 0
            body.append(
                f'<path d="M{cx},{cy} L{x0:.1f},{y0:.1f} A{r},{r} 0 {large} 1 {x1:.1f},{y1:.1f} Z" '
                f'fill="{fill}" stroke="{svg.INK}" stroke-width="2"/>'
            )
    return svg.document(20 + count * gap, 180, title, desc, body)


def area_model(
    top: Sequence[str], side: Sequence[str], cells: Sequence[Sequence[str]], *, title: str, desc: str
) -> str:
    """A rectangle split into columns (labelled ``top``) and rows (labelled ``side``); ``cells[r][c]``
    is written inside each part (empty for none)."""
    x0, y0, w, h = 70, 40, 420, 60 * max(1, len(side)) + 40
    col_w = w / len(top)
    row_h = h / len(side)
    body: list[str] = [
        f'<rect x="{x0}" y="{y0}" width="{w}" height="{h:.0f}" fill="#fff" stroke="{svg.INK}" stroke-width="3"/>'
    ]
    for c in range(1, len(top)):
        body.append(svg.line(x0 + c * col_w, y0, x0 + c * col_w, y0 + h, 2))
    for r in range(1, len(side)):
        body.append(svg.line(x0, y0 + r * row_h, x0 + w, y0 + r * row_h, 2))
    for c, label in enumerate(top):
        body.append(svg.text(x0 + (c + 0.5) * col_w, y0 - 12, label, weight="bold"))
    for r, label in enumerate(side):
        body.append(svg.text(x0 - 12, y0 + (r + 0.5) * row_h + 5, label, anchor="end", weight="bold"))
        for c in range(len(top)):
            value = cells[r][c] if r < len(cells) and c < len(cells[r]) else ""
            if value:
                body.append(svg.text(x0 + (c + 0.5) * col_w, y0 + (r + 0.5) * row_h + 5, value))
    return svg.document(x0 + w + 30, int(y0 + h + 30), title, desc, body)


def tape(rows: Sequence[tuple[str, int, str]], *, title: str, desc: str, total: str = "") -> str:
    """A tape diagram: per row ``(name, boxes, box label)`` equal boxes; ``total`` is written at the
    right of the last row (for example ``?``)."""
    left, box_w, box_h = 110, 52, 36
    most = max(n for _, n, _ in rows)
    body: list[str] = []
    for r, (name, boxes, label) in enumerate(rows):
        y = 20 + r * (box_h + 22)
        body.append(svg.text(left - 10, y + box_h / 2 + 5, name, anchor="end"))
        for b in range(boxes):
            x = left + b * box_w
            body.append(
                f'<rect x="{x}" y="{y}" width="{box_w}" height="{box_h}" fill="{svg.SHADE if r == 0 else "#fff"}" '
                f'stroke="{svg.INK}" stroke-width="2"/>'
            )
            body.append(svg.text(x + box_w / 2, y + box_h / 2 + 5, label, size=13))
        if total and r == len(rows) - 1:
            body.append(svg.text(left + boxes * box_w + 24, y + box_h / 2 + 5, total, weight="bold"))
    return svg.document(left + most * box_w + 70, 30 + len(rows) * (box_h + 22), title, desc, body)


def hundred_grid(shaded: int, *, title: str, desc: str, count: int = 1, shaded_second: int = 0) -> str:
    """``count`` 10 x 10 grids; the first ``shaded`` squares of the first grid are grey (column by
    column, top to bottom), and ``shaded_second`` of the second. Drawn as shaded blocks under the
    grid lines, so a grid is a few dozen elements, not a hundred."""
    cell, gap = 16, 40
    side = 10 * cell
    body: list[str] = []
    for g in range(count):
        x0, y0 = 20 + g * (side + gap), 20
        amount = shaded if g == 0 else shaded_second
        full, part = divmod(amount, 10)
        if full:
            body.append(f'<rect x="{x0}" y="{y0}" width="{full * cell}" height="{side}" fill="{svg.SHADE}"/>')
        if part:
            body.append(
                f'<rect x="{x0 + full * cell}" y="{y0}" width="{cell}" height="{part * cell}" fill="{svg.SHADE}"/>'
            )
        for k in range(11):
            body.append(svg.line(x0 + k * cell, y0, x0 + k * cell, y0 + side, 1))
            body.append(svg.line(x0, y0 + k * cell, x0 + side, y0 + k * cell, 1))
    return svg.document(40 + count * side + (count - 1) * gap, side + 40, title, desc, body)


def ticks_line(
    ticks: int, labels: dict[int, str], points: Sequence[tuple[float, str]], *, title: str, desc: str
) -> str:
    """A number line with ``ticks`` equal steps; ``labels`` maps a tick index to its label and
    ``points`` are (tick position, name) marked with a dot. Positions are only for drawing."""
    left, right, y = 30, 530, 70
    step = (right - left) / ticks
    body = [
        svg.line(left - 10, y, right + 10, y),
        f'<path d="M{left - 10},{y - 6} L{left - 18},{y} L{left - 10},{y + 6}" fill="none" stroke="{svg.INK}" stroke-width="2"/>',
        f'<path d="M{right + 10},{y - 6} L{right + 18},{y} L{right + 10},{y + 6}" fill="none" stroke="{svg.INK}" stroke-width="2"/>',
    ]
    for i in range(ticks + 1):
        x = left + i * step
        tall = 10 if i in labels else 7
        body.append(svg.line(x, y - tall, x, y + tall, 2))
        if i in labels:
            body.append(svg.text(x, y + 28, labels[i]))
    for pos, name in points:
        x = left + pos * step
        body.append(f'<circle cx="{x:.1f}" cy="{y}" r="6" fill="{svg.INK}"/>')
        body.append(svg.text(x, y - 16, name, weight="bold"))
    return svg.document(560, 110, title, desc, body)


def double_number_line(
    end: int,
    top_den: int,
    bottom_den: int,
    top_point: Fraction,
    bottom_point: Fraction,
    *,
    title: str,
    desc: str,
) -> str:
    """Two number lines from 0 to ``end`` cut into ``top_den`` and ``bottom_den`` parts per whole, with
    point A on the top line and point B on the bottom line."""
    left, right = 40, 520
    scale = (right - left) / end
    body: list[str] = []
    for row, (den, point, name) in enumerate(((top_den, top_point, "A"), (bottom_den, bottom_point, "B"))):
        y = 60 + row * 90
        body.append(svg.line(left, y, right, y))
        for i in range(end * den + 1):
            x = left + i * scale / den
            whole = i % den == 0
            body.append(svg.line(x, y - (10 if whole else 7), x, y + (10 if whole else 7), 2))
            if whole:
                body.append(svg.text(x, y + 28, str(i // den)))
        x = left + float(point) * scale
        body.append(f'<circle cx="{x:.1f}" cy="{y}" r="6" fill="{svg.INK}"/>')
        body.append(svg.text(x, y - 16, name, weight="bold"))
    return svg.document(560, 220, title, desc, body)
