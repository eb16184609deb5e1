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
    ContentType.MULTIPLE_CHOICE: "A question with 2-6 `choices`; the answer is the index of the right one, and `answer.distractors` names the misconception behind each wrong choice. When the task is about a passage, `passage` carries it (the same object as in `passage-based`) and `question` holds only the task.",
    ContentType.FILL_BLANK: "Text with one `___` per blank, optionally with a word bank. When the task is about a passage, `passage` carries it (the same object as in `passage-based`) and `text` holds only the task.",
    ContentType.TRUE_FALSE: "A statement to judge; the answer is a boolean and the explanation says why.",
    ContentType.SHORT_ANSWER: "A question answered in a few words or a number (`answerFormat`), with acceptable alternatives. When the task is about a passage, `passage` carries it (the same object as in `passage-based`) and `question` holds only the task.",
    ContentType.PASSAGE_BASED: "An original passage and a question about it, with choices or an open answer. The passage is data, never markup: `title`; `sections`, each with an optional `heading`, its `paragraphs` (plain text, one string a paragraph; in a poem each is a stanza, its lines separated by `\\n`) and an optional `caption` (of the section's picture); `keyTerms`, the words to print in bold, in order of first use; `genre`; and `text`, the whole passage as plain text (headings and paragraphs separated by blank lines, captions left out) for simple renderers and text-to-speech. No string holds Markdown (`##`, `**`, `(Caption: …)`). A question about a heading, a bold word or a caption is answered from `sections` and `keyTerms`.",
    ContentType.MATCHING: "Two columns; the answer gives, for each `left` entry, the index of its `right` match. When the task is about a passage, `passage` carries it (the same object as in `passage-based`) and `prompt` holds only the task.",
    ContentType.ORDERING: "Shuffled `items` to put in order (`orderBy`); the answer is the ordered list. When the task is about a passage, `passage` carries it (the same object as in `passage-based`) and `prompt` holds only the task.",
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
