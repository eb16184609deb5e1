"""Checker for ``science.earth.k5_weather_words``: what each kind of weather looks like and what to bring
outside in it, from ``model-weather.json`` read directly."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.earth_k5 import Relation, check_relation_item, earth_model


@checks("science.earth.k5_weather_words")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    kinds = earth_model("weather")["weather_kinds"]
    pairs = [(k["name"], k["clue"]) for k in kinds] + [(k["name"], k["use"]) for k in kinds if "use" in k]
    check_relation_item(item, Relation(pairs))
