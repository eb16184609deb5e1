"""Survival from the organisms model (``model-organisms.json``): why some animals live in groups and
what the groups are called (3-LS2-1), how a difference in a trait can help some members of a kind
survive or have young, read from a camouflage simulation's table (3-LS4-2), how well a plant or
animal could live in a habitat (3-LS4-3), which solution best helps living things when their
environment changes (3-LS4-4), and designs people copied from plant and animal parts (1-LS1-1).

Wrong answers are other entries' facts of another kind, the opposite reading of the data, or a
poorer solution, each with its reason.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.core.catalog_records import ContentType
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, table_draft
from educontent.generation.kit.grammar import plural
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import DT, FB, MC, MT, SA, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, NoSuchForm, generator
from educontent.generation.science.knowledge import in_grade, model, quantity
from educontent.generation.science.life.k5_kit import a, cap, matched, serve

Ask = Literal["group", "group-name", "advantage", "camouflage", "fit", "solution", "design"]


class SurvivalParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    asks: list[Ask] = Field(min_length=1, description="What written items ask.")


FITS = {
    "well": "It would live very well there.",
    "less well": "It could live there, but less well.",
    "not at all": "It could not live there at all.",
}


def _rows(ctx: GenerationContext, key: str) -> list[dict]:
    found = in_grade(model("organisms")[key], ctx.grade)
    if not found:
        raise NoSuchForm(f"no {key} at this grade")
    return found


def _others(rows: list[dict], entry: dict, field: str) -> list[dict]:
    return [r for r in rows if r["kind"] != entry["kind"] and r[field] != entry[field]]


def _group_claim(ctx: GenerationContext) -> Claim:
    rows = _rows(ctx, "groupLife")
    g = pick(ctx.rng, rows)
    many = plural(g["animal"])
    wrong = tuple(
        Wrong(o["helps"], "group-benefit-mix-up", f"That is how {a(o['group'])} helps {plural(o['animal'])}.")
        for o in _others(rows, g, "helps")
    )
    return Claim(f"{cap(many)} live together in a group called {a(g['group'])}. How does the {g['group']} help them survive?",
                 g["helps"], wrong, f"Living in {a(g['group'])} helps {many} {g['helps']}.", f"group|{g['animal']}",
                 f"Living in {a(g['group'])} helps {many} {{}}.", task="reason")  # fmt: skip


def _group_name(ctx: GenerationContext) -> Claim:
    rows = _rows(ctx, "groupLife")
    g = pick(ctx.rng, rows)
    names = sorted({r["group"] for r in rows} - {g["group"]})
    wrong = tuple(
        Wrong(
            a(n),
            "group-name-mix-up",
            f"A group of {plural(g['animal'])} is called {a(g['group'])}, not {a(n)}.",
        )
        for n in names
    )
    return Claim(f"What is a group of {plural(g['animal'])} called?", a(g["group"]), wrong, f"A group of {plural(g['animal'])} is called {a(g['group'])}. It helps them {g['helps']}.",
                 f"group-name|{g['animal']}", f"A group of {plural(g['animal'])} is called {{}}.")  # fmt: skip


def _advantage(ctx: GenerationContext) -> Claim:
    rows = _rows(ctx, "advantages")
    v = pick(ctx.rng, rows)
    wrong = tuple(
        Wrong(o["helps"], "trait-benefit-mix-up", f"{cap(v['difference'])} would not help them {o['helps']}.")
        for o in _others(rows, v, "helps")
    )
    return Claim(f"Some {plural(v['animal'])} have {v['difference']} than others of their kind. How could this help them?", v["helps"], wrong,
                 f"{cap(v['difference'])} could help these {plural(v['animal'])} {v['helps']}, so more of them survive and have young.",
                 f"advantage|{v['animal']}", f"Some {plural(v['animal'])} have {v['difference']} than others of their kind. This could help them {{}}.", task="reason")  # fmt: skip


def _camouflage_claim(ctx: GenerationContext) -> Claim:
    c = pick(ctx.rng, _rows(ctx, "camouflage"))
    fits, out = c["values"]
    many = plural(c["animal"])
    right, other = f"the ones with {fits} {c['trait']}", f"the ones with {out} {c['trait']}"
    wrong = (
        Wrong(other, "misses-camouflage", f"{cap(many)} with {out} {c['trait']} stand out on {c['place']}, so {c['hunter']} spot them more easily."),
        Wrong("both kinds equally", "color-does-not-matter", f"The {c['trait']} changes how easily {c['hunter']} spot them on {c['place']}."),
    )  # fmt: skip
    return Claim(f"{cap(c['hunter'])} hunt {many} that live on {c['place']}. Which {many} are more likely to survive and have young?",
                 right, wrong, f"{cap(many)} with {fits} {c['trait']} blend in with {c['place']}, so {c['hunter']} find them less often.",
                 f"camouflage|{c['animal']}", f"{cap(c['hunter'])} hunt {many} that live on {c['place']}. The {many} most likely to survive are {{}}.", task="reason")  # fmt: skip


def _fit_claim(ctx: GenerationContext) -> Claim:
    f = pick(ctx.rng, _rows(ctx, "habitatFit"))
    place = next(h["name"] for h in model("organisms")["habitats"] if h["id"] == f["habitat"])
    why = f"{cap(a(f['organism']))} in {place}: {FITS[f['fit']].lower()[:-1]}, because {f['because']}."
    wrong = tuple(
        Wrong(t, f"fit-{f['fit'].replace(' ', '-')}-not-{k.replace(' ', '-')}", why)
        for k, t in FITS.items()
        if k != f["fit"]
    )
    return Claim(f"How well could {a(f['organism'])} live in {place}?", FITS[f["fit"]], wrong, why, f"fit|{f['organism']}|{f['habitat']}",
                 f"Think about {a(f['organism'])} in {place}. {{}}", task="reason")  # fmt: skip


def _solution(ctx: GenerationContext) -> Claim:
    c = pick(ctx.rng, _rows(ctx, "changes"))
    wrong = tuple(Wrong(p["text"], "solution-misses-the-problem", p["reason"]) for p in c["poor"])
    return Claim(f"{c['change']}. Now {c['trouble']}. Which solution would help the most?", c["good"], wrong,
                 f"To {c['good']} deals with the problem itself: it helps the living things that the change hurt.",
                 f"solution|{c['change']}", f"{c['change']}, and now {c['trouble']}. A good solution is to {{}}.", task="reason", steps=2)  # fmt: skip


def _design(ctx: GenerationContext) -> Claim:
    rows = _rows(ctx, "designs")
    d = pick(ctx.rng, rows)
    wrong = tuple(
        Wrong(
            o["copies"],
            "design-idea-mix-up",
            f"{cap(o['copies'])} gave people the idea for {o['design']}, not for this.",
        )
        for o in _others(rows, d, "copies")
    )
    return Claim(f"People made {d['design']} to {d['does']}. Which plant or animal part gave them the idea?", d["copies"], wrong,
                 f"The idea for {d['design']} came from {d['copies']}. It helps people {d['does']}.",
                 f"design|{d['design']}", f"People copied {{}} when they made {d['design']}.", task="reason")  # fmt: skip


CLAIMS: dict[str, Callable[[GenerationContext], Claim]] = {
    "group": _group_claim, "group-name": _group_name, "advantage": _advantage, "camouflage": _camouflage_claim,
    "fit": _fit_claim, "solution": _solution, "design": _design,
}  # fmt: skip


def _camouflage_table(ctx: GenerationContext) -> Draft:
    c = pick(ctx.rng, _rows(ctx, "camouflage"))
    rates = {r["fits"]: quantity(r["lost"]).value for r in model("organisms")["camouflageRates"]}
    fits, out = c["values"]
    start = ctx.rng.randrange(20, 41, 4)
    counts = [[start, start]]
    for _ in range(2 + ctx.level.rank):
        f, o = counts[-1]
        counts.append([f - f * rates[True] // 100, o - o * rates[False] // 100])
    many = plural(c["animal"])
    order = ctx.rng.random() < 0.5
    names = [f"{fits} {many}", f"{out} {many}"]
    columns = ["Week", *(names if order else names[::-1])]
    rows = [[w, *(n if order else n[::-1])] for w, n in enumerate(counts)]
    last, weeks = counts[-1], len(counts) - 1
    if ctx.level.rank == 0:
        question, value = f"In week {weeks}, which {many} were more common?", f"the {fits} {many}"
        why = f"In week {weeks} there were {last[0]} {fits} {many} and {last[1]} {out} {many}."
    elif ctx.level.rank == 1:
        value = last[0] - last[1]
        question, why = (
            f"In week {weeks}, how many more {fits} {many} than {out} {many} were there?",
            f"{last[0]} - {last[1]} = {value}.",
        )
    else:
        value = start - last[1]
        question, why = (
            f"How many {out} {many} did the {c['hunter']} catch from week 0 to week {weeks}?",
            f"{start} - {last[1]} = {value}.",
        )
    why += f" On {c['place']}, the {fits} {many} blend in, so fewer of them are caught."
    return table_draft(ctx, title=f"{cap(many)} living on {c['place']}", columns=columns, rows=rows, question=question, value=value,
                       display=str(value), why=why, key=f"camouflage|{rows}|{ctx.level.rank}", steps=2 + ctx.level.rank)  # fmt: skip


def _matching(ctx: GenerationContext) -> Draft:
    if "design" in ctx.params.asks:
        rows = _rows(ctx, "designs")
        return matched(ctx, [(d["design"], d["copies"]) for d in rows], fits=lambda x, y: any(d["design"] == x and d["copies"] == y for d in rows),
                       prompt="Match each thing people made to the plant or animal part that gave them the idea.",
                       why="Each design works the way the plant or animal part does.", key="match|designs")  # fmt: skip
    rows = _rows(ctx, "groupLife")
    return matched(ctx, [(plural(g["animal"]), a(g["group"])) for g in rows], fits=lambda x, y: any(plural(g["animal"]) == x and a(g["group"]) == y for g in rows),
                   prompt="Match each kind of animal to the name of its group.", why="Each animal is matched to what its group is called.", key="match|groups")  # fmt: skip


_BANDS = "camouflage tables: 3 weeks at easy (which kind is more common), 4 at medium (a difference), 5 at hard (how many were caught); matching: 3, 4 or 5 pairs"


FORMS: dict[ContentType, Callable[[GenerationContext], Draft]] = {DT: _camouflage_table, MT: _matching}


@generator(content_types={DT, MC, TF, FB, SA, MT}, params=SurvivalParams, levels=Levels("steps", _BANDS))
def survival(ctx: GenerationContext) -> Draft:
    return serve(ctx, FORMS, CLAIMS)
