"""Weather words for kindergarten (K-ESS2-1), from ``model-weather.json``: which kind of weather a
child sees (sunny, cloudy, rainy, snowy, windy, foggy) from what it looks like, and what to bring
outside in it (no true-false form: other things may be brought too)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from educontent.generation.kit.claims import Claim
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import MC, MT, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.earth.k5_claims import (
    cap,
    child,
    claim_or_match,
    distinct_pairs,
    match_draft,
    pick,
)
from educontent.generation.science.knowledge import in_grade, model


class WeatherWordsParams(BaseModel):
    model_config = ConfigDict(extra="forbid")


_BANDS = "easy: name the weather from what the sky looks like (three pairs); medium: what to bring outside in it (four pairs)"


def _kinds(ctx: GenerationContext) -> list[dict]:
    return in_grade(model("weather")["weather_kinds"], ctx.grade)


def _claim(ctx: GenerationContext) -> Claim:
    kinds = _kinds(ctx)
    if ctx.level.rank and ctx.rng.random() < 0.5:
        entry = pick(ctx, [k for k in kinds if "use" in k])
        name = child(ctx)
        return Claim(
            question=f"It is {entry['name']} today. What should {name} bring outside?",
            answer=entry["use"],
            wrong=tuple(Wrong(k["use"], "weather-gear-mixed-up", f"That is for {k['name']} weather.") for k in kinds if "use" in k and k is not entry),
            why=f"On a {entry['name']} day, {entry['clue']}, so {entry['use']} help.",
            key=f"use|{entry['name']}|{name}",
            task="reason",
            steps=2,
        )  # fmt: skip
    entry = pick(ctx, kinds)
    return Claim(
        question=f"What is the weather? {cap(entry['clue'])}.",
        answer=entry["name"],
        wrong=tuple(Wrong(k["name"], "weather-words-mixed-up", f"When it is {k['name']}, {k['clue']}.") for k in kinds if k is not entry),
        why=f"When it is {entry['name']}, {entry['clue']}.",
        key=f"word|{entry['name']}",
        sentence=f"When {entry['clue']}, the weather is {{}}.",
    )  # fmt: skip


def _match(ctx: GenerationContext) -> Draft:
    pairs = distinct_pairs(ctx, _kinds(ctx), lambda k: k["name"], lambda k: [k["clue"]])
    return match_draft(ctx, pairs, prompt="Match each weather word to what you see.",
                       why="Weather words tell what the sky and the air are like.", key="words")  # fmt: skip


@generator(content_types={MC, TF, MT}, params=WeatherWordsParams, levels=Levels("steps", _BANDS))
def k5_weather_words(ctx: GenerationContext) -> Draft:
    return claim_or_match(ctx, lambda: _claim(ctx), lambda: _match(ctx))
