"""The organisms generator's survey tables (2-LS4-1): a class counts the kinds of plants and
animals it found in nature videos of three or four habitats; the answer is counted from the rows."""

from __future__ import annotations

from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import table_draft
from educontent.generation.kit.people import roster
from educontent.generation.registry import Draft, GenerationContext
from educontent.generation.science.knowledge import in_grade, model, reviewed
from educontent.generation.science.life.k5_kit import cap


def survey(ctx: GenerationContext) -> Draft:
    """A class counts the kinds of plants and animals it saw in three or four habitats."""
    rng, places = ctx.rng, in_grade(model("organisms")["habitats"], ctx.grade)
    orgs = in_grade(model("organisms")["organisms"], ctx.grade)
    rows, totals = [], {}
    for place in rng.sample(places, 3 + (ctx.level.rank == 2)):
        living = [reviewed(o) for o in orgs if place["id"] in o["habitats"]]
        plants = [o["name"] for o in living if o["kind"] != "animal"]
        animals = [o["name"] for o in living if o["kind"] == "animal"]
        seen_p = rng.sample(plants, rng.randint(min(1, len(plants)), min(3, len(plants))))
        seen_a = rng.sample(animals, rng.randint(2, min(5, len(animals))))
        rows.append([cap(place["name"]), ", ".join(seen_p) or "none", ", ".join(seen_a)])
        totals[cap(place["name"])] = len(seen_p) + len(seen_a)
    who = pick(rng, roster("roster-1"))
    title = f"Living things {who}'s class found in nature videos of {len(rows)} places"
    ranked = sorted(totals.values())
    if ctx.level.rank == 0 or ranked[-1] == ranked[-2]:
        place = pick(rng, list(totals))
        question = f"How many different kinds of living things did the class see at {place.lower()}?"
        value, why = (
            totals[place],
            f"Count the plants and the animals in the row for {place.lower()}: {totals[place]} kinds.",
        )
        return table_draft(ctx, title=title, columns=["Place", "Plants seen", "Animals seen"], rows=rows, question=question,
                           value=value, display=str(value), why=why, key=f"survey|{rows}|{place}", steps=2)  # fmt: skip
    top = max(totals, key=totals.get)  # type: ignore[arg-type]
    if ctx.level.rank == 1:
        question = "At which place did the class see the most different kinds of living things?"
        why = (
            "Count the kinds in each row: "
            + "; ".join(f"{p.lower()} {n}" for p, n in totals.items())
            + f". {top} has the most."
        )
        return table_draft(ctx, title=title, columns=["Place", "Plants seen", "Animals seen"], rows=rows, question=question,
                           value=top, display=top, why=why, key=f"survey|{rows}|most", steps=3)  # fmt: skip
    low = min(totals, key=totals.get)  # type: ignore[arg-type]
    diff = totals[top] - totals[low]
    question = "How many more kinds of living things did the class see at the place with the most kinds than at the place with the fewest?"
    why = f"{top} has {totals[top]} kinds and {low.lower()} has {totals[low]}: {totals[top]} - {totals[low]} = {diff}."
    return table_draft(ctx, title=title, columns=["Place", "Plants seen", "Animals seen"], rows=rows, question=question,
                       value=diff, display=str(diff), why=why, key=f"survey|{rows}|diff", steps=4)  # fmt: skip
