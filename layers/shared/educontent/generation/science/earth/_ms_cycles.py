"""Cycles of the earth generators (the rock cycle, the water cycle): a model table whose entries
with a ``loop`` place go around in order, each a ``process`` that makes a ``product`` (the next
stage). ``loop_diagram`` draws the cycle with one stage or process hidden; ``loop_order`` asks for
stages in order.
"""

from __future__ import annotations

from educontent.generation.draw.science_cycles import cycle
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.text_forms import ordering_draft, text_features
from educontent.generation.registry import Draft, GenerationContext
from educontent.generation.science.earth._ms_kit import level_count
from educontent.generation.science.knowledge import in_grade, model


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def loop_steps(ctx: GenerationContext, area: str, table: str) -> list[dict]:
    """The processes of the loop, in order (the stage each makes follows the one before)."""
    steps = [p for p in in_grade(model(area)[table], ctx.grade) if "loop" in p]
    return sorted(steps, key=lambda p: p["loop"])


def loop_diagram(ctx: GenerationContext, area: str, table: str, title: str) -> Draft:
    """The cycle with one stage (easy) or one process arrow (medium, hard, mostly) hidden."""
    loop = loop_steps(ctx, area, table)
    stages = [p["product"] for p in loop]
    edges = [loop[(k + 1) % len(loop)]["process"] for k in range(len(loop))]
    hide_edge = ctx.level.rank > 0 and ctx.rng.random() < 0.7
    k = ctx.rng.randrange(len(loop))
    shown_stages, shown_edges = list(stages), list(edges)
    if hide_edge:
        answer, pool, what = edges[k], edges, "process"
        shown_edges[k] = "?"
        why = f"{answer} turns {stages[k]} into {stages[(k + 1) % len(stages)]}."
    else:
        answer, pool, what = stages[k], stages, "stage"
        shown_stages[k] = "?"
        why = f"{edges[k - 1]} turns {stages[k - 1]} into {answer}."
    parts = [x for pair in zip(shown_stages, shown_edges, strict=True) for x in pair]
    desc = f"{title}, going around: " + " → ".join(parts) + f" → back to {shown_stages[0]}."
    wrong = [
        (w, "mixed-up-cycle", f"{_capital(w)} is another {what} of the cycle, not this one.")
        for w in pool
        if w != answer
    ]
    return diagram_draft(
        f"Which {what} belongs where the question mark is?",
        cycle(shown_stages, shown_edges, title, desc),
        answer,
        _capital(why),
        wrong,
        ctx.rng,
        f"diagram|{what}|{answer}",
        kind="model",
        steps=1 + ctx.level.rank,
    )


def loop_order(ctx: GenerationContext, area: str, table: str, traveler: str, title: str) -> Draft:
    """Three stages (easy) up to the whole loop (hard) in order from a random start."""
    loop = loop_steps(ctx, area, table)
    count = level_count(ctx, 3, len(loop))
    start = ctx.rng.randrange(len(loop))
    chain = [loop[(start + i) % len(loop)] for i in range(count)]
    names = [p["product"] for p in chain]
    why = "; ".join(
        f"{chain[i + 1]['process']} turns {names[i]} into {names[i + 1]}" for i in range(count - 1)
    )
    return ordering_draft(
        ctx.rng,
        names,
        instructions="Put the stages in order.",
        prompt=f"{traveler} can travel around {title}. Put these stages in order, starting with {names[0]}.",
        order_by=f"the order {traveler.lower()} passes through them",
        why=_capital(why) + ".",
        features=text_features("reason", words=16, steps=count),
        key=f"order|{'|'.join(names)}",
    )
