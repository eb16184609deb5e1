"""Generated documentation is current: `make docs` rewrites these files from the code."""

from __future__ import annotations

from pathlib import Path

from educontent.generation.engine import CACHE
from educontent.local.content_examples import render_page
from educontent.local.family_examples import LANGUAGE, SCIENCE, diagrams
from educontent.local.family_examples import render as render_examples
from educontent.local.levels_doc import render_difficulty

DOCS = Path(__file__).resolve().parents[2] / "docs"


def test_content_types_page_shows_what_the_service_generates():
    CACHE.clear()
    assert (DOCS / "content-types.md").read_text(encoding="utf-8") == render_page(), "run `make docs`"


def test_difficulty_page_states_every_generators_levels():
    assert (DOCS / "difficulty.md").read_text(encoding="utf-8") == render_difficulty(), "run `make docs`"


def test_language_examples_page_shows_one_real_item_per_skill_family():
    page = (DOCS / "language-examples.md").read_text(encoding="utf-8")
    CACHE.clear()
    assert page == render_examples(LANGUAGE), "docs/language-examples.md is stale: run make docs"


def test_science_examples_page_shows_one_real_item_per_skill_family_with_its_diagram():
    page = (DOCS / "science-examples.md").read_text(encoding="utf-8")
    CACHE.clear()
    assert page == render_examples(SCIENCE), "docs/science-examples.md is stale: run make docs"
    files = diagrams()
    assert files, "no science example has a diagram"
    for path, svg in files.items():
        assert f"]({path})" in page, path
        assert (DOCS / path).read_text(encoding="utf-8") == svg, f"{path} is stale: run make docs"
    on_disk = {f"examples/science/{p.name}" for p in (DOCS / "examples" / "science").glob("*.svg")}
    assert on_disk == set(files), "docs/examples/science holds diagrams no example shows: run make docs"
