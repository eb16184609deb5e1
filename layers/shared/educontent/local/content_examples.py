"""``python -m educontent.local.content_examples docs/content-types.md``: one real item per type.

The examples are generated (seed 1) from the first catalog skill that makes each type, so the page
always shows what the service really sends; `make docs` rewrites it and a test checks it is current.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from educontent.catalog.index import get_catalog
from educontent.core.catalog_records import ContentType
from educontent.generation.engine import GenerationRequest, generate

ABOUT: dict[ContentType, str] = {
    ContentType.ARITHMETIC: 'A computation with operands and an operator (`+ - × ÷`), horizontal or vertical, with the result or an operand missing; `expression` shows it with `___`. Operands that are not whole numbers (fractions, mixed numbers, decimals) also come exactly, in lowest terms, in `exactOperands` (`{"numerator": 2, "denominator": 3}`); `operandDisplays` says how each is written.',
    ContentType.MULTIPLE_CHOICE: "A question with 2-6 `choices`; the answer is the index of the right one, and `answer.distractors` names the misconception behind each wrong choice.",
    ContentType.FILL_BLANK: "Text with one `___` per blank, optionally with a word bank.",
    ContentType.TRUE_FALSE: "A statement to judge; the answer is a boolean and the explanation says why.",
    ContentType.SHORT_ANSWER: "A question answered in a few words or a number (`answerFormat`), with acceptable alternatives.",
    ContentType.PASSAGE_BASED: "An original passage (title, text, genre) and a question about it, with choices or an open answer.",
    ContentType.MATCHING: "Two columns; the answer gives, for each `left` entry, the index of its `right` match.",
    ContentType.ORDERING: "Shuffled `items` to put in order (`orderBy`); the answer is the ordered list.",
    ContentType.DIAGRAM: "A question about a picture in `visuals.diagramSvg` (number line, fraction bar, clock, shape, graph ...).",
    ContentType.WORD_PUZZLE: "Scrambles, missing letters, misspellings, contractions, word searches (a letter `grid`) or tracing.",
    ContentType.PICTURE_COUNTING: "Pictures of an `iconCategory` to count (`countTarget`), in a line, array, ten-frame or groups, drawn in `visuals.diagramSvg`.",
    ContentType.DATA_TABLE: "A titled table (`columns`, `rows`) and a question answered from it.",
}
SVG_PREVIEW = 160


def _example(content_type: ContentType) -> dict[str, Any] | None:
    index = get_catalog()
    for slug, record in index.skill_records.items():
        if content_type in record.content_types:
            count = record.content_types.index(content_type) + 1
            batch = generate(GenerationRequest(skills=(slug,), count=count, seed=1))
            return batch.items[-1].model_dump(mode="json")
    return None


def _shorten(item: dict[str, Any]) -> dict[str, Any]:
    visuals = item.get("visuals") or {}
    svg = visuals.get("diagramSvg")
    if svg and len(svg) > SVG_PREVIEW:
        visuals["diagramSvg"] = svg[:SVG_PREVIEW] + f"... ({len(svg)} characters in all)"
    return item


def render_page() -> str:
    lines = [
        "# Content types",
        "",
        "Every item has the same envelope (`id`, `type`, `skill`, `gradeLevel`, `standard`, `difficulty`,",
        "`content`, `answer`, `renderHints`, `visuals`); `type` decides the shape of `content`. The exact",
        "schemas are in the OpenAPI document (`docs/openapi.json`). Each example below is a real item",
        "(seed 1) from the first skill in the catalog that makes the type; long SVG is shortened here.",
        "Regenerate with `make docs`.",
        "",
    ]
    for content_type in ContentType:
        item = _example(content_type)
        lines += [f"## `{content_type.value}`", "", ABOUT[content_type], ""]
        if item is None:
            lines += ["No skill makes this type yet.", ""]
            continue
        lines += [
            f"From skill `{item['skill']}`:",
            "",
            "```json",
            json.dumps(_shorten(item), indent=2, ensure_ascii=False),
            "```",
            "",
        ]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    target = Path(argv[0] if argv else "docs/content-types.md")
    target.write_text(render_page(), encoding="utf-8")
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
