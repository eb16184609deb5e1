"""Checker for ``reading.comprehension.book_parts``: the book is found by its title in the
``book-parts`` bank and the answer worked out from the bank's fields: the name after "Written by" is
the author, after "Illustrated by" the illustrator; words from the back cover are read on the back
cover, a first page naming title, author and illustrator is the title page, the title and picture
seen before opening the book are on the front cover, and a clue names the part it is listed under."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, check_choice


def _book(title: str) -> dict:
    (book,) = [b for b in bank("reading", "book-parts")["books"] if b["title"] == title]
    return book


def _roles(question: str) -> str:
    m = re.fullmatch(
        r'The cover of the book "(.+)" says: "Written by (.+)\. Illustrated by (.+)\." (.+)', question
    )
    assert m, question
    book = _book(m.group(1))
    assert (m.group(2), m.group(3)) == (book["author"], book["illustrator"]), "the cover names other people"
    roles = bank("reading", "book-parts")["roles"]
    asked = m.group(4)
    if asked == "Who is the author of this book?":
        return book["author"]
    if asked == "Who is the illustrator of this book?":
        return book["illustrator"]
    if asked == f"What does {book['author']}, the author, do?":
        return roles["author"][book["kind"]]
    assert asked == f"What does {book['illustrator']}, the illustrator, do?", asked
    return roles["illustrator"][book["kind"]]


def _parts(question: str) -> str:
    parts = bank("reading", "book-parts")["parts"]
    if m := re.fullmatch(r"Which part of a book is (.+)\?", question):
        (name,) = [p["name"] for p in parts if m.group(1) in p["clues"]]
        return name
    if m := re.fullmatch(
        r'You turn the book "(.+)" over and read: "(.+)" Which part of the book are you reading\?', question
    ):
        assert _book(m.group(1))["back"] == m.group(2)
        return "the back cover"
    if m := re.match(
        r'You open the book "(.+?)"\. The first page says: "(.+)\. Written by (.+)\. Illustrated by (.+)\."',
        question,
    ):
        book = _book(m.group(1))
        assert (m.group(2), m.group(3), m.group(4)) == (book["title"], book["author"], book["illustrator"])
        return "the title page"
    m = re.match(r'Before you open the book, you see the title "(.+)" in big letters', question)
    assert m and _book(m.group(1)), question
    return "the front cover"


@checks("reading.comprehension.book_parts")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    question = item["content"]["question"]
    correct = _roles(question) if params["focus"] == "roles" else _parts(question)
    check_choice(item, correct)
    names = [c["text"] for c in item["content"]["choices"]]
    if params["focus"] == "parts":
        assert set(names) <= {p["name"] for p in bank("reading", "book-parts")["parts"]}
