"""The generation package's house rules, as tests: a generator's name is its module path, files and
functions stay small, checkers mirror generators without importing them, and only what a request
uses is imported."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from educontent.catalog.index import get_catalog
from educontent.generation import registry

ROOT = Path(__file__).resolve().parents[3]
GENERATION = ROOT / "layers" / "shared" / "educontent" / "generation"
CHECKERS = Path(__file__).resolve().parent / "checkers"
MAX_FILE_LINES = 400
MAX_FUNCTION_LINES = 100


def _sources() -> list[Path]:
    return sorted(GENERATION.rglob("*.py"))


def test_no_file_under_generation_is_over_400_lines():
    long = {
        p.relative_to(GENERATION).as_posix(): n
        for p in _sources()
        if (n := len(p.read_text().splitlines())) > MAX_FILE_LINES
    }
    assert not long, f"files over {MAX_FILE_LINES} lines: {long}"


def test_no_function_under_generation_is_over_100_lines():
    long = {}
    for path in _sources():
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                if length > MAX_FUNCTION_LINES:
                    long[f"{path.relative_to(GENERATION).as_posix()}:{node.name}"] = length
    assert not long, f"functions over {MAX_FUNCTION_LINES} lines: {long}"


def test_every_generator_name_is_its_module_path():
    for name, spec in registry.all_generators().items():
        assert spec.func.__module__ == f"educontent.generation.{name}", name


def _module_file(name: str) -> Path | None:
    base = GENERATION.joinpath(*name.split("."))
    for candidate in (base.with_suffix(".py"), base / "__init__.py"):
        if candidate.exists():
            return candidate
    return None


def test_every_skill_finds_its_generator_by_path_alone():
    missing = sorted(
        {
            record.generator.name
            for record in get_catalog().skill_records.values()
            if _module_file(record.generator.name) is None
        }
    )
    assert not missing, missing


def _registered_names(path: Path) -> list[str]:
    names = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "checks":
            names += [arg.value for arg in node.args if isinstance(arg, ast.Constant)]
    return names


@pytest.mark.parametrize(
    "checker",
    sorted(
        p
        for p in CHECKERS.rglob("*.py")
        if p.name != "__init__.py" and "support" not in p.relative_to(CHECKERS).parts
    ),
    ids=lambda p: p.relative_to(CHECKERS).as_posix(),
)
def test_checkers_mirror_generators_and_import_none_of_their_code(checker: Path):
    source = checker.read_text()
    assert "educontent.generation" not in source, "a checker recomputes answers without generator code"
    relative = checker.relative_to(CHECKERS).with_suffix("")
    assert relative.parts[0] in registry.SUBJECTS, "a checker lives at its generator's path"
    expected = ".".join(relative.parts)
    assert _registered_names(checker) == [expected], f"{checker.name} should check exactly {expected}"


SKILL = "compare-and-find-equivalent-fractions"  # generator math.nf.equivalence


def test_a_request_imports_only_the_generator_it_uses():
    """Importing the handler loads no generator; one skill's request loads only its generator."""
    record = get_catalog().skill_records[SKILL]
    code = f"""
import sys
sys.path.insert(0, {str(ROOT / "functions" / "generation")!r})
import generation_api.handler
before = {{m for m in sys.modules if m.startswith('educontent.generation.')}}
from educontent.generation.registry import get_generator
get_generator({record.generator.name!r})
after = {{m for m in sys.modules if m.startswith('educontent.generation.')}}
subjects = {registry.SUBJECTS!r}
shared = ('kit', 'draw', 'numbers')
print(sorted(m for m in before if m.split('.')[2] in subjects + shared))
print(sorted(m for m in after - before if m.split('.')[2] in subjects and m.count('.') > 2))
"""
    output = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    ).stdout.splitlines()
    assert output[0] == "[]", f"imported with the handler, before any request: {output[0]}"
    loaded = ast.literal_eval(output[1])
    name = f"educontent.generation.{record.generator.name}"
    assert name in loaded
    # Besides the generator's own package, only domain-private helpers (``math/nf/_denominators``).
    others = [m for m in loaded if not m.startswith(name) and not name.startswith(m + ".")]
    assert all(m.rsplit(".", 1)[-1].startswith("_") for m in others), f"other generators loaded: {others}"
