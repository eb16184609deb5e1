"""The repository stands on its own: no tracked file refers to anything outside it.

A user's clone has nothing beside it, so no file may cite a document, a folder or a file that lives
outside the repository root: no path climbing out of the root, no Markdown link to a missing file,
and no citation of an outside specification (the project's own ``docs/`` describe the API).
"""

from __future__ import annotations

import re
import subprocess
from collections.abc import Callable
from pathlib import Path, PurePosixPath

import pytest

ROOT = Path(__file__).resolve().parents[2]

# Built from pieces so that this file does not match itself.
OUTSIDE_FOLDER = "../" + "shared"
SPEC_WORD = "SP" + "EC"
FORBIDDEN = [
    (re.compile(re.escape(OUTSIDE_FOLDER)), "refers to the folder beside the repository"),
    (re.compile(re.escape(SPEC_WORD + ".md")), "refers to a specification outside the repository"),
    (
        re.compile(r"\b" + SPEC_WORD + r"\b(?:'s)?(?:\s+(?:rule|section|§))?\s*§?\s*\d"),
        "cites a section of an outside specification",
    ),
]
MARKDOWN_LINK = re.compile(
    r"\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)|^\s*\[[^\]]+\]:\s*(\S+)", re.MULTILINE
)
CODE = re.compile(r"```.*?```|`[^`\n]*`", re.DOTALL)


def _without_code(text: str) -> str:
    """``text`` with code blocks and spans blanked out (newlines kept): a regular expression shown
    as code, such as ``](?:...)``, is not a link."""
    return CODE.sub(lambda m: re.sub(r"[^\n]", " ", m.group()), text)


RELATIVE_PATH = re.compile(r"(?<![\w./-])((?:\.\./)+[\w./-]*)")
PARENTS_OF_FILE = re.compile(r"Path\(__file__\)(?:\.resolve\(\))?\.parents\[(\d+)\]")


def tracked_text_files() -> list[str]:
    listing = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout
    files = []
    for name in filter(None, listing.split("\0")):
        path = ROOT / name
        if not path.is_file():
            continue
        data = path.read_bytes()
        if b"\0" in data:
            continue
        try:
            data.decode("utf-8")
        except UnicodeDecodeError:
            continue
        files.append(name)
    return files


def outside_root(base: PurePosixPath, target: str) -> bool:
    """Whether ``target``, relative to the folder ``base`` (relative to the root), leaves the root."""
    depth = 0
    for part in (base / target).parts:
        if part == "..":
            depth -= 1
            if depth < 0:
                return True
        elif part not in (".", ""):
            depth += 1
    return False


def problems(
    name: str, text: str, exists: Callable[[str], bool] = lambda rel: (ROOT / rel).exists()
) -> list[str]:
    """Every way the text of the tracked file ``name`` (a path relative to the root) refers outside."""
    found = []
    folder = PurePosixPath(name).parent
    for lineno, line in enumerate(text.splitlines(), 1):
        for pattern, why in FORBIDDEN:
            if pattern.search(line):
                found.append(f"{name}:{lineno}: {why}: {line.strip()[:120]}")
        for match in RELATIVE_PATH.finditer(line):
            if outside_root(folder, match.group(1)):
                found.append(f"{name}:{lineno}: path {match.group(1)!r} leaves the repository")
        if name.endswith(".py"):
            for match in PARENTS_OF_FILE.finditer(line):
                if int(match.group(1)) >= len(PurePosixPath(name).parts):
                    found.append(f"{name}:{lineno}: {match.group(0)} is above the repository root")
    if name.endswith(".md"):
        for match in MARKDOWN_LINK.finditer(_without_code(text)):
            target = (match.group(1) or match.group(2)).split("#", 1)[0]
            if not target or re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", target) or target.startswith("/"):
                continue  # an anchor in the same page, a URL (http:, mailto:) or a site path
            lineno = text.count("\n", 0, match.start()) + 1
            if outside_root(folder, target):
                found.append(f"{name}:{lineno}: link {target!r} leaves the repository")
            elif not exists((folder / target).as_posix()):
                found.append(f"{name}:{lineno}: link {target!r} does not exist in the repository")
    return found


def test_no_tracked_file_refers_outside_the_repository():
    files = tracked_text_files()
    assert len(files) > 100, "git ls-files found too little: is this a git checkout?"
    found = [problem for name in files for problem in problems(name, (ROOT / name).read_text("utf-8"))]
    assert not found, "\n".join(found)


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("README.md", "The interface is in " + OUTSIDE_FOLDER + "/" + SPEC_WORD + ".md."),
        ("layers/shared/educontent/x.py", '"""Usage routes (' + SPEC_WORD + ' 4.3)."""'),
        ("template.yaml", "Description: Key endpoints (" + SPEC_WORD + " 4.4)"),
        ("docs/generation.md", "Skills of a standard (the " + SPEC_WORD + "'s rule 1)."),
        ("docs/catalog.md", "See ../../standards/ccss-math.json for the official text."),
        ("tests/unit/test_x.py", "REFERENCE = Path(__file__).resolve()" + '.parents[3] / "standards"'),
        ("docs/catalog.md", "See [the standards](../../standards/README.md)."),
        ("README.md", "See [the guide](docs/no-such-page.md#intro)."),
        ("docs/x.md", "[spec]: ../../outside.md"),
    ],
)
def test_each_kind_of_outside_reference_is_caught(name: str, text: str):
    assert problems(name, text, exists=lambda rel: False)


@pytest.mark.parametrize(
    ("name", "text"),
    [
        (
            "README.md",
            "Start with [the architecture](docs/architecture.md#folders) and <https://example.org>.",
        ),
        ("docs/access.md", "See [the catalog](catalog.md), [errors](../docs/errors.md) or [top](#top)."),
        ("layers/shared/educontent/settings.py", "ROOT = Path(__file__).resolve()" + ".parents[3]"),
        ("tests/unit/test_x.py", "CATALOG = Path(__file__).resolve().parents[2] / 'catalog_data'"),
        ("layers/shared/Makefile", "ROOT := ../.."),
        ("docs/generation.md", "A specification of the item (spec: 2 lines) and a SPECIAL case 4."),
        ("docs/api/keys.md", "Pattern `^[a](?:b)$`, and a block:\n```\n[x](nowhere/at/all)\n```\n"),
    ],
)
def test_references_inside_the_repository_are_fine(name: str, text: str):
    assert problems(name, text, exists=lambda rel: True) == []
