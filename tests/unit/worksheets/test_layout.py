"""The shared plan: numbering, instructions once per run, a shared passage printed once, answer
spaces from the render hints, the answer key's lines, the default title."""

from __future__ import annotations

from dataclasses import replace

from educontent.catalog.index import get_catalog
from educontent.generation.items import ContentItem
from educontent.worksheets.layout import (
    across,
    answer_space,
    key_term_runs,
    key_text,
    plan,
    rows,
    vertical_rows,
)
from educontent.worksheets.options import DEFAULT_TITLE, TITLE_MAX, WorksheetOptions, worksheet_title

from .support import ALL_TYPES, mixed_batch, skill_batch


def _first(batch_items: tuple[ContentItem, ...], **wanted: object) -> ContentItem:
    for item in batch_items:
        if all(getattr(item.content, k, None) == v for k, v in wanted.items()):
            return item
    raise AssertionError(f"no item with {wanted}")


def test_the_mixed_batch_has_every_content_type_and_the_features_worth_printing():
    items = mixed_batch().items
    assert {i.type for i in items} == ALL_TYPES
    assert any(i.type == "word-puzzle" and i.content.puzzle_kind == "word-search" for i in items)
    assert any(i.type == "arithmetic" and vertical_rows(i.content) for i in items)
    assert any(getattr(i.content, "paired_passage", None) for i in items)
    assert any(any(c.svg for c in getattr(i.content, "choices", None) or []) for i in items)
    assert any(i.type == "fill-blank" and i.content.word_bank for i in items)


def test_items_are_numbered_in_order_and_the_key_follows_them():
    sheet = plan(mixed_batch(), WorksheetOptions())
    assert [e.number for e in sheet.entries] == list(range(1, len(mixed_batch().items) + 1))
    assert [k.number for k in sheet.key] == [e.number for e in sheet.entries]
    assert plan(mixed_batch(), WorksheetOptions(answer_key="none")).key == ()


def test_instructions_are_printed_once_above_a_run_and_a_shared_passage_once():
    # Given two items on one passage, with the same instructions, and a third item after them
    batch = skill_batch("find-key-details-in-k-informational-texts")
    first = next(i for i in batch.items if getattr(i.content, "passage", None) is not None)
    second = first.model_copy(update={"id": first.id + "b"})
    other = next(i for i in mixed_batch().items if i.type == "true-false")
    # When they are planned
    sheet = plan(replace(batch, items=(first, second, other)), WorksheetOptions())
    # Then the passage and the instructions come before the first only
    one, two, three = sheet.entries
    assert one.passages == (first.content.passage,) and two.passages == ()
    assert one.instructions == first.content.instructions and two.instructions is None
    assert three.instructions == other.content.instructions


def test_answer_spaces_follow_the_render_hints():
    items = mixed_batch().items
    fraction = _first(items, answer_format="fraction")
    assert answer_space(fraction).kind == "fraction"
    vertical = next(i for i in items if i.type == "arithmetic" and vertical_rows(i.content))
    assert answer_space(vertical).work_space is bool(vertical.render_hints.print.show_work_space)
    counting = next(i for i in items if i.type == "picture-counting" and not i.answer.unit)
    assert answer_space(counting).kind == "box"  # a number answer gets a box
    assert answer_space(next(i for i in items if i.type == "true-false")).kind == "none"
    open_ended = next(i for i in items if i.answer.type == "open-ended")
    assert answer_space(open_ended).kind == "lines" and answer_space(open_ended).lines == 3


def test_key_lines_name_the_letter_and_the_unit():
    items = mixed_batch().items
    choice = next(i for i in items if i.answer.type == "multiple-choice-index")
    letter = "ABCDEF"[choice.answer.value]
    assert key_text(choice) == choice.answer.display or key_text(choice).startswith(f"{letter}. ")
    unitless = choice.model_copy(
        update={"answer": choice.answer.model_copy(update={"display": "7", "unit": "cm"})}
    )
    assert key_text(unitless) == f"{letter}. 7 cm"
    matching = next(i for i in items if i.type == "matching")
    pairs = ", ".join(f"{n}-{'ABCDEF'[v]}" for n, v in enumerate(matching.answer.value, start=1))
    assert key_text(matching).startswith(pairs)


def test_key_terms_are_bold_wherever_they_are_used():
    runs = key_term_runs("A seed needs water. Seeds and a seed coat.", ["seed"])
    assert runs == [
        ("A ", False),
        ("seed", True),
        (" needs water. Seeds and a ", False),
        ("seed", True),
        (" coat.", False),
    ]


def test_the_title_is_the_callers_or_the_skills_name():
    batch = skill_batch("order-numbers-to-10")
    name = get_catalog().skill_records["order-numbers-to-10"].name
    assert worksheet_title(batch, WorksheetOptions()) == name
    assert worksheet_title(mixed_batch(), WorksheetOptions()) == DEFAULT_TITLE
    assert worksheet_title(batch, WorksheetOptions(title="  My   sheet ")) == "My sheet"
    assert len(worksheet_title(batch, WorksheetOptions(title="x" * 500))) == TITLE_MAX
    assert worksheet_title(batch, WorksheetOptions(title="Week\x1b[31m 3\x00")) == "Week [31m 3"
    assert worksheet_title(batch, WorksheetOptions(title="\t\x07 ")) == name


def test_short_sums_the_hints_print_in_columns_share_a_row():
    # Given sums (stacked, 4 a row), sentences like "616 + 166 = ___" (2 a row) and choice items
    sheet = plan(
        skill_batch("fluently-add-three-digit-numbers-with-regrouping", count=16), WorksheetOptions()
    )
    grouped = rows(sheet.entries)
    # Then the rows keep the order, a row never holds more than its narrowest item allows,
    # items with choices stand alone, and some rows do hold two items
    assert [e for row in grouped for e in row] == list(sheet.entries)
    assert all(len(row) <= across(row) or len(row) == 1 for row in grouped)
    assert all(len(row) == 1 for row in grouped if any(getattr(e.item.content, "choices", None) for e in row))
    assert any(len(row) == 2 for row in grouped)
    assert all(e.instructions is None for row in grouped for e in row[1:])


def test_work_space_is_for_math_items_only():
    # Given diagram items whose hints ask for work space, in math and in science
    clock = next(i for i in skill_batch("tell-time-to-the-half-hour", count=12).items if i.type == "diagram")
    turtle = next(
        i
        for i in skill_batch("describe-internal-and-external-structures", count=12).items
        if i.type == "diagram"
    )
    assert clock.render_hints.print.show_work_space and turtle.render_hints.print.show_work_space
    # Then only the math item gets a box to show its work in
    assert answer_space(clock).work_space is True
    assert answer_space(turtle).work_space is False
