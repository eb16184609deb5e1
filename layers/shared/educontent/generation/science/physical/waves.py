"""Waves, grade 8 (MS-PS4-1): amplitude and wavelength read from wave diagrams on a centimetre grid
(``draw/science_physical.waves``), the energy a wave carries growing with the square of its
amplitude (tables computed from that rule), and wave speed = frequency × wavelength with the speeds
of sound in air, water and steel from ``model-waves.json``.
"""

from __future__ import annotations

from typing import Any

from educontent.generation.draw.science_physical import waves as waves_svg
from educontent.generation.kit.choose import pick, pick_two
from educontent.generation.kit.claims import Claim, table_draft
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.modes import many_of
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import DG, DT, MC, SA, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.knowledge import in_grade, model, quantity
from educontent.generation.science.physical._phys_ms import Asks, claimed, dispatch, num, tidy, types_of

_LENGTHS = (4, 6, 8, 12)


def _wave_desc(shown: list[tuple[str, int, int]]) -> str:
    return " ".join(f"Wave {n} has an amplitude of {a} cm and a wavelength of {w} cm." for n, a, w in shown)


def _diagram(ctx: GenerationContext) -> Draft:
    """Easy: the amplitude of one wave; medium: its wavelength; hard: which of two waves carries more
    energy (the larger amplitude) or has the higher frequency at the same speed (the shorter
    wavelength)."""
    rng = ctx.rng
    if ctx.level.rank < 2:
        shown = [("A", rng.randint(1, 4), pick(rng, _LENGTHS))]
        _, amp, length = shown[0]
        if ctx.level.rank == 0:
            question, answer = "What is the amplitude of wave A?", f"{amp} cm"
            why = f"Amplitude is the height of a crest above the rest line: {amp} cm."
            wrong = [(f"{2 * amp} cm", "amplitude-crest-to-trough", "That is the height from trough to crest, twice the amplitude."),
                     (f"{length} cm", "amplitude-is-wavelength", "That is the wavelength, the length of one whole wave."),
                     (f"{length // 2} cm", "amplitude-is-half-wavelength", "That is half a wavelength, measured along the wave, not its height.")]  # fmt: skip
        else:
            question, answer = "What is the wavelength of wave A?", f"{length} cm"
            why = f"A wavelength is the length of one whole wave, from one crest to the next: {length} cm."
            wrong = [(f"{length // 2} cm", "wavelength-crest-to-trough", "That is from a crest to the next trough, half a wavelength."),
                     (f"{amp} cm", "wavelength-is-amplitude", "That is the amplitude, the height of a crest."),
                     (f"{2 * length} cm", "wavelength-two-waves", "That is two whole waves.")]  # fmt: skip
        wrong = list({w[0]: w for w in wrong if w[0] != answer}.values())
    else:
        (a1, a2), (w1, w2) = pick_two(rng, range(1, 5)), pick_two(rng, _LENGTHS)
        shown = [("A", a1, w1), ("B", a2, w2)]
        if rng.random() < 0.5:
            big = "A" if a1 > a2 else "B"
            question, answer = (
                "Both waves are sound in the same room. Which wave carries more energy?",
                f"wave {big}",
            )
            why = f"The wave with the larger amplitude carries more energy: wave {big} ({max(a1, a2)} cm)."
            wrong = [(f"wave {'B' if big == 'A' else 'A'}", "longer-wave-more-energy", "Energy goes with amplitude (the height of the wave), not with its length."),
                     ("They carry the same energy.", "all-waves-same-energy", "Their amplitudes differ, so their energies differ.")]  # fmt: skip
        else:
            short = "A" if w1 < w2 else "B"
            question, answer = (
                "Both waves travel at the same speed. Which wave has the higher frequency?",
                f"wave {short}",
            )
            why = f"At the same speed, the shorter the wavelength, the more waves pass each second: wave {short} ({min(w1, w2)} cm)."
            wrong = [(f"wave {'B' if short == 'A' else 'A'}", "longer-wave-higher-frequency", "A longer wave passes less often at the same speed."),
                     ("They have the same frequency.", "same-speed-same-frequency", "Their wavelengths differ, so their frequencies differ.")]  # fmt: skip
    svg_doc = waves_svg(shown, "Waves on a centimetre grid", _wave_desc(shown))
    return diagram_draft(
        question, svg_doc, answer, why, wrong, rng, f"wave-diagram|{shown}|{question[:20]}",
        kind="model", task="represent" if ctx.level.rank < 2 else "compare", steps=1 + ctx.level.rank // 2,
    )  # fmt: skip


def _energy_table(ctx: GenerationContext) -> Draft:
    """Energy carried (in joules) = k × amplitude², for 3-5 amplitudes; one energy missing."""
    rng = ctx.rng
    k = pick(rng, [2, 3, 5])
    amps = sorted(rng.sample(range(1, 7), 3 + ctx.level.rank))
    rows: list[list[Any]] = [[a, k * a * a] for a in amps]
    i = rng.randrange(1, len(rows))
    value = rows[i][1]
    rows[i][1] = "?"
    return table_draft(
        ctx, title="Amplitude and energy of a wave model", columns=["Amplitude (cm)", "Energy (J)"], rows=rows,
        question=f"In this model the energy is always the same number times amplitude × amplitude. What energy goes with an amplitude of {amps[i]} cm?",
        value=value, display=f"{value} J", accept=(str(value),), key=f"wave-energy|{k}|{amps}|{i}", unit="J",
        why=f"In every row, energy ÷ (amplitude × amplitude) is {k}, so the energy is {k} × {amps[i]} × {amps[i]} = {value} J. Doubling the amplitude gives 4 times the energy.",
        steps=3, standard="MS-PS4-1",
    )  # fmt: skip


def _energy_claim(ctx: GenerationContext) -> Claim:
    factor = pick(ctx.rng, [2, 3] if ctx.level.rank == 2 else [2])
    word = {2: "doubles", 3: "triples"}[factor]
    wrong = (
        *tuple(
            Wrong(f"{n} times as much", slug, reason)
            for n, slug, reason in (
                (
                    factor,
                    "energy-grows-in-step-with-amplitude",
                    "Energy grows with amplitude × amplitude, not in step with it.",
                ),
                (2 * factor, "energy-doubles-the-factor", "Multiply the factor by itself."),
                (
                    factor**3,
                    "energy-cubes-the-factor",
                    "Energy grows with amplitude × amplitude, not three times over.",
                ),
            )
            if n != factor * factor
        ),
        Wrong("the same as before", "amplitude-does-not-change-energy", "A taller wave carries more energy."),
    )
    return Claim(
        question=f"The amplitude of a wave {word}, and its frequency stays the same. How much energy does it carry now?",
        answer=f"{factor * factor} times as much", wrong=wrong, key=f"amp-energy|{factor}",
        why=f"A wave's energy grows with the square of its amplitude: {factor} × {factor} = {factor * factor}.",
        sentence=f"When the amplitude of a wave {word} at the same frequency, the energy it carries becomes {{}}.",
        task="reason", steps=2, standard="MS-PS4-1",
    )  # fmt: skip


def _sound_speeds(ctx: GenerationContext) -> list[dict[str, Any]]:
    return [s for s in in_grade(model("waves")["speeds"], ctx.grade) if s["wave"] == "sound"]


def _speed_table(ctx: GenerationContext) -> Draft:
    """Sound waves in air, water and steel: frequency × wavelength = the model's speed. Easy: the
    speed; medium: a wavelength; hard: a frequency (rows of several media)."""
    rng = ctx.rng
    speeds = _sound_speeds(ctx)
    rows: list[list[Any]] = []
    for s in [*rng.sample(speeds, len(speeds)), pick(rng, speeds)]:
        v = quantity(s["speed"]).value
        length = pick(rng, [0.5, 1, 2, 4])
        rows.append([s["medium"], tidy(v / length), length, v])
    rows = rows[: 2 + ctx.level.rank]
    i = rng.randrange(len(rows))
    col = {0: 3, 1: 2, 2: 1}[ctx.level.rank]
    value = rows[i][col]
    rows[i][col] = "?"
    word, unit = {1: ("frequency", "Hz"), 2: ("wavelength", "m"), 3: ("speed", "m/s")}[col]
    medium, f, length, v = (value if c == col else rows[i][c] for c in range(4))
    work = {3: f"{num(f)} Hz × {num(length)} m = {num(v)} m/s", 2: f"{num(v)} m/s ÷ {num(f)} Hz = {num(length)} m",
            1: f"{num(v)} m/s ÷ {num(length)} m = {num(f)} Hz"}[col]  # fmt: skip
    return table_draft(
        ctx, title="Sound waves in different materials", columns=["Material", "Frequency (Hz)", "Wavelength (m)", "Speed (m/s)"],
        rows=rows, question=f"Speed = frequency × wavelength. What is the missing {word} of the sound in row {i + 1} ({medium})?",
        value=value, display=f"{num(value)} {unit}", unit=unit, accept=(num(value),), key=f"wave-speed|{rows}",
        why=f"{work}. Sound travels fastest in solids like steel and slowest in air.", steps=2 + (col != 3), standard="MS-PS4-1",
    )  # fmt: skip


def _speed_claim(ctx: GenerationContext) -> Claim:
    rng = ctx.rng
    speeds = _sound_speeds(ctx)
    v = {s["medium"]: quantity(s["speed"]).value for s in speeds}
    if ctx.content_type is SA:
        s = pick(rng, speeds)
        length = pick(rng, [0.5, 1, 2, 4])
        f = tidy(v[s["medium"]] / length)
        return Claim(
            question=f"Sound travels through {s['medium']} at about {num(v[s['medium']])} m/s. A sound wave in {s['medium']} has a frequency of {num(f)} Hz. What is its wavelength in meters?",
            answer=f"{num(length)} m", wrong=(), accept=(num(length), f"{num(length)} meters"), key=f"wavelength|{s['id']}|{length}",
            why=f"Wavelength = speed ÷ frequency = {num(v[s['medium']])} m/s ÷ {num(f)} Hz = {num(length)} m.", task="compute", steps=2,
            standard="MS-PS4-1",
        )  # fmt: skip
    fastest = max(v, key=v.__getitem__)
    slowest = min(v, key=v.__getitem__)
    return Claim(
        question=f"Sound travels about {num(v['air'])} m/s in air, {num(v['water'])} m/s in water and {num(v['steel'])} m/s in steel. Through which material does a sound wave travel fastest?",
        answer=fastest, key="sound-fastest",
        wrong=(Wrong(slowest, "sound-fastest-in-air", "Sound is slowest in air: its particles are far apart."),
               Wrong("water", "sound-fastest-in-liquids", f"Water is faster than air but slower than {fastest}.")),
        why=f"{fastest.capitalize()} has the greatest speed in the list: sound waves travel fastest through solids.",
        sentence="Of air, water and steel, a sound wave travels fastest through {}.", task="compare", standard="MS-PS4-1",
    )  # fmt: skip


ASKS: Asks = {
    "diagram": {DG: _diagram},
    "energy": {DT: _energy_table, MC: claimed(_energy_claim), TF: claimed(_energy_claim)},
    "speed": {DT: _speed_table, SA: claimed(_speed_claim), MC: claimed(_speed_claim)},
}

_BANDS = (
    "diagrams: the amplitude of one wave at easy, its wavelength at medium, two waves compared (energy or frequency) at hard; "
    "energy tables: 3, 4 and 5 amplitudes, tripling the amplitude too at hard; speed tables: 2 rows and the speed at easy, "
    "3 rows and a wavelength at medium, 4 rows and a frequency at hard"
)

WavesParams = many_of(ASKS, field="ask", name="WavesParams")


@generator(content_types=types_of(ASKS), params=WavesParams, levels=Levels("steps", _BANDS))
def waves(ctx: GenerationContext) -> Draft:
    return dispatch(ctx, ASKS, ctx.params.ask)
