"""Spelling: pattern word lists, beginning sounds, contractions, possessives, homophones,
proofreading and dictionary skills, all read from the hand-written banks in
``catalog_data/content/spelling``.

Every wrong spelling shown to a child comes from the bank, where it is stored with the name of
the misconception it shows (``wrong``: ``[spelling, misconception]``; the list's
``misconceptions`` gives the reason). Skills pick bank entries with their params (list ids,
grade bands, puzzle kinds), so one generator serves many skills.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features
from educontent.generation.items import (
    BooleanAnswer,
    Choice,
    ChoiceIndexAnswer,
    Distractor,
    ExactAnswer,
    FillBlankContent,
    MatchingContent,
    MultipleChoiceContent,
    OrderingContent,
    Passage,
    PassageBasedContent,
    SetAnswer,
    ShortAnswerContent,
    TrueFalseContent,
    WordPuzzleContent,
)
from educontent.generation.registry import Draft, GenerationContext, generator

PuzzleKind = Literal["scramble", "missing-letters", "misspelling", "word-search", "tracing"]
BLANK = "___"


# ---- shared helpers ----------------------------------------------------------------------------


def _pick(rng: random.Random, seq: Sequence[Any]) -> Any:
    return seq[rng.randrange(len(seq))]


def _shuffled(rng: random.Random, seq: Sequence[Any]) -> list[Any]:
    return rng.sample(list(seq), len(seq))


def _standard(ctx: GenerationContext, code: str | None) -> str | None:
    return code if code and code in ctx.skill.standards else None


def _choices(
    rng: random.Random, correct: str, wrong: Sequence[tuple[str, str, str]], limit: int = 3
) -> tuple[list[Choice], int, list[Distractor]]:
    """Shuffle the right answer among up to ``limit`` wrong ones (text, misconception, reason)."""
    seen = {correct}
    options: list[tuple[str, str, str]] = []
    for text, name, reason in _shuffled(rng, wrong):
        if text not in seen and len(options) < limit:
            seen.add(text)
            options.append((text, name, reason))
    order = _shuffled(rng, [("", "", ""), *options])
    choices, distractors, answer = [], [], 0
    for index, (text, name, reason) in enumerate(order):
        if not name:
            answer = index
            choices.append(Choice(text=correct))
        else:
            choices.append(Choice(text=text))
            distractors.append(Distractor(choice_index=index, misconception=name, reason=reason))
    return choices, answer, distractors


def _blank_sentence(sentence: str, word: str) -> str:
    """The sentence with ``word`` (whole word, any case of its first letter) replaced by ___."""
    pattern = re.compile(rf"(?<![A-Za-z']){re.escape(word)}(?![A-Za-z'])", re.IGNORECASE)
    blanked, count = pattern.subn(BLANK, sentence, count=1)
    if count != 1:
        raise ValueError(f"{word!r} not in {sentence!r}")
    return blanked


def _spelled(word: str) -> str:
    return "-".join(word)


# ---- word lists ----------------------------------------------------------------------------------


def _word_lists() -> dict[str, dict[str, Any]]:
    return {entry["id"]: entry for entry in load_bank("spelling", "word-lists")["lists"]}


def _focus_span(word: str, focus: str) -> list[int]:
    """Positions of the focus letters in ``word`` (``_`` in the focus stands for any one letter)."""
    pattern = "".join("." if ch == "_" else re.escape(ch) for ch in focus)
    match = re.search(pattern, word)
    if match is None:
        raise ValueError(f"focus {focus!r} not in {word!r}")
    return [match.start() + i for i, ch in enumerate(focus) if ch != "_"]


def _partial(word: str, focus: str) -> str:
    hidden = set(_focus_span(word, focus))
    return "".join("_" if i in hidden else ch for i, ch in enumerate(word))


def _explain(entry: dict[str, Any], word: dict[str, Any]) -> str:
    return entry["explain"].format(
        word=word["word"],
        focus=word.get("focus", ""),
        letters=_spelled(word["word"]),
        base=word.get("base", ""),
        suffix=word.get("suffix", ""),
        syllables=word.get("syllables", word["word"]),
        meaning=word.get("meaning", ""),
        rule=word.get("rule", ""),
    )


def _wrongs(entry: dict[str, Any], word: dict[str, Any]) -> list[tuple[str, str, str]]:
    reasons = entry["misconceptions"]
    return [(text, name, reasons[name]) for text, name in word["wrong"]]


class WordListParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    lists: list[str] = Field(min_length=1, description="Word-list ids in spelling/word-lists.json.")
    puzzles: list[PuzzleKind] = Field(default_factory=lambda: ["scramble", "missing-letters", "misspelling"])
    copies: int = Field(default=3, ge=1, le=5, description="Tracing: how many times to write the word.")
    search_words: int = Field(default=5, ge=3, le=8, description="Word-search: how many words to hide.")


def _choose_word(ctx: GenerationContext, lists: list[str]) -> tuple[dict[str, Any], dict[str, Any]]:
    banks = _word_lists()
    entry = banks[_pick(ctx.rng, lists)]
    return entry, _pick(ctx.rng, entry["words"])


def _clue(word: dict[str, Any]) -> str:
    return f"Clue: {_blank_sentence(word['sentence'], word['word'])}"


def _scramble(rng: random.Random, word: str) -> str:
    letters = list(word)
    for _ in range(20):
        rng.shuffle(letters)
        if "".join(letters) != word:
            break
    return "".join(letters)


def _word_search(rng: random.Random, words: list[str]) -> tuple[list[list[str]], list[str]]:
    """Hide the words across (left to right) or down (top to bottom) in a square grid."""
    size = max(7, max(len(w) for w in words) + 1)
    for _ in range(50):
        grid: list[list[str | None]] = [[None] * size for _ in range(size)]
        where: list[str] = []
        ok = True
        for word in words:
            letters = word.upper()
            placed = False
            for _ in range(100):
                across = rng.random() < 0.5
                row = rng.randrange(size if across else size - len(letters) + 1)
                col = rng.randrange(size - len(letters) + 1 if across else size)
                cells = [(row, col + k) if across else (row + k, col) for k in range(len(letters))]
                if all(grid[r][c] in (None, letters[k]) for k, (r, c) in enumerate(cells)):
                    for k, (r, c) in enumerate(cells):
                        grid[r][c] = letters[k]
                    where.append(
                        f"{letters}: row {row + 1}, column {col + 1}, going {'across' if across else 'down'}"
                    )
                    placed = True
                    break
            if not placed:
                ok = False
                break
        if ok:
            filled = [[cell or chr(ord("A") + rng.randrange(26)) for cell in row] for row in grid]
            return filled, where
    raise ValueError("could not place the words")


@generator(
    "spelling.words",
    content_types={"word-puzzle", "fill-blank", "multiple-choice", "true-false", "matching"},
    params=WordListParams,
)
def words(ctx: GenerationContext) -> Draft:
    params: WordListParams = ctx.params
    rng = ctx.rng
    entry, word = _choose_word(ctx, params.lists)
    spelling = word["word"]
    explanation = _explain(entry, word)
    standard = _standard(ctx, entry.get("standard"))
    magnitude = max(1, len(spelling) // 2)
    kind = ctx.content_type
    if kind == "word-puzzle":
        return _word_puzzle(ctx, params, entry, word, explanation, standard)
    if kind == "fill-blank":
        forms = ["sentence"]
        if "base" in word:
            forms.append("parts")
        if entry.get("focusChoices") and word["focus"] in entry["focusChoices"]:
            forms.append("focus")
        form = _pick(rng, forms)
        if form == "parts":
            bank = None
            if ctx.level.rank == 0:
                bank = _shuffled(rng, [spelling, *[w for w, _ in word["wrong"]][:2]])
            content = FillBlankContent(
                instructions="Add the word part and write the new word.",
                text=f"{word['base']} + {word['suffix']} = {BLANK}",
                blanks=1,
                word_bank=bank,
                word_bank_header="Choose the correct spelling." if bank else None,
            )
            return Draft(
                content=content,
                answer=ExactAnswer(value=spelling, display=spelling, explanation=explanation),
                features=Features(task="compute", steps=2, magnitude=magnitude, representation="text"),
                key=f"parts:{spelling}",
                standard=standard,
            )
        if form == "focus" and "_" not in word["focus"]:
            at = spelling.index(word["focus"])
            shown = spelling[:at] + BLANK + spelling[at + len(word["focus"]) :]
            content = FillBlankContent(
                instructions="Write the missing letters.",
                text=_blank_sentence(word["sentence"], spelling).replace(BLANK, shown, 1),
                blanks=1,
                word_bank=list(entry["focusChoices"]),
                word_bank_header="Letters to choose from",
            )
            return Draft(
                content=content,
                answer=ExactAnswer(
                    value=word["focus"],
                    display=word["focus"],
                    explanation=f"The word is {spelling}. {explanation}",
                ),
                features=Features(task="recall", steps=1, magnitude=magnitude, representation="text"),
                key=f"focus:{spelling}",
                standard=standard,
            )
        bank = _shuffled(rng, [spelling, *[w for w, _ in word["wrong"]][:3]])
        content = FillBlankContent(
            instructions="Write the correctly spelled word in the blank.",
            text=_blank_sentence(word["sentence"], spelling),
            blanks=1,
            word_bank=bank,
            word_bank_header="Choose the correct spelling.",
        )
        return Draft(
            content=content,
            answer=ExactAnswer(value=spelling, display=spelling, explanation=explanation),
            features=Features(task="recall", steps=1, magnitude=magnitude, representation="text"),
            key=f"sentence:{spelling}",
            standard=standard,
        )
    if kind == "multiple-choice":
        choices, index, distractors = _choices(rng, spelling, _wrongs(entry, word))
        if rng.random() < 0.5:
            question = f"Which spelling completes the sentence? {_blank_sentence(word['sentence'], spelling)}"
            key = f"mc-sentence:{spelling}"
        elif "base" in word:
            question = f"Which is the correct spelling of {word['base']} + {word['suffix']}?"
            key = f"mc-parts:{spelling}"
        else:
            question = "Which word is spelled correctly?"
            key = f"mc:{spelling}"
        return Draft(
            content=MultipleChoiceContent(
                instructions="Choose the correct spelling.", question=question, choices=choices
            ),
            answer=ChoiceIndexAnswer(
                value=index, display=spelling, explanation=explanation, distractors=distractors
            ),
            features=Features(task="identify", steps=1, magnitude=magnitude, representation="text"),
            key=key,
            standard=standard,
        )
    if kind == "true-false":
        truth = rng.random() < 0.5
        shown, _name, reason = (spelling, "", "") if truth else _pick(rng, _wrongs(entry, word))
        if "base" in word:
            statement = f"{word['base']} + {word['suffix']} is spelled {shown}."
        else:
            statement = f"The word {shown} is spelled correctly."
        why = explanation if truth else f"{reason} The correct spelling is {spelling}. {explanation}"
        return Draft(
            content=TrueFalseContent(instructions="Is this true or false?", statement=statement),
            answer=BooleanAnswer(value=truth, display="True" if truth else "False", explanation=why),
            features=Features(task="identify", steps=1, magnitude=magnitude, representation="text"),
            key=f"tf:{shown}",
            standard=standard,
        )
    if kind == "matching":
        return _word_matching(ctx, params, standard)
    raise ValueError(f"spelling.words cannot make {kind}")


def _word_puzzle(
    ctx: GenerationContext,
    params: WordListParams,
    entry: dict[str, Any],
    word: dict[str, Any],
    explanation: str,
    standard: str | None,
) -> Draft:
    rng = ctx.rng
    spelling = word["word"]
    puzzle = _pick(rng, params.puzzles)
    magnitude = max(1, len(spelling) // 2)
    answer = ExactAnswer(value=spelling, display=spelling, explanation=explanation)
    if puzzle == "scramble":
        content = WordPuzzleContent(
            instructions="Unscramble the letters.",
            puzzle_kind="scramble",
            prompt=f"Put the letters in order to spell a word. {_clue(word)}",
            scrambled=_scramble(rng, spelling),
            hint=f"The word starts with {spelling[0]}.",
        )
        features = Features(task="reason", steps=2, magnitude=magnitude, representation="text")
    elif puzzle == "missing-letters":
        content = WordPuzzleContent(
            instructions="Fill in the missing letters.",
            puzzle_kind="missing-letters",
            prompt=f"Write the whole word with the missing letters filled in. {_clue(word)}",
            partial_word=_partial(spelling, word["focus"]),
            hint=entry["hint"],
        )
        answer = ExactAnswer(
            value=spelling,
            display=spelling,
            explanation=f"The missing letters are {word['focus'].replace('_', '')}. {explanation}",
            acceptable_answers=[spelling],
        )
        features = Features(task="recall", steps=1, magnitude=magnitude, representation="text")
    elif puzzle == "misspelling":
        candidates = _shuffled(rng, [spelling, *[w for w, _ in word["wrong"]][:3]])
        content = WordPuzzleContent(
            instructions="Find the correct spelling.",
            puzzle_kind="misspelling",
            prompt=f"Only one of these is spelled correctly. Which one? {_clue(word)}",
            candidates=candidates,
        )
        features = Features(task="identify", steps=1, magnitude=magnitude, representation="text")
    elif puzzle == "tracing":
        content = WordPuzzleContent(
            instructions="Trace, then write.",
            puzzle_kind="tracing",
            prompt=f"Trace the word {spelling}. Then write it {params.copies} times on your own.",
            words=[spelling],
            copies=params.copies,
            hint=f"Say each letter as you write it: {_spelled(spelling)}.",
        )
        features = Features(task="recall", steps=1, magnitude=magnitude, representation="text")
    else:
        pool = [w["word"] for w in entry["words"] if w["word"].isalpha()]
        count = min(params.search_words, len(pool))
        chosen = rng.sample(pool, count)
        grid, where = _word_search(rng, chosen)
        content = WordPuzzleContent(
            instructions="Find each word in the grid.",
            puzzle_kind="word-search",
            prompt="Find these words. They go across (left to right) or down (top to bottom).",
            words=[w.upper() for w in chosen],
            grid=grid,
            hint=entry["hint"],
        )
        upper = [w.upper() for w in chosen]
        return Draft(
            content=content,
            answer=SetAnswer(
                value=upper,
                display=", ".join(upper),
                explanation="Look along each row and down each column for the first letter, then check the "
                "next letters. " + "; ".join(where) + ".",
            ),
            features=Features(task="identify", steps=count, magnitude=size_of(grid), representation="visual"),
            key="search:" + ",".join(sorted(upper)),
            standard=standard,
        )
    return Draft(
        content=content,
        answer=answer,
        features=features,
        key=f"{puzzle}:{spelling}",
        standard=standard,
    )


def size_of(grid: list[list[str]]) -> int:
    return max(1, len(grid) // 2)


def _word_matching(ctx: GenerationContext, params: WordListParams, standard: str | None) -> Draft:
    """Match each left entry (a root, a word) to its right entry (a meaning, a language)."""
    rng = ctx.rng
    banks = _word_lists()
    with_pairs = [banks[i] for i in params.lists if banks[i].get("pairs")]
    entry = _pick(rng, with_pairs)
    pairs_spec = entry["pairs"]
    pool = _shuffled(rng, pairs_spec["items"])
    chosen: list[list[str]] = []
    for left, right in pool:
        if len(chosen) == 4:
            break
        if all(right != r and left != lf for lf, r in chosen):
            chosen.append([left, right])
    right = _shuffled(rng, [r for _, r in chosen])
    value = [right.index(r) for _, r in chosen]
    display = "; ".join(f"{lf} - {r}" for lf, r in chosen)
    content = MatchingContent(
        instructions="Draw a line to match.",
        prompt=pairs_spec["prompt"],
        left=[lf for lf, _ in chosen],
        right=right,
    )
    return Draft(
        content=content,
        answer=SetAnswer(value=value, display=display, explanation=pairs_spec["explain"]),
        features=Features(task="identify", steps=len(chosen), magnitude=2, representation="text"),
        key="match:" + ",".join(sorted(lf for lf, _ in chosen)),
        standard=standard,
    )


# ---- beginning sounds and one-letter changes (kindergarten) ------------------------------------


class SoundParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["beginning", "one-letter"]


def _differences(a: str, b: str) -> list[int]:
    return [i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y] if len(a) == len(b) else [-1]


_POSITION = {0: "first", 1: "middle", 2: "last"}


@generator("spelling.sounds", content_types={"fill-blank", "multiple-choice", "matching"}, params=SoundParams)
def sounds(ctx: GenerationContext) -> Draft:
    params: SoundParams = ctx.params
    rng = ctx.rng
    bank = load_bank("spelling", "sounds")
    if params.mode == "beginning":
        reasons = bank["misconceptions"]
        entry = _pick(rng, bank["beginning"])
        word, letter = entry["word"], entry["word"][0]
        rest = word[1:]
        explanation = (
            f"Say {word} slowly: {letter}... {rest}. The first sound is spelled with the letter {letter}. "
            f"{entry['clue']} That is a {word}."
        )
        if ctx.content_type == "fill-blank":
            content = FillBlankContent(
                instructions="Say the word. Write the first letter.",
                text=f"{entry['clue']} {BLANK}{rest}",
                blanks=1,
                word_bank=_shuffled(rng, [letter, *[w for w, _ in entry["wrong"]][:2]]),
                word_bank_header="Letters",
            )
            return Draft(
                content=content,
                answer=ExactAnswer(value=letter, display=letter, explanation=explanation),
                features=Features(task="recall", steps=1, magnitude=1, representation="text"),
                key=f"begin-fill:{word}",
            )
        wrong = [(w, name, reasons[name]) for w, name in entry["wrong"]]
        choices, index, distractors = _choices(rng, letter, wrong, limit=2)
        content = MultipleChoiceContent(
            instructions="Choose the letter for the first sound.",
            question=f"{entry['clue']} Which letter starts the word _{rest}?",
            choices=choices,
        )
        return Draft(
            content=content,
            answer=ChoiceIndexAnswer(
                value=index, display=letter, explanation=explanation, distractors=distractors
            ),
            features=Features(task="identify", steps=1, magnitude=1, representation="text"),
            key=f"begin-mc:{word}",
        )
    pool: list[str] = bank["cvc"]
    if ctx.content_type == "matching":
        for _ in range(200):
            lefts = rng.sample(pool, 4)
            rights: list[str] = []
            for left in lefts:
                near = [
                    w for w in pool if len(_differences(left, w)) == 1 and w not in lefts and w not in rights
                ]
                if not near:
                    break
                rights.append(_pick(rng, near))
            if len(rights) != 4:
                continue
            # each left word must be one letter away from exactly one right word
            unique = all(
                sum(1 for r in rights if len(_differences(left, r)) == 1) == 1 for left in lefts
            ) and all(sum(1 for left in lefts if len(_differences(left, r)) == 1) == 1 for r in rights)
            if unique:
                break
        else:
            raise ValueError("no unique matching")
        shown = _shuffled(rng, rights)
        value = [shown.index(r) for r in rights]
        parts = []
        for left, right in zip(lefts, rights, strict=True):
            pos = _differences(left, right)[0]
            parts.append(
                f"{left} and {right} differ only in the {_POSITION[pos]} letter ({left[pos]} / {right[pos]})"
            )
        return Draft(
            content=MatchingContent(
                instructions="Draw a line to match.",
                prompt="Match each word to the word that is different by just one letter.",
                left=lefts,
                right=shown,
            ),
            answer=SetAnswer(
                value=value,
                display="; ".join(f"{a} - {b}" for a, b in zip(lefts, rights, strict=True)),
                explanation="Say both words and listen for the one sound that changes. "
                + "; ".join(parts)
                + ".",
            ),
            features=Features(task="compare", steps=4, magnitude=1, representation="text"),
            key="one-match:" + ",".join(sorted(lefts)),
        )
    for _ in range(200):
        target = _pick(rng, pool)
        pos = rng.randrange(3)
        right = [w for w in pool if _differences(target, w) == [pos]]
        others = [
            w
            for w in pool
            if w != target and len(_differences(target, w)) == 1 and _differences(target, w) != [pos]
        ]
        far = [w for w in pool if len(_differences(target, w)) >= 2]
        if right and others and far:
            break
    else:
        raise ValueError("no one-letter question")
    answer_word = _pick(rng, right)
    wrong_near = _pick(rng, others)
    wrong_pos = _differences(target, wrong_near)[0]
    wrong = [
        (
            wrong_near,
            f"changed-the-{_POSITION[wrong_pos]}-letter",
            f"{wrong_near} changes the {_POSITION[wrong_pos]} letter of {target}, not the {_POSITION[pos]} letter.",
        ),
        (_pick(rng, far), "changed-more-than-one-letter", "More than one letter is different, not just one."),
    ]
    choices, index, distractors = _choices(rng, answer_word, wrong, limit=2)
    return Draft(
        content=MultipleChoiceContent(
            instructions="Read the words. Choose one.",
            question=f"Which word is just like {target} but with a different {_POSITION[pos]} letter?",
            choices=choices,
        ),
        answer=ChoiceIndexAnswer(
            value=index,
            display=answer_word,
            explanation=(
                f"Compare each word with {target} letter by letter. {answer_word} has the same letters except the "
                f"{_POSITION[pos]} one: {target[pos]} changes to {answer_word[pos]}."
            ),
            distractors=distractors,
        ),
        features=Features(task="compare", steps=2, magnitude=1, representation="text"),
        key=f"one-mc:{target}:{answer_word}",
    )


# ---- contractions --------------------------------------------------------------------------------


class ContractionParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    max_grade: int = Field(default=8, ge=0, le=8, description="Use contractions introduced up to this grade.")


def _contraction_pool(params: ContractionParams) -> tuple[list[dict[str, Any]], dict[str, str]]:
    bank = load_bank("spelling", "contractions")
    pool = [c for c in bank["contractions"] if c["grade"] <= params.max_grade]
    return pool, bank["misconceptions"]


def _full(entry: dict[str, Any]) -> str:
    return entry.get("full") or " ".join(entry["words"])


def _contraction_explain(entry: dict[str, Any]) -> str:
    return f"{_full(entry)} becomes {entry['contraction']}: {entry['rule']}"


@generator(
    "spelling.contractions",
    content_types={"word-puzzle", "matching", "fill-blank", "multiple-choice"},
    params=ContractionParams,
)
def contractions(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    pool, reasons = _contraction_pool(ctx.params)
    if ctx.content_type == "matching":
        chosen = rng.sample(pool, 4)
        right = _shuffled(rng, [c["contraction"] for c in chosen])
        return Draft(
            content=MatchingContent(
                instructions="Draw a line to match.",
                prompt="Match the two words to their contraction.",
                left=[_full(c) for c in chosen],
                right=right,
            ),
            answer=SetAnswer(
                value=[right.index(c["contraction"]) for c in chosen],
                display="; ".join(f"{_full(c)} - {c['contraction']}" for c in chosen),
                explanation="A contraction joins two words and puts an apostrophe where letters are left out. "
                + " ".join(_contraction_explain(c) for c in chosen),
            ),
            features=Features(task="identify", steps=4, magnitude=2, representation="text"),
            key="match:" + ",".join(sorted(c["contraction"] for c in chosen)),
        )
    entry = _pick(rng, pool)
    word = entry["contraction"]
    explanation = _contraction_explain(entry)
    if ctx.content_type == "word-puzzle":
        return Draft(
            content=WordPuzzleContent(
                instructions="Write the contraction.",
                puzzle_kind="contraction",
                prompt=f"Join the words into one contraction: {_full(entry)}.",
                words=list(entry["words"]),
                hint="Put an apostrophe where letters are left out.",
            ),
            answer=ExactAnswer(
                value=word, display=word, explanation=explanation, acceptable_answers=[word.replace("'", "’")]
            ),
            features=Features(task="recall", steps=2, magnitude=2, representation="text"),
            key=f"puzzle:{word}",
        )
    wrong = [(w, name, reasons[name]) for w, name in entry["wrong"]]
    if ctx.content_type == "fill-blank":
        return Draft(
            content=FillBlankContent(
                instructions="Write the contraction for the words in parentheses.",
                text=f"{_blank_sentence(entry['sentence'], word)} ({_full(entry)})",
                blanks=1,
                word_bank=_shuffled(rng, [word, *[w for w, _ in entry["wrong"]][:2]]),
                word_bank_header="Choose the correct spelling.",
            ),
            answer=ExactAnswer(value=word, display=word, explanation=explanation),
            features=Features(task="recall", steps=2, magnitude=2, representation="text"),
            key=f"fill:{word}",
        )
    choices, index, distractors = _choices(rng, word, wrong)
    return Draft(
        content=MultipleChoiceContent(
            instructions="Choose the correct contraction.",
            question=f"Which is the correct contraction for {_full(entry)}?",
            choices=choices,
        ),
        answer=ChoiceIndexAnswer(value=index, display=word, explanation=explanation, distractors=distractors),
        features=Features(task="identify", steps=1, magnitude=2, representation="text"),
        key=f"mc:{word}",
    )


# ---- possessives ---------------------------------------------------------------------------------


@generator("spelling.possessives", content_types={"multiple-choice", "fill-blank"})
def possessives(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    bank = load_bank("spelling", "possessives")
    reasons, rules = bank["misconceptions"], bank["rules"]
    levels = {0: ["singular"], 1: ["singular", "plural"], 2: ["plural", "irregular"]}[ctx.level.rank]
    pool = [e for e in bank["possessives"] if e["kind"] in levels]
    entry = _pick(rng, pool)
    word = entry["possessive"]
    owner = entry["owner"]
    explanation = f"{entry['meaning']} {rules[entry['kind']]} So write {word}."
    if ctx.content_type == "fill-blank":
        return Draft(
            content=FillBlankContent(
                instructions="Write the possessive noun.",
                text=f"{_blank_sentence(entry['sentence'], word)} ({entry['meaning']})",
                blanks=1,
                word_bank=_shuffled(rng, [word, *[w for w, _ in entry["wrong"]][:2]]),
                word_bank_header="Choose the correct spelling.",
            ),
            answer=ExactAnswer(value=word, display=word, explanation=explanation),
            features=Features(task="recall", steps=2, magnitude=2, representation="text"),
            key=f"fill:{word}:{owner}",
        )
    wrong = [(w, name, reasons[name]) for w, name in entry["wrong"]]
    choices, index, distractors = _choices(rng, word, wrong)
    return Draft(
        content=MultipleChoiceContent(
            instructions="Choose the correct possessive.",
            question=f"{entry['meaning']} Which word completes the sentence? {_blank_sentence(entry['sentence'], word)}",
            choices=choices,
        ),
        answer=ChoiceIndexAnswer(value=index, display=word, explanation=explanation, distractors=distractors),
        features=Features(task="identify", steps=2, magnitude=2, representation="text"),
        key=f"mc:{word}:{owner}",
    )


# ---- homophones and confused words ------------------------------------------------------------


class HomophoneParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    sets: list[str] = Field(min_length=1, description="Homophone set ids in spelling/homophones.json.")


@generator("spelling.homophones", content_types={"multiple-choice", "fill-blank"}, params=HomophoneParams)
def homophones(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    bank = load_bank("spelling", "homophones")
    groups = [g for s in ctx.params.sets for g in bank["sets"][s]]
    group = _pick(rng, groups)
    sentence, word = _pick(rng, group["sentences"])
    meanings = group["meanings"]
    blanked = _blank_sentence(sentence, word)
    explanation = f"{word} means {meanings[word]}. That meaning fits the sentence."
    others = [w for w in group["words"] if w != word]
    if ctx.content_type == "fill-blank":
        return Draft(
            content=FillBlankContent(
                instructions="Write the word that fits the meaning of the sentence.",
                text=blanked,
                blanks=1,
                word_bank=_shuffled(rng, list(group["words"])),
                word_bank_header="Words that sound or look alike",
            ),
            answer=ExactAnswer(value=word, display=word, explanation=explanation),
            features=Features(task="compare", steps=1, magnitude=2, representation="text"),
            key=f"fill:{sentence}",
        )
    wrong = [
        (
            other,
            "mixed-up-look-alike-words",
            f"{other} means {meanings[other]}, which does not fit this sentence.",
        )
        for other in others
    ]
    choices, index, distractors = _choices(rng, word, wrong)
    return Draft(
        content=MultipleChoiceContent(
            instructions="Choose the word that fits.",
            question=f"Which word completes the sentence? {blanked}",
            choices=choices,
        ),
        answer=ChoiceIndexAnswer(value=index, display=word, explanation=explanation, distractors=distractors),
        features=Features(task="compare", steps=1, magnitude=2, representation="text"),
        key=f"mc:{sentence}",
    )


# ---- proofreading ------------------------------------------------------------------------------


class ProofreadParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    lists: list[str] = Field(min_length=1, description="Word lists whose sentences are proofread.")
    passage_grades: list[int] = Field(default_factory=list, description="Grades of proofreading paragraphs.")


_TOKEN = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)?")


def _sentence_task(ctx: GenerationContext) -> tuple[dict[str, Any], dict[str, Any], str, str, str, str]:
    entry, word = _choose_word(ctx, ctx.params.lists)
    wrong, name = _pick(ctx.rng, word["wrong"])
    pattern = re.compile(rf"(?<![A-Za-z']){re.escape(word['word'])}(?![A-Za-z'])", re.IGNORECASE)
    found = pattern.search(word["sentence"])
    if found is None:
        raise ValueError(f"{word['word']!r} not in its sentence")
    if found.group(0)[0].isupper():
        wrong = wrong[0].upper() + wrong[1:]
    sentence = word["sentence"][: found.start()] + wrong + word["sentence"][found.end() :]
    return entry, word, sentence, wrong, name, entry["misconceptions"][name]


@generator(
    "spelling.proofread",
    content_types={"multiple-choice", "true-false", "short-answer", "passage-based"},
    params=ProofreadParams,
)
def proofread(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    params: ProofreadParams = ctx.params
    kind = ctx.content_type
    use_passage = params.passage_grades and (
        kind == "passage-based" or (kind == "short-answer" and rng.random() < 0.6)
    )
    if use_passage:
        return _passage_task(ctx)
    entry, word, sentence, wrong, _name, reason = _sentence_task(ctx)
    right = word["word"]
    explanation = f"{wrong} is misspelled: {reason} The correct spelling is {right}. {_explain(entry, word)}"
    if kind == "true-false":
        if rng.random() < 0.5:
            return Draft(
                content=TrueFalseContent(
                    instructions="Read the sentence carefully.",
                    statement=f"Every word in this sentence is spelled correctly: {word['sentence']}",
                ),
                answer=BooleanAnswer(
                    value=True,
                    display="True",
                    explanation=f"Check each word. {right} is spelled correctly. {_explain(entry, word)}",
                ),
                features=Features(task="identify", steps=2, magnitude=3, representation="text"),
                key=f"tf-ok:{right}",
            )
        return Draft(
            content=TrueFalseContent(
                instructions="Read the sentence carefully.",
                statement=f"Every word in this sentence is spelled correctly: {sentence}",
            ),
            answer=BooleanAnswer(value=False, display="False", explanation=explanation),
            features=Features(task="identify", steps=2, magnitude=3, representation="text"),
            key=f"tf:{wrong}",
        )
    if kind == "short-answer":
        return Draft(
            content=ShortAnswerContent(
                instructions="Find the mistake and fix it.",
                question=f"One word in this sentence is misspelled. Write it correctly. {sentence}",
                answer_format="text",
            ),
            answer=ExactAnswer(value=right, display=right, explanation=explanation),
            features=Features(task="reason", steps=2, magnitude=3, representation="text"),
            key=f"sa:{wrong}",
        )
    tokens = [t for t in _TOKEN.findall(sentence) if len(t) >= 3 and t != wrong and "'" not in t]
    others = list(dict.fromkeys(tokens))
    picked = rng.sample(others, min(3, len(others)))
    wrong_choices = [(t, "correct-word-picked", f"{t} is spelled correctly.") for t in picked]
    choices, index, distractors = _choices(rng, wrong, wrong_choices)
    return Draft(
        content=MultipleChoiceContent(
            instructions="Proofread the sentence.",
            question=f"Which word in this sentence is misspelled? {sentence}",
            choices=choices,
        ),
        answer=ChoiceIndexAnswer(
            value=index,
            display=f"{wrong} (should be {right})",
            explanation=explanation,
            distractors=distractors,
        ),
        features=Features(task="identify", steps=2, magnitude=3, representation="text"),
        key=f"mc:{wrong}",
    )


_MARK = re.compile(r"\[([A-Za-z]+)\]")


def _passage_task(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    bank = load_bank("spelling", "proofreading")
    reasons = bank["misconceptions"]
    pool = [p for p in bank["passages"] if p["grade"] in ctx.params.passage_grades]
    passage = _pick(rng, pool)
    targets = passage["targets"]
    marked = _MARK.findall(passage["text"])
    target_word = _pick(rng, marked)
    wrong, name = _pick(rng, targets[target_word])
    text = passage["text"].replace(f"[{target_word}]", wrong, 1)
    text = _MARK.sub(lambda m: m.group(1), text)
    explanation = (
        f"Read each word slowly and check the tricky ones. {wrong} should be spelled {target_word}: "
        f"{reasons[name]}"
    )
    words_in = len(text.split())
    if ctx.content_type == "short-answer":
        return Draft(
            content=ShortAnswerContent(
                instructions="Proofread the paragraph.",
                question=f"One word in this paragraph is misspelled. Write it correctly.\n\n{passage['title']}\n{text}",
                answer_format="text",
            ),
            answer=ExactAnswer(value=target_word, display=target_word, explanation=explanation),
            features=Features(
                task="reason", steps=3, magnitude=min(8, words_in // 40), representation="passage"
            ),
            key=f"sa:{passage['title']}:{target_word}:{wrong}",
        )
    others = [w for w in dict.fromkeys(marked) if w != target_word]
    picked = rng.sample(others, min(3, len(others)))
    wrong_choices = [
        (w, "correct-word-picked", f"{w} is spelled correctly in the paragraph.") for w in picked
    ]
    choices, index, distractors = _choices(rng, wrong, wrong_choices)
    return Draft(
        content=PassageBasedContent(
            instructions="Read the paragraph. Then answer the question.",
            passage=Passage(title=passage["title"], text=text, genre=passage["genre"]),
            question="Which word in the paragraph is misspelled?",
            choices=choices,
        ),
        answer=ChoiceIndexAnswer(
            value=index,
            display=f"{wrong} (should be {target_word})",
            explanation=explanation,
            distractors=distractors,
        ),
        features=Features(
            task="identify", steps=3, magnitude=min(8, words_in // 40), representation="passage"
        ),
        key=f"pb:{passage['title']}:{target_word}:{wrong}",
    )


# ---- dictionaries, guide words and spell checkers ------------------------------------------------


class DictionaryParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    pool: str = Field(description="Word pool in spelling/dictionary.json for ABC order and guide words.")
    lists: list[str] = Field(
        default_factory=list, description="Word lists for 'which spelling is in the dictionary'."
    )
    facts: bool = Field(
        default=False, description="Use the true/false and multiple-choice facts about references."
    )


def _guide_question(ctx: GenerationContext, words_pool: list[str]) -> tuple[str, str, str, list[str]]:
    """Guide words (first, last) and a word between them plus words outside the page."""
    rng = ctx.rng
    ordered = sorted(words_pool)
    for _ in range(200):
        i = rng.randrange(len(ordered) - 4)
        j = i + rng.randint(3, min(6, len(ordered) - 1 - i))
        if j >= len(ordered):
            continue
        first, last = ordered[i], ordered[j]
        inside = [w for w in ordered[i + 1 : j] if first < w < last]
        outside = [w for w in ordered if w < first or w > last]
        if inside and len(outside) >= 3:
            return first, last, _pick(rng, inside), rng.sample(outside, 3)
    raise ValueError("no guide words")


@generator(
    "spelling.dictionary",
    content_types={"ordering", "multiple-choice", "true-false"},
    params=DictionaryParams,
)
def dictionary(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    params: DictionaryParams = ctx.params
    bank = load_bank("spelling", "dictionary")
    words_pool: list[str] = bank["pools"][params.pool]
    kind = ctx.content_type
    if kind == "ordering":
        for _ in range(100):
            count = 4 if ctx.level.rank == 0 else 5
            chosen = rng.sample(words_pool, count)
            firsts = {w[0] for w in chosen}
            # easy: different first letters; harder: some share a first letter
            if (ctx.level.rank == 0) == (len(firsts) == count):
                break
        ordered = sorted(chosen)
        shared = len(firsts) < count
        explanation = "Look at the first letter of each word and put them in ABC order." + (
            " When two words start with the same letter, look at the next letter." if shared else ""
        )
        return Draft(
            content=OrderingContent(
                instructions="Put the words in ABC order.",
                prompt="Write these words in the order they come in a dictionary.",
                items=_shuffled(rng, chosen),
                order_by="alphabetical (ABC) order",
            ),
            answer=SetAnswer(value=ordered, display=", ".join(ordered), explanation=explanation),
            features=Features(task="compare", steps=count, magnitude=2, representation="text"),
            key="abc:" + ",".join(ordered),
        )
    modes = ["guide"]
    if params.lists:
        modes.append("spelling")
    if params.facts:
        modes.append("facts")
    mode = _pick(rng, modes)
    if mode == "facts":
        facts = bank["facts"]
        if kind == "true-false":
            fact = _pick(rng, facts["true-false"])
            return Draft(
                content=TrueFalseContent(instructions="Is this true or false?", statement=fact["statement"]),
                answer=BooleanAnswer(
                    value=fact["value"],
                    display="True" if fact["value"] else "False",
                    explanation=fact["explain"],
                ),
                features=Features(task="recall", steps=1, magnitude=2, representation="text"),
                key=f"fact-tf:{fact['statement']}",
            )
        fact = _pick(rng, facts["multiple-choice"])
        choices, index, distractors = _choices(rng, fact["answer"], [tuple(w) for w in fact["wrong"]])
        return Draft(
            content=MultipleChoiceContent(
                instructions="Choose the best answer.", question=fact["question"], choices=choices
            ),
            answer=ChoiceIndexAnswer(
                value=index, display=fact["answer"], explanation=fact["explain"], distractors=distractors
            ),
            features=Features(task="reason", steps=1, magnitude=2, representation="text"),
            key=f"fact-mc:{fact['question']}",
        )
    if mode == "spelling":
        entry, word = _choose_word(ctx, params.lists)
        right = word["word"]
        if kind == "true-false":
            truth = rng.random() < 0.5
            shown = right if truth else _pick(rng, word["wrong"])[0]
            return Draft(
                content=TrueFalseContent(
                    instructions="Is this true or false?",
                    statement=f"A dictionary lists this word with the spelling {shown}.",
                ),
                answer=BooleanAnswer(
                    value=truth,
                    display="True" if truth else "False",
                    explanation=f"The dictionary spelling is {right}. {_explain(entry, word)}",
                ),
                features=Features(task="identify", steps=1, magnitude=2, representation="text"),
                key=f"dict-tf:{shown}",
            )
        choices, index, distractors = _choices(rng, right, _wrongs(entry, word))
        return Draft(
            content=MultipleChoiceContent(
                instructions="Check the spelling.",
                question=f"You look up the word that fits this sentence: {_blank_sentence(word['sentence'], right)} "
                "Which spelling will you find in the dictionary?",
                choices=choices,
            ),
            answer=ChoiceIndexAnswer(
                value=index, display=right, explanation=_explain(entry, word), distractors=distractors
            ),
            features=Features(task="identify", steps=1, magnitude=2, representation="text"),
            key=f"dict-mc:{right}",
        )
    first, last, inside, outside = _guide_question(ctx, words_pool)
    explanation = (
        f"Words on the page come after {first} and before {last} in ABC order. Compare letter by letter: "
        f"{inside} comes after {first} and before {last}."
    )
    if kind == "true-false":
        truth = rng.random() < 0.5
        shown = inside if truth else outside[0]
        where = "between them" if truth else ("before " + first if shown < first else "after " + last)
        return Draft(
            content=TrueFalseContent(
                instructions="Is this true or false?",
                statement=f"The word {shown} belongs on a dictionary page with the guide words {first} and {last}.",
            ),
            answer=BooleanAnswer(
                value=truth,
                display="True" if truth else "False",
                explanation=f"Guide words show the first and last words on the page. In ABC order {shown} comes "
                f"{where}.",
            ),
            features=Features(task="compare", steps=2, magnitude=2, representation="text"),
            key=f"guide-tf:{first}:{last}:{shown}",
        )
    wrong = [
        (
            w,
            "before-the-first-guide-word" if w < first else "after-the-last-guide-word",
            f"{w} comes {'before ' + first if w < first else 'after ' + last} in ABC order.",
        )
        for w in outside
    ]
    choices, index, distractors = _choices(rng, inside, wrong)
    return Draft(
        content=MultipleChoiceContent(
            instructions="Use the guide words.",
            question=f"A dictionary page has the guide words {first} and {last}. Which word is on that page?",
            choices=choices,
        ),
        answer=ChoiceIndexAnswer(
            value=index, display=inside, explanation=explanation, distractors=distractors
        ),
        features=Features(task="compare", steps=2, magnitude=2, representation="text"),
        key=f"guide:{first}:{last}:{inside}",
    )
