"""Line plots of whole-number lengths (grade 2): how many things have a length, how many were
measured, the most common length, how many are longer than a length, and the difference between
the longest and the shortest. The things measured are data (``md-line-plot-whole.json``).

Standards: 2.MD.D.9."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features, TaskKind
from educontent.generation.draw.picture_graphs import line_plot
from educontent.generation.kit.choose import pick
from educontent.generation.kit.forms_answers import mistake_question
from educontent.generation.kit.levels import draw
from educontent.generation.kit.math_forms import DiagramForm, TableForm
from educontent.generation.kit.modes import listed, params_model
from educontent.generation.kit.picture_forms import Mistake, finish, standard
from educontent.generation.kit.types import DG, DT, WRITTEN
from educontent.generation.math.md._units import measured
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


@dataclass(frozen=True, slots=True)
class _Plot:
    one: str
    many: str
    low: int
    high: int
    counts: dict[int, int]  # length -> how many things have it
    best: int  # the most common length

    @property
    def measured(self) -> list[int]:
        return [v for v in self.counts if self.counts[v]]

    @property
    def total(self) -> int:
        return sum(self.counts.values())


# prompt, answer, explanation, mistakes and task of one kind of question
Asked = tuple[str, int, str, list[Mistake], TaskKind]


def _how_many(ctx: GenerationContext, g: _Plot) -> Asked:
    v = ctx.rng.randint(g.low, g.high)
    counts = g.counts
    how = f"Find {v} on the line plot and count the Xs above it: {counts[v]}."
    mistakes: list[Mistake] = [
        (counts.get(v + 1, counts[v] + 1), "read-the-next-number", f"Those Xs are above {v + 1}."),
        (v, "gave-the-length", f"{v} is the length, not how many {g.many}."),
        (counts[v] + 1, "counting-slip", "Count the Xs again."),
    ]
    return f"How many {g.many} are {measured(v, 'inches')} long?", counts[v], how, mistakes, "identify"


def _total(ctx: GenerationContext, g: _Plot) -> Asked:
    total = g.total
    how = f"Each X is one {g.one}. Add the Xs above every number: {' + '.join(str(g.counts[v]) for v in g.counts)} = {total}."
    mistakes: list[Mistake] = [
        (g.high - g.low + 1, "counted-the-numbers-on-the-line", "Count the Xs, not the numbers on the line."),
        (total - g.counts[g.best], "left-out-a-column", "One column of Xs was not counted."),
        (total + 1, "counting-slip", "Count the Xs again."),
    ]
    return f"How many {g.many} were measured in all?", total, how, mistakes, "compute"


def _most_common(ctx: GenerationContext, g: _Plot) -> Asked:
    best = g.best
    prompt = f"Which length do the most {g.many} have? Give the length in inches."
    how = f"Find the tallest stack of Xs: it is above {best}, with {g.counts[best]} {g.many}. The most common length is {measured(best, 'inches')}."
    mistakes: list[Mistake] = [
        (g.counts[best], "gave-the-count", "That is how many Xs, not the length."),
        (max(g.measured), "picked-the-longest", "That is the longest length, not the most common."),
        (min(g.measured), "picked-the-shortest", "That is the shortest length, not the most common."),
    ]
    return prompt, best, how, mistakes, "compare"


def _longer_than(ctx: GenerationContext, g: _Plot) -> Asked:
    counts = g.counts
    above = [k for k in range(g.low + 1, g.high) if any(counts[j] for j in counts if j > k)]
    v = pick(ctx.rng, above) if above else g.low
    answer = sum(c for k, c in counts.items() if k > v)
    how = (
        f"Count the Xs above the numbers greater than {v}: "
        + " + ".join(str(c) for k, c in counts.items() if k > v)
        + f" = {answer}."
    )
    mistakes: list[Mistake] = [
        (
            sum(c for k, c in counts.items() if k >= v),
            "included-the-number-itself",
            f"{g.many.capitalize()} that are exactly {measured(v, 'inches')} are not longer than {v}.",
        ),
        (
            sum(c for k, c in counts.items() if k < v),
            "counted-the-shorter-ones",
            "Those are shorter, not longer.",
        ),
        (answer + 1, "counting-slip", "Count the Xs again."),
    ]
    return f"How many {g.many} are longer than {measured(v, 'inches')}?", answer, how, mistakes, "compute"


def _difference(ctx: GenerationContext, g: _Plot) -> Asked:
    longest, shortest = max(g.measured), min(g.measured)
    prompt = f"How much longer is the longest {g.one} than the shortest {g.one}? Give the answer in inches."
    answer = longest - shortest
    how = f"The longest {g.one} is {measured(longest, 'inches')} and the shortest is {measured(shortest, 'inches')}. {longest} - {shortest} = {answer}."
    span = g.high - g.low + 1
    mistakes: list[Mistake] = [
        (longest, "gave-the-longest-length", "That is the longest length, not the difference."),
        (longest + shortest, "added-the-lengths", "'How much longer' asks for the difference."),
        (
            span if span != answer else answer + 2,
            "counted-the-marks",
            "Subtract the lengths; do not count the marks.",
        ),
    ]
    return prompt, answer, how, mistakes, "compare"


_QUESTIONS: dict[str, Callable[[GenerationContext, _Plot], Asked]] = {
    "how-many": _how_many,
    "total": _total,
    "most-common": _most_common,
    "longer-than": _longer_than,
    "difference": _difference,
}
LinePlotParams = params_model("LinePlotParams", questions=listed(_QUESTIONS))


_BANDS = "the shortest length plotted (of 2-9) and the Xs above each length (of 0-4): easy the lower 60 %, medium the middle 60 %, hard the upper half"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG, DT}, params=LinePlotParams, levels=Levels("size", _BANDS))
def line_plot_whole(ctx: GenerationContext) -> Draft:
    p: LinePlotParams = ctx.params
    rng = ctx.rng
    one, many = pick(rng, load_bank("math", "md-line-plot-whole")["things"])
    low = draw(rng, 2, 9, ctx.level)
    high = low + rng.randint(4, 5)
    counts = {v: draw(rng, 0, 4, ctx.level) for v in range(low, high + 1)}
    counts[low + 1] = max(counts[low + 1], 1)
    best = rng.randint(low, high)
    counts[best] = max(counts.values()) + 1
    plot = _Plot(one, many, low, high, counts, best)
    question = pick(rng, p.questions)
    prompt, answer, how, mistakes, task = _QUESTIONS[question](ctx, plot)
    svg = line_plot(
        low,
        high,
        counts,
        "inches",
        title=f"Lengths of {many}",
        desc=f"A line plot of the lengths of some {many}, in inches. Each X stands for one {one}.",
    )
    q = mistake_question(
        prompt,
        answer,
        how,
        mistakes,
        fill_text=f"{prompt} Answer: ___",
        diagram=DiagramForm("number-line", svg, prompt),
        table=TableForm(
            f"Lengths of {many}",
            ("Length (inches)", f"Number of {many}"),
            tuple((v, counts[v]) for v in counts),
            prompt,
        ),
        features=Features(
            task=task,
            steps=2 if question != "how-many" else 1,
            magnitude=len(str(plot.total)),
            representation="visual",
        ),
        key=f"lineplot:{one}:{','.join(map(str, counts.values()))}:{low}:{question}:{prompt}",
        standard=standard(ctx, "2.MD.D.9"),
        instructions="Use the line plot." if ctx.content_type is not DT else "Use the table.",
    )
    return finish(q, ctx)
