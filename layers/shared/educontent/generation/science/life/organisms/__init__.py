"""Animals and plants from the organisms model (``model-organisms.json``): classify one by its
group, diet, body covering or habitat, pick the one of a group, say what a body part helps it do or
what a part of any animal or plant does, and read a class survey of the living things seen in
several habitats (how many kinds live in each: 2-LS4-1).

Wrong answers are other entries of the model (another group, diet, covering, habitat or use of
another family), each with its misconception and a reason.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.core.catalog_records import ContentType
from educontent.generation.items import Passage
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, claim_draft
from educontent.generation.kit.grammar import plural
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import DT, FB, MC, MT, PB, SA, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, NoSuchForm, generator
from educontent.generation.science.knowledge import in_grade, model, reviewed
from educontent.generation.science.life.k5_kit import a, cap, listed, many, matched, passage, serve
from educontent.generation.science.life.organisms.survey import survey

Ask = Literal[
    "diet",
    "group",
    "covering",
    "habitat",
    "part",
    "body",
    "young",
    "which-group",
    "which-diet",
    "which-habitat",
    "survey",
]


class OrganismsParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    asks: list[Ask] = Field(min_length=1, description="What the skill asks about an organism.")


COVERINGS = ("fur", "feathers", "scales", "smooth, wet skin", "a hard shell", "a hard outer covering")
_SHELLS = {"a hard shell", "a hard outer covering"}
_YOUNG = {"live": "give birth to live young", "eggs": "lay eggs", "seeds": "make seeds"}


def _m() -> Any:
    return model("organisms")


def _entries(ctx: GenerationContext, test: Callable[[dict], bool]) -> list[dict]:
    found = [o for o in in_grade(_m()["organisms"], ctx.grade) if test(o)]
    if not found:
        raise NoSuchForm("no organism of the grade fits")
    return found


def _animal(ctx: GenerationContext, test: Callable[[dict], bool] = lambda o: True) -> dict:
    return reviewed(pick(ctx.rng, _entries(ctx, lambda o: o["kind"] == "animal" and test(o))))


def _by(key: str, value: str, rows: str) -> dict:
    return next(e for e in _m()[rows] if e[key] == value)


def _diet_claim(ctx: GenerationContext, o: dict | None = None) -> Claim:
    o = o or _animal(ctx, lambda e: e["diet"] in ("herbivore", "carnivore", "omnivore"))
    diet, foods = _by("diet", o["diet"], "diets"), listed(o["foods"])
    fed = f"{cap(a(o))} eats {foods}."
    others = [d for d in _m()["diets"] if d["diet"] != o["diet"]]
    if ctx.grade <= 2:
        wrong = tuple(
            Wrong(d["eats"], f"diet-{d['diet']}-not-{o['diet']}", f"It does not eat {d['eats']}.")
            for d in others
        )
        return Claim(f"What does {a(o)} eat?", diet["eats"], wrong, f"{fed} So it eats {diet['eats']}.",
                     f"diet|{o['name']}", f"{cap(a(o))} eats {{}}.")  # fmt: skip
    wrong = tuple(
        Wrong(
            d["word"],
            f"diet-{d['diet']}-not-{o['diet']}",
            f"{cap(d['word'])} eat {d['eats']}; {many(o)} do not.",
        )
        for d in others
    )
    wrong += (
        Wrong(
            "producers", "animal-as-producer", f"Producers make their own food. {cap(many(o))} have to eat."
        ),
    )
    return Claim(f"{cap(many(o))} eat {foods}. Which word describes {many(o)}?", diet["word"], wrong,
                 f"{cap(many(o))} eat {diet['eats']}, so they are {diet['word']}.", f"diet|{o['name']}",
                 f"{cap(many(o))} eat {foods}, so they are {{}}.", task="reason")  # fmt: skip


_GROUP_MIX = {
    "fish": "lives-in-water-so-fish",
    "bird": "flies-so-bird",
    "insect": "small-crawler-so-insect",
    "amphibian": "water-and-land-so-amphibian",
}


def _groups(ctx: GenerationContext) -> list[dict]:
    return in_grade(_m()["groups"], ctx.grade)


def _group_claim(ctx: GenerationContext, o: dict | None = None) -> Claim:
    groups = {g["group"]: g for g in _groups(ctx)}
    o = o or _animal(ctx, lambda e: e["group"] in groups)
    group = reviewed(groups[o["group"]])
    why = f"{cap(a(o))} is {a(o['group'])}: {many({'name': group['group']})} {group['mark']}."
    wrong = tuple(
        Wrong(g, _GROUP_MIX.get(g, "group-mix-up"), f"{cap(a(o))} is not {a(g)}. {cap(many({'name': g}))} {groups[g]['mark']}.")
        for g in groups if g != o["group"]
    )  # fmt: skip
    return Claim(f"What kind of animal is {a(o)}?", o["group"], wrong, why, f"group|{o['name']}",
                 f"{cap(a(o))} is a kind of animal called {{}}.")  # fmt: skip


def _which_group(ctx: GenerationContext) -> Claim:
    groups = {g["group"]: g for g in _groups(ctx)}
    o = _animal(ctx, lambda e: e["group"] in groups)
    others = _entries(
        ctx, lambda e: e["kind"] == "animal" and e["group"] in groups and e["group"] != o["group"]
    )
    wrong = tuple(
        Wrong(e["name"], _GROUP_MIX.get(o["group"], "group-mix-up"), f"{cap(a(e))} is {a(e['group'])}.")
        for e in map(reviewed, ctx.rng.sample(others, min(6, len(others))))
    )
    mark = groups[o["group"]]["mark"]
    return Claim(f"Which animal is {a(o['group'])}?", o["name"], wrong,
                 f"{cap(many({'name': o['group']}))} {mark}. {cap(a(o))} is {a(o['group'])}.", f"which-group|{o['name']}", task="reason")  # fmt: skip


def _which_diet(ctx: GenerationContext) -> Claim:
    o = _animal(ctx, lambda e: e["diet"] in ("herbivore", "carnivore", "omnivore"))
    diet = _by("diet", o["diet"], "diets")
    others = _entries(
        ctx,
        lambda e: (
            e["kind"] == "animal"
            and e["diet"] in ("herbivore", "carnivore", "omnivore")
            and e["diet"] != o["diet"]
        ),
    )
    wrong = tuple(
        Wrong(e["name"], f"diet-{o['diet']}-not-{e['diet']}", f"{cap(a(e))} eats {listed(e['foods'])}.")
        for e in map(reviewed, ctx.rng.sample(others, min(6, len(others))))
    )
    ask = (
        f"Which animal eats {diet['eats']}?"
        if ctx.grade <= 2
        else f"Which of these animals is {a(o['diet'])}?"
    )
    return Claim(ask, o["name"], wrong, f"{cap(a(o))} eats {listed(o['foods'])}, so it eats {diet['eats']}.",
                 f"which-diet|{o['name']}", task="reason")  # fmt: skip


def _covering_claim(ctx: GenerationContext, o: dict | None = None) -> Claim:
    o = o or _animal(ctx, lambda e: e.get("covering") in COVERINGS)
    near = _SHELLS if o["covering"] in _SHELLS else {o["covering"]}
    wrong = tuple(
        Wrong(c, "covering-mix-up", f"{cap(many(o))} have {o['covering']}, not {c}.")
        for c in COVERINGS
        if c not in near
    )
    return Claim(f"What covers the body of {a(o)}?", o["covering"], wrong, f"The body of {a(o)} is covered with {o['covering']}.",
                 f"covering|{o['name']}", f"The body of {a(o)} is covered with {{}}.")  # fmt: skip


def _habitat_claim(ctx: GenerationContext, o: dict | None = None) -> Claim:
    o = o or reviewed(pick(ctx.rng, _entries(ctx, lambda e: bool(e["habitats"]))))
    home = _by("id", pick(ctx.rng, o["habitats"]), "habitats")
    wrong = tuple(
        Wrong(h["name"], "wrong-habitat", f"{cap(many(o))} do not live in {h['name']}. It has {h['like']}.")
        for h in in_grade(_m()["habitats"], ctx.grade) if h["id"] not in o["habitats"]
    )  # fmt: skip
    why = f"{cap(a(o))} lives in {home['name']}, a place with {home['like']}."
    return Claim(
        f"Where does {a(o)} live?",
        home["name"],
        wrong,
        why,
        f"habitat|{o['name']}|{home['id']}",
        f"{cap(a(o))} lives in {{}}.",
    )


def _which_habitat(ctx: GenerationContext) -> Claim:
    home = pick(ctx.rng, in_grade(_m()["habitats"], ctx.grade))
    o = reviewed(pick(ctx.rng, _entries(ctx, lambda e: home["id"] in e["habitats"])))
    others = _entries(ctx, lambda e: bool(e["habitats"]) and home["id"] not in e["habitats"])
    wrong = tuple(
        Wrong(e["name"], "wrong-habitat", f"{cap(a(e))} does not live in {home['name']}.")
        for e in map(reviewed, ctx.rng.sample(others, min(6, len(others))))
    )
    return Claim(f"Which of these lives in {home['name']}?", o["name"], wrong, f"{cap(a(o))} lives in {home['name']}, a place with {home['like']}.",
                 f"which-habitat|{home['id']}|{o['name']}")  # fmt: skip


def _uses() -> dict[str, dict]:
    return {u["id"]: u for u in _m()["uses"]}


def _part_claim(ctx: GenerationContext, o: dict | None = None) -> Claim:
    o = o or reviewed(pick(ctx.rng, _entries(ctx, lambda e: bool(e["parts"]))))
    part, uses = pick(ctx.rng, o["parts"]), _uses()
    use = uses[part["use"]]
    helps = "help" if part["plural"] else "helps"
    said = f"The {part['part']} of {a(o)} {helps} it {use['text']}."
    wrong = tuple(
        Wrong(u["text"], "part-job-mix-up", f"{said[:-1]}; {'they do' if part['plural'] else 'it does'} not help it {u['text']}.")
        for u in in_grade(_m()["uses"], ctx.grade) if u["family"] != use["family"]
    )  # fmt: skip
    this = "these body parts" if part["plural"] else "this body part"
    return Claim(f"{cap(a(o))} has {_has(part)}. What do{'' if part['plural'] else 'es'} {this} help it do?", use["text"], wrong, said,
                 f"part|{o['name']}|{part['part']}", f"The {part['part']} of {a(o)} {helps} it {{}}.", task="reason")  # fmt: skip


def _has(part: dict) -> str:
    """``long ears``, ``thick fur``, ``a long neck``."""
    return part["part"] if part["plural"] or part["part"].endswith(("fur", "skin")) else a(part["part"])


def _body_claim(ctx: GenerationContext) -> Claim:
    parts = in_grade(_m()["bodyParts"], ctx.grade)
    if not parts:
        raise NoSuchForm("no body parts at this grade")
    p = pick(ctx.rng, parts)
    whose = f"a plant's {p['part']}" if p["of"] == "plant" else f"the {p['part']}"
    wrong = tuple(Wrong(q["job"], "organ-job-mix-up", f"That is the job of {q['part'] if q['of'] == 'animal' else 'a plant' + chr(39) + 's ' + q['part']}.")
                  for q in parts if q["of"] == p["of"] and q["job"] != p["job"])  # fmt: skip
    return Claim(f"What is the job of {whose}?", p["job"], wrong, f"The job of {whose} is to {p['job']}.",
                 f"body|{p['of']}|{p['part']}", f"The job of {whose} is to {{}}.")  # fmt: skip


def _young_claim(ctx: GenerationContext) -> Claim:
    o = reviewed(pick(ctx.rng, _entries(ctx, lambda e: e["young"] in _YOUNG)))
    right = _YOUNG[o["young"]]
    wrong = tuple(
        Wrong(t, f"young-{o['young']}-not-{k}", f"{cap(many(o))} do not {t}; they {right}.")
        for k, t in _YOUNG.items()
        if k != o["young"]
    )
    return Claim(
        f"How do {many(o)} make new {many(o)}?",
        right,
        wrong,
        f"{cap(many(o))} {right}.",
        f"young|{o['name']}",
        f"New {many(o)} come from parents that {{}}.",
    )


CLAIMS: dict[str, Callable[[GenerationContext], Claim]] = {
    "diet": _diet_claim, "group": _group_claim, "covering": _covering_claim, "habitat": _habitat_claim,
    "part": _part_claim, "body": _body_claim, "young": _young_claim, "which-group": _which_group,
    "which-diet": _which_diet, "which-habitat": _which_habitat,
}  # fmt: skip
MATCH_PROMPTS = {
    "diet": "Match each animal to what it eats.", "group": "Match each animal to its group.",
    "covering": "Match each animal to what covers its body.", "habitat": "Match each living thing to a place where it lives.",
    "part": "Match each body part to what it helps the animal or plant do.", "body": "Match each body part to its job.",
}  # fmt: skip


def _matching(ctx: GenerationContext) -> Draft:
    asks = [k for k in ctx.params.asks if k in MATCH_PROMPTS]
    if not asks:
        raise NoSuchForm("no matching form for these asks")
    ask = pick(ctx.rng, asks)
    orgs = in_grade(_m()["organisms"], ctx.grade)
    fits = None
    if ask == "body":
        parts = in_grade(_m()["bodyParts"], ctx.grade)
        pairs = [
            (f"{'a plant' if p['of'] == 'plant' else 'an animal'}'s {p['part']}", p["job"]) for p in parts
        ]
    elif ask == "part":
        uses = _uses()
        pairs = [(f"{p['part']} of {a(o)}", uses[p["use"]]["text"]) for o in orgs for p in o["parts"]]
    elif ask == "habitat":
        names = {h["id"]: h["name"] for h in _m()["habitats"]}
        homes = {o["name"]: {names[h] for h in o["habitats"]} for o in orgs}
        pairs = [(o["name"], names[h]) for o in orgs for h in o["habitats"]]
        fits = lambda left, right: right in homes[left]  # noqa: E731
    else:
        pairs = [(left, right) for o in orgs if (left := o["name"]) and (right := _answer_of(ctx, ask, o))]
    for o in orgs:
        reviewed(o)
    return matched(ctx, pairs, fits=fits, prompt=MATCH_PROMPTS[ask], why="Each one is matched to what the model says about it.",
                   key=f"match|{ask}")  # fmt: skip


def _answer_of(ctx: GenerationContext, ask: str, o: dict) -> str:
    """The right side of a matching pair about ``o`` ('' when ``o`` has none)."""
    if o["kind"] != "animal":
        return ""
    if ask == "diet":
        diets = {d["diet"]: d for d in _m()["diets"]}
        return diets[o["diet"]]["eats" if ctx.grade <= 2 else "word"] if o["diet"] in diets else ""
    if ask == "group":
        return o["group"] if o["group"] in {g["group"] for g in _groups(ctx)} else ""
    return o.get("covering", "") if o.get("covering") in COVERINGS else ""


def _for_them(text: str) -> str:
    """A use said of one animal ("hold its food", "eat it") said of many ("hold their food", "eat them")."""
    return re.sub(r"\bit\b", "them", re.sub(r"\bits\b", "their", text))


def _about(
    o: dict, ctx: GenerationContext
) -> tuple[Passage, list[Callable[[GenerationContext, dict], Claim]]]:
    """An informational passage about ``o`` and the claims it answers."""
    groups = {g["group"] for g in _groups(ctx)}
    said, asks = [], []
    if o["kind"] == "animal" and o["group"] in groups:
        said.append(f"{cap(many(o))} are {many({'name': o['group']})}.")
        asks.append(_group_claim)
    homes = [h["name"] for h in _m()["habitats"] if h["id"] in o["habitats"]]
    said.append(f"{'They' if said else cap(many(o))} live in {listed(homes, 'or')}.")
    asks.append(_habitat_claim)
    if o.get("covering") in COVERINGS:
        said.append(f"Their bodies are covered with {o['covering']}.")
        asks.append(_covering_claim)
    if o["diet"] in ("herbivore", "carnivore", "omnivore"):
        said.append(f"They eat {listed(o['foods'])}.")
        asks.append(_diet_claim)
    uses = _uses()
    for part in o["parts"]:
        each = (
            part["part"] if part["plural"] or part["part"].endswith(("fur", "skin")) else plural(part["part"])
        )
        said.append(f"Their {_for_them(each)} help them {_for_them(uses[part['use']]['text'])}.")
    if o["parts"]:
        asks.append(_part_claim)
    return passage(cap(many(o)), [said]), asks


def _passage_item(ctx: GenerationContext) -> Draft:
    o = reviewed(pick(ctx.rng, _entries(ctx, lambda e: e["kind"] == "animal" and bool(e["habitats"]))))
    text, asks = _about(o, ctx)
    if len(o["parts"]) > 1:
        o = o | {"parts": [pick(ctx.rng, o["parts"])]}
    return claim_draft(ctx, pick(ctx.rng, asks)(ctx, o), passage=text)


_BANDS = (
    "matching: 3 pairs at easy, 4 at medium, 5 at hard; survey tables: 3 places at easy and medium, 4 at hard; "
    "easy asks for one row's count, medium for the place with the most kinds, hard for a difference (two steps)"
)


FORMS: dict[ContentType, Callable[[GenerationContext], Draft]] = {
    DT: survey,
    MT: _matching,
    PB: _passage_item,
}


@generator(content_types={MC, TF, FB, SA, MT, DT, PB}, params=OrganismsParams, levels=Levels("steps", _BANDS))
def organisms(ctx: GenerationContext) -> Draft:
    return serve(ctx, FORMS, CLAIMS)
