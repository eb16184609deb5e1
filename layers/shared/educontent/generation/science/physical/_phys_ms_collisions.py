"""Designing a safer collision (MS-PS2-1, for ``forces_ms``): a cart crash test of the motion
model's bumper designs. Each design gets a stopping time in the model's order (a longer stop for a
softer bumper); the average force on the cart is mass × speed ÷ stopping time, computed.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, table_draft
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.registry import Draft, GenerationContext
from educontent.generation.science.knowledge import in_grade, model, reviewed
from educontent.generation.science.physical._phys_ms import cap, num, tidy

_TIMES = ("0.01", "0.02", "0.04", "0.05", "0.08", "0.1", "0.2")


def bumper_table(ctx: GenerationContext) -> Draft:
    """Easy: 3 designs, which gives the smallest force; medium: 4 designs, the force of one; hard: 5
    designs, how many keep the force under a limit."""
    rng = ctx.rng
    designs = [reviewed(b) for b in in_grade(model("motion")["bumpers"], ctx.grade)]
    chosen = sorted(rng.sample(designs, 3 + ctx.level.rank), key=lambda b: b["rank"])
    times = sorted(rng.sample(_TIMES, len(chosen)), key=Fraction)
    mass, speed = pick(rng, [1, 2, 4]), pick(rng, [1, 2, 3])
    forces = [mass * speed / Fraction(t) for t in times]
    rows: list[list[Any]] = [[cap(b["name"]), float(t)] for b, t in zip(chosen, times, strict=True)]
    columns = ["Bumper design", "Stopping time (s)"]
    setup = f"A {mass} kg cart rolls at {speed} m/s into a wall with each bumper."
    if ctx.level.rank == 0:
        best = rows[-1][0]
        return table_draft(
            ctx, title="Cart crash test", columns=columns, rows=rows, value=best, display=best,
            question=f"{setup} Which design gives the smallest average force on the cart?", key=f"bumper-best|{rows}|{mass}|{speed}",
            why=f"Average force = mass × speed ÷ stopping time. The longest stop ({num(Fraction(times[-1]))} s, {best.lower()}) gives the smallest force.",
            standard="MS-PS2-1",
        )  # fmt: skip
    columns.append("Average force (N)")
    full = [[*r, tidy(float(f))] for r, f in zip(rows, forces, strict=True)]
    if ctx.level.rank == 1:
        i = rng.randrange(len(full))
        full[i][2] = "?"
        return table_draft(
            ctx, title="Cart crash test", columns=columns, rows=full, unit="N", value=tidy(float(forces[i])),
            display=f"{num(forces[i])} N", accept=(num(forces[i]),), key=f"bumper-force|{rows}|{mass}|{speed}|{i}",
            question=f"{setup} Average force = mass × speed ÷ stopping time. What is the average force with {rows[i][0].lower()}?",
            why=f"{mass} kg × {speed} m/s ÷ {num(Fraction(times[i]))} s = {num(forces[i])} N.", steps=2, standard="MS-PS2-1",
        )  # fmt: skip
    limit = int(pick(rng, forces[1:-1])) + pick(rng, [10, 20])
    count = sum(f < limit for f in forces)
    return table_draft(
        ctx, title="Cart crash test", columns=columns, rows=full, value=count, display=str(count), accept=(str(count),),
        question=f"{setup} The design must keep the average force under {limit} N. How many of the designs meet this criterion?",
        why=f"The forces under {limit} N are {', '.join(f'{num(f)} N' for f in forces if f < limit)}: {count} of the designs.",
        key=f"bumper-limit|{rows}|{mass}|{speed}|{limit}", steps=3, standard="MS-PS2-1",
    )  # fmt: skip


def bumper_claim(ctx: GenerationContext) -> Claim:
    designs = in_grade(model("motion")["bumpers"], ctx.grade)
    soft = reviewed(pick(ctx.rng, [b for b in designs if b["rank"] >= 3]))
    hard = pick(ctx.rng, [b for b in designs if b["rank"] <= 2])
    wrong = (
        Wrong("The wall pushes back less hard than the cart pushes on it.", "soft-bumper-breaks-third-law",
              "The two forces of a pair are always equal; the bumper changes how long they last."),
        Wrong("It stops the cart in less time.", "shorter-stop-is-safer", "A soft bumper makes the stop take longer, not shorter."),
        Wrong("It makes the cart's mass smaller.", "bumper-changes-mass", "The cart's mass does not change."),
    )  # fmt: skip
    return Claim(
        question=f"A cart hits a wall. Why is the force on the cart smaller with {soft['name']} than with {hard['name']}?",
        answer="It makes the stop take longer, so the force is smaller.", wrong=wrong, key=f"bumper-why|{soft['id']}|{hard['id']}",
        why="The cart loses the same motion either way. Spread over a longer time, that takes a smaller force (force = mass × speed ÷ time).",
        task="reason", steps=2, standard="MS-PS2-1",
    )  # fmt: skip
