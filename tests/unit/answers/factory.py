"""Hand-made items for the answer-checking tests: each names only what the case is about."""

from __future__ import annotations

from typing import Any

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.items import ContentItem, Difficulty, StandardOut

_DIFFICULTY = Difficulty(
    level=DifficultyLevel.EASY, dok=1, bloom="apply", grade_equivalent=3, complexity_score=10
)


def item(
    content: dict[str, Any],
    answer: dict[str, Any],
    *,
    skill: str = "a-skill",
    math: bool = True,
    spelling: dict[str, Any] | None = None,
) -> ContentItem:
    """An item with ``content`` and ``answer`` (JSON shapes, camelCase), standard math or ELA."""
    framework = "CCSS-MATH" if math else "CCSS-ELA"
    data: dict[str, Any] = {
        "id": "test-item",
        "type": content["type"],
        "skill": skill,
        "gradeLevel": 3,
        "standard": StandardOut(code="3.X.1", framework=framework, description="A standard."),
        "difficulty": _DIFFICULTY,
        "content": content,
        "answer": {"explanation": "Worked steps.", **answer},
    }
    if spelling is not None:
        data["spelling"] = spelling
    return ContentItem.model_validate(data)


def short(
    display: str,
    value: Any = None,
    *,
    question: str = "What is the answer?",
    unit: str | None = None,
    acceptable: list[str] | None = None,
    skill: str = "a-skill",
    explanation: str = "Worked steps.",
    content_type: str = "short-answer",
    math: bool = True,
) -> ContentItem:
    """An exact-answer item: a short-answer question (or a fill-blank/arithmetic item) with ``display``."""
    if content_type == "fill-blank":
        content: dict[str, Any] = {"type": "fill-blank", "text": question, "blanks": 1}
    elif content_type == "arithmetic":
        content = {
            "type": "arithmetic",
            "operand1": 1,
            "operand2": 2,
            "operator": "+",
            "expression": question,
        }
    else:
        content = {"type": "short-answer", "question": question}
    answer: dict[str, Any] = {
        "type": "exact",
        "display": display,
        "value": display if value is None else value,
        "explanation": explanation,
    }
    if unit is not None:
        answer["unit"] = unit
    if acceptable is not None:
        answer["acceptableAnswers"] = acceptable
    return item(content, answer, skill=skill, math=math)
