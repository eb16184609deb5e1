"""The locks are complete, hash-checked, name only the package index, and are what make installs."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
REQUIREMENTS = ROOT / "requirements"
LOCKS = ("dev", "sam", "layer")
PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)(\[[^\]]*\])?==([^\s;\\]+)")


def normalise(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def requirement_names(path: Path) -> set[str]:
    names = set()
    for line in path.read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            names.add(normalise(re.split(r"[\[=<>!~; ]", line, maxsplit=1)[0]))
    return names


def locked(path: Path) -> dict[str, tuple[str, list[str]]]:
    """``{name: (version, hashes)}`` of a lock written by `make lock`."""
    pins: dict[str, tuple[str, list[str]]] = {}
    current = None
    for line in path.read_text().splitlines():
        match = PIN.match(line)
        if match:
            current = normalise(match.group(1))
            pins[current] = (match.group(3), [])
        elif current and "--hash=" in line:
            pins[current][1].extend(re.findall(r"--hash=sha256:([0-9a-f]{64})", line))
    return pins


@pytest.mark.parametrize("name", LOCKS)
def test_every_lock_pins_every_package_with_hashes(name: str):
    lock = REQUIREMENTS / f"{name}.lock"
    pins = locked(lock)
    assert pins, f"{lock} pins nothing"
    assert not [package for package, (_, hashes) in pins.items() if not hashes]
    requirement_lines = [
        line for line in lock.read_text().splitlines() if line and not line.startswith((" ", "#"))
    ]
    assert len(requirement_lines) == len(pins), "a requirement that is not an exact pin"
    assert requirement_names(REQUIREMENTS / f"{name}.in") <= set(pins), "run `make lock`"


@pytest.mark.parametrize("name", LOCKS)
def test_locks_name_only_the_package_index(name: str):
    text = (REQUIREMENTS / f"{name}.lock").read_text()
    for forbidden in ("file:", "/opt", "--index-url", "--extra-index-url", "--find-links", " @ ", "-e "):
        assert forbidden not in text, f"{name}.lock mentions {forbidden!r}"


def test_the_dev_lock_holds_the_tools_and_the_schema_fuzzer():
    assert {"schemathesis", "uv", "pytest", "ruff", "moto", "cfn-lint"} <= set(
        locked(REQUIREMENTS / "dev.lock")
    )


def test_the_layer_lock_is_the_runtime_and_matches_the_dev_versions():
    layer = locked(REQUIREMENTS / "layer.lock")
    dev = locked(REQUIREMENTS / "dev.lock")
    dependencies = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    assert {normalise(re.split(r"[<>=!~ ]", d, maxsplit=1)[0]) for d in dependencies} <= set(layer)
    assert "boto3" not in layer and "botocore" not in layer, "the Lambda runtime provides boto3"
    assert {name: pin[0] for name, pin in layer.items()} == {name: dev[name][0] for name in layer}


def test_make_installs_the_locks_with_hashes_and_relocks_all_three():
    makefile = (ROOT / "Makefile").read_text()
    assert "--require-hashes -r requirements/dev.lock" in makefile
    assert "--require-hashes -r requirements/sam.lock" in makefile
    lock_recipe = makefile.split("\nlock:", 1)[1].split("\n\n", 1)[0]
    for name in LOCKS:
        assert f"{name}.in -o {name}.lock" in lock_recipe
    assert "--python-platform aarch64-manylinux2014 --python-version 3.13 layer.in" in lock_recipe
    layer_makefile = (ROOT / "layers" / "shared" / "Makefile").read_text()
    assert "--require-hashes" in layer_makefile and "requirements/layer.lock" in layer_makefile


def test_every_requirements_file_named_in_the_project_exists():
    for name in ("Makefile", "pyproject.toml", "layers/shared/Makefile", "README.md", "CONTRIBUTING.md"):
        path = ROOT / name
        if path.exists():
            for mentioned in re.findall(r"requirements/[\w.-]+\.(?:lock|in)\b", path.read_text()):
                assert (ROOT / mentioned).exists(), f"{name} names {mentioned}"
