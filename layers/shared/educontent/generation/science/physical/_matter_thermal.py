"""Computed tables and questions of ``thermal`` about temperature change and kinetic energy: heating
samples of different materials and masses (Q = m × c × ΔT, specific heats from the heat model), which
variable an investigation tests, and kinetic energy (½ × m × v²) before and after a change in motion."""

from __future__ import annotations

from typing import Any

from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, claim_draft, table_draft
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import DT, MC
from educontent.generation.registry import Draft, GenerationContext
from educontent.generation.science.knowledge import in_grade, model, quantity, reviewed
from educontent.generation.science.physical._matter_kit import number

MASSES = (50, 100, 200, 250, 500)


def _materials(ctx: GenerationContext) -> list[dict[str, Any]]:
    return [reviewed(m) for m in in_grade(model("heat")["materials"], ctx.grade) if m["id"] != "air"]


def specific(ctx: GenerationContext) -> Draft:
    """Samples heated: easy same mass and energy, different materials; medium one material, different
    masses; hard a temperature change to compute from the energy, mass and specific heat."""
    rng, rank = ctx.rng, ctx.level.rank
    count = 3 + (rank > 0)
    columns = [
        "Sample",
        "Material",
        "Mass (g)",
        "Specific heat (J/(g·°C))",
        "Energy added (J)",
        "Temperature change (°C)",
    ]
    if rank == 1:
        material = pick(rng, _materials(ctx))
        samples = [(material, m) for m in sorted(rng.sample(MASSES, count))]
    else:
        mass = pick(rng, MASSES)
        samples = [(m, mass) for m in rng.sample(_materials(ctx), count)]
    heat = {m["id"]: quantity(m["specificHeat"]).value for m, _ in samples}
    energy = round(samples[0][1] * heat[samples[0][0]["id"]] * rng.randint(2, 12)) if rank < 2 else 0
    rows: list[list[Any]] = []
    for i, (m, g) in enumerate(samples):
        q = energy if rank < 2 else round(g * heat[m["id"]] * rng.randint(2, 15))
        rows.append(
            [i + 1, m["name"], g, number(heat[m["id"]]), q, number(round(q / (g * heat[m["id"]]), 1))]
        )
    if rank < 2:
        best = max(rows, key=lambda r: float(r[5]))
        return table_draft(
            ctx, title="Heating samples", columns=columns, rows=rows,
            question="Which sample's temperature rose the most? Answer with its sample number.",
            value=best[0], display=f"Sample {best[0]}", accept=(str(best[0]), f"Sample {best[0]}"),
            why="The same energy warms a sample more when its "
            + ("specific heat is smaller." if rank == 0 else "mass is smaller.")
            + f" Sample {best[0]} rose {best[5]} °C, the most.",
            key="specific:" + ",".join(f"{m['id']}/{g}" for m, g in samples) + f":{energy}",
        )  # fmt: skip
    target = pick(rng, rows)
    change = target[5]
    target[5] = "?"
    return table_draft(
        ctx, title="Heating samples", columns=columns, rows=rows,
        question=f"What is the temperature change of sample {target[0]}? Use energy = mass × specific heat × temperature change.",
        value=float(change.replace(",", "")), display=f"{change} °C", unit="°C", accept=(change, f"{change} °C"),
        why=f"Temperature change = energy ÷ (mass × specific heat) = {target[4]} ÷ ({target[2]} × {target[3]}) = {change} °C.",
        key="specific-compute:" + ",".join(f"{r[1]}/{r[2]}/{r[4]}" for r in rows) + f":{target[0]}", steps=3,
    )  # fmt: skip


_TESTED = {
    "material": "the type of material",
    "mass": "the mass of the sample",
    "energy": "the energy added (heating time)",
}
_KEPT_REASON = {
    "material": "Both samples are the same material, so the material is kept the same.",
    "mass": "Both samples have the same mass, so mass is kept the same.",
    "energy": "The same heater runs for the same time, so the energy added is kept the same.",
}


def variables(ctx: GenerationContext) -> Draft:
    """Which variable an investigation changes (or, hard multiple choice, which one it keeps the same)."""
    rng = ctx.rng
    a, b = rng.sample(_materials(ctx), 2)
    changed = pick(rng, list(_TESTED))
    m1, m2 = rng.sample(MASSES, 2) if changed == "mass" else (pick(rng, MASSES),) * 2
    t1, t2 = rng.sample((2, 3, 4, 5), 2) if changed == "energy" else (pick(rng, (2, 3, 4, 5)),) * 2
    second = b if changed == "material" else a
    setup = (
        f"A student heats {m1} g of {a['name']} for {t1} minutes and {m2} g of {second['name']} for {t2} minutes "
        "on the same heater, and measures how much each sample's temperature changes."
    )
    outcome = Wrong("the temperature change", "outcome-as-tested-variable",
                    "The temperature change is what is measured (the result), not what the student changes.")  # fmt: skip
    if ctx.level.rank == 2 and ctx.content_type is MC:
        kept = pick(rng, [k for k in _TESTED if k != changed])
        wrong = [
            Wrong(
                _TESTED[changed],
                "changed-called-kept",
                "That is the variable being tested: it differs between the samples.",
            )
        ]
        return claim_draft(
            ctx,
            Claim(
                question=f"{setup} Which of these is kept the same?", answer=_TESTED[kept],
                wrong=(*wrong, outcome), why=_KEPT_REASON[kept], key=f"kept:{a['id']}:{second['id']}:{m1}:{m2}:{t1}:{t2}:{kept}",
                task="reason", steps=2,
            ),
        )  # fmt: skip
    wrong = [Wrong(_TESTED[k], f"{k}-was-kept-the-same", _KEPT_REASON[k]) for k in _TESTED if k != changed]
    return claim_draft(
        ctx,
        Claim(
            question=f"{setup} Which variable is the student testing?", answer=_TESTED[changed],
            wrong=(*wrong, outcome), why=f"Only {_TESTED[changed]} differs between the two samples, so it is the variable tested.",
            key=f"tested:{a['id']}:{second['id']}:{m1}:{m2}:{t1}:{t2}", task="reason", steps=2,
            sentence=f"{setup} The variable being tested is {{}}.",
        ),
    )  # fmt: skip


def kinetic(ctx: GenerationContext) -> Draft:
    """Kinetic energy before and after a change in motion (the energy transferred), or where it went."""
    rng, rank = ctx.rng, ctx.level.rank
    motion = pick(rng, in_grade(model("heat")["motions"], ctx.grade))
    if ctx.content_type is not DT:
        return _where(ctx, motion)
    low, high = motion["mass"]
    mass = low if low == high else rng.randint(int(low), int(high))
    slow, fast = sorted(rng.sample(range(int(motion["speeds"][0]), int(motion["speeds"][1]) + 1), 2))
    v1, v2 = (slow, fast) if motion["change"] == "gains" else (fast, slow)

    def ke(v: int) -> float:
        return round(0.5 * mass * v * v, 2)

    rows = [["Before", number(mass), v1, number(ke(v1))], ["After", number(mass), v2, number(ke(v2))]]
    columns = ["When", "Mass (kg)", "Speed (m/s)", "Kinetic energy (J)"]
    title = motion["what"].rstrip(".")
    key = f"kinetic:{motion['id']}:{mass}:{v1}:{v2}"
    if rank == 0:
        answer = "increased" if v2 > v1 else "decreased"
        return table_draft(
            ctx, title=title, columns=columns, rows=rows,
            question=f"{motion['what']} Did its kinetic energy increase or decrease?",
            value=answer, display=answer, key=f"{key}:sign",
            why=f"Kinetic energy goes from {rows[0][3]} J to {rows[1][3]} J, so it {answer}; energy moved "
            + ("into" if v2 > v1 else "out of") + f" {motion['object']}.",
        )  # fmt: skip
    if rank == 1:
        rows[1][3] = "?"
        return table_draft(
            ctx, title=title, columns=columns, rows=rows,
            question=f"{motion['what']} What is its kinetic energy after? Use kinetic energy = ½ × mass × speed².",
            value=ke(v2), display=f"{number(ke(v2))} J", unit="J", accept=(number(ke(v2)), f"{number(ke(v2))} J"),
            why=f"½ × {number(mass)} kg × ({v2} m/s)² = {number(ke(v2))} J.", key=f"{key}:after", steps=2,
        )  # fmt: skip
    moved = round(abs(ke(v2) - ke(v1)), 2)
    return table_draft(
        ctx, title=title, columns=columns, rows=rows,
        question=f"{motion['what']} How much energy was transferred " + ("to" if v2 > v1 else "away from") + f" {motion['object']}?",
        value=moved, display=f"{number(moved)} J", unit="J", accept=(number(moved), f"{number(moved)} J"),
        why=f"The change in kinetic energy is the energy transferred: |{rows[1][3]} J - {rows[0][3]} J| = {number(moved)} J.",
        key=f"{key}:moved", steps=3,
    )  # fmt: skip


def _where(ctx: GenerationContext, motion: dict[str, Any]) -> Draft:
    gains = motion["change"] == "gains"
    wrong = [
        Wrong("Nowhere: the energy was destroyed." if not gains else "Nowhere: the energy was created from nothing.",
              "energy-created-or-destroyed", "Energy is never created or destroyed; it is transferred between objects or changes form."),
        Wrong(f"It stayed in {motion['object']} as kinetic energy." if not gains else "It came from the air around it.",
              "no-transfer-needed", "A change in kinetic energy always means energy moved into or out of the object."),
    ]  # fmt: skip
    question = f"{motion['what']} " + (
        f"Where did the kinetic energy of {motion['object']} come from?"
        if gains
        else f"Where did the kinetic energy of {motion['object']} go?"
    )
    return claim_draft(
        ctx,
        Claim(
            question=question, answer=f"To {motion['energyTo']}." if not gains else f"From {motion['energyTo'].split(', from ')[-1]}.",
            wrong=tuple(wrong), key=f"where:{motion['id']}", task="reason", steps=2,
            why=f"Energy moved {'into' if gains else 'out of'} {motion['object']}, so its kinetic energy went "
            f"{'up' if gains else 'down'}; energy is never created or destroyed.",
        ),
    )  # fmt: skip
