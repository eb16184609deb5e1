"""Bar charts and histograms for the grade 6-7 generators, with a numbered vertical scale
(``ytick``), bars (``bar``) and their labels (``bin``)."""

from __future__ import annotations

from collections.abc import Sequence

from educontent.generation.draw.figures import label
from educontent.generation.draw.svg import INK, SHADE, bar_axes, document, upward_text


def bars(
    labels: Sequence[str],
    values: Sequence[int],
    *,
    ystep: int,
    title: str,
    desc: str,
    touching: bool = False,
    xname: str = "",
    yname: str = "",
) -> str:
    """A bar chart (or, ``touching``, a histogram) with a numbered vertical scale."""
    top = max(values) if values else 1
    steps = max(1, -(-top // ystep))
    height, left, bottom = 220, 64, 250
    bar_w, gap = (56, 0) if touching else (50, 28)
    width = left + len(labels) * (bar_w + gap) + (30 if touching else 14)
    unit = height / (steps * ystep)
    body = bar_axes(
        left,
        bottom,
        width,
        height,
        steps,
        ystep,
        lambda x, y, n: label(x, y, n, size=12, anchor="end", cls="ytick"),
    )
    start = left + (10 if touching else gap / 2)
    for i, (name, value) in enumerate(zip(labels, values, strict=True)):
        x = start + i * (bar_w + gap)
        body.append(
            f'<rect class="bar" x="{x:.1f}" y="{bottom - value * unit:.1f}" width="{bar_w}" height="{value * unit:.1f}" '
            f'fill="{SHADE}" stroke="{INK}" stroke-width="2"/>'
        )
        body.append(label(x + bar_w / 2, bottom + 18, name, size=12, cls="bin"))
    if xname:
        body.append(label((left + width) / 2, bottom + 38, xname, size=12))
    if yname:
        body.append(upward_text(16, bottom - height / 2, yname))
    return document(int(width), bottom + 48, title, desc, body)
