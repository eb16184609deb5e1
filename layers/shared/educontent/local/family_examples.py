"""``python -m educontent.local.family_examples docs``: one real item for every skill family
(generator), as a learner and a teacher would read it: instructions, passage (title and opening),
task, table, diagram, choices and the keyed answer with its explanation. Two pages:
``docs/language-examples.md`` (reading, vocabulary and spelling) and ``docs/science-examples.md``
(science; its diagrams are written beside it as ``docs/examples/science/<generator>.svg``).

Each example is generated (seed 1) from the first skill in the catalog that the generator serves, so
the pages show what the service really sends; `make docs` rewrites them and a test checks they are
current.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from educontent.catalog.index import get_catalog
from educontent.generation.engine import CACHE, GenerationRequest, generate

PASSAGE_PREVIEW = 320
SVG_FOLDER = "examples/science"


@dataclass(frozen=True)
class Page:
    file: str
    title: str
    subjects: tuple[str, ...]


LANGUAGE = Page(
    "language-examples.md", "Reading, vocabulary and spelling", ("reading", "vocabulary", "spelling")
)
SCIENCE = Page("science-examples.md", "Science", ("science",))
PAGES = (LANGUAGE, SCIENCE)


def _quote(text: str) -> list[str]:
    return [f"> {line}" if line else ">" for line in text.splitlines()]


def _passage(passage: dict[str, Any], label: str) -> list[str]:
    text = passage["text"]
    shown = text if len(text) <= PASSAGE_PREVIEW else text[:PASSAGE_PREVIEW].rsplit(" ", 1)[0] + " …"
    return [f'*{label}: "{passage["title"]}" ({passage["genre"]})*', "", *_quote(shown), ""]


def _grid(grid: list[list[str]]) -> list[str]:
    return ["```text", *(" ".join(row) for row in grid), "```", ""]


def _content_lines(content: dict[str, Any]) -> list[str]:
    lines: list[str] = []
    if content.get("instructions"):
        lines += [f"*{content['instructions']}*", ""]
    for key, label in (("passage", "Passage"), ("pairedPassage", "Second text")):
        if content.get(key):
            lines += _passage(content[key], label)
    for key in ("question", "prompt", "text", "statement"):
        if content.get(key):
            lines += [*_quote(content[key]), ""]
    for key in ("scrambled", "partialWord"):
        if content.get(key):
            lines += [f"`{content[key]}`", ""]
    if content.get("grid"):
        lines += _grid(content["grid"])
    options = [c.get("text") or "(picture)" for c in content.get("choices") or []]
    options += content.get("wordBank") or content.get("items") or content.get("candidates") or []
    if options:
        lines += [", ".join(f"({chr(97 + i)}) {o}" for i, o in enumerate(options)), ""]
    if content.get("left"):
        lines += [f"{' / '.join(content['left'])}  ↔  {' / '.join(content['right'])}", ""]
    if content.get("rows"):
        lines += _table(content)
    return lines


def _table(content: dict[str, Any]) -> list[str]:
    head = content["columns"]
    return [
        f"*{content['title']}*",
        "",
        "| " + " | ".join(head) + " |",
        "|" + "---|" * len(head),
        *("| " + " | ".join(str(cell) for cell in row) + " |" for row in content["rows"]),
        "",
    ]


def _example(slug: str) -> dict[str, Any]:
    item = generate(GenerationRequest(skills=(slug,), count=1, seed=1)).items[0].model_dump(mode="json")
    CACHE.clear()
    return item


def _shown(page: Page, slugs: list[str]) -> tuple[str, dict[str, Any]]:
    """The skill and item a family's example shows: on the science page, the first diagram in a
    seeded batch of ten from the family's first skill that makes diagrams (a science family shows its
    drawing where it has one); otherwise the first item of the family's first skill."""
    if page is SCIENCE:
        index = get_catalog()
        for slug in slugs:
            if "diagram" in {ct.value for ct in index.skill_records[slug].content_types}:
                batch = generate(GenerationRequest(skills=(slug,), count=10, seed=1)).items
                CACHE.clear()
                for item in batch:
                    if item.type == "diagram":
                        return slug, item.model_dump(mode="json")
                break
    return slugs[0], _example(slugs[0])


def _svg_name(generator: str) -> str:
    return f"{SVG_FOLDER}/{generator}.svg"


def diagrams(page: Page = SCIENCE) -> dict[str, str]:
    """The page's diagram files (path under docs/ -> SVG) of the examples that have one."""
    found: dict[str, str] = {}
    for name, slugs in _families(page).items():
        svg = ((_shown(page, slugs)[1].get("visuals") or {}).get("diagramSvg")) or ""
        if svg:
            found[_svg_name(name)] = svg
    return found


def _families(page: Page) -> dict[str, list[str]]:
    index = get_catalog()
    families: dict[str, list[str]] = defaultdict(list)
    for slug, record in index.skill_records.items():
        if index.skill_subject[slug] in page.subjects:
            families[record.generator.name].append(slug)
    return families


def render(page: Page = LANGUAGE) -> str:
    index = get_catalog()
    families: dict[str, dict[str, list[str]]] = {s: defaultdict(list) for s in page.subjects}
    for slug, record in index.skill_records.items():
        subject = index.skill_subject[slug]
        if subject in families:
            families[subject][record.generator.name].append(slug)
    lines = [
        f"# {page.title}: one example per skill family",
        "",
        "Generated by `make docs` (`python -m educontent.local.family_examples docs`); do not edit by",
        "hand. A skill family is the skills one generator serves; each example is a real item (seed 1)",
        "from the family's first skill"
        + (
            ""
            if page is not SCIENCE
            else " (or, where the family draws, the first diagram of its first skill that does)"
        )
        + ". The full JSON of every content type is in",
        "[content-types.md](content-types.md).",
        "",
    ]
    for subject in page.subjects:
        if len(page.subjects) > 1:
            lines += [f"## {subject.capitalize()}", ""]
        for name in sorted(families[subject]):
            slugs = families[subject][name]
            slug, item = _shown(page, slugs)
            answer = item["answer"]
            lines += [
                f"### `{name}`",
                "",
                f"{len(slugs)} skill{'s' if len(slugs) != 1 else ''}; from `{slug}` "
                f"({item['type']}, grade {item['gradeLevel'] or 'K'}):",
                "",
                *_content_lines(item["content"]),
                *(_diagram(name, item) if page is SCIENCE else []),
                f"**Answer:** {answer['display']}",
                "",
                f"**Why:** {answer['explanation']}",
                "",
            ]
    return "\n".join(lines).rstrip("\n") + "\n"


def _diagram(name: str, item: dict[str, Any]) -> list[str]:
    if not (item.get("visuals") or {}).get("diagramSvg"):
        return []
    return [f"![The diagram of this example]({_svg_name(name)})", ""]


def main(argv: list[str]) -> int:
    folder = Path(argv[0]) if argv else Path("docs")
    for page in PAGES:
        (folder / page.file).write_text(render(page), encoding="utf-8")
    svg_folder = folder / SVG_FOLDER
    svg_folder.mkdir(parents=True, exist_ok=True)
    for old in svg_folder.glob("*.svg"):
        old.unlink()
    for path, svg in diagrams().items():
        (folder / path).write_text(svg, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
