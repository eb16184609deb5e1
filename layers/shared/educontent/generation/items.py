"""Content items (docs/content-types.md): typed data with an explicit answer, one ``content`` variant per type.

An item is data, not markup: consumers decide how to render it. The answer sits apart from the
content, so a student-safe copy is the item without ``answer``. Distractor rationales live in the
answer for the same reason.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field

from educontent.core.catalog_records import DifficultyLevel, Framework
from educontent.core.models import ApiModel


def _is_none(value: Any) -> bool:
    return value is None


def optional(**kwargs: Any) -> Any:
    """An optional field that is left out of the JSON when unset (no nulls in items)."""
    return Field(default=None, exclude_if=_is_none, **kwargs)


Bloom = Literal["remember", "understand", "apply", "analyze", "evaluate", "create"]
Scalar = str | int | float


class StandardOut(ApiModel):
    code: str
    framework: Framework
    description: str


class Difficulty(ApiModel):
    level: DifficultyLevel
    dok: int = Field(ge=1, le=4, description="Webb's Depth of Knowledge, from the item's task kind.")
    bloom: Bloom
    grade_equivalent: float = Field(ge=0, le=9, description="Grade (0 = K) at which the item is typical.")
    complexity_score: float = Field(
        ge=0, le=100, description="Normalised complexity, see docs/generation.md."
    )


# ---- content variants ------------------------------------------------------------------------


class _Content(ApiModel):
    instructions: str | None = optional(description="Worksheet instruction for the item.")


class ExactNumber(ApiModel):
    """A rational number exactly, in lowest terms: ``numerator / denominator`` (the sign is the
    numerator's). ``{"numerator": 2, "denominator": 3}`` is two thirds."""

    numerator: int
    denominator: int = Field(ge=1)


class ArithmeticContent(_Content):
    type: Literal["arithmetic"] = "arithmetic"
    operand1: float | int
    operand2: float | int
    operand3: float | int | None = optional()
    operator: Literal["+", "-", "×", "÷"]
    display_format: Literal["horizontal", "vertical"] | None = optional()
    missing_operand: Literal["operand1", "operand2", "result"] | None = optional()
    expression: str = Field(
        description="The problem as text with `___` for the missing part, e.g. `7 × ___ = 56`."
    )
    operand_displays: list[str] | None = optional(
        description="Operands as written when not plain numbers (fractions, signed numbers)."
    )
    exact_operands: list[ExactNumber] | None = optional(
        description="Each operand exactly, in order, when any of them is not a whole number (a fraction, "
        "a mixed number or a decimal). `operand1`-`operand3` then hold the nearest JSON numbers, which "
        "cannot show 2/3 exactly; `operandDisplays` says how each is written."
    )


class Choice(ApiModel):
    text: str
    svg: str | None = optional(description="Optional picture of the choice (SVG).")


class ScriptLine(ApiModel):
    """One spoken line of a play: who says it, and what they say (stage directions in ``direction``)."""

    speaker: str
    text: str
    direction: str | None = optional(description="How the line is said or what the speaker does, when given.")


class GlossaryEntry(ApiModel):
    """A word the passage explains in its glossary, and what it means there."""

    term: str
    definition: str


class PassageSection(ApiModel):
    """A part of a passage: its heading (if any), its paragraphs, the lines of a play's scene and the
    caption of its picture."""

    heading: str | None = optional(description="The section's heading, when the passage has headings.")
    paragraphs: list[str] = Field(
        min_length=1,
        description="Plain text, one string a paragraph (in a poem, a stanza, its lines separated by `\\n`; "
        "in a play, the scene's setting and stage directions).",
    )
    lines: list[ScriptLine] | None = optional(description="In a play: the scene's spoken lines, in order.")
    caption: str | None = optional(description="Caption of the section's picture, when it has one.")


class Passage(ApiModel):
    """An original reading passage as data: no markup in any string; headings, paragraphs, captions
    and the words printed in bold each have their own field."""

    title: str
    text: str = Field(
        description="The passage as plain text with no markup: headings and paragraphs in order, separated "
        "by blank lines; captions left out. For simple renderers and text-to-speech; `sections` has the "
        "structure."
    )
    sections: list[PassageSection] = Field(min_length=1)
    key_terms: list[str] | None = optional(
        description="Words the passage highlights (print them in bold), in order of first use."
    )
    glossary: list[GlossaryEntry] | None = optional(
        description="Words the passage explains, to print after it (a text feature some questions ask about)."
    )
    genre: Literal["fiction", "informational", "poem", "drama", "letter", "procedure", "opinion"]
    lexile_band: str | None = optional()


_PASSAGE_NOTE = "The passage the task is about, when it needs one."


class MultipleChoiceContent(_Content):
    type: Literal["multiple-choice"] = "multiple-choice"
    passage: Passage | None = optional(description=_PASSAGE_NOTE)
    question: str
    choices: list[Choice] = Field(min_length=2, max_length=6)


class FillBlankContent(_Content):
    type: Literal["fill-blank"] = "fill-blank"
    passage: Passage | None = optional(description=_PASSAGE_NOTE)
    text: str = Field(description="Text with one `___` per blank.")
    blanks: int = Field(ge=1)
    word_bank: list[str] | None = optional()
    word_bank_header: str | None = optional()


class TrueFalseContent(_Content):
    type: Literal["true-false"] = "true-false"
    statement: str


class ShortAnswerContent(_Content):
    type: Literal["short-answer"] = "short-answer"
    passage: Passage | None = optional(description=_PASSAGE_NOTE)
    question: str
    answer_format: Literal["number", "text", "fraction", "expression"] = "text"


class PassageBasedContent(_Content):
    type: Literal["passage-based"] = "passage-based"
    passage: Passage
    paired_passage: Passage | None = optional(
        description="A second text, when the question compares two texts (show both, the first first)."
    )
    question: str
    choices: list[Choice] | None = optional(description="Present when the answer is a choice index.")


class MatchingContent(_Content):
    type: Literal["matching"] = "matching"
    passage: Passage | None = optional(description=_PASSAGE_NOTE)
    prompt: str
    left: list[str] = Field(min_length=2)
    right: list[str] = Field(
        min_length=2, description="Shuffled; the answer gives the right index for each left."
    )


class OrderingContent(_Content):
    type: Literal["ordering"] = "ordering"
    passage: Passage | None = optional(description=_PASSAGE_NOTE)
    prompt: str
    items: list[str] = Field(min_length=2, description="Shuffled; the answer lists them in order.")
    order_by: str = Field(description="What decides the order, e.g. `least to greatest`, `first to last`.")


MathDiagramKind = Literal[
    "number-line",
    "fraction-bar",
    "array",
    "shape",
    "clock",
    "coordinate-plane",
    "bar-graph",
    "picture-graph",
]
"""The kinds of diagram a math question draws (science adds life cycles and models)."""


class DiagramContent(_Content):
    type: Literal["diagram"] = "diagram"
    question: str
    diagram_kind: Literal[MathDiagramKind, "life-cycle", "model"]
    choices: list[Choice] | None = optional()


class WordPuzzleContent(_Content):
    type: Literal["word-puzzle"] = "word-puzzle"
    puzzle_kind: Literal[
        "scramble", "missing-letters", "misspelling", "contraction", "word-search", "tracing"
    ]
    prompt: str
    scrambled: str | None = optional()
    partial_word: str | None = optional(description="Word with `_` for each missing letter.")
    candidates: list[str] | None = optional(description="Spellings to choose from (misspelling).")
    words: list[str] | None = optional(description="Words to find (word-search) or join (contraction).")
    grid: list[list[str]] | None = optional(description="Rows of single letters (word-search).")
    hint: str | None = optional()
    copies: int | None = optional(ge=1, description="How many times to write the word (tracing).")


class PictureCountingContent(_Content):
    type: Literal["picture-counting"] = "picture-counting"
    prompt: str
    icon_category: str = Field(description="What the pictures show, e.g. `apple`, `star`.")
    count_target: int = Field(ge=0, description="How many pictures are shown (the count asked about).")
    arrangement: Literal["line", "array", "scattered", "ten-frame", "groups"]
    groups: list[int] | None = optional(description="Group sizes when pictures come in groups.")


class DataTableContent(_Content):
    type: Literal["data-table"] = "data-table"
    question: str
    title: str
    columns: list[str] = Field(min_length=1)
    rows: list[list[Scalar]] = Field(min_length=1)


Content = Annotated[
    ArithmeticContent
    | MultipleChoiceContent
    | FillBlankContent
    | TrueFalseContent
    | ShortAnswerContent
    | PassageBasedContent
    | MatchingContent
    | OrderingContent
    | DiagramContent
    | WordPuzzleContent
    | PictureCountingContent
    | DataTableContent,
    Field(discriminator="type"),
]


# ---- answers -----------------------------------------------------------------------------------


class Distractor(ApiModel):
    """Why a wrong choice is tempting: the misconception it was built from."""

    choice_index: int
    misconception: str = Field(description="Short name, e.g. `added-instead-of-multiplied`.")
    reason: str


class _Answer(ApiModel):
    display: str = Field(description="Human-readable answer; equals the answer-key entry.")
    unit: str | None = optional()
    explanation: str = Field(description="How a child gets the answer (worked steps for computation).")
    acceptable_answers: list[str] | None = optional()


class CommonError(ApiModel):
    """A wrong answer a question anticipates in a free response, and the misconception behind it."""

    value: str = Field(description="The wrong answer as displayed, e.g. `2/7`.")
    misconception: str = Field(
        description="Short name, the same as a distractor's, e.g. `forgot-to-regroup`."
    )
    reason: str


class ExactAnswer(_Answer):
    type: Literal["exact"] = "exact"
    value: str | int | float
    common_errors: list[CommonError] | None = optional(
        description="Wrong answers the question anticipates, each with its misconception id: what a checker "
        "recognises in a free response."
    )


class ChoiceIndexAnswer(_Answer):
    type: Literal["multiple-choice-index"] = "multiple-choice-index"
    value: int = Field(ge=0)
    distractors: list[Distractor] | None = optional()


class BooleanAnswer(_Answer):
    type: Literal["boolean"] = "boolean"
    value: bool


class SetAnswer(_Answer):
    type: Literal["set"] = "set"
    value: list[Scalar] = Field(
        description="Ordering: the items in order. Matching: for each left entry, the index of its right entry."
    )


class OpenEndedAnswer(_Answer):
    type: Literal["open-ended"] = "open-ended"
    value: str = Field(description="A sample answer.")
    rubric: list[str] = Field(min_length=1, description="What a full answer includes.")


Answer = Annotated[
    ExactAnswer | ChoiceIndexAnswer | BooleanAnswer | SetAnswer | OpenEndedAnswer,
    Field(discriminator="type"),
]


# ---- presentation ------------------------------------------------------------------------------


class PrintHints(ApiModel):
    suggested_width: Literal["quarter-page", "half-page", "full-page"] | None = optional()
    orientation: Literal["portrait", "landscape"] | None = optional()
    show_work_space: bool | None = optional()
    columns: int | None = optional()


class DigitalHints(ApiModel):
    interactive_type: Literal["input", "drag-drop", "tap-choice", "draw"] | None = optional()
    input_type: Literal["number", "text", "fraction"] | None = optional()


class RenderHints(ApiModel):
    print: PrintHints | None = optional()
    digital: DigitalHints | None = optional()


class ImageRef(ApiModel):
    id: str
    alt: str
    category: Literal["object", "diagram", "symbol"]


class Visuals(ApiModel):
    diagram_svg: str | None = optional()
    image_refs: list[ImageRef] | None = optional()


class SpellingTarget(ApiModel):
    """What a spelling item practises: the word, its spelling pattern and the activity."""

    word: str = Field(description="The target word, spelled correctly.")
    pattern: str = Field(
        description="The spelling pattern it practises, as a slug: `cvc`, `digraph`, `blend`, `vowel-team`, "
        "`r-controlled`, `silent-e`, `doubling`, `plural`, `contraction`, `compound`, ..."
    )
    activity: Literal[
        "write", "unscramble", "complete", "find-misspelling", "contraction", "trace", "choose", "sort"
    ] = Field(description="What the learner does with the word.")


class ContentItem(ApiModel):
    id: str
    type: str = Field(description="Equals `content.type`.")
    skill: str
    grade_level: int = Field(ge=0, le=8)
    standard: StandardOut | None = optional()
    difficulty: Difficulty
    content: Content
    answer: Answer
    render_hints: RenderHints | None = optional()
    visuals: Visuals | None = optional()
    spelling: SpellingTarget | None = optional(description="Spelling items: the word, pattern and activity.")


class AnswerKeyEntry(ApiModel):
    item_id: str
    answer: str
