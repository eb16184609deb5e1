"""Shapes with a dashed fold line for lines of symmetry."""

from __future__ import annotations

from collections.abc import Sequence

from educontent.generation.draw.svg import INK, SHADE, dashed_line, document


def symmetry_figure(
    points: Sequence[tuple[float, float]],
    axis: tuple[float, float, float, float] | None,
    *,
    title: str,
    desc: str,
) -> str:
    """A shape (grey fill), with a dashed line drawn across it when ``axis`` is given."""
    path = " ".join(f"{x:.1f},{y:.1f}" for x, y in points)
    body = [f'<polygon points="{path}" fill="{SHADE}" stroke="{INK}" stroke-width="3"/>']
    if axis:
        body.append(dashed_line(*axis, width=3))
    return document(360, 360, title, desc, body)
