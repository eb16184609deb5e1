"""What one place-value question is made of, whatever its mode."""

from __future__ import annotations

from typing import NamedTuple

from educontent.generation.kit.math_forms import DiagramForm, PictureForm
from educontent.generation.kit.picture_forms import Mistake


class PV(NamedTuple):
    """A place-value question: prompt, answer, explanation, mistakes, fill-in text, standard, the
    number it is about, and its picture forms."""

    prompt: str
    answer: int
    explanation: str
    mistakes: list[Mistake]
    fill: str | None
    std: str | None
    n: int
    svg: str | None = None
    picture: PictureForm | None = None
    diagram: DiagramForm | None = None
