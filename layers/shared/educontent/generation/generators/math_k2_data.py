"""Data for kindergarten to grade 2 (``math.k2.*``): sorting and counting objects into groups,
picture graphs and bar graphs with a single-unit scale, data tables, and line plots of lengths."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.catalog.records import ContentType
from educontent.generation.difficulty import Features
from educontent.generation.generators import _k2_draw as draw
from educontent.generation.generators._k2_common import (
    ICON_PLURAL,
    finish,
    level_top,
    ordering_draft,
    pick,
    standard,
    wrongs,
)
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion, PictureForm, TableForm
from educontent.generation.registry import Draft, GenerationContext, generator

CT = ContentType
_BASIC = {CT.MULTIPLE_CHOICE, CT.FILL_BLANK, CT.SHORT_ANSWER, CT.TRUE_FALSE}

# title, column heading, categories, what is counted, and the questions asked about it
THEMES = (
    {
        "title": "Favorite fruit",
        "heading": "Fruit",
        "cats": ("Apples", "Bananas", "Grapes", "Pears"),
        "noun": "children",
        "one": "How many children chose {a}?",
        "total": "How many children voted in all?",
        "more": "How many more children chose {a} than {b}?",
        "fewer": "How many fewer children chose {b} than {a}?",
        "together": "How many children chose {a} or {b}?",
        "most": "Which {h} did the most children choose?",
        "least": "Which {h} did the fewest children choose?",
    },
    {
        "title": "Favorite pet",
        "heading": "Pet",
        "cats": ("Cats", "Dogs", "Fish", "Birds"),
        "noun": "children",
        "one": "How many children chose {a}?",
        "total": "How many children voted in all?",
        "more": "How many more children chose {a} than {b}?",
        "fewer": "How many fewer children chose {b} than {a}?",
        "together": "How many children chose {a} or {b}?",
        "most": "Which {h} did the most children choose?",
        "least": "Which {h} did the fewest children choose?",
    },
    {
        "title": "Favorite season",
        "heading": "Season",
        "cats": ("Spring", "Summer", "Fall", "Winter"),
        "noun": "children",
        "one": "How many children chose {a}?",
        "total": "How many children voted in all?",
        "more": "How many more children chose {a} than {b}?",
        "fewer": "How many fewer children chose {b} than {a}?",
        "together": "How many children chose {a} or {b}?",
        "most": "Which {h} did the most children choose?",
        "least": "Which {h} did the fewest children choose?",
    },
    {
        "title": "Weather this month",
        "heading": "Weather",
        "cats": ("Sunny", "Rainy", "Cloudy", "Snowy"),
        "noun": "days",
        "one": "How many days were {a}?",
        "total": "How many days are shown in all?",
        "more": "How many more days were {a} than {b}?",
        "fewer": "How many fewer days were {b} than {a}?",
        "together": "How many days were {a} or {b}?",
        "most": "Which kind of weather had the most days?",
        "least": "Which kind of weather had the fewest days?",
    },
    {
        "title": "Books read this week",
        "heading": "Child",
        "cats": ("Ana", "Ben", "Kai", "Lu"),
        "noun": "books",
        "one": "How many books did {a} read?",
        "total": "How many books did the children read in all?",
        "more": "How many more books did {a} read than {b}?",
        "fewer": "How many fewer books did {b} read than {a}?",
        "together": "How many books did {a} and {b} read together?",
        "most": "Who read the most books?",
        "least": "Who read the fewest books?",
    },
)
GRAPH_ICONS = ("star", "heart", "ball", "flower")

Question = Literal["how-many", "total", "more", "fewer", "combined", "most", "least"]


class GraphParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    kinds: list[Literal["picture-graph", "bar-graph"]] = Field(
        default_factory=lambda: ["picture-graph", "bar-graph"], min_length=1
    )
    categories: int = Field(default=3, ge=2, le=4)
    max_value: int = Field(default=10, ge=4, le=12)
    questions: list[Question] = Field(min_length=1)


@generator(
    "math.k2.graphs",
    content_types=_BASIC | {CT.DIAGRAM, CT.DATA_TABLE},
    params=GraphParams,
)
def graphs(ctx: GenerationContext) -> Draft:
    p: GraphParams = ctx.params
    rng = ctx.rng
    theme = pick(rng, THEMES)
    title, heading, noun = theme["title"], theme["heading"], theme["noun"]
    cats = list(theme["cats"][: p.categories])
    top = max(p.categories + 1, level_top(ctx, p.categories + 1, p.max_value))
    values = rng.sample(range(1, top + 1), p.categories)
    data = dict(zip(cats, values, strict=True))
    question = pick(rng, p.questions)
    low = lambda c: c if heading == "Child" else c.lower()  # noqa: E731
    a, b = rng.sample(cats, 2)
    if data[a] < data[b]:
        a, b = b, a
    va, vb = data[a], data[b]
    total = sum(values)
    order = sorted(cats, key=lambda c: data[c])
    if question == "how-many":
        c = pick(rng, cats)
        prompt = theme["one"].format(a=low(c))
        answer: int | str = data[c]
        neighbour = cats[(cats.index(c) + 1) % len(cats)]
        how = f"Find {c} in the graph and read its amount: {data[c]}."
        mistakes = [
            (data[neighbour], "read-the-wrong-row", f"That is the amount for {neighbour}."),
            (data[c] + 1, "misread-the-scale", "Count the pictures or read the scale again."),
            (data[c] - 1, "misread-the-scale", "Count the pictures or read the scale again."),
        ]
        task = "identify"
    elif question == "total":
        prompt = theme["total"]
        answer = total
        how = f"Add the amounts for every group: {' + '.join(map(str, values))} = {total}."
        mistakes = [
            (total - values[-1], "left-out-a-group", f"The {cats[-1]} group was not added."),
            (len(cats), "counted-the-groups", "This counts the groups, not the amounts."),
            (total + 1, "adding-slip", "Add the amounts again."),
        ]
        task = "compute"
    elif question in ("more", "fewer"):
        prompt = theme[question].format(a=low(a), b=low(b))
        answer = va - vb
        how = f"{a} has {va} and {b} has {vb}. Compare: {va} - {vb} = {va - vb}."
        mistakes = [
            (va + vb, "added-instead-of-comparing", "Comparing means finding the difference."),
            (va, "gave-one-amount", f"{va} is the amount for {a}."),
            (vb, "gave-one-amount", f"{vb} is the amount for {b}."),
        ]
        task = "compare"
    elif question == "combined":
        prompt = theme["together"].format(a=low(a), b=low(b))
        answer = va + vb
        how = f"{a} has {va} and {b} has {vb}. Put them together: {va} + {vb} = {va + vb}."
        mistakes = [
            (va - vb, "subtracted-instead-of-added", "'Together' means add."),
            (total, "added-every-group", "Only two groups are asked about."),
            (va, "gave-one-amount", f"{va} is only the amount for {a}."),
        ]
        task = "compute"
    else:
        most = question == "most"
        pick_c = order[-1] if most else order[0]
        answer = low(pick_c)
        prompt = theme[question].format(h=heading.lower())
        how = f"Compare the amounts: {', '.join(f'{c} {data[c]}' for c in cats)}. {pick_c} has the {'most' if most else 'fewest'}."
        mistakes = [
            (
                low(order[0] if most else order[-1]),
                f"picked-the-{'fewest' if most else 'most'}",
                f"That group has the {'fewest' if most else 'most'}.",
            ),
            (low(order[1]), "picked-a-middle-group", "Another group has " + ("more." if most else "fewer.")),
        ]
        task = "compare"
    kind = pick(rng, p.kinds)
    desc = f"{title}. Data: " + "; ".join(f"{c} {data[c]}" for c in cats) + "."
    if ctx.content_type is CT.DATA_TABLE:
        svg, diagram_kind = "", "bar-graph"
    elif kind == "bar-graph":
        svg = draw.bar_graph(cats, values, title=title, desc=desc)
        diagram_kind = "bar-graph"
    else:
        icon = pick(rng, GRAPH_ICONS)
        svg = draw.picture_graph(
            cats, values, category=icon, title=title, desc=desc + f" Each {icon} stands for 1."
        )
        diagram_kind = "picture-graph"
    answer_text = str(answer)
    q = MathQuestion(
        prompt=prompt,
        answer_display=answer_text,
        answer_value=answer,
        explanation=how,
        misconceptions=wrongs(answer_text, *mistakes),
        fill_text=f"{prompt} Answer: ___",
        answer_format="number" if isinstance(answer, int) else "text",
        diagram=DiagramForm(diagram_kind, svg, prompt) if svg else None,  # type: ignore[arg-type]
        table=TableForm(title, (heading, f"Number of {noun}"), tuple((c, data[c]) for c in cats), prompt),
        features=Features(
            task=task,
            steps=1 + (question in ("total", "more", "fewer", "combined")),
            magnitude=len(str(total)),
            representation="visual",
        ),
        key=f"graph:{title}:{','.join(map(str, values))}:{question}:{prompt}",
        standard=standard(ctx, "1.MD.C.4", "2.MD.D.10", "K.MD.B.3"),
        instructions="Use the graph." if ctx.content_type is not CT.DATA_TABLE else "Use the table.",
    )
    return finish(q, ctx)


# ---- line plots ----------------------------------------------------------------------------------

PLOT_THINGS = (
    ("shell", "shells"),
    ("pencil", "pencils"),
    ("leaf", "leaves"),
    ("ribbon", "ribbons"),
    ("crayon", "crayons"),
)


class LinePlotParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    questions: list[Literal["how-many", "total", "most-common", "longer-than", "difference"]] = Field(
        min_length=1
    )


@generator(
    "math.k2.line-plot",
    content_types=_BASIC | {CT.DIAGRAM, CT.DATA_TABLE},
    params=LinePlotParams,
)
def line_plot(ctx: GenerationContext) -> Draft:
    p: LinePlotParams = ctx.params
    rng = ctx.rng
    one, many = pick(rng, PLOT_THINGS)
    low = rng.randint(2, 5)
    high = low + rng.randint(4, 5)
    counts = {v: rng.randint(0, 2 + ctx.level.rank) for v in range(low, high + 1)}
    counts[low + 1] = max(counts[low + 1], 1)
    best = rng.randint(low, high)
    counts[best] = max(counts.values()) + 1
    measured = [v for v in counts if counts[v]]
    total = sum(counts.values())
    question = pick(rng, p.questions)
    if question == "how-many":
        v = rng.randint(low, high)
        prompt = f"How many {many} are {v} inches long?"
        answer = counts[v]
        how = f"Find {v} on the line plot and count the Xs above it: {counts[v]}."
        mistakes = [
            (counts.get(v + 1, counts[v] + 1), "read-the-next-number", f"Those Xs are above {v + 1}."),
            (v, "gave-the-length", f"{v} is the length, not how many {many}."),
            (counts[v] + 1, "counting-slip", "Count the Xs again."),
        ]
        task = "identify"
    elif question == "total":
        prompt = f"How many {many} were measured in all?"
        answer = total
        how = f"Each X is one {one}. Add the Xs above every number: {' + '.join(str(counts[v]) for v in counts)} = {total}."
        mistakes = [
            (high - low + 1, "counted-the-numbers-on-the-line", "Count the Xs, not the numbers on the line."),
            (total - counts[best], "left-out-a-column", "One column of Xs was not counted."),
            (total + 1, "counting-slip", "Count the Xs again."),
        ]
        task = "compute"
    elif question == "most-common":
        prompt = f"Which length do the most {many} have? Give the length in inches."
        answer = best
        how = f"Find the tallest stack of Xs: it is above {best}, with {counts[best]} {many}. The most common length is {best} inches."
        mistakes = [
            (counts[best], "gave-the-count", "That is how many Xs, not the length."),
            (max(measured), "picked-the-longest", "That is the longest length, not the most common."),
            (min(measured), "picked-the-shortest", "That is the shortest length, not the most common."),
        ]
        task = "compare"
    elif question == "longer-than":
        above = [k for k in range(low + 1, high) if any(counts[j] for j in counts if j > k)]
        v = pick(rng, above) if above else low
        prompt = f"How many {many} are longer than {v} inches?"
        answer = sum(c for k, c in counts.items() if k > v)
        how = (
            f"Count the Xs above the numbers greater than {v}: "
            + " + ".join(str(c) for k, c in counts.items() if k > v)
            + f" = {answer}."
        )
        mistakes = [
            (
                sum(c for k, c in counts.items() if k >= v),
                "included-the-number-itself",
                f"{many.capitalize()} that are exactly {v} inches are not longer than {v}.",
            ),
            (
                sum(c for k, c in counts.items() if k < v),
                "counted-the-shorter-ones",
                "Those are shorter, not longer.",
            ),
            (answer + 1, "counting-slip", "Count the Xs again."),
        ]
        task = "compute"
    else:
        longest, shortest = max(measured), min(measured)
        prompt = f"How much longer is the longest {one} than the shortest {one}? Give the answer in inches."
        answer = longest - shortest
        how = f"The longest {one} is {longest} inches and the shortest is {shortest} inches. {longest} - {shortest} = {answer}."
        mistakes = [
            (longest, "gave-the-longest-length", "That is the longest length, not the difference."),
            (longest + shortest, "added-the-lengths", "'How much longer' asks for the difference."),
            (
                high - low + 1 if high - low + 1 != answer else answer + 2,
                "counted-the-marks",
                "Subtract the lengths; do not count the marks.",
            ),
        ]
        task = "compare"
    svg = draw.line_plot(
        low,
        high,
        counts,
        "inches",
        title=f"Lengths of {many}",
        desc=f"A line plot of the lengths of some {many}, in inches. Each X stands for one {one}.",
    )
    q = MathQuestion(
        prompt=prompt,
        answer_display=str(answer),
        answer_value=answer,
        explanation=how,
        misconceptions=wrongs(str(answer), *mistakes),
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
            magnitude=len(str(total)),
            representation="visual",
        ),
        key=f"lineplot:{one}:{','.join(map(str, counts.values()))}:{low}:{question}:{prompt}",
        standard=standard(ctx, "2.MD.D.9"),
        instructions="Use the line plot." if ctx.content_type is not CT.DATA_TABLE else "Use the table.",
    )
    return finish(q, ctx)


# ---- sort and count ------------------------------------------------------------------------------

SORT_KINDS = ("star", "heart", "triangle", "apple", "flower")


class SortParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    groups: int = Field(default=3, ge=2, le=3)
    max: int = Field(default=6, ge=3, le=9, description="Most pictures in one group.")


@generator(
    "math.k2.sort-count",
    content_types=_BASIC | {CT.PICTURE_COUNTING, CT.ORDERING},
    params=SortParams,
)
def sort_count(ctx: GenerationContext) -> Draft:
    p: SortParams = ctx.params
    rng = ctx.rng
    kinds = rng.sample(SORT_KINDS, p.groups)
    top = max(p.groups + 1, level_top(ctx, p.groups + 1, p.max))
    counts = rng.sample(range(1, top + 1), p.groups)
    data = dict(zip(kinds, counts, strict=True))
    entries = [k for k in kinds for _ in range(data[k])]
    rng.shuffle(entries)
    plural = {k: ICON_PLURAL.get(k, k + "s") for k in kinds}
    svg = draw.mixed(
        entries,
        title="Pictures to sort",
        desc="A mix of " + ", ".join(plural[k] for k in kinds) + " scattered together.",
    )
    order = sorted(kinds, key=lambda k: data[k], reverse=True)
    counted = "; ".join(f"{plural[k]}: {data[k]}" for k in kinds)
    if ctx.content_type is CT.ORDERING:
        return ordering_draft(
            ctx,
            "Sort the pictures into groups and count each group. Put the groups in order from most to fewest.",
            [plural[k] for k in order],
            "most to fewest",
            explanation=f"Count each kind: {counted}. From most to fewest: {', '.join(plural[k] for k in order)}.",
            features=Features(
                task="compare", steps=2, magnitude=len(str(max(counts))), representation="visual"
            ),
            key=f"sort:order:{','.join(entries)}",
            std=standard(ctx, "K.MD.B.3"),
            svg=svg,
        )
    ask = (
        "how-many"
        if ctx.content_type in (CT.PICTURE_COUNTING, CT.FILL_BLANK, CT.SHORT_ANSWER) or rng.random() < 0.5
        else pick(rng, ("most", "fewest"))
    )
    if ask == "how-many":
        k = pick(rng, kinds)
        answer = str(data[k])
        prompt = f"Sort the pictures. How many {plural[k]} are there?"
        how = f"Put each kind in its own group and count: {counted}. There are {data[k]} {plural[k]}."
        others = [data[o] for o in kinds if o != k]
        mistakes = [
            (len(entries), "counted-every-picture", "Count only this kind of picture."),
            (others[0], "counted-the-wrong-group", "That is another group."),
            (data[k] + 1, "counting-slip", "Count this group again."),
        ]
        picture = PictureForm(k, data[k], "scattered", svg)
        fill = f"Number of {plural[k]}: ___"
        value: int | str = data[k]
    else:
        most = ask == "most"
        k = order[0] if most else order[-1]
        answer = plural[k]
        value = answer
        prompt = (
            f"Sort the pictures and count each group. Which group has the {'most' if most else 'fewest'}?"
        )
        how = f"Count each kind: {counted}. The {plural[k]} group has the {'most' if most else 'fewest'}."
        mistakes = [
            (
                plural[order[-1] if most else order[0]],
                f"picked-the-{'fewest' if most else 'most'}",
                f"That group has the {'fewest' if most else 'most'}.",
            ),
            (plural[order[1]], "picked-a-middle-group", "Count each group again and compare."),
        ]
        picture = None
        fill = f"The group with the {'most' if most else 'fewest'} is the ___."
    q = MathQuestion(
        prompt=prompt,
        answer_display=answer,
        answer_value=value,
        explanation=how,
        misconceptions=wrongs(answer, *mistakes),
        fill_text=fill,
        answer_format="number" if ask == "how-many" else "text",
        picture=picture,
        features=Features(
            task="identify" if ask == "how-many" else "compare",
            steps=2,
            magnitude=len(str(len(entries))),
            representation="visual",
        ),
        key=f"sort:{ask}:{','.join(entries)}:{prompt}",
        standard=standard(ctx, "K.MD.B.3"),
        instructions="Sort and count.",
    )
    return finish(q, ctx, svg)
