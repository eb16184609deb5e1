"""Print and digital rendering hints per content type (sensible defaults a consumer may ignore)."""

from __future__ import annotations

from educontent.generation.items import (
    ArithmeticContent,
    Content,
    DigitalHints,
    PrintHints,
    RenderHints,
    ShortAnswerContent,
)

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
    width, columns, work_space, interactive, input_type = _HINTS[content.type]
    if isinstance(content, ArithmeticContent):
        if any(d and "/" in d for d in content.operand_displays or []):
            input_type = "fraction"
        elif isinstance(content.operand1, float) or isinstance(content.operand2, float):
            input_type = "text"
    if isinstance(content, ShortAnswerContent):
        input_type = {"number": "number", "fraction": "fraction"}.get(content.answer_format, "text")
    if content.type == "word-puzzle" and getattr(content, "puzzle_kind", "") == "tracing":
        interactive = "draw"
    if content.type == "passage-based" and getattr(content, "choices", None) is None:
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
