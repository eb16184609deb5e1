"""Middle-school life science pictures: a plant or an animal cell with every part labelled (one
label may be a question mark), a person with labelled organs, a Punnett square, rock layers with the
fossils found in each, and an energy pyramid. Black strokes on white with grey fills."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from educontent.generation.draw import svg
from educontent.generation.draw.science_bodies import figure
from educontent.generation.draw.science_charts import LIGHT, SHADE, box, circle, ellipse, label

_SLOTS = [(65, 40), (300, 28), (535, 40), (65, 225), (535, 225), (65, 410), (300, 428), (535, 410)]
"""Where the labels go: top corners and middle, the two sides, bottom corners and middle."""


def _animal() -> tuple[list[str], dict[str, tuple[float, float]]]:
    body = [
        ellipse(300, 230, 180, 125, "#fff"),
        circle(300, 225, 46, LIGHT),
        circle(306, 220, 13, SHADE),
        ellipse(200, 180, 30, 13, SHADE),
        ellipse(395, 295, 30, 13, SHADE),
        *(circle(x, y, 4, "#000") for x, y in ((380, 170), (392, 182), (370, 186), (230, 300), (244, 288))),
    ]
    return body, {
        "cell membrane": (300, 105),
        "nucleus": (300, 250),
        "mitochondrion": (200, 180),
        "ribosome": (380, 170),
        "cytoplasm": (190, 260),
    }


def _plant() -> tuple[list[str], dict[str, tuple[float, float]]]:
    body = [
        '<rect x="130" y="85" width="340" height="290" rx="6" fill="#fff" stroke="#000" stroke-width="6"/>',
        '<rect x="143" y="98" width="314" height="264" rx="4" fill="#fff" stroke="#000" stroke-width="1.5"/>',
        '<rect x="250" y="140" width="170" height="170" rx="30" fill="#e6e6e6" stroke="#000" stroke-width="2"/>',
        circle(190, 150, 30, SHADE),
        ellipse(190, 320, 28, 12, SHADE),
        ellipse(430, 120, 22, 10, SHADE),
        ellipse(190, 240, 22, 10, "#fff"),
        *(circle(x, y, 4, "#000") for x, y in ((440, 330), (428, 342), (452, 344))),
    ]
    return body, {
        "cell wall": (300, 85),
        "cell membrane": (143, 200),
        "central vacuole": (335, 225),
        "nucleus": (190, 150),
        "chloroplast": (190, 320),
        "mitochondrion": (190, 240),
        "ribosome": (440, 330),
        "cytoplasm": (225, 275),
    }


CELLS = {"animal": _animal, "plant": _plant}


def cell_parts(kind: str) -> list[str]:
    """The parts the picture of a ``kind`` cell shows."""
    return list(CELLS[kind]()[1])


def _placed(parts: list[str], anchors: Mapping[str, tuple[float, float]]) -> dict[str, tuple[int, int]]:
    """Each part's label slot: parts nearest the edge of the picture choose first, each taking the free
    slot nearest its part, so leader lines stay short and seldom cross."""
    free = list(_SLOTS)
    placed = {}
    for part in sorted(parts, key=lambda p: -abs(anchors[p][0] - 300) - abs(anchors[p][1] - 230)):
        ax, ay = anchors[part]
        slot = min(free, key=lambda s: (s[0] - ax) ** 2 + (s[1] - ay) ** 2)
        free.remove(slot)
        placed[part] = slot
    return placed


def labelled_cell(kind: str, shown: Mapping[str, str], title: str, desc: str) -> str:
    """A ``kind`` (plant or animal) cell with a label joined to each part in ``shown`` (part -> the
    text written on its label, e.g. ``?``)."""
    body, anchors = CELLS[kind]()
    for part, (lx, ly) in _placed(list(shown), anchors).items():
        text, (ax, ay) = shown[part], anchors[part]
        body.append(svg.line(lx, ly + (8 if ly < 225 else -16), ax, ay, 1.5))
        body.append(label(lx, ly, text, 15, width=14, weight="bold"))
    return svg.document(600, 450, title, desc, body)


def punnett_square(top: Sequence[str], side: Sequence[str], title: str, desc: str, fill: bool) -> str:
    """A 2 x 2 Punnett square: one parent's alleles along the top, the other's down the side; the
    four boxes hold the offspring's allele pairs (``fill``) or stay empty."""
    body = [label(120 + 130 * i, 50, allele, 22, weight="bold") for i, allele in enumerate(top, start=1)]
    body += [label(90, 125 + 110 * j, allele, 22, weight="bold") for j, allele in enumerate(side)]
    for j, s in enumerate(side):
        for i, t in enumerate(top):
            pair = "".join(sorted((t, s), key=lambda a: (a.lower(), a.islower()))) if fill else ""
            body.append(box(250 + 130 * i, 120 + 110 * j, 130, 110, pair))
    return svg.document(460, 290, title, desc, body)


def rock_layers(fossils: Sequence[str], title: str, desc: str) -> str:
    """Rock layers stacked bottom to top (``fossils[0]`` in the bottom layer), each named and holding
    the fossils found in it."""
    height, top = 56, 40
    body = []
    for k, fossil in enumerate(reversed(fossils)):
        number = len(fossils) - k
        y = top + k * height
        fill = LIGHT if number % 2 else "#fff"
        body.append(
            f'<rect x="150" y="{y}" width="400" height="{height}" fill="{fill}" stroke="#000" stroke-width="2"/>'
        )
        body.append(label(85, y + height / 2 + 5, f"Layer {number}", 14, weight="bold"))
        body.append(label(350, y + height / 2 + 5, fossil, 14, width=40))
    return svg.document(600, top + height * len(fossils) + 30, title, desc, body)


def energy_pyramid(levels: Sequence[str], title: str, desc: str) -> str:
    """An energy pyramid: ``levels[0]`` (the producers) is the widest band at the bottom, each level
    above narrower; each band holds its text."""
    height, bottom = 60, 40 + 60 * len(levels)
    body = []
    for k, text in enumerate(levels):
        half = 250 - 30 * k
        top_half = half - 30
        y = bottom - k * height
        points = (
            f"{300 - half},{y} {300 + half},{y} {300 + top_half},{y - height} {300 - top_half},{y - height}"
        )
        body.append(
            f'<polygon points="{points}" fill="{LIGHT if k % 2 else "#fff"}" stroke="#000" stroke-width="2"/>'
        )
        body.append(label(300, y - height / 2 + 5, text, 14, width=40))
    return svg.document(600, bottom + 20, title, desc, body)


def labelled_person(shown: Mapping[str, str], title: str, desc: str) -> str:
    """The person of ``science_bodies`` with organs drawn inside, a label joined to each organ in
    ``shown`` (organ -> the text on its label, e.g. ``?``)."""
    body, anchors = figure("human-body")
    for part, (lx, ly) in _placed(list(shown), anchors).items():
        ax, ay = anchors[part]
        body.append(svg.line(lx, ly + (8 if ly < 225 else -16), ax, ay, 1.5))
        body.append(label(lx, ly, shown[part], 15, width=14, weight="bold"))
    return svg.document(600, 450, title, desc, body)


def person_organs() -> list[str]:
    """The organs drawn inside the person."""
    return list(figure("human-body")[1])
