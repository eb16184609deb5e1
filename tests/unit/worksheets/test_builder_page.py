"""The builder page's static rules: what its Content-Security-Policy (one script allowed by its hash)
and its users (keyboard, screen readers, phones) need from the one HTML file."""

from __future__ import annotations

import re
from functools import cache
from html.parser import HTMLParser
from pathlib import Path

PAGE = Path(__file__).resolve().parents[3] / "layers/shared/educontent/worksheets/builder/builder.html"


class _Page(HTMLParser):
    """Every start tag with its attributes, and the text of each script and style element."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.scripts: list[str] = []
        self.styles: list[str] = []
        self._inside: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))
        if tag in ("script", "style"):
            self._inside = tag

    def handle_endtag(self, tag: str) -> None:
        self._inside = None

    def handle_data(self, data: str) -> None:
        if self._inside == "script":
            self.scripts.append(data)
        elif self._inside == "style":
            self.styles.append(data)


@cache
def _page() -> _Page:
    parsed = _Page()
    parsed.feed(PAGE.read_text(encoding="utf-8"))
    return parsed


def test_one_inline_script_and_one_style_element_and_nothing_the_policy_would_refuse():
    page = _page()
    assert len(page.scripts) == 1 and len(page.styles) == 1
    assert [a for t, a in page.tags if t == "script"] == [{}]  # inline, no src
    for tag, attrs in page.tags:
        assert not [name for name in attrs if name.startswith("on")], f"inline handler on <{tag}>"
        assert "style" not in attrs, f"style attribute on <{tag}>"
        for value in attrs.values():
            assert not (value or "").strip().lower().startswith("javascript:")
    script = page.scripts[0]
    assert not re.search(r"\beval\s*\(|new Function\b|setTimeout\(\s*[\"'`]|innerHTML|outerHTML", script)


def test_no_external_address_and_no_hard_coded_api_path():
    text = PAGE.read_text(encoding="utf-8")
    assert not re.search(r"(?:https?:)?//[a-z0-9.-]+\.[a-z]{2,}", text, re.IGNORECASE)
    code = re.sub(r"^\s*//.*$", "", _page().scripts[0], flags=re.MULTILINE)  # comments may name it
    assert "/api/v1" not in code  # the base comes from the page's own address


def test_every_control_has_a_label():
    page = _page()
    labelled = {a.get("for") for t, a in page.tags if t == "label"}
    ids = [a.get("id") for t, a in page.tags if t in ("input", "select", "textarea")]
    assert len(ids) >= 9 and all(i in labelled for i in ids), ids


def test_the_page_is_english_fits_phones_and_its_preview_runs_no_script():
    page = _page()
    assert ("html", {"lang": "en"}) in page.tags
    viewport = [a for t, a in page.tags if t == "meta" and a.get("name") == "viewport"]
    assert viewport and "width=device-width" in (viewport[0].get("content") or "")
    frames = [a for t, a in page.tags if t == "iframe"]
    assert len(frames) == 1 and frames[0].get("title")
    assert frames[0].get("sandbox") == ""  # sandboxed with no allowance at all: no scripts, no forms
    statuses = [a for t, a in page.tags if a.get("role") == "status"]
    assert len(statuses) == 1 and statuses[0].get("aria-live") == "polite"
