"""Concepts of print: reading left to right and from one line to the next (RF.K.1a), words as
strings of letters (RF.K.1b), the spaces between words (RF.K.1c) and what marks a sentence, its
first capital letter and its end mark (RF.1.1a).

Bank ``print-sentences``: short sentences of common words, and sentences printed on two lines.
"""

from __future__ import annotations

from collections.abc import Callable

from educontent.generation.banks import load_bank
from educontent.generation.draw.word_circles import word_circles
from educontent.generation.items import ExactAnswer, PictureCountingContent, Visuals
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.modes import one_of
from educontent.generation.kit.text_forms import (
    Wrong,
    choice_draft,
    ordering_draft,
    text_features,
    true_false_draft,
)
from educontent.generation.kit.types import MC, OR, PC, TF
from educontent.generation.reading.foundations._choices import exact_choice_draft
from educontent.generation.reading.foundations._focus import focus_draft
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

Builder = Callable[[GenerationContext], Draft]

_BANDS = "sentences: easy up to 4 words, medium up to 5, hard any length (up to 7); choices: 3 in kindergarten and on easy first-grade items, otherwise 4"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""

_MARKS = {".": "a period", "?": "a question mark", "!": "an exclamation point"}


def _words(sentence: str) -> list[str]:
    return sentence[:-1].split()


def _sentence(ctx: GenerationContext, *, distinct: bool = False) -> str:
    """A bank sentence of the level's length (with ``distinct``, one whose words all differ)."""
    cap = (4, 5, 7)[ctx.level.rank]
    sentences = [s for s in load_bank("reading", "print-sentences")["sentences"] if len(_words(s)) <= cap]
    if distinct:
        sentences = [s for s in sentences if len({w.lower() for w in _words(s)}) == len(_words(s))]
    return pick(ctx.rng, sentences)


# ---- left to right, top to bottom (RF.K.1a) --------------------------------------------------------


def _tracking_choice(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    if rng.random() < 0.4:
        return _next_line(ctx)
    s = _sentence(ctx)
    words = _words(s)
    lower = [w.lower() for w in words]
    after = [i for i in range(1, len(words)) if lower.count(lower[i - 1]) == 1]
    ask = pick(rng, ("first", "last", "after"))
    at = {"first": 0, "last": len(words) - 1, "after": pick(rng, after)}[ask]
    if ask == "after":
        question = f'Read this sentence: "{s}" Which word comes right after "{words[at - 1]}"?'
        why = f'Read from left to right. After "{words[at - 1]}" comes "{words[at]}".'
    else:
        question = f'Read this sentence: "{s}" Which word do you read {ask}?'
        side = "left" if ask == "first" else "right"
        why = f'We read from left to right. The word on the far {side} is "{words[at]}".'
    wrong = [
        Wrong(
            w,
            "read-right-to-left" if i == len(words) - 1 - at else "lost-the-place",
            f'"{w}" is not in that place.',
        )
        for i, w in enumerate(words)
        if w.lower() != words[at].lower()
    ]
    return choice_draft(ctx, question, words[at], wrong, why, key=f"track:{ask}:{at}:{s}", standard="RF.K.1a")


def _next_line(ctx: GenerationContext) -> Draft:
    top, bottom = pick(ctx.rng, load_bank("reading", "print-sentences")["twoLines"])
    last, first = top.split()[-1], bottom.split()[0]
    wrong = [
        Wrong(
            top.split()[0],
            "went-back-to-the-start",
            f'"{top.split()[0]}" starts the top line; you read it already.',
        ),
        Wrong(
            bottom.split()[-1].rstrip(".?!"),
            "jumped-to-the-end",
            f'"{bottom.split()[-1].rstrip(".?!")}" is at the end of the bottom line.',
        ),
    ]
    wrong += [Wrong(w, "lost-the-place", f'"{w}" is not the next word.') for w in top.split()[1:-1]]
    return choice_draft(
        ctx,
        f'A book shows two lines. The top line says "{top}" and the next line says "{bottom}" '
        f'After "{last}", which word do you read next?',
        first,
        wrong,
        f'At the end of a line, go down to the next line and start at the left. After "{last}" comes "{first}".',
        key=f"lines:{top}",
        standard="RF.K.1a",
    )


def _tracking_order(ctx: GenerationContext) -> Draft:
    s = _sentence(ctx, distinct=True)
    words = _words(s)
    return ordering_draft(
        ctx.rng,
        words,
        instructions="Number the words in the order you read them.",
        prompt=f'Read this sentence from left to right: "{s}" Put its words in the order you read them.',
        order_by="the order you read them, left to right",
        why=f"Start at the left and move right: {', '.join(words)}.",
        features=text_features("represent", words=len(words) + 12, steps=len(words) - 1),
        key=f"track-order:{s}",
        standard="RF.K.1a",
    )


# ---- words are strings of letters (RF.K.1b) ---------------------------------------------------------


def _letters_choice(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    s = _sentence(ctx)
    words = [w for w in _words(s) if len(w) >= 2]
    word = pick(rng, words)
    n = len(word)
    wrong = [Wrong(str(n + 1), "counted-one-too-many", "That is one letter too many.")]
    wrong += [Wrong(str(n - 1), "counted-one-too-few", "That is one letter too few.")] if n > 1 else []
    wrong += [Wrong(str(len(_words(s))), "counted-the-words", "That is the number of words in the sentence.")]
    wrong += [Wrong(str(n + 2), "counted-too-many", "That is too many letters.")]
    return choice_draft(
        ctx,
        f'Read this sentence: "{s}" How many letters are in the word "{word}"?',
        str(n),
        wrong,
        f'A word is a group of letters. Point to each letter in "{word}": {", ".join(word)}. '
        f"That is {count_of(n, 'letter')}.",
        key=f"letters:{word.lower()}:{s}",
        standard="RF.K.1b",
        task="compute",
    )


def _same_word(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    s = _sentence(ctx)
    word = pick(rng, [w for w in _words(s) if len(w) >= 3])
    told = word if rng.random() < 0.5 else _swap_letters(word)
    same = told == word
    why = (
        f'The word "{word}" is always written with the same letters in the same order: {", ".join(word)}.'
        if same
        else f'"{told}" has the right letters in the wrong order. "{word}" is spelled {", ".join(word)}.'
    )
    return true_false_draft(
        f'In the sentence "{s}", the word "{word}" is spelled {"-".join(told)}.',
        same,
        why,
        instructions="Look at the letters. Decide whether the sentence is true or false.",
        features=text_features("identify", words=14),
        key=f"spelled:{word}:{told}:{s}",
        standard="RF.K.1b",
    )


def _swap_letters(word: str) -> str:
    """The word with its last two letters swapped (or its first two, when those are the same)."""
    if word[-1] != word[-2]:
        return word[:-2] + word[-1] + word[-2]
    return word[1] + word[0] + word[2:]


# ---- spaces between words (RF.K.1c) -----------------------------------------------------------------


def _count_choice(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    if rng.random() < 0.4:
        return _spaces_choice(ctx)
    s = _sentence(ctx)
    n = len(_words(s))
    wrong = [
        Wrong(str(n + 1), "counted-the-end-mark", "That is one too many. The end mark is not a word."),
        Wrong(
            str(n - 1),
            "counted-the-spaces",
            "That is the number of spaces. There is one more word than spaces.",
        ),
        Wrong(str(n + 2), "counted-too-many", "That is too many words."),
    ]
    return choice_draft(
        ctx,
        f'How many words are in this sentence? "{s}"',
        str(n),
        wrong,
        f"The spaces show where each word ends. Point and count: {', '.join(_words(s))}. That is {count_of(n, 'word')}.",
        key=f"count:{s}",
        standard="RF.K.1c",
        task="compute",
    )


def _spaces_choice(ctx: GenerationContext) -> Draft:
    s = _sentence(ctx)
    words = _words(s)
    end = s[-1]
    run_on = "".join(words) + end
    half = " ".join(words[:2]) + "".join(words[2:]) + end
    extra = " ".join(w if i else " ".join(w) for i, w in enumerate(words)) + end
    return choice_draft(
        ctx,
        "Which shows the words written with a space between each word?",
        s,
        [
            Wrong(run_on, "no-spaces", "There are no spaces, so you cannot tell where one word ends."),
            Wrong(half, "missing-spaces", "Some words run together with no space between them."),
            Wrong(extra, "spaces-inside-a-word", "A space breaks the first word apart."),
        ],
        f"Each word needs a space after it so we can tell the words apart: {s}",
        key=f"spaces:{s}",
        standard="RF.K.1c",
    )


def _count_picture(ctx: GenerationContext) -> Draft:
    s = _sentence(ctx)
    n = len(_words(s))
    picture = word_circles(
        s,
        8,
        "Count the words",
        f"The sentence {s} in large print above a row of eight empty circles to color.",
    )
    return Draft(
        content=PictureCountingContent(
            instructions="Color one circle for each word.",
            prompt=f'Point to each word in "{s}" Color one circle for each word. How many words?',
            icon_category="word circle",
            count_target=n,
            arrangement="line",
        ),
        answer=ExactAnswer(
            value=n,
            display=str(n),
            explanation=f"The spaces show where words end: {', '.join(_words(s))}. Color {count_of(n, 'circle')}.",
        ),
        features=text_features("compute", words=n + 10, representation="visual"),
        key=f"count:{s}",
        visuals=Visuals(diagram_svg=picture),
        standard="RF.K.1c",
    )


# ---- what makes a sentence (RF.1.1a) ----------------------------------------------------------------


def _sentence_choice(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    s = _sentence(ctx)
    if rng.random() < 0.4:
        return choice_draft(
            ctx,
            f'Which mark ends this sentence? "{s[:-1]}___"',
            _MARKS[s[-1]],
            [
                Wrong(name, "wrong-end-mark", f"{name.capitalize()} does not fit this sentence.")
                for m, name in _MARKS.items()
                if m != s[-1]
            ],
            _end_mark_why(s),
            key=f"mark:{s}",
            standard="RF.1.1a",
        )
    lower = s[0].lower() + s[1:] if not s.startswith("I ") else None
    wrong = [Wrong(s[:-1], "no-end-mark", "It has no mark at the end.")]
    if lower:
        wrong += [
            Wrong(lower, "no-capital", "It does not start with a capital letter."),
            Wrong(lower[:-1], "no-capital-or-end-mark", "It has no capital letter and no end mark."),
        ]
    else:
        wrong.append(Wrong(s[:-1].replace(" ", "", 1), "no-space", "The first two words run together."))
    return exact_choice_draft(
        ctx,
        "Which is written as a complete sentence?",
        s,
        wrong,
        f"A sentence starts with a capital letter and ends with an end mark: {s}",
        key=f"sentence:{s}",
        standard="RF.1.1a",
    )


def _end_mark_why(s: str) -> str:
    kind = {".": "tells something", "?": "asks something", "!": "shows strong feeling"}[s[-1]]
    return f"This sentence {kind}, so it ends with {_MARKS[s[-1]]}: {s}"


def _sentence_true_false(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    s = _sentence(ctx)
    broken = {
        "capital": s[0].lower() + s[1:],
        "end mark": s[:-1],
    }
    flaw = (
        pick(rng, ("none", "capital", "end mark"))
        if not s.startswith("I ")
        else pick(rng, ("none", "end mark"))
    )
    shown = s if flaw == "none" else broken[flaw]
    why = (
        f'"{s}" starts with a capital letter and ends with {_MARKS[s[-1]]}.'
        if flaw == "none"
        else f"It is missing its {'capital letter at the start' if flaw == 'capital' else 'end mark'}. "
        f"Written correctly: {s}"
    )
    return true_false_draft(
        f'This is written correctly as a sentence: "{shown}"',
        flaw == "none",
        why,
        instructions="Check the first letter and the end mark. Decide whether the sentence is true or false.",
        features=text_features("identify", words=12),
        key=f"sentence-tf:{flaw}:{s}",
        standard="RF.1.1a",
    )


_FOCUS: dict[str, dict[str, Builder]] = {
    "tracking": {MC: _tracking_choice, OR: _tracking_order},
    "words-and-letters": {MC: _letters_choice, TF: _same_word},
    "spaces": {MC: _count_choice, PC: _count_picture},
    "sentences": {MC: _sentence_choice, TF: _sentence_true_false},
}

PrintParams = one_of(tuple(_FOCUS), field="focus", name="PrintParams")


@generator(content_types={MC, TF, OR, PC}, params=PrintParams, levels=Levels("text", _BANDS))
def print_concepts(ctx: GenerationContext) -> Draft:
    return focus_draft(ctx, _FOCUS)
