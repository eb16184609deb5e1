"""Words with the endings -s, -ed and -ing (RF.1.3f): the base word, the form a sentence needs, and
adding an ending. Bank ``decoding``: action words with their three forms, spelled by hand (doubled
letters and dropped e included)."""

from __future__ import annotations

from educontent.generation.banks import load_bank
from educontent.generation.kit.choose import pick
from educontent.generation.kit.people import roster
from educontent.generation.kit.text_forms import Wrong, choice_draft, fill_draft, text_features
from educontent.generation.registry import Draft, GenerationContext

FRAMES = {
    "ed": (
        "Yesterday, {name} ___ with a friend.",
        "Yesterday tells us it already happened, so the word ends in -ed.",
    ),
    "ing": (
        "Right now, {name} is ___ with a friend.",
        'After "is", the word ends in -ing to show it is happening now.',
    ),
    "s": ("Every day, {name} ___ with a friend.", "One person doing it every day takes an -s ending."),
}

WHY_NOT = {
    "ed": '"{word}" tells about something that already happened.',
    "ing": '"{word}" needs a helping word such as "is" before it.',
    "s": '"{word}" tells what someone does again and again, like every day.',
}


def _verbs() -> list[dict]:
    return load_bank("reading", "decoding")["verbs"]


def _base_wrong(v: dict, form: str) -> list[Wrong]:
    word = v[form]
    ending = (
        "ed"
        if form == "ed"
        else "ing"
        if form == "ing"
        else ("es" if word.endswith("es") and not v["base"].endswith("e") else "s")
    )
    stem = word[: -len(ending)]
    out = [Wrong(word, "kept-the-ending", f'"{word}" still has the ending -{ending}.')]
    if stem != v["base"]:
        out.append(
            Wrong(stem, "cut-off-only-the-ending", f'"{stem}" is not a word; the base word is "{v["base"]}".')
        )
    other = next(f for f in ("s", "ed", "ing") if f != form)
    out.append(Wrong(v[other], "another-ending", f'"{v[other]}" has another ending.'))
    return out


def base_word(ctx: GenerationContext) -> Draft:
    v = pick(ctx.rng, _verbs())
    form = pick(ctx.rng, ("s", "ed", "ing"))
    word = v[form]
    return choice_draft(
        ctx,
        f'What is the base word in "{word}"?',
        v["base"],
        _base_wrong(v, form),
        f'Cover the ending to find the base word: "{word}" is "{v["base"]}" with an ending added.',
        key=f"base:{word}",
        standard="RF.1.3f",
    )


def _frame(ctx: GenerationContext) -> tuple[dict, str, str, str]:
    v = pick(ctx.rng, _verbs())
    form = pick(ctx.rng, tuple(FRAMES))
    frame, rule = FRAMES[form]
    return v, form, frame.format(name=pick(ctx.rng, roster("roster-1"))), rule


def ending_choice(ctx: GenerationContext) -> Draft:
    v, form, sentence, rule = _frame(ctx)
    wrong = [Wrong(v[f], f"wrong-ending-{f}", WHY_NOT[f].format(word=v[f])) for f in FRAMES if f != form]
    wrong.append(Wrong(v["base"], "no-ending", f'"{v["base"]}" needs an ending in this sentence.'))
    return choice_draft(
        ctx,
        f'Which word finishes the sentence? "{sentence}"',
        v[form],
        wrong,
        f'{rule} "{sentence.replace("___", v[form])}"',
        key=f"ending:{form}:{v['base']}",
        standard="RF.1.3f",
    )


def ending_fill(ctx: GenerationContext) -> Draft:
    v, form, sentence, rule = _frame(ctx)
    options = [v["s"], v["ed"], v["ing"]]
    ctx.rng.shuffle(options)
    return fill_draft(
        sentence,
        v[form],
        f'{rule} "{sentence.replace("___", v[form])}"',
        bank=options,
        instructions="Write the word from the box that finishes the sentence.",
        features=text_features("identify", words=14),
        key=f"ending:{form}:{v['base']}",
        standard="RF.1.3f",
    )
