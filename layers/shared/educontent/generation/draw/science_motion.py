"""Diagrams of the kindergarten to grade 4 physical-science generators: a toy pushed from one or both
sides, two bar magnets with their poles labelled, a ramp with lettered start marks and a cup at the bottom, and a simple circuit (a
battery, wires, a bulb, and a switch or a gap bridged by a material). Each returns the SVG document
as a string; black strokes and grey fills only."""

from __future__ import annotations

from collections.abc import Sequence

from educontent.generation.draw import svg
from educontent.generation.draw.science_charts import INK, LIGHT, SHADE, arrow, circle, label


def _magnet(x: float, y: float, left: str, right: str) -> list[str]:
    """A bar magnet 160 wide at (x, y): its left half light, its right half grey, poles written."""
    return [
        f'<rect x="{x}" y="{y}" width="80" height="44" fill="{LIGHT}" stroke="{INK}" stroke-width="2"/>',
        f'<rect x="{x + 80}" y="{y}" width="80" height="44" fill="{SHADE}" stroke="{INK}" stroke-width="2"/>',
        svg.text(x + 40, y + 30, left, 22, anchor="middle", weight="bold"),
        svg.text(x + 120, y + 30, right, 22, anchor="middle", weight="bold"),
    ]


def magnets(first: tuple[str, str], second: tuple[str, str], title: str, desc: str) -> str:
    """Two bar magnets end to end with a gap: ``first`` and ``second`` are each (left pole, right pole)
    as letters ("N", "S")."""
    body = [*_magnet(30, 60, *first), *_magnet(290, 60, *second)]
    body.append(svg.dashed_line(200, 82, 280, 82, 1, "4 4"))
    body.append(label(240, 140, "gap", 13))
    return svg.document(480, 170, title, desc, body)


def ramp(marks: Sequence[tuple[str, int]], title: str, desc: str) -> str:
    """A ramp rising to the left with lettered start marks at heights in cm (``marks``: letter, cm; at
    most 60 cm), a ball at the foot's left and a paper cup on the floor at its foot."""
    top, floor, left, foot = 60, 220, 170, 430
    rise = floor - top
    body = [
        svg.line(20, floor, 600, floor, 2),
        f'<polygon points="{left},{top} {foot},{floor} {left},{floor}" fill="{LIGHT}" stroke="{INK}" stroke-width="2"/>',
    ]
    for letter, cm in marks:
        y = floor - rise * cm / 60
        x = left + (foot - left) * (1 - cm / 60)
        body.append(circle(x + 6, y - 12, 9, SHADE))
        body.append(svg.line(x - 20, y, x + 4, y, 1))
        body.append(svg.text(x - 30, y + 5, f"{letter}: {cm} cm", 13, anchor="end", weight="bold"))
    body.append(
        f'<polygon points="430,{floor} 470,{floor} 476,{floor - 46} 424,{floor - 46}" fill="#fff" stroke="{INK}" stroke-width="2"/>'
    )
    body.append(label(450, floor + 22, "cup", 13))
    return svg.document(600, 260, title, desc, body)


def circuit(part: str, closed: bool, title: str, desc: str) -> str:
    """A battery, a bulb and wires in a loop; the loop's top right holds ``part`` ("switch", or the
    name of a material bridging a gap): a closed switch or bridge is drawn joined, an open switch
    lifted. The bulb is drawn unlit: whether it lights is the question."""
    body = [
        svg.line(80, 60, 260, 60, 3),
        svg.line(380, 60, 460, 60, 3),
        svg.line(460, 60, 460, 220, 3),
        svg.line(80, 220, 460, 220, 3),
        svg.line(80, 60, 80, 110, 3),
        svg.line(80, 170, 80, 220, 3),
        f'<rect x="60" y="110" width="40" height="60" fill="{SHADE}" stroke="{INK}" stroke-width="2"/>',
        svg.text(80, 104, "+", 16, anchor="middle", weight="bold"),
        label(130, 145, "battery", 13),
        circle(460, 140, 22, "#fff"),
        svg.text(460, 146, "bulb", 11, anchor="middle"),
    ]
    if part == "switch":
        body.append(circle(265, 60, 5, INK))
        body.append(circle(375, 60, 5, INK))
        body.append(svg.line(265, 60, 372, 60 if closed else 20, 3))
        body.append(label(320, 90, "switch " + ("closed" if closed else "open"), 13))
    else:
        body.append(
            f'<rect x="262" y="50" width="116" height="20" fill="{LIGHT}" stroke="{INK}" stroke-width="2"/>'
        )
        body.append(label(320, 95, part, 13))
    return svg.document(540, 260, title, desc, body)


def push_arrows(thing: str, pushes: Sequence[tuple[str, str]], title: str, desc: str) -> str:
    """A round toy (``thing`` written under it) on the floor with a push arrow on each side named in
    ``pushes`` (side "left" or "right", strength "gentle", "medium" or "hard"): the arrow points at the
    toy and is longer for a harder push."""
    size = {"gentle": 50, "medium": 90, "hard": 130}
    cx, cy = 300, 120
    body = [svg.line(40, cy + 40, 560, cy + 40, 2), circle(cx, cy, 38, LIGHT), label(cx, cy + 66, thing, 14)]
    for side, strength in pushes:
        length = size[strength]
        if side == "left":
            body.append(arrow(cx - 44 - length, cy, cx - 44, cy, 5))
            body.append(label(cx - 44 - length * 0.75, cy - 48, f"{strength} push", 13, weight="bold"))
        else:
            body.append(arrow(cx + 44 + length, cy, cx + 44, cy, 5))
            body.append(label(cx + 44 + length * 0.75, cy - 48, f"{strength} push", 13, weight="bold"))
    return svg.document(600, 210, title, desc, body)


def shadow_setup(material: str, title: str, desc: str) -> str:
    """A flashlight on the left shining toward a sheet of ``material`` (named under it) that stands in
    front of a wall on the right; the beam is drawn up to the sheet only (what passes is the question)."""
    body = [
        f'<rect x="40" y="100" width="70" height="36" rx="6" fill="{SHADE}" stroke="{INK}" stroke-width="2"/>',
        f'<polygon points="110,96 130,88 130,148 110,140" fill="{LIGHT}" stroke="{INK}" stroke-width="2"/>',
        label(85, 170, "flashlight", 13),
        svg.dashed_line(132, 92, 300, 60, 1, "6 4"),
        svg.dashed_line(132, 144, 300, 176, 1, "6 4"),
        f'<rect x="300" y="50" width="14" height="136" fill="{LIGHT}" stroke="{INK}" stroke-width="2"/>',
        label(307, 212, f"sheet of {material}", 13, width=22),
        f'<rect x="500" y="20" width="20" height="200" fill="{SHADE}" stroke="{INK}" stroke-width="2"/>',
        label(510, 240, "wall", 13),
    ]
    return svg.document(580, 260, title, desc, body)
