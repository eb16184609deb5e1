"""Waves, light and codes, grade 4 (4-PS4-1, 4-PS4-2, 4-PS4-3): comparing waves drawn on a
centimetre grid (amplitude, wavelength), things floating on water waves (the wave moves energy, not
the water, along), how we see (light from a source bounces off a thing into our eyes: ordered
steps, a light-path diagram, things that make their own light or not) and sending words as patterns
in Morse code. Everything comes from ``model-waves.json``.
"""

from __future__ import annotations

from typing import Any

from educontent.generation.draw.science_physical import waves as waves_svg
from educontent.generation.draw.science_waves import light_path
from educontent.generation.kit.choose import pick, pick_two
from educontent.generation.kit.claims import Claim, table_draft
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.modes import many_of
from educontent.generation.kit.text_forms import Wrong, ordering_draft, short_text_features, skill_code
from educontent.generation.kit.types import DG, DT, FB, MC, OR, SA, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.knowledge import in_grade, model, reviewed
from educontent.generation.science.physical._phys_ms import Asks, cap, claimed, dispatch, types_of


def _wave_diagram(ctx: GenerationContext) -> Draft:
    """Easy: which of two waves is taller (amplitude); medium: which is longer (wavelength); hard: the
    amplitude of one wave in centimetres."""
    rng = ctx.rng
    (a1, a2), (w1, w2) = pick_two(rng, range(1, 5)), pick_two(rng, (4, 6, 8, 12))
    shown = [("A", a1, w1), ("B", a2, w2)]
    if ctx.level.rank == 0:
        big = "A" if a1 > a2 else "B"
        question, answer = "Which wave has the bigger amplitude?", f"wave {big}"
        why = f"Amplitude is how high a wave rises above the dashed rest line. Wave {big} rises {max(a1, a2)} cm."
        wrong = [(f"wave {'B' if big == 'A' else 'A'}", "amplitude-is-length", "Amplitude is the height of the wave, not its length."),
                 ("They are the same.", "all-waves-same-height", "One wave rises higher above the rest line than the other.")]  # fmt: skip
    elif ctx.level.rank == 1:
        long = "A" if w1 > w2 else "B"
        question, answer = "Which wave has the longer wavelength?", f"wave {long}"
        why = f"Wavelength is the length of one whole wave, from one top to the next. Wave {long} has {max(w1, w2)} cm."
        wrong = [(f"wave {'B' if long == 'A' else 'A'}", "wavelength-is-height", "Wavelength is the length of one wave, not its height."),
                 ("They are the same.", "all-waves-same-length", "One whole wave of one is longer than one whole wave of the other.")]  # fmt: skip
    else:
        name, amp, length = pick(rng, shown)
        question, answer = f"How many centimeters high is the amplitude of wave {name}?", f"{amp} cm"
        why = f"Count the squares from the dashed rest line up to the top of wave {name}: {amp} cm."
        wrong = [(f"{2 * amp} cm", "amplitude-top-to-bottom", "That counts from the bottom of the wave to the top. Start at the rest line."),
                 (f"{length} cm", "amplitude-is-length", "That is the length of one whole wave, its wavelength.")]  # fmt: skip
        wrong = list({w[0]: w for w in wrong if w[0] != answer}.values())
    desc = " ".join(f"Wave {n} has an amplitude of {a} cm and a wavelength of {w} cm." for n, a, w in shown)
    return diagram_draft(
        question, waves_svg(shown, "Two waves", desc), answer, why, wrong, rng, f"k4-wave|{shown}|{question[:20]}",
        kind="model", task="compare" if ctx.level.rank < 2 else "represent",
    )  # fmt: skip


def _float_claim(ctx: GenerationContext) -> Claim:
    f = reviewed(pick(ctx.rng, in_grade(model("waves")["floaters"], ctx.grade)))
    wrong = (
        Wrong("rides the wave all the way to the shore", "waves-carry-the-water", "The wave moves energy along, not the water or what floats on it."),
        Wrong("stays still while the wave goes by", "waves-do-not-move-floating-things", "The wave lifts it up and lets it down as it passes."),
        Wrong("sinks to the bottom", "waves-sink-things", "A wave does not push floating things to the bottom."),
    )  # fmt: skip
    return Claim(
        question=f"{cap(f['name'])} floats on a pond. A wave passes under it. How does it move?",
        answer="bobs up and down and stays in about the same place", wrong=wrong, key=f"float|{f['name']}",
        why="A wave carries energy, not water, across the pond. The water only moves up and down, so things on it bob in place.",
        sentence=f"When a wave passes under {f['name']} on a pond, it {{}}.", task="reason", standard="4-PS4-1",
    )  # fmt: skip


def _things(ctx: GenerationContext, glows: bool) -> list[dict[str, Any]]:
    return [t for t in in_grade(model("waves")["things"], ctx.grade) if t["glows"] is glows]


_SOURCES = ("sun", "lamp", "flashlight", "candle")


def _scene(ctx: GenerationContext) -> tuple[str, str]:
    """A light source and a thing it lights (the moon only by the sun)."""
    source = pick(ctx.rng, [t for t in _things(ctx, True) if t["id"] in _SOURCES])
    thing = reviewed(
        pick(ctx.rng, [t for t in _things(ctx, False) if t["id"] != "moon" or source["id"] == "sun"])
    )
    return source["name"], thing["name"]


def _the(name: str) -> str:
    """A thing named again: ``a book`` -> ``the book``."""
    for lead in ("a ", "an "):
        if name.startswith(lead):
            return "the " + name[len(lead) :]
    return name


def _see_order(ctx: GenerationContext) -> Draft:
    source, thing = _scene(ctx)
    steps = [f"Light leaves {source}.", f"The light reaches {thing}.", f"The light bounces off {_the(thing)}.",
             "The light goes into your eyes.", "Your brain makes sense of what your eyes take in."]  # fmt: skip
    steps = steps[: 3 + ctx.level.rank] if ctx.level.rank < 2 else steps
    if ctx.level.rank == 0:
        steps = [steps[0], f"The light bounces off {thing}.", "The light goes into your eyes."]
    return ordering_draft(
        ctx.rng, steps, instructions="Put the steps in order.", prompt=f"How do you see {thing}? Put the steps in order, first to last.",
        order_by="first to last", why=f"Light travels from {source} to {_the(thing)}, bounces off it, and goes into your eyes. Then you see it.",
        features=short_text_features("represent", len(steps)), key=f"see-order|{source}|{thing}|{len(steps)}",
        standard=skill_code(ctx, "4-PS4-2"),
    )  # fmt: skip


def _see_claim(ctx: GenerationContext) -> Claim:
    rng = ctx.rng
    if ctx.content_type is TF:
        glows = rng.random() < 0.4
        t = reviewed(pick(rng, _things(ctx, glows)))
        answer, other = (
            ("makes its own light", "does not make its own light")
            if glows
            else ("does not make its own light", "makes its own light")
        )
        why = (
            f"{cap(t['name'])} gives off light."
            if glows
            else f"We see {t['name']} because light from something else bounces off it."
        )
        return Claim(
            question=f"Does {t['name']} make its own light?", answer=answer, key=f"glow|{t['id']}",
            wrong=(Wrong(other, "glowing-confused", "Ask: could you see it in a dark room with no other light?"),),
            why=why, sentence=f"{cap(t['name'])} {{}}.", task="identify", standard="4-PS4-2",
        )  # fmt: skip
    if rng.random() < 0.5:
        t = reviewed(pick(rng, _things(ctx, True)))
        others = [reviewed(o) for o in rng.sample(_things(ctx, False), 3)]
        return Claim(
            question="Which of these makes its own light?", answer=cap(t["name"]), key=f"glow-choice|{t['id']}",
            wrong=tuple(Wrong(cap(o["name"]), "things-we-see-glow", f"We see {o['name']} only when light bounces off it.") for o in others),
            why=f"{cap(t['name'])} gives off its own light. The others only bounce light from something else.",
            task="identify", standard="4-PS4-2",
        )  # fmt: skip
    source, thing = _scene(ctx)
    wrong = (
        Wrong("Light shines out of your eyes onto it.", "eyes-send-out-light", "Eyes take light in; they do not send it out."),
        Wrong(f"{cap(thing)} makes its own light.", "all-things-glow", f"{cap(thing)} does not glow. It only bounces light."),
        Wrong("Your eyes can see it even with no light at all.", "seeing-without-light", "With no light at all, you cannot see anything."),
    )  # fmt: skip
    return Claim(
        question=f"You can see {thing} when {source} shines on it. Why?",
        answer=f"Light from {_the(source)} bounces off {_the(thing)} into your eyes.", wrong=wrong, key=f"see-why|{source}|{thing}",
        why="We see a thing when light bounces off it and goes into our eyes.", task="reason", standard="4-PS4-2",
    )  # fmt: skip


def _see_diagram(ctx: GenerationContext) -> Draft:
    source, thing = _scene(ctx)
    desc = f"Arrow 1 goes from {source} to {thing}. Arrow 2 goes from {thing} to an eye."
    svg_doc = light_path(cap(source), cap(thing), "Your eye", "How we see", desc)
    arrow = pick(ctx.rng, [1, 2])
    one, two = (
        f"light going from {_the(source)} to {_the(thing)}",
        f"light bouncing off {_the(thing)} into the eye",
    )
    answer = one if arrow == 1 else two
    wrong = [
        (
            two if arrow == 1 else one,
            "arrows-mixed-up",
            f"Arrow {arrow} starts at {'the light source' if arrow == 1 else thing}.",
        ),
        (
            f"light going out of the eye to {_the(thing)}",
            "eyes-send-out-light",
            "Eyes take light in; they do not send it out.",
        ),
        (
            f"{_the(thing)} making its own light",
            "all-things-glow",
            f"{cap(thing)} does not glow; it bounces light.",
        ),
    ]
    return diagram_draft(
        f"What does arrow {arrow} show?", svg_doc, answer, f"Arrow {arrow} shows {answer}. Light goes from the source to the thing and then into the eye.",
        wrong, ctx.rng, f"see-diagram|{source}|{thing}|{arrow}", kind="model", task="represent",
    )  # fmt: skip


_DOT, _DASH = "•", "—"


def _morse() -> dict[str, str]:
    return {
        c["letter"]: reviewed(c)["code"].replace(".", _DOT).replace("-", _DASH)
        for c in model("waves")["codes"]
    }


def _send(word: str, codes: dict[str, str]) -> str:
    return " / ".join(codes[ch] for ch in word)


def _swapped(word: str, codes: dict[str, str]) -> str:
    return " / ".join(codes[ch].replace(_DOT, "x").replace(_DASH, _DOT).replace("x", _DASH) for ch in word)


def _code_claim(ctx: GenerationContext) -> Claim:
    """Easy: a 3-letter word; medium and hard: 4 letters. Decode a message with the key given (short
    answer, fill-in, choice) or, at hard, choose the message that sends a word."""
    rng = ctx.rng
    size = 3 if ctx.level.rank == 0 else 4
    words = [w["word"] for w in in_grade(model("waves")["words"], ctx.grade) if len(w["word"]) == size]
    word = pick(rng, words)
    codes = _morse()
    extra = rng.sample([ch for ch in codes if ch not in word], 2)
    letters = sorted(set(word) | set(extra))
    key = "; ".join(f"{ch.upper()} = {codes[ch]}" for ch in letters)
    others = [w for w in words if w != word]
    if ctx.level.rank == 2 and ctx.content_type is MC:
        wrong = [
            Wrong(_swapped(word, codes), "dots-and-dashes-swapped", "In that message every dot and dash is swapped."),
            Wrong(_send(word[::-1], codes), "letters-in-reverse", "That message sends the letters in reverse order."),
            Wrong(_send(pick(rng, others), codes), "another-word", "That message spells a different word."),
        ]  # fmt: skip
        return Claim(
            question=f"Morse code: {key}. Which message sends the word {word.upper()}?", answer=_send(word, codes),
            wrong=tuple(w for w in wrong if w.text != _send(word, codes)), key=f"encode|{word}",
            why=f"Send one pattern for each letter, in order: {', '.join(f'{ch.upper()} = {codes[ch]}' for ch in word)}.",
            task="represent", steps=size, standard="4-PS4-3",
        )  # fmt: skip
    message = _send(word, codes)
    wrong = [
        Wrong(
            w, "guessed-another-word", f"Check each letter's pattern in the key; the message spells {word}."
        )
        for w in rng.sample(others, 2)
    ]
    if word[::-1] not in (word, *others):
        wrong.append(Wrong(word[::-1], "read-backward", "Read the patterns from left to right."))
    return Claim(
        question=f"Morse code: {key}. The letters are split by /. What word does this message spell? {message}",
        answer=word, wrong=tuple(wrong), accept=(word.upper(), word.capitalize()), key=f"decode|{word}",
        why=f"Match each pattern with its letter in the key: {', '.join(f'{codes[ch]} = {ch.upper()}' for ch in word)}. The word is {word}.",
        sentence=f"In Morse code ({key}), the message {message} spells {{}}.", task="represent", steps=size, standard="4-PS4-3",
    )  # fmt: skip


_CRITERIA = (
    ("worked from the farthest away", 1, max),
    ("sent the word in the least time", 2, min),
    ("made the fewest mistakes", 3, min),
)


def _methods_table(ctx: GenerationContext) -> Draft:
    """A class tests ways of sending a word (3 methods at easy, 4 at medium, 5 at hard); which best
    meets a criterion, and at hard, the fewest mistakes among those that reach far enough."""
    rng = ctx.rng
    methods = rng.sample(in_grade(model("waves")["methods"], ctx.grade), 3 + ctx.level.rank)
    far = rng.sample(range(10, 101, 5), len(methods))
    secs = rng.sample(range(8, 41), len(methods))
    errs = rng.sample(range(0, 6), len(methods))
    rows: list[list[Any]] = [
        [cap(m["name"]), d, t, e] for m, d, t, e in zip(methods, far, secs, errs, strict=True)
    ]
    columns = ["Method", "Farthest it worked (m)", "Time to send the word (seconds)", "Mistakes in 5 tries"]
    if ctx.level.rank < 2:
        words, col, best = pick(rng, _CRITERIA)
        answer = best(rows, key=lambda r: r[col])[0]
        why = f"Look at the column “{columns[col]}”: {answer.lower()} has the {'greatest' if best is max else 'smallest'} number."
        question = f"The class wants the method that {words}. Which method should they choose?"
    else:
        need = sorted(far)[1]
        fits = [r for r in rows if r[1] >= need]
        answer = min(fits, key=lambda r: r[3])[0]
        question = f"The message must reach at least {need} m. Of the methods that do, which made the fewest mistakes?"
        names = [r[0].lower() for r in fits]
        why = f"These reach {need} m or more: {', '.join(names[:-1])} and {names[-1]}. Of those, {answer.lower()} made the fewest mistakes."
    return table_draft(
        ctx, title="Testing ways to send a coded word", columns=columns, rows=rows, question=question, value=answer,
        display=answer, accept=(answer.lower(),), why=why, key=f"methods|{rows}|{question[:40]}", steps=1 + ctx.level.rank,
        standard="4-PS4-3",
    )  # fmt: skip


def _carrier_claim(ctx: GenerationContext) -> Claim:
    rng = ctx.rng
    methods = in_grade(model("waves")["methods"], ctx.grade)
    carrier = pick(rng, ["light", "sound"])
    other = "sound" if carrier == "light" else "light"
    right = pick(rng, [m for m in methods if m["carrier"] == carrier])
    wrong = tuple(Wrong(cap(m["name"]), f"{other}-pattern-taken-for-{carrier}", f"With {m['name']}, the pattern is made of {other}.")
                  for m in rng.sample([m for m in methods if m["carrier"] == other], 3))  # fmt: skip
    return Claim(
        question=f"Which of these sends a coded message as a pattern of {carrier}?", answer=cap(right["name"]), wrong=wrong,
        why=f"With {right['name']}, the message is a pattern of {carrier} that someone far away can {'see' if carrier == 'light' else 'hear'}.",
        key=f"carrier|{right['id']}", task="identify", standard="4-PS4-3",
    )  # fmt: skip


ASKS: Asks = {
    "wave": {DG: _wave_diagram, MC: claimed(_float_claim), TF: claimed(_float_claim)},
    "see": {OR: _see_order, MC: claimed(_see_claim), TF: claimed(_see_claim), DG: _see_diagram},
    "code": {kind: claimed(_code_claim) for kind in (MC, SA, FB)},
    "methods": {DT: _methods_table, MC: claimed(_carrier_claim)},
}

_BANDS = (
    "wave diagrams: the bigger amplitude at easy, the longer wavelength at medium, an amplitude read in centimeters at hard; "
    "seeing: 3 steps to order at easy, 4 at medium, 5 at hard; codes: 3-letter words at easy, 4-letter words otherwise, "
    "choosing the message that sends a word at hard; method tests: 3, 4 and 5 methods, two criteria at hard"
)

WavesK4Params = many_of(ASKS, field="ask", name="WavesK4Params")


@generator(content_types=types_of(ASKS), params=WavesK4Params, levels=Levels("steps", _BANDS))
def waves_k4(ctx: GenerationContext) -> Draft:
    return dispatch(ctx, ASKS, ctx.params.ask)
