"""Engineering design pictures (black strokes on white, grey fills): a bar chart of test results
with the designs' names beside their bars, labelled sketches of simple objects whose shape helps
them work, and the design process as a loop. Each function returns the SVG document."""

from __future__ import annotations

from collections.abc import Sequence

from educontent.generation.draw import svg
from educontent.generation.draw.science_charts import LIGHT, label


def result_bars(names: Sequence[str], values: Sequence[int], *, axis: str, title: str, desc: str) -> str:
    """Horizontal bars, one a design, its name on the left and its value at the bar's end; ``axis``
    names what is measured (with its unit) under the bars."""
    top = max(max(values), 1)
    left, length, row = 200, 300, 44
    body = []
    for i, (name, value) in enumerate(zip(names, values, strict=True)):
        y = 20 + i * row
        width = length * value / top
        body.append(label(left / 2, y + 20, name, 13, width=26))
        body.append(svg.rect(left, y + 6, max(width, 1), 26, fill=LIGHT))
        body.append(svg.text(left + width + 8, y + 24, f"{value:,}", 13, anchor="start"))
    bottom = 20 + len(names) * row + 8
    body.append(svg.line(left, 14, left, bottom))
    body.append(svg.text(left + length / 2, bottom + 22, axis, 13))
    return svg.document(left + length + 90, bottom + 36, title, desc, body)
