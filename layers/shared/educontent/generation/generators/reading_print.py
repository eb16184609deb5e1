"""Kindergarten print and word foundations: letters and following print (``reading.letters``) and
sight words and first sounds (``reading.sight-words``).

Banks: ``letters`` (capital and small letters, look-alikes, tracing hints, short sentences for
following print) and ``sight-words`` (word list, sentence frames, words grouped by first sound).
"""

from __future__ import annotations

from educontent.catalog.records import ContentType
from educontent.generation.banks import load_bank
from educontent.generation.items import (
    ExactAnswer,
    OrderingContent,
    SetAnswer,
    WordPuzzleContent,
)
from educontent.generation.kit.text_forms import (
    Wrong,
    choice_draft,
    find_in_grid,
    matching_draft,
    ordering_items,
    pairs_size,
    pick,
    skill_code,
    text_features,
    word_search,
)
from educontent.generation.registry import Draft, GenerationContext, generator

MC, MATCH, ORDER, PUZZLE = (
    ContentType.MULTIPLE_CHOICE,
    ContentType.MATCHING,
    ContentType.ORDERING,
    ContentType.WORD_PUZZLE,
)


# ---- letters and print ------------------------------------------------------------------------


@generator("reading.letters", content_types={MC, MATCH, ORDER, PUZZLE})
def letters(ctx: GenerationContext) -> Draft:
    bank = load_bank("reading", "letters")
    rng = ctx.rng
    entries = bank["letters"]
    by_lower = {e["lower"]: e for e in entries}
    if ctx.content_type == MC:
        form = rng.randrange(3)
        if form == 2:
            return _print_question(ctx, pick(rng, bank["printSentences"]))
        e = pick(rng, entries)
        if form == 0:
            wrong = [
                Wrong(
                    c,
                    "look-alike-letter",
                    f'"{c}" is a different letter that looks a bit like "{e["lower"]}".',
                )
                for c in e["confuse"]
            ]
            return choice_draft(
                ctx,
                f'Which is the small (lowercase) letter for capital "{e["upper"]}"?',
                e["lower"],
                wrong,
                f"Capital {e['upper']} and small {e['lower']} are the same letter. {e['hint']}",
                key=f"lower:{e['upper']}",
                standard="RF.K.1d",
            )
        wrong = [
            Wrong(
                by_lower[c]["upper"],
                "look-alike-letter",
                f'"{by_lower[c]["upper"]}" is the capital for "{c}", a letter that looks a bit like "{e["lower"]}".',
            )
            for c in e["confuse"]
        ]
        return choice_draft(
            ctx,
            f'Which is the capital (uppercase) letter for small "{e["lower"]}"?',
            e["upper"],
            wrong,
            f"Small {e['lower']} and capital {e['upper']} are the same letter. {e['hint']}",
            key=f"upper:{e['lower']}",
            standard="RF.K.1d",
        )
    if ctx.content_type == MATCH:
        chosen = rng.sample(entries, pairs_size(ctx))
        pairs = [(e["upper"], e["lower"]) for e in chosen]
        return matching_draft(
            ctx,
            pairs,
            prompt="Match each capital letter to its small letter.",
            instructions="Draw a line from each capital letter to its partner.",
            why="A capital letter and its small letter have the same name. "
            + " ".join(f"{a} goes with {b}." for a, b in pairs),
            key="case:" + "".join(sorted(a for a, _ in pairs)),
            standard="RF.K.1d",
        )
    if ctx.content_type == ORDER:
        size = 3 + ctx.level.rank
        start = rng.randrange(26 - size - 1) if rng.random() < 0.5 else None
        if start is not None:
            chosen = entries[start : start + size + 1]
            chosen = sorted(rng.sample(chosen, size), key=lambda e: e["lower"])
        else:
            chosen = sorted(rng.sample(entries, size), key=lambda e: e["lower"])
        case = "upper" if rng.random() < 0.5 else "lower"
        in_order = [e[case] for e in chosen]
        return Draft(
            content=OrderingContent(
                instructions="Write the letters in ABC order.",
                prompt="Put these letters in ABC order.",
                items=ordering_items(rng, in_order),
                order_by="ABC order",
            ),
            answer=SetAnswer(
                value=in_order,
                display=", ".join(in_order),
                explanation="Sing or say the ABC song and notice which letter comes first. "
                + f"In the alphabet, {', then '.join(in_order)}.",
            ),
            features=text_features("represent", words=size, steps=size - 1),
            key="abc:" + "".join(in_order).lower(),
            standard="RF.K.1d",
        )
    e = pick(rng, entries)
    pair = f"{e['upper']}{e['lower']}"
    return Draft(
        content=WordPuzzleContent(
            instructions="Trace the letters, then write them on your own.",
            puzzle_kind="tracing",
            prompt=f"Trace capital {e['upper']} and small {e['lower']}.",
            words=[pair],
            hint=e["hint"],
            copies=3,
        ),
        answer=ExactAnswer(
            value=pair,
            display=f"{e['upper']} {e['lower']}",
            explanation=f"Start at the top and follow the arrows. {e['hint']}",
        ),
        features=text_features("recall", words=2),
        key=f"trace:{e['upper']}",
        standard=skill_code(ctx, "RF.K.1d"),
    )


def _print_question(ctx: GenerationContext, sentence: str) -> Draft:
    words = sentence.rstrip(".!?").split()
    rng = ctx.rng
    if rng.random() < 0.5:
        correct, last = words[0], words[-1]
        wrong = [
            Wrong(
                last,
                "read-right-to-left",
                "That is the last word. We read from left to right, so it comes last.",
            ),
            Wrong(
                words[len(words) // 2], "started-in-the-middle", "That word is in the middle of the sentence."
            ),
        ]
        return choice_draft(
            ctx,
            f'Which word do you read first in this sentence? "{sentence}"',
            correct,
            wrong,
            f'We read from left to right. Put your finger on the first word on the left: "{correct}".',
            key=f"first:{sentence}",
            standard="RF.K.1a",
        )
    i = rng.randrange(1, len(words) - 1)
    before, target, after = words[i - 1], words[i], words[i + 1]
    wrong = [
        Wrong(before, "read-right-to-left", f'"{before}" comes before "{target}", on its left side.'),
        Wrong(
            words[0] if words[0] not in (target, after) else words[-1],
            "lost-place",
            "That word is not next to it.",
        ),
    ]
    return choice_draft(
        ctx,
        f'In this sentence, which word comes right after "{target}"? "{sentence}"',
        after,
        [w for w in wrong if w.text not in (after, target)],
        f'Point to "{target}" and move your finger one word to the right. The next word is "{after}".',
        key=f"after:{sentence}:{i}",
        standard="RF.K.1a",
    )


# ---- sight words and first sounds -------------------------------------------------------------


@generator("reading.sight-words", content_types={MC, MATCH, PUZZLE})
def sight_words(ctx: GenerationContext) -> Draft:
    bank = load_bank("reading", "sight-words")
    rng = ctx.rng
    if ctx.content_type == MC:
        if rng.random() < 0.6:
            s = pick(rng, bank["sentences"])
            wrong = [
                Wrong(w, "does-not-make-sense", f'"{s["text"].replace("___", w)}" does not make sense.')
                for w in s["wrong"]
            ]
            return choice_draft(
                ctx,
                f'Which word finishes the sentence? "{s["text"]}"',
                s["answer"],
                wrong,
                f'Read the sentence with each word. "{s["text"].replace("___", s["answer"])}" makes sense, '
                f'so the word is "{s["answer"]}".',
                key=f"frame:{s['text']}",
                standard="RF.K.3c",
            )
        group = pick(rng, bank["firstSounds"])
        key_word, correct = rng.sample(group["words"], 2)
        others = [g for g in bank["firstSounds"] if g["letter"] != group["letter"]]
        wrong = []
        for g in rng.sample(others, 3):
            w = pick(rng, g["words"])
            wrong.append(
                Wrong(w, "different-first-sound", f'"{w}" starts with {g["sound"]}, not {group["sound"]}.')
            )
        return choice_draft(
            ctx,
            f'Which word starts with the same sound as "{key_word}"?',
            correct,
            wrong,
            f'Say "{key_word}" slowly. It starts with {group["sound"]}, the sound of the letter '
            f'{group["letter"]}. "{correct}" starts with {group["sound"]} too.',
            key=f"sound:{key_word}:{correct}",
            standard="RF.K.3a",
        )
    if ctx.content_type == MATCH:
        if rng.random() < 0.5:
            groups = rng.sample(bank["firstSounds"], pairs_size(ctx))
            pairs = [(g["letter"], pick(rng, g["words"])) for g in groups]
            return matching_draft(
                ctx,
                pairs,
                prompt="Match each letter to the word that begins with its sound.",
                instructions="Draw a line from each letter to a word.",
                why="Say each word and listen to its first sound. "
                + " ".join(f'"{w}" begins with the sound of {letter}.' for letter, w in pairs),
                key="firstsound:" + "-".join(sorted(w for _, w in pairs)),
                standard="RF.K.3a",
            )
        words = rng.sample([w for w in bank["words"] if len(w) >= 2], pairs_size(ctx))
        pairs = [(w, w.upper()) for w in words]
        return matching_draft(
            ctx,
            pairs,
            prompt="Match each word to the same word written in capital letters.",
            instructions="Draw a line between words that are the same.",
            why="Look at each letter in order. The same word has the same letters, even in capitals. "
            + " ".join(f"{a} = {b}." for a, b in pairs),
            key="case:" + "-".join(sorted(words)),
            standard="RF.K.3c",
        )
    if rng.random() < 0.5:
        return _sight_word_search(ctx, bank)
    frames = [s for s in bank["sentences"] if len(s["answer"]) >= 2]
    s = pick(rng, frames)
    word = s["answer"].lower()
    known = {w.lower() for w in bank["words"]}
    spots = list(range(len(word)))
    rng.shuffle(spots)
    unique = [
        i for i in spots if not any(_fits(word[:i] + "_" + word[i + 1 :], w) for w in known if w != word)
    ]
    i = (unique or spots)[0]
    partial = word[:i] + "_" + word[i + 1 :]
    return Draft(
        content=WordPuzzleContent(
            instructions="Write the missing letter.",
            puzzle_kind="missing-letters",
            prompt="Fill in the missing letter to make the word that finishes the sentence.",
            partial_word=partial,
            hint=s["text"],
        ),
        answer=ExactAnswer(
            value=word,
            display=word,
            explanation=f'The sentence "{s["text"].replace("___", s["answer"])}" needs the word "{word}". '
            f'The missing letter is "{word[i]}".',
        ),
        features=text_features("recall", words=len(s["text"].split())),
        key=f"missing:{s['text']}",
        standard="RF.K.3c",
    )


def _fits(partial: str, word: str) -> bool:
    return len(partial) == len(word) and all(p in ("_", c) for p, c in zip(partial, word, strict=True))


def _sight_word_search(ctx: GenerationContext, bank: dict) -> Draft:
    rng = ctx.rng
    pool = sorted({w.lower() for w in bank["words"] if 2 <= len(w) <= 4})
    size = 5 + min(ctx.level.rank, 1)
    count = 3 + min(ctx.level.rank, 1)
    for _ in range(20):
        words = rng.sample(pool, count)
        if any(a != b and a in b for a in words for b in words):
            continue
        try:
            grid = word_search(rng, [w.upper() for w in words], size)
        except ValueError:
            continue
        break
    else:
        raise ValueError("could not build a word search")
    spots = [find_in_grid(grid, w) for w in words]
    where = "; ".join(
        f"{w.upper()}: row {r}, column {c}, {d}" for w, (r, c, d) in zip(words, spots, strict=True)
    )  # type: ignore[misc]
    return Draft(
        content=WordPuzzleContent(
            instructions="Find each word in the puzzle. Words go across or down.",
            puzzle_kind="word-search",
            prompt="Find these sight words.",
            words=[w.upper() for w in words],
            grid=grid,
        ),
        answer=SetAnswer(
            value=[w.upper() for w in words],
            display=where,
            explanation="Look for the first letter of each word, then check the letters going across or down. "
            + where
            + ".",
        ),
        features=text_features("identify", words=size * 2, steps=count),
        key="search:" + "-".join(sorted(words)),
        standard="RF.K.3c",
    )
