"""Testing designs (K-2-ETS1-3, 3-5-ETS1-3, MS-ETS1-3): data tables of test results computed from
the designs of a challenge in the model (which design did the best, averages of repeated trials,
which design meets every goal and limit, the failure point in a step-by-step load test), a bar
chart of results (which design, or which feature, did best) and what makes a test fair (the one
variable changed on purpose, the ones kept the same; wrong answers swap them or offer the result).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.draw.science_design import result_bars
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, claim_draft
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import DG, DT, MC, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.engineering._design import (
    amount,
    best_of,
    better_words,
    capital,
    challenges,
    chosen_ask,
    header,
    plain,
    value,
)
from educontent.generation.science.engineering._trials import (
    best_table,
    distinct_designs,
    load_table,
    meets_table,
    trials_table,
)

Ask = Literal["best", "trials", "meets", "load", "changed", "same", "graph", "feature"]


class TestParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: list[Ask] = Field(min_length=1, description="The kinds of question the skill asks.")


Challenge = dict[str, Any]


def _designs_told(c: Challenge, designs: list[dict[str, Any]]) -> str:
    return "; ".join(f"the {d['name']} design has {d['feature']}" for d in designs)


def _changed(rng: random.Random, c: Challenge, rank: int) -> Claim:
    test = c["test"]
    designs = rng.sample(test["designs"], 2 + min(rank, 1))
    setup = f"A class tested designs of {c['title']}: {_designs_told(c, designs)}. They measured the {test['measure']}."
    wrong = [Wrong(capital(s), "controlled-variable", "That was kept the same for every design, so the test stays fair.") for s in test["same"]]  # fmt: skip
    wrong.append(Wrong(capital(test["measure"]), "result-not-changed-variable", "That is the result the test measured, not what the class changed."))  # fmt: skip
    return Claim(
        question=f"{setup} Which variable did the class change on purpose?",
        answer=capital(test["changed"]),
        wrong=tuple(wrong),
        why=f"The designs differ only in {test['changed']}; everything else stayed the same, so that is the variable the class changed.",
        key=f"changed|{c['id']}|" + "|".join(sorted(d["id"] for d in designs)),
        sentence=f"{{}} was the variable the class changed on purpose when it tested designs of {c['title']}: {_designs_told(c, designs)}.",
        task="reason",
        steps=2,
    )


def _same(rng: random.Random, c: Challenge, rank: int) -> Claim:
    test = c["test"]
    kept = pick(rng, test["same"])
    setup = f"A class is testing designs of {c['title']} that differ only in {test['changed']}."
    return Claim(
        question=f"{setup} To keep the test fair, what should stay the same for every design?",
        answer=capital(kept),
        wrong=(
            Wrong(
                capital(test["changed"]),
                "changed-variable-kept-same",
                "That is what the class changes on purpose; it differs from design to design.",
            ),
            Wrong(
                capital(test["measure"]),
                "result-kept-same",
                "That is the result the test measures; it may differ from design to design.",
            ),
        ),
        why=f"In a fair test only {test['changed']} changes. Keeping {kept} the same means any difference in the results comes from the designs.",
        key=f"same|{c['id']}|{kept}",
        sentence=f"{{}} should stay the same for every design in a fair test of {plain(c['title'])} designs that differ only in {test['changed']}.",
        task="reason",
        steps=2,
    )


def _claims(ctx: GenerationContext, c: Challenge, ask: str) -> Draft:
    build = _changed if ask == "changed" else _same
    return claim_draft(ctx, build(ctx.rng, c, ctx.level.rank))


def _graph(ctx: GenerationContext, c: Challenge, ask: str) -> Draft:
    """A bar chart of results: which design (or which feature) did best?"""
    test = c["test"]
    designs = distinct_designs(ctx.rng, test, 2 + ctx.level.rank)
    values = [value(d["result"]) for d in designs]
    best = designs[values.index(best_of(test, values))]
    field = "feature" if ask == "feature" else "name"
    wrong = [
        [capital(d[field]), "weaker-design", f"The {d['name']} design had a result of {amount(value(d['result']), test['unit'])}, not the best result."]
        for d in designs
        if d is not best
    ]  # fmt: skip
    desc = (
        f"Bars of the {test['measure']} of each design, in {test['unit']}: "
        + "; ".join(f"{d['name']}: {amount(v, test['unit'])}" for d, v in zip(designs, values, strict=True))
        + "."
    )
    svg = result_bars([d["name"] for d in designs], values, axis=header(test), title=f"Testing {plain(c['title'])} designs", desc=desc)  # fmt: skip
    question = (
        f"In this test, {better_words(test)}. The team's next design will keep the feature of the best design. Which feature should it keep?"
        if ask == "feature"
        else f"In this test, {better_words(test)}. Which design did the best?"
    )
    draft = diagram_draft(
        question, svg, capital(best[field]),
        f"The {best['name']} design ({best['feature']}) had a result of {amount(value(best['result']), test['unit'])}, the best result on the chart.",
        wrong, ctx.rng, f"graph|{c['id']}|{ask}|" + "|".join(sorted(d["id"] for d in designs)),
        kind="bar-graph", task="compare", steps=1 + ctx.level.rank,
    )  # fmt: skip
    return draft


Builder = Callable[[GenerationContext, Challenge, str], Draft]
ASKS: dict[str, tuple[Any, Builder, Callable[[Challenge], bool]]] = {
    "best": (DT, lambda ctx, c, ask: best_table(ctx, c), lambda c: True),
    "trials": (DT, lambda ctx, c, ask: trials_table(ctx, c), lambda c: True),
    "meets": (DT, lambda ctx, c, ask: meets_table(ctx, c), lambda c: "cost" in c["test"]["designs"][0]),
    "load": (DT, lambda ctx, c, ask: load_table(ctx, c), lambda c: "load" in c["test"]),
    "changed": ((MC, TF), _claims, lambda c: True),
    "same": ((MC, TF), _claims, lambda c: True),
    "graph": (DG, _graph, lambda c: True),
    "feature": (DG, _graph, lambda c: True),
}
"""Each ask: the content types it makes, its builder, the challenges it can be made of."""


def _makes(ask: str, kind: Any) -> bool:
    types = ASKS[ask][0]
    return kind in types if isinstance(types, tuple) else kind is types


_BANDS = "tables and charts: 2 designs at easy, 3 at medium, 4 at hard (the goals add a mass limit at hard; averages and load tests grow with the designs); fair tests: 2 designs described at easy, 3 at medium and hard"


@generator(content_types={DT, MC, TF, DG}, params=TestParams, levels=Levels("steps", _BANDS))
def tests(ctx: GenerationContext) -> Draft:
    ask = chosen_ask(ctx, lambda a: _makes(a, ctx.content_type))
    _, build, fits = ASKS[ask]
    pool = [c for c in challenges(ctx.grade, "test") if fits(c)]
    return build(ctx, pick(ctx.rng, pool), ask)
