"""Natural resources and people's impact (K-ESS3-3, 4-ESS3-1, 5-ESS3-1), from ``model-resources.json``:

- ``care``: what a child's action helps take care of (land, water, air, plants and animals), which
  action helps rather than harms, which action helps one part of the environment;
- ``energy``: renewable or not, where an energy source comes from, which sources are burned (smoke and
  gases in the air), what each is used for;
- ``protect``: which part of the environment a town's project protects, in a question or about a short
  informational passage on one town;
- ``results``: a made-up town's yearly records before and after a project (simulated): how much a
  measure went down, the first year it met a goal, the percent it fell, which project explains it.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from educontent.generation.kit.claims import Claim, claim_draft, table_draft
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import DT, MC, MT, PB, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, NoSuchForm, generator
from educontent.generation.science.earth.k5_claims import (
    cap,
    child,
    claim_or_match,
    distinct_pairs,
    informational,
    match_draft,
    pick,
    wrongs,
)
from educontent.generation.science.knowledge import in_grade, model, reviewed


class ResourcesParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: Literal["care", "energy", "protect", "results"]


_BANDS = (
    "easy: what one action or source does (three pairs to match); medium: pick the one that fits among "
    "similar ones (four pairs); hard: the reverse question, from the effect to the action (five pairs)"
)


def _phrase(name: str) -> str:
    return next(p["phrase"] for p in model("resources")["parts"] if p["name"] == name)


def _helps(entry: dict) -> str:
    return " and ".join(_phrase(h) for h in entry["helps"])


# ---- care (kindergarten) -------------------------------------------------------------------------


def _care_claim(ctx: GenerationContext) -> Claim:
    data = model("resources")
    care, harms = in_grade(data["care"], ctx.grade), in_grade(data["harms"], ctx.grade)
    parts = in_grade(data["parts"], ctx.grade)
    form = ctx.rng.randrange(3) if ctx.level.rank else ctx.rng.randrange(2)
    entry = pick(ctx, care)
    if form == 0:
        name = child(ctx)
        part = pick(ctx, entry["helps"])
        return Claim(
            question=f"{name} {entry['action']}. What does this help take care of?",
            answer=_phrase(part),
            wrong=wrongs(ctx, [p for p in parts if p["name"] not in entry["helps"]], lambda p: p["phrase"],
                         "wrong-part-of-environment", lambda p: f"This does not mostly help {p['phrase']}."),
            why=f"{cap(entry['doing'])} helps take care of {_helps(entry)}. {entry['why']}",
            key=f"care|{entry['action']}|{part}",
            sentence=f"When {name} {entry['action']}, it helps take care of {{}}.",
            task="reason",
        )  # fmt: skip
    if form == 1:
        return Claim(
            question="Which of these helps take care of the Earth?",
            answer=entry["doing"],
            wrong=wrongs(ctx, harms, lambda h: h["doing"], "harm-seen-as-help", lambda h: h["why"]),
            why=f"{cap(entry['doing'])} helps. {entry['why']}",
            key=f"care-earth|{entry['doing']}",
            sentence="{} helps take care of the Earth.",
        )
    part = pick(ctx, entry["helps"])
    return Claim(
        question=f"Which of these helps take care of {_phrase(part)}?",
        answer=entry["doing"],
        wrong=wrongs(ctx, [c for c in care if part not in c["helps"]], lambda c: c["doing"],
                     "wrong-part-of-environment", lambda c: f"{cap(c['doing'])} mostly helps {_helps(c)}."),
        why=f"{cap(entry['doing'])} helps {_phrase(part)}. {entry['why']}",
        key=f"care-part|{entry['doing']}|{part}",
        sentence=f"{{}} helps take care of {_phrase(part)}.",
        task="reason",
        steps=2,
    )  # fmt: skip


def _care_match(ctx: GenerationContext) -> Draft:
    care = in_grade(model("resources")["care"], ctx.grade)
    pairs = distinct_pairs(ctx, care, lambda c: c["doing"], lambda c: [_phrase(h) for h in c["helps"]])
    return match_draft(
        ctx, pairs, prompt="Match each action to what it helps take care of.",
        why="Each action saves or protects one part of our world.", key="care-match",
    )  # fmt: skip


# ---- energy (grade 4) ----------------------------------------------------------------------------


def _energy_claim(ctx: GenerationContext) -> Claim:
    sources = [reviewed(e) for e in in_grade(model("resources")["energy"], ctx.grade)]
    form = ctx.rng.randrange(3 + ctx.level.rank)
    if form == 0:
        renewable = ctx.rng.random() < 0.5
        word = "renewable" if renewable else "non-renewable"
        entry = pick(ctx, [s for s in sources if s["renewable"] is renewable])
        return Claim(
            question=f"Which of these energy sources is {word}?",
            answer=entry["name"],
            wrong=wrongs(ctx, [s for s in sources if s["renewable"] is not renewable], lambda s: s["name"],
                         "renewable-mixed-up", lambda s: s["why"]),
            why=entry["why"],
            key=f"energy-kind|{entry['name']}",
            sentence=f"{{}} is a {word} energy source.",
        )  # fmt: skip
    entry = pick(ctx, sources)
    if form == 1:
        return Claim(
            question=f"Where does {entry['name']} come from?",
            answer=entry["from"],
            wrong=wrongs(ctx, [s for s in sources if s["from"] != entry["from"]], lambda s: s["from"],
                         "energy-sources-mixed-up", lambda s: f"That is where {s['name']} comes from."),
            why=f"{cap(entry['name'])} comes from {entry['from']}. {entry['why']}",
            key=f"energy-from|{entry['name']}",
            sentence=f"{cap(entry['name'])} comes from {{}}.",
        )  # fmt: skip
    if form == 2:
        return Claim(
            question=f"Which energy source is used this way: {entry['use']}?",
            answer=entry["name"],
            wrong=wrongs(ctx, [s for s in sources if s["use"] != entry["use"]], lambda s: s["name"],
                         "energy-uses-mixed-up", lambda s: f"With {s['name']}, {s['use']}."),
            why=f"With {entry['name']}, {entry['use']}. One effect: {entry['effect']}.",
            key=f"energy-use|{entry['name']}",
            task="reason",
        )  # fmt: skip
    burned = pick(ctx, [s for s in sources if s["burned"]])
    return Claim(
        question="Using which energy source sends smoke and gases into the air?",
        answer=burned["name"],
        wrong=wrongs(ctx, [s for s in sources if not s["burned"]], lambda s: s["name"],
                     "all-energy-burns", lambda s: f"Nothing is burned: {s['use']}."),
        why=f"{cap(burned['name'])} is burned, so using it sends smoke and gases into the air.",
        key=f"energy-burned|{burned['name']}",
        sentence="Using {} sends smoke and gases into the air.",
        task="reason",
        steps=2,
    )  # fmt: skip


def _energy_match(ctx: GenerationContext) -> Draft:
    sources = [reviewed(e) for e in in_grade(model("resources")["energy"], ctx.grade)]
    pairs = distinct_pairs(ctx, sources, lambda s: s["name"], lambda s: [s["from"]])
    return match_draft(
        ctx, pairs, prompt="Match each energy source to where it comes from.",
        why="Fuels like coal and oil formed from living things buried long ago; sunlight, wind and moving "
        "water keep coming back.", key="energy-match",
    )  # fmt: skip


# ---- protect (grade 5) ---------------------------------------------------------------------------


def _projects(ctx: GenerationContext) -> list[dict]:
    return in_grade(model("resources")["projects"], ctx.grade)


def _protect_claim(ctx: GenerationContext) -> Claim:
    entry = pick(ctx, _projects(ctx))
    town = pick(ctx, in_grade(model("resources")["towns"], ctx.grade))["name"]
    parts = in_grade(model("resources")["parts"], ctx.grade)
    return Claim(
        question=f"The people of {town} {entry['project']}. Which part of the environment does this protect most directly?",
        answer=_phrase(entry["protects"]),
        wrong=wrongs(ctx, [p for p in parts if p["name"] != entry["protects"]], lambda p: p["phrase"],
                     "wrong-part-of-environment", lambda p: f"The project is not mainly about {p['phrase']}."),
        why=entry["how"],
        key=f"protect|{entry['project']}",
        task="reason",
        steps=2,
    )  # fmt: skip


def _protect_passage(ctx: GenerationContext) -> Draft:
    projects = _projects(ctx)
    town = pick(ctx, in_grade(model("resources")["towns"], ctx.grade))["name"]
    kinds = ctx.rng.sample(sorted({p["protects"] for p in projects}), 3)
    chosen = [pick(ctx, [p for p in projects if p["protects"] == k]) for k in kinds]
    lead = f"The people of {town} wanted to take better care of their land, water, air and wildlife."
    paragraphs = [lead] + [
        f"{('First', 'Next', 'Then')[i]}, they {p['project']}. {p['how']}" for i, p in enumerate(chosen)
    ]
    paragraphs.append("Scientists and neighbors worked together to check that each plan was working.")
    target = chosen[ctx.rng.randrange(3)]
    outside = [p for p in projects if p["protects"] not in kinds]
    wrong = [
        Wrong(p["project"], "other-project-in-passage", f"That project protects {_phrase(p['protects'])}.")
        for p in chosen
        if p is not target
    ]
    if outside and ctx.level.rank:
        extra = pick(ctx, outside)
        wrong.append(
            Wrong(extra["project"], "not-in-passage", "The passage does not tell about that project.")
        )
    claim = Claim(
        question=f"Which project in the passage protects {_phrase(target['protects'])} most directly?",
        answer=target["project"],
        wrong=tuple(wrong),
        why=target["how"],
        key=f"protect-passage|{town}|{'|'.join(p['project'] for p in chosen)}|{target['protects']}",
        task="reason",
        steps=2,
    )
    return claim_draft(ctx, claim, passage=informational(f"How {town} Cares for Its Environment", paragraphs))


def _protect_match(ctx: GenerationContext) -> Draft:
    pairs = distinct_pairs(ctx, _projects(ctx), lambda p: p["project"], lambda p: [_phrase(p["protects"])])
    return match_draft(
        ctx, pairs[:4], prompt="Match each town project to the part of the environment it protects.",
        why="Each project keeps one part of the environment cleaner or safer.", key="protect-match",
    )  # fmt: skip


_FIRST_YEAR = 2018
_PERCENTS = (10, 20, 25, 30, 40)


def _records(ctx: GenerationContext) -> tuple[dict, str, list[tuple[int, int]], int]:
    """A program, a town and its records: the first year's value falls by a whole percent, in equal
    yearly steps (rounded), over four to six years."""
    program = pick(ctx, in_grade(model("resources")["programs"], ctx.grade))
    town = pick(ctx, in_grade(model("resources")["towns"], ctx.grade))["name"]
    start = ctx.rng.randint(*program["start"]) * program["scale"]
    percent = ctx.rng.choice(_PERCENTS)
    end = start * (100 - percent) // 100
    years = 4 + ctx.level.rank
    rows = [(_FIRST_YEAR + i, round(start - (start - end) * i / (years - 1))) for i in range(years)]
    return program, town, rows, percent


def _goal(ctx: GenerationContext, rows: list[tuple[int, int]]) -> tuple[int, int]:
    """A round goal that one year (not the first) is the first to get below, and that year."""
    for i in ctx.rng.sample(range(1, len(rows)), len(rows) - 1):
        step = 10 ** max(1, len(str(rows[i][1])) - 2)
        goal = (rows[i][1] // step + 1) * step
        if goal <= rows[i - 1][1]:
            return goal, rows[i][0]
    return rows[-1][1] + 1, rows[-1][0]


def _results_item(ctx: GenerationContext) -> Draft:
    program, town, rows, percent = _records(ctx)
    (y0, v0), (yn, vn) = rows[0], rows[-1]
    unit, measure = program["unit"], program["measure"]
    key = f"results|{measure}|{rows}"
    if ctx.content_type is MC:
        others = [p for p in in_grade(model("resources")["programs"], ctx.grade) if p is not program]
        claim = Claim(
            question=f"In {town}, the {measure} went from {v0:,} {unit} in {y0} to {vn:,} {unit} in {yn}. Which project best explains the change?",
            answer=f"The town {program['project']}.",
            wrong=tuple(Wrong(f"The town {p['project']}.", "unrelated-project", f"That project lowers the {p['measure']}, not the {measure}.") for p in others),
            why=f"When the town {program['project']}, less was needed, so the {measure} went down.",
            key=f"{key}|why",
            task="reason",
            steps=2,
        )  # fmt: skip
        return claim_draft(ctx, claim)
    title = f"{measure[:1].upper()}{measure[1:]} in {town} ({unit})"
    columns = ["Year", f"Amount ({unit})"]
    setup = f"In {y0}, the town {program['project']}."
    if ctx.level.rank == 0:
        drop = v0 - vn
        return table_draft(ctx, title=title, columns=columns, rows=rows, question=f"{setup} By how much did the {measure} go down from {y0} to {yn}?",
                           value=drop, display=f"{drop:,} {unit}", unit=unit, why=f"{v0:,} - {vn:,} = {drop:,} {unit}.", key=f"{key}|drop")  # fmt: skip
    if ctx.level.rank == 1:
        goal, first = _goal(ctx, rows)
        return table_draft(ctx, title=title, columns=columns, rows=rows, question=f"{setup} The town's goal was less than {goal:,} {unit}. In which year did it first meet the goal?",
                           value=first, display=str(first), why=f"{first} is the first year below {goal:,} {unit}.", key=f"{key}|goal|{goal}")  # fmt: skip
    return table_draft(ctx, title=title, columns=columns, rows=rows,
                       question=f"{setup} By what percent did the {measure} go down from {y0} to {yn}?",
                       value=percent, display=f"{percent}%", unit="%", steps=3,
                       why=f"It fell by {v0 - vn:,} {unit}, and {v0 - vn:,} out of {v0:,} is {percent}%.", key=f"{key}|percent")  # fmt: skip


_CLAIMS = {"care": _care_claim, "energy": _energy_claim, "protect": _protect_claim}
_MATCHES = {"care": _care_match, "energy": _energy_match, "protect": _protect_match}


@generator(content_types={MC, TF, MT, PB, DT}, params=ResourcesParams, levels=Levels("steps", _BANDS))
def resources(ctx: GenerationContext) -> Draft:
    ask = ctx.params.ask
    if ask == "results":
        return _results_item(ctx)
    if ctx.content_type is PB:
        if ask != "protect":
            raise NoSuchForm(f"no passage for {ask}")
        return _protect_passage(ctx)
    return claim_or_match(ctx, lambda: _CLAIMS[ask](ctx), lambda: _MATCHES[ask](ctx))
