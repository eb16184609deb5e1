"""Print and digital rendering hints per content type (sensible defaults a consumer may ignore)."""

from __future__ import annotations

from functools import cache

from educontent.generation.items import Content, DigitalHints, PrintHints, RenderHints

# type -> (width, columns, work space, interactive type, input type)
_HINTS: dict[str, tuple[str, int, bool, str, str | None]] = {
    "arithmetic": ("quarter-page", 4, True, "input", "number"),
    "multiple-choice": ("half-page", 2, False, "tap-choice", None),
    "fill-blank": ("half-page", 2, False, "input", "text"),
    "true-false": ("quarter-page", 2, False, "tap-choice", None),
    "short-answer": ("half-page", 1, True, "input", "text"),
    "passage-based": ("full-page", 1, False, "tap-choice", None),
    "matching": ("half-page", 1, False, "drag-drop", None),
    "ordering": ("half-page", 1, False, "drag-drop", None),
    "diagram": ("half-page", 1, True, "input", "number"),
    "word-puzzle": ("half-page", 1, False, "input", "text"),
    "picture-counting": ("half-page", 2, False, "input", "number"),
    "data-table": ("half-page", 1, True, "input", "number"),
}


def render_hints_for(content: Content, *, has_visual: bool) -> RenderHints:
    kind = content.type
    input_type = _HINTS[kind][4]
    tracing = open_passage = False
    if kind == "arithmetic":
        displays = content.operand_displays  # type: ignore[union-attr]
        if displays and any(d and "/" in d for d in displays):
            input_type = "fraction"
        elif type(content.operand1) is float or type(content.operand2) is float:  # type: ignore[union-attr]
            input_type = "text"
    elif kind == "short-answer":
        input_type = {"number": "number", "fraction": "fraction"}.get(content.answer_format, "text")  # type: ignore[union-attr]
    elif kind == "word-puzzle":
        tracing = content.puzzle_kind == "tracing"  # type: ignore[union-attr]
    elif kind == "passage-based":
        open_passage = content.choices is None  # type: ignore[union-attr]
    return _hints(kind, input_type, has_visual, tracing, open_passage)


@cache
def _hints(
    content_type: str, input_type: str | None, has_visual: bool, tracing: bool, open_passage: bool
) -> RenderHints:
    """Hints are immutable and few: one shared instance per combination."""
    width, columns, work_space, interactive, _ = _HINTS[content_type]
    if tracing:
        interactive = "draw"
    if open_passage:
        interactive, input_type = "input", "text"
    if has_visual and width == "quarter-page":
        width = "half-page"
    return RenderHints(
        print=PrintHints(
            suggested_width=width,  # type: ignore[arg-type]
            orientation="portrait",
            show_work_space=work_space,
            columns=columns if not has_visual else 1,
        ),
        digital=DigitalHints(interactive_type=interactive, input_type=input_type),  # type: ignore[arg-type]
    )
