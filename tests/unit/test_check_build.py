"""The build check: an arm64 layer for CPython 3.13, with bytecode only for that version."""

from __future__ import annotations

from pathlib import Path

from educontent.local.check_build import problems_in


def _layer(root: Path) -> Path:
    layer = root / "SharedLayer"
    (layer / "python" / "educontent").mkdir(parents=True)
    (layer / "python" / "educontent" / "__init__.py").write_text("")
    (layer / "catalog_data").mkdir()
    (layer / "catalog_data" / "grades.json").write_text("[]")
    header = bytearray(64)
    header[:6] = b"\x7fELF\x02\x01"  # 64-bit, little-endian
    header[18:20] = (0xB7).to_bytes(2, "little")  # EM_AARCH64
    (layer / "python" / "core.cpython-313-aarch64-linux-gnu.so").write_bytes(bytes(header))
    return layer


def test_a_source_only_arm64_layer_passes(tmp_path: Path):
    _layer(tmp_path)
    assert problems_in(tmp_path) == []


def test_bytecode_must_be_for_the_runtime_version(tmp_path: Path):
    cache = _layer(tmp_path) / "python" / "educontent" / "__pycache__"
    cache.mkdir()
    (cache / "__init__.cpython-313.pyc").write_bytes(b"")
    assert problems_in(tmp_path) == []
    (cache / "__init__.cpython-311.pyc").write_bytes(b"")
    assert [p for p in problems_in(tmp_path) if "cpython-311.pyc" in p and "bytecode not for" in p]


def test_a_layer_over_50_mb_unzipped_fails(tmp_path: Path, monkeypatch):
    layer = _layer(tmp_path)
    monkeypatch.setattr("educontent.local.check_build.MAX_UNZIPPED", 1024)
    assert problems_in(tmp_path) == []
    (layer / "catalog_data" / "big.json").write_bytes(b"0" * 2048)
    assert [p for p in problems_in(tmp_path) if "unzipped" in p]
