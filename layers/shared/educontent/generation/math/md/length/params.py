"""Parameters of ``math.md.length`` and the things it measures (data, ``md-length.json``)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.banks import load_bank

LengthMode = Literal[
    "compare", "towers", "indirect", "units", "ruler", "difference", "two-units", "unit-size", "estimate"
]


class LengthParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    modes: list[LengthMode] = Field(min_length=1)
    count: int = Field(default=3, ge=2, le=3, description="How many strips or towers to compare.")
    labels: Literal["letters", "names"] = "letters"
    units: list[Literal["centimeters", "inches"]] = Field(
        default_factory=lambda: ["centimeters", "inches"], min_length=1
    )


def objects() -> tuple[str, ...]:
    """Things whose lengths are compared and measured (ribbon, pencil...), in data order."""
    return tuple(load_bank("math", "md-length")["objects"])
