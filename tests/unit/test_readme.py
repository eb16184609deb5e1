"""The README stays true: every setting the code reads is documented, examples survive any shell."""

from __future__ import annotations

import re
from pathlib import Path

from educontent.local.template import load_template

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")
PACKAGE = ROOT / "layers" / "shared" / "educontent"


def _section(title: str) -> str:
    start = README.index(f"## {title}\n")
    end = README.find("\n## ", start + 1)
    return README[start : end if end != -1 else None]


def _variables_read_by_the_code() -> set[str]:
    names: set[str] = set()
    for path in PACKAGE.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        names |= set(
            re.findall(r"""environ(?:\.get|\.setdefault|\.pop)?\(\s*["']([A-Z][A-Z0-9_]+)["']""", text)
        )
        names |= set(re.findall(r"""environ\[\s*["']([A-Z][A-Z0-9_]+)["']\s*\]""", text))
        names |= set(re.findall(r"""\benv(?:\.get)?[\[(]\s*["']([A-Z][A-Z0-9_]+)["']""", text))
    return names


def test_configuration_lists_every_variable_the_code_and_the_template_set():
    documented = set(re.findall(r"`([A-Z][A-Z0-9_]+)`", _section("Configuration")))
    read = _variables_read_by_the_code() | set(load_template().function_environment())
    assert {"PORT", "HOST", "TIER_LIMITS", "DYNAMODB_READ_TIMEOUT"} <= read  # the scan finds them
    assert not read - documented, f"document in README Configuration: {sorted(read - documented)}"


def test_configuration_names_every_template_parameter():
    section = _section("Configuration")
    sentence = section[section.index("Template parameters") :].split("\n\n")[0]
    named = set(re.findall(r"`(\w+)`", sentence))
    assert named == set(load_template().raw["Parameters"])


def test_every_url_with_a_query_is_quoted_in_shell_examples():
    blocks = re.findall(r"```sh\n(.*?)```", README, flags=re.S)
    unquoted = [
        word
        for block in blocks
        for line in block.splitlines()
        for word in re.sub(r"'[^']*'|\"[^\"]*\"", "", line.split(" #")[0]).split()
        if "/api/" in word and ("?" in word or "&" in word)
    ]
    assert not unquoted, unquoted


def test_sam_commands_use_the_sam_cli_make_installs():
    for line in README.splitlines():
        command = line.split(" # ")[0]  # a shell comment may say what make runs
        assert not re.search(r"(^|[\s`(])sam (local|deploy|build)\b", command), line


def test_the_readme_promises_no_mail():
    # (That it refers to nothing outside the repository is tests/unit/test_self_contained.py's job.)
    assert "emailed" not in README
