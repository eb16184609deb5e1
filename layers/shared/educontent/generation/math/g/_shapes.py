"""Shape facts shared by the geometry generators: sides of the flat shapes, the family a number of
sides names, what makes each flat shape what it is, and everyday objects shaped like each solid
(the words are data, ``g-shapes.json``)."""

from __future__ import annotations

from educontent.generation.banks import load_bank

SIDES = {
    "triangle": 3,
    "right triangle": 3,
    "square": 4,
    "rectangle": 4,
    "trapezoid": 4,
    "rhombus": 4,
    "pentagon": 5,
    "hexagon": 6,
}
FAMILY = {3: "triangle", 4: "quadrilateral", 5: "pentagon", 6: "hexagon"}


def describe(shape: str) -> str:
    """What makes ``shape`` what it is: ``a closed shape with 3 straight sides and 3 corners``."""
    return load_bank("math", "g-shapes")["describe"][shape]


def solid_objects() -> dict[str, list[str]]:
    """Everyday objects shaped like each solid (``a ball`` for a sphere), in data order."""
    return load_bank("math", "g-shapes")["solidObjects"]
