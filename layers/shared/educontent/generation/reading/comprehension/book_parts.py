"""Books and the people who make them: the author and the illustrator and what each does (RL.K.6,
RI.K.6), and the parts of a book: front cover, back cover and title page (RI.K.5).

These standards are about a printed book, not a passage, so the item describes the book in words: its
title, what its cover or title page says, the words on its back cover. Bank ``book-parts``: made-up
picture books (a story or a book of facts; title, author, illustrator and back-cover words), what an
author and an illustrator do for each kind of book, and each part of a book with the clues that name it.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from educontent.generation.banks import load_bank
from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import Wrong, choice_draft
from educontent.generation.kit.types import MC
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class BookParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    focus: Literal["roles", "parts"]


_BANDS = "one level: every question names one person or one part of a book from a short description; choices: 3 in kindergarten"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""

_READER = Wrong(
    "the person who reads it aloud",
    "reader-not-author",
    "Reading a book aloud does not make someone its author or illustrator.",
)


@generator(content_types={MC}, params=BookParams, levels=Levels("none", _BANDS))
def book_parts(ctx: GenerationContext) -> Draft:
    return _roles(ctx) if ctx.params.focus == "roles" else _parts(ctx)


def _cover(book: dict) -> str:
    return f'The cover of the book "{book["title"]}" says: "Written by {book["author"]}. Illustrated by {book["illustrator"]}."'


def _roles(ctx: GenerationContext) -> Draft:
    bank = load_bank("reading", "book-parts")
    book = pick(ctx.rng, bank["books"])
    author, artist, kind = book["author"], book["illustrator"], book["kind"]
    writes, draws = bank["roles"]["author"][kind], bank["roles"]["illustrator"][kind]
    mixup = "author-illustrator-mixup"
    asks: dict[str, tuple[str, str, list[Wrong], str]] = {
        "author": (
            "Who is the author of this book?",
            author,
            [Wrong(artist, mixup, f"{artist} is the illustrator, who draws the pictures."), _READER],
            f"The author writes the words. The cover says the book is written by {author}.",
        ),
        "illustrator": (
            "Who is the illustrator of this book?",
            artist,
            [Wrong(author, mixup, f"{author} is the author, who writes the words."), _READER],
            f"The illustrator draws the pictures. The cover says the book is illustrated by {artist}.",
        ),
        "writes": (
            f"What does {author}, the author, do?",
            writes,
            [
                Wrong(draws, mixup, "That is the illustrator's job."),
                Wrong(
                    "reads the book to the class",
                    "reader-not-author",
                    "Anyone can read a book aloud. The author is the person who wrote the words.",
                ),
            ],
            f"An author {writes}. The cover says the book is written by {author}.",
        ),
        "draws": (
            f"What does {artist}, the illustrator, do?",
            draws,
            [
                Wrong(writes, mixup, "That is the author's job."),
                Wrong(
                    "reads the book to the class",
                    "reader-not-author",
                    "Anyone can read a book aloud. The illustrator is the person who drew the pictures.",
                ),
            ],
            f"An illustrator {draws}. The cover says the book is illustrated by {artist}.",
        ),
    }
    ask = pick(ctx.rng, sorted(asks))
    question, correct, wrong, why = asks[ask]
    return choice_draft(
        ctx,
        f"{_cover(book)} {question}",
        correct,
        wrong,
        why,
        key=f"roles:{book['title']}:{ask}",
        standard="RL.K.6" if kind == "story" else "RI.K.6",
    )


def _parts(ctx: GenerationContext) -> Draft:
    bank = load_bank("reading", "book-parts")
    parts = {part["name"]: part for part in bank["parts"]}
    book = pick(ctx.rng, bank["books"])
    title = book["title"]
    asks: list[tuple[str, str, str]] = [
        (f"Which part of a book is {clue}?", part["name"], f"clue:{clue}")
        for part in bank["parts"]
        for clue in part["clues"]
    ]
    asks += [
        (
            f'You turn the book "{title}" over and read: "{book["back"]}" Which part of the book are you reading?',
            "the back cover",
            f"back:{title}",
        ),
        (
            f'You open the book "{title}". The first page says: "{title}. Written by {book["author"]}. '
            f'Illustrated by {book["illustrator"]}." Which part of the book is this page?',
            "the title page",
            f"title-page:{title}",
        ),
        (
            f'Before you open the book, you see the title "{title}" in big letters and a bright picture. '
            "Which part of the book are you looking at?",
            "the front cover",
            f"front:{title}",
        ),
    ]
    question, correct, key = pick(ctx.rng, asks)
    wrong = [Wrong(name, "wrong-book-part", part["is"]) for name, part in parts.items() if name != correct]
    return choice_draft(
        ctx, question, correct, wrong, parts[correct]["is"], key=f"parts:{key}", standard="RI.K.5"
    )
