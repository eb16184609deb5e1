"""Light and sound meeting materials, grade 8 (MS-PS4-2): what a material of ``model-waves.json``
mostly does with the light or sound that reaches it (reflects, absorbs, transmits), the law of
reflection at a flat mirror (angles computed), and light changing speed and bending between
materials (the model's speeds of light).
"""

from __future__ import annotations

from educontent.generation.kit.choose import pick, pick_two
from educontent.generation.kit.claims import Claim
from educontent.generation.kit.modes import many_of
from educontent.generation.kit.text_forms import (
    Wrong,
    matching_draft,
    ordering_draft,
    pairs_size,
    short_text_features,
    skill_code,
)
from educontent.generation.kit.types import MC, MT, OR, SA, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.knowledge import in_grade, model, quantity, reviewed
from educontent.generation.science.physical._phys_ms import Asks, cap, claimed, dispatch, num, types_of

_DONE = {
    "reflects": "sent back (reflected)",
    "absorbs": "taken in (absorbed)",
    "transmits": "let through (transmitted)",
}
_SLUG = {
    "reflects": "thinks-it-reflects",
    "absorbs": "thinks-it-absorbs",
    "transmits": "thinks-it-lets-through",
}


def _material_claim(ctx: GenerationContext) -> Claim:
    m = reviewed(pick(ctx.rng, in_grade(model("waves")["materials"], ctx.grade)))
    right = m["does"]
    wrong = tuple(
        Wrong(
            verb,
            _SLUG[verb],
            f"Most of the {m['wave']} that reaches {m['name']} is {_DONE[right]}, not {_DONE[verb].split(' (')[0]}.",
        )
        for verb in _DONE
        if verb != right
    )
    return Claim(
        question=f"What does {m['name']} mostly do with the {m['wave']} that reaches it?", answer=right, wrong=wrong,
        why=f"{cap(m['name'])} mostly {right} {m['wave']}: most of it is {_DONE[right]}.", key=f"material|{m['id']}",
        sentence=f"{cap(m['name'])} mostly {{}} the {m['wave']} that reaches it.", task="identify", standard="MS-PS4-2",
    )  # fmt: skip


def _materials_matching(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    materials = in_grade(model("waves")["materials"], ctx.grade)
    combos = sorted({(m["wave"], m["does"]) for m in materials})
    pairs = []
    for wave, does in rng.sample(combos, pairs_size(ctx) + (ctx.level.rank == 2)):
        m = reviewed(pick(rng, [x for x in materials if (x["wave"], x["does"]) == (wave, does)]))
        pairs.append((cap(m["name"]), f"mostly {does} {wave}"))
    return matching_draft(
        ctx, pairs, prompt="Match each material with what it mostly does.", instructions="Draw a line from each material to what it does.",
        why="Shiny, smooth surfaces reflect; clear materials let light through; dark or soft materials absorb; solids and liquids carry sound well.",
        key="materials-match|" + "|".join(sorted(p[0] for p in pairs)), task="identify", standard="MS-PS4-2",
    )  # fmt: skip


def _mirror_claim(ctx: GenerationContext) -> Claim:
    """The law of reflection: the angle from the normal is kept; at hard the angle is given from the
    mirror's surface (90° minus it first)."""
    rng = ctx.rng
    surface = ctx.level.rank == 2 and rng.random() < 0.6
    given = rng.randrange(10, 85, 5)
    while given == 45:
        given = rng.randrange(10, 85, 5)
    answer = 90 - given if surface else given
    where = "the mirror's surface" if surface else "the normal (the line straight out from the mirror)"
    wrong = [
        Wrong(f"{90 - answer}°", "measures-from-the-surface", "Angles of reflection are measured from the normal, not from the mirror."),
        Wrong(f"{2 * answer}°", "doubles-the-angle", "The ray leaves at the same angle it arrived, not twice it."),
        Wrong(f"{180 - answer}°", "reflects-straight-through", "A mirror sends the ray back on the same side, at the same angle from the normal."),
    ]  # fmt: skip
    work = f"The ray arrives at 90° − {given}° = {answer}° from the normal. " if surface else ""
    return Claim(
        question=f"A ray of light hits a flat mirror at {given}° from {where}. At what angle from the normal does it reflect?",
        answer=f"{answer}°", wrong=tuple(w for w in wrong if w.text != f"{answer}°"), accept=(str(answer), f"{answer} degrees"),
        why=f"{work}The angle of reflection equals the angle of incidence: {answer}° from the normal.",
        key=f"mirror|{given}|{surface}", sentence="", task="compute", steps=1 + surface, standard="MS-PS4-2",
    )  # fmt: skip


def _refraction_claim(ctx: GenerationContext) -> Claim:
    """Light passing at a slant between two materials of the model: it slows down (or speeds up) and
    bends."""
    speeds = [s for s in in_grade(model("waves")["speeds"], ctx.grade) if s["wave"] == "light"]
    a, b = pick_two(ctx.rng, speeds)
    va, vb = quantity(a["speed"]).value, quantity(b["speed"]).value
    slower = vb < va
    answer = "It slows down and bends." if slower else "It speeds up and bends."
    wrong = (
        Wrong("It speeds up and bends." if slower else "It slows down and bends.", "refraction-speed-reversed",
              f"Light is {'slower' if slower else 'faster'} in {b['medium']} than in {a['medium']}."),
        Wrong("It keeps the same speed and goes straight on.", "light-never-changes-speed",
              "Light changes speed in a new material, and at a slant the change bends its path."),
        Wrong("It stops at the boundary.", "light-stops-at-boundaries", "Both materials let light through; the light goes on into the second one."),
    )  # fmt: skip
    return Claim(
        question=f"Light travels about {num(va)} km/s in {a['medium']} and about {num(vb)} km/s in {b['medium']}. A ray passes at a slant from {a['medium']} into {b['medium']}. What happens to it?",
        answer=answer, wrong=wrong, key=f"refraction|{a['id']}|{b['id']}",
        why=f"In {b['medium']} light is {'slower' if slower else 'faster'} than in {a['medium']}. Changing speed at a slant bends the ray (refraction).",
        sentence=f"A ray of light passes at a slant from {a['medium']} (about {num(va)} km/s) into {b['medium']} (about {num(vb)} km/s). {{}}",
        task="reason", steps=2, standard="MS-PS4-2",
    )  # fmt: skip


def _spectrum_order(ctx: GenerationContext) -> Draft:
    """Colors of the model's visible spectrum to order by wavelength: 3 at easy, 4 at medium, 6 at hard."""
    colors = [reviewed(c) for c in in_grade(model("waves")["spectrum"], ctx.grade)]
    chosen = sorted(ctx.rng.sample(colors, (3, 4, 6)[ctx.level.rank]), key=lambda c: c["rank"])
    names = [f"{c['color']} light" for c in chosen]
    return ordering_draft(
        ctx.rng, names, instructions="Put the colors in order.",
        prompt="Put these colors of light in order, from the longest wavelength to the shortest.",
        order_by="longest wavelength to shortest", why="In visible light, red has the longest waves, then orange, yellow, green and blue; violet has the shortest.",
        features=short_text_features("recall", len(names)), key=f"spectrum|{'|'.join(names)}", standard=skill_code(ctx, "MS-PS4-2"),
    )  # fmt: skip


def _media_claim(ctx: GenerationContext) -> Claim:
    """Which kinds of wave of the model need matter to travel through (sound, water and earthquake
    waves) and which cross empty space (light, radio)."""
    rng = ctx.rng
    kinds = in_grade(model("waves")["kinds"], ctx.grade)
    if ctx.content_type is TF:
        k = pick(rng, kinds)
        answer, other = ("cannot", "can") if k["needsMedium"] else ("can", "cannot")
        return Claim(
            question=f"Can {k['name']} travel through empty space?", answer=answer, key=f"media|{k['id']}",
            wrong=(Wrong(other, "all-waves-alike-in-space", "Waves that need matter (sound, water and earthquake waves) cannot cross empty space; light and radio waves can."),),
            why=f"{cap(k['name'])} {'needs matter to travel through' if k['needsMedium'] else 'does not need matter: it can cross empty space'}.",
            sentence=f"{cap(k['name'])} {{}} travel through empty space.", task="identify", standard="MS-PS4-2",
        )  # fmt: skip
    right = pick(rng, [k for k in kinds if not k["needsMedium"]])
    others = [k for k in kinds if k["needsMedium"]]
    return Claim(
        question="Which of these waves can travel through empty space, where there is no matter?", answer=cap(right["name"]),
        wrong=tuple(Wrong(cap(k["name"]), "all-waves-cross-space", f"{cap(k['name'])} needs matter, such as air, water or rock, to travel through.") for k in others),
        why=f"{cap(right['name'])} does not need matter to travel, so it can cross empty space, as sunlight does.",
        key=f"media-choice|{right['id']}", task="identify", standard="MS-PS4-2",
    )  # fmt: skip


ASKS: Asks = {
    "materials": {MC: claimed(_material_claim), TF: claimed(_material_claim), MT: _materials_matching},
    "mirror": {SA: claimed(_mirror_claim), MC: claimed(_mirror_claim)},
    "refraction": {MC: claimed(_refraction_claim), TF: claimed(_refraction_claim)},
    "spectrum": {OR: _spectrum_order},
    "media": {MC: claimed(_media_claim), TF: claimed(_media_claim)},
}

_BANDS = (
    "matching: 3 materials at easy, 4 at medium, 5 at hard; mirrors: the angle from the normal at easy and medium, "
    "from the mirror's surface (two steps) at hard; colors to order by wavelength: 3, 4 and 6"
)

LightParams = many_of(ASKS, field="ask", name="LightParams")


@generator(content_types=types_of(ASKS), params=LightParams, levels=Levels("steps", _BANDS))
def light_ms(ctx: GenerationContext) -> Draft:
    return dispatch(ctx, ASKS, ctx.params.ask)
