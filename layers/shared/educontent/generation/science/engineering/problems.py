"""Defining a design problem (K-2-ETS1-1, 3-5-ETS1-1, MS-ETS1-1): from a design challenge of the
model (a situation people want improved, who needs it, the problem, a possible solution, its
criteria and constraints), which is the problem, which idea could solve it, which is a criterion or
a constraint, which criterion is precise enough to test, which constraint is about cost, safety or
the environment. Wrong answers are the challenge's other parts (a solution offered as the problem,
a constraint offered as a criterion, a vague goal) or the parts of another challenge; a design brief
written from the challenge carries the passage-based items, and matching pairs problems with ideas.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.items import Passage, PassageSection
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, claim_draft
from educontent.generation.kit.text_forms import Wrong, matching_draft, pairs_size
from educontent.generation.kit.types import FB, MC, MT, PB, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, NoSuchForm, generator
from educontent.generation.science.engineering._design import (
    bare,
    capital,
    challenges,
    kind_words,
    lower,
    plain,
)

Ask = Literal["problem", "solution", "criterion", "constraint", "sort", "precise", "kind"]


class ProblemParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: list[Ask] = Field(min_length=1, description="The kinds of question the skill asks.")


Challenge = dict[str, Any]
Builder = Callable[[random.Random, Challenge, list[Challenge], int], Claim]


def _texts(c: Challenge, part: str) -> list[str]:
    return [e["text"] for e in c[part]]


def _others(rng: random.Random, c: Challenge, pool: list[Challenge], count: int) -> list[Challenge]:
    others = [o for o in pool if o is not c]
    return rng.sample(others, min(count, len(others)))


def _problem(rng: random.Random, c: Challenge, pool: list[Challenge], rank: int) -> Claim:
    same = [
        Wrong(f"Build {c['solution']}.", "solution-not-problem", "That is an idea for fixing the problem, not the problem itself."),
        Wrong(pick(rng, _texts(c, "criteria")), "goal-not-problem", "That tells what a good fix must do, not what is wrong now."),
    ]  # fmt: skip
    other = [
        Wrong(
            o["problem"],
            "problem-from-another-situation",
            "That is a problem, but not the one in this story.",
        )
        for o in _others(rng, c, pool, 3 - rank)
    ]
    return Claim(
        question=f"{c['situation']} What is the problem?",
        answer=c["problem"],
        wrong=tuple(same[: rank + 1] + other),
        why=f"A problem tells what is wrong now: {lower(c['problem'])} Ideas such as {c['solution']} come after the problem is clear.",
        key=f"problem|{c['id']}",
        task="identify",
        steps=1 + rank,
    )


def _solution(rng: random.Random, c: Challenge, pool: list[Challenge], rank: int) -> Claim:
    wrong = [
        Wrong(capital(o["solution"]), "solution-for-another-problem", f"That idea fits a different problem: {lower(o['problem'])}")
        for o in _others(rng, c, pool, 3)
    ]  # fmt: skip
    return Claim(
        question=f"{c['situation']} Which idea could solve this problem?",
        answer=capital(c["solution"]),
        wrong=tuple(wrong),
        why=f"The problem is that {lower(c['problem'])} {capital(c['solution'])} would fix that.",
        key=f"solution|{c['id']}",
        sentence=f"{{}} could solve this problem: {lower(c['problem'])}",
        task="reason",
        steps=2,
    )


_NOT_CRITERION = "That is a constraint: a limit on cost, time, materials, size, safety or the environment. It does not say what the design must do to succeed."
_NOT_CONSTRAINT = (
    "That is a criterion: it says what the design must do to succeed, not a limit the team must work within."
)


@dataclass(frozen=True)
class _Part:
    """How the questions about one part of a challenge (its criteria or its constraints) read."""

    name: str
    gloss: str
    opposite: str
    mix_up: str
    mix_up_reason: str
    problem_reason: str
    why: str


_PARTS = {
    "criteria": _Part(
        "criterion", "a goal the design must meet", "constraints", "constraint-not-criterion", _NOT_CRITERION,
        "That is the problem the design solves, not a goal it is judged by.",
        'A criterion says what the design must do to succeed. "{answer}" is a goal the {design} is judged by.',
    ),
    "constraints": _Part(
        "constraint", "a limit the design must work within", "criteria", "criterion-not-constraint", _NOT_CONSTRAINT,
        "That is the problem the design solves, not a limit on the design.",
        'A constraint limits the design: cost, time, materials, size, safety or effects on the environment. "{answer}" is such a limit.',
    ),
}  # fmt: skip


def _of_part(field: str) -> Builder:
    """The builder of "which of these is a criterion (a constraint)?": wrong answers are the other
    part's statements (one of them at easy) and the problem."""
    part = _PARTS[field]

    def build(rng: random.Random, c: Challenge, pool: list[Challenge], rank: int) -> Claim:
        opposite = _texts(c, part.opposite)
        shown = opposite if rank else [pick(rng, opposite)]
        wrong = [Wrong(t, part.mix_up, part.mix_up_reason) for t in shown]
        wrong.append(Wrong(c["problem"], f"problem-not-{part.name}", part.problem_reason))
        answer = pick(rng, _texts(c, field))
        return Claim(
            question=f"A team is designing {c['title']} for {c['who']}. Which of these is a {part.name}, {part.gloss}?",
            answer=answer,
            wrong=tuple(wrong),
            why=part.why.format(answer=bare(answer), design=plain(c["title"])),
            key=f"{part.name}|{c['id']}|{answer}",
            steps=1 + rank,
        )

    return build


def _sort(rng: random.Random, c: Challenge, pool: list[Challenge], rank: int) -> Claim:
    parts = [(t, "criteria") for t in _texts(c, "criteria")] + [
        (t, "constraints") for t in _texts(c, "constraints")
    ]
    text, part = pick(rng, parts)
    kind = "a criterion" if part == "criteria" else "a constraint"
    other = "a constraint" if part == "criteria" else "a criterion"
    why = (
        "A criterion says what the design must do to succeed."
        if part == "criteria"
        else "A constraint is a limit the design must work within, such as cost, time, materials, size or safety."
    )
    return Claim(
        question=f'A team is designing {c["title"]}. Is this {other} or {kind} of the design? "{text}"'
        if rng.random() < 0.5
        else f'A team is designing {c["title"]}. Is this {kind} or {other} of the design? "{text}"',
        answer=kind,
        wrong=(Wrong(other, f"{part}-mixed-up", f'{why} "{bare(text)}" is {kind}.'),),
        why=f'{why} "{bare(text)}" is {kind}.',
        key=f"sort|{c['id']}|{text}",
        sentence=f'For {c["title"]}, "{bare(text)}" is {{}} of the design.',
        task="reason",
        steps=2,
    )


def _precise(rng: random.Random, c: Challenge, pool: list[Challenge], rank: int) -> Claim:
    sharp = [e for e in c["criteria"] if "vague" in e]
    if not sharp:
        raise NoSuchForm(f"{c['id']} has no vague criteria")
    chosen = pick(rng, sharp)
    wrong = [Wrong(e["vague"], "vague-criterion", f"\"{bare(e['vague'])}\" does not say how much or how well, so no test could show whether the design meets it.") for e in sharp]  # fmt: skip
    if rank == 2:
        wrong.append(Wrong(pick(rng, _texts(c, "constraints")), "constraint-not-criterion", _NOT_CRITERION))
    return Claim(
        question=f"Which criterion for {c['title']} is stated precisely enough to test?",
        answer=chosen["text"],
        wrong=tuple(wrong),
        why=f'"{bare(chosen["text"])}" names something a test can measure and a target to reach, so a team can tell whether the design meets it.',
        key=f"precise|{c['id']}|{chosen['text']}",
        task="reason",
        steps=2,
    )


def _kind(rng: random.Random, c: Challenge, pool: list[Challenge], rank: int) -> Claim:
    kinds = [e["kind"] for e in c["constraints"]]
    single = [e for e in c["constraints"] if kinds.count(e["kind"]) == 1]
    if not single:
        raise NoSuchForm(f"{c['id']} has no constraint of a single kind")
    chosen = pick(rng, single)
    about = kind_words(chosen["kind"])
    wrong = [Wrong(e["text"], "constraint-of-another-kind", f"That limit is about {kind_words(e['kind'])}, not {about}.") for e in c["constraints"] if e["kind"] != chosen["kind"]]  # fmt: skip
    wrong += [Wrong(t, "criterion-not-constraint", _NOT_CONSTRAINT) for t in _texts(c, "criteria")]
    return Claim(
        question=f"Which constraint on {c['title']} is about {about}?",
        answer=chosen["text"],
        wrong=tuple(wrong),
        why=f'"{bare(chosen["text"])}" limits the design\'s {about}.',
        key=f"kind|{c['id']}|{chosen['text']}",
        task="reason",
        steps=2,
    )


BUILDERS: dict[str, Builder] = {
    "problem": _problem,
    "solution": _solution,
    "criterion": _of_part("criteria"),
    "constraint": _of_part("constraints"),
    "sort": _sort,
    "precise": _precise,
    "kind": _kind,
}
_SENTENCES = {"solution", "sort"}
"""The asks whose claims have a sentence (true-false and fill-blank forms)."""


def _any(c: Challenge) -> bool:
    return True


_FITS: dict[str, Callable[[Challenge], bool]] = {
    "precise": lambda c: any("vague" in e for e in c["criteria"]),
    "kind": lambda c: any(
        [e["kind"] for e in c["constraints"]].count(e["kind"]) == 1 for e in c["constraints"]
    ),
}
"""The challenges an ask can be made of (default: any)."""


def brief(c: Challenge) -> Passage:
    """A design brief written from the challenge: the need, what success means, the limits."""
    sections = [
        ("The need", [f"{c['situation']} The design is for {c['who']}."]),
        ("What success looks like", [" ".join(_texts(c, "criteria"))]),
        ("Limits", [" ".join(_texts(c, "constraints"))]),
    ]
    return Passage(
        title=f"Design brief: {capital(plain(c['title']))}",
        text="\n\n".join(f"{h}\n\n{p[0]}" for h, p in sections),
        sections=[PassageSection(heading=h, paragraphs=p) for h, p in sections],
        genre="informational",
    )


def _matching(ctx: GenerationContext, pool: list[Challenge]) -> Draft:
    chosen = ctx.rng.sample(pool, min(len(pool), pairs_size(ctx) + ctx.level.rank // 2))
    pairs = [(c["problem"], capital(c["solution"])) for c in chosen]
    return matching_draft(
        ctx,
        pairs,
        prompt="Match each problem with an idea that could solve it.",
        instructions="Draw a line from each problem to its solution.",
        why="Each idea fixes what is wrong in its problem.",
        key="match|" + "|".join(sorted(c["id"] for c in chosen)),
        task="reason",
    )


_BANDS = "problem: easy wrong answers are other challenges' problems, medium and hard add the challenge's own solution and goals; criteria and constraints: at easy the problem and one statement of the other kind, at medium and hard every statement of the other kind; precise criteria: a constraint is added at hard; matching: 3 pairs at easy, 4 at medium, 5 at hard"


@generator(content_types={MC, TF, FB, PB, MT}, params=ProblemParams, levels=Levels("form", _BANDS))
def problems(ctx: GenerationContext) -> Draft:
    pool = challenges(ctx.grade)
    if ctx.content_type is MT:
        return _matching(ctx, pool)
    asks: list[str] = list(ctx.params.ask)
    if ctx.content_type in (TF, FB):
        asks = [a for a in asks if a in _SENTENCES] or asks
    ask = pick(ctx.rng, asks)
    c = pick(ctx.rng, [c for c in pool if _FITS.get(ask, _any)(c)] or pool)
    claim = BUILDERS[ask](ctx.rng, c, pool, ctx.level.rank)
    return claim_draft(ctx, claim, passage=brief(c) if ctx.content_type is PB else None)
