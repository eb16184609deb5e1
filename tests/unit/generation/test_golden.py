"""The determinism contract: every skill's seeded outputs are the recorded golden ones, byte for byte.

A failure here means generated items changed. If that is intended, run `make golden`, commit the new
``tests/golden/generation.json`` together with the change, name the skills it touched in the commit
message, and bump the generator version (docs/generation.md, "Determinism").
"""

from __future__ import annotations

from educontent.generation.version import GENERATOR_VERSION
from tests.golden.generation import CASES, load, outputs, skills


def test_the_golden_file_is_recorded_for_this_generator_version():
    version, _ = load()
    assert version == GENERATOR_VERSION, "GENERATOR_VERSION changed: re-record with `make golden`"


def test_every_skill_and_case_is_recorded():
    _, recorded = load()
    expected = {f"{skill} {case.name}" for skill in skills() for case in CASES}
    assert set(recorded) == expected, "a skill was added or removed: run `make golden`"


def test_seeded_outputs_equal_the_golden_hashes():
    _, recorded = load()
    changed = [name for name, digest in outputs() if recorded.get(name) != digest]
    assert not changed, f"{len(changed)} seeded outputs changed, e.g. {changed[:10]}"


def test_make_golden_refuses_changed_outputs_under_the_same_version(tmp_path, monkeypatch):
    """Given a golden file recorded for this version, when outputs change, then `make golden` refuses
    (exit 1, file untouched) until GENERATOR_VERSION is bumped."""
    from tests.golden import generation

    target = tmp_path / "generation.json"
    target.write_text(generation.render(GENERATOR_VERSION, {"skill count=1": "a"}), encoding="utf-8")
    before = target.read_text(encoding="utf-8")
    monkeypatch.setattr(generation, "record", lambda: {"skill count=1": "b"})
    assert generation.main([str(target)]) == 1
    assert target.read_text(encoding="utf-8") == before

    monkeypatch.setattr("educontent.generation.version.GENERATOR_VERSION", GENERATOR_VERSION + ".next")
    assert generation.main([str(target)]) == 0
    assert generation.load(target) == (GENERATOR_VERSION + ".next", {"skill count=1": "b"})
