"""``python -m educontent.local.check_build .aws-sam/build``: is the built layer deployable on arm64?

Fails when any compiled file of the layer is not an aarch64 ELF object built for CPython 3.13 (an
x86-64 ``pydantic_core`` in an arm64 layer imports nowhere), when the catalog or the package is
missing from it, or when it is over 100 MB unzipped (the word and passage data must stay small: data
packages used to build them are development dependencies, never shipped; fpdf2's fontTools and
Pillow, about 45 MB, are the largest part, imported only by the worksheets function's first PDF).
"""

from __future__ import annotations

import sys
from pathlib import Path

EM_AARCH64 = 0xB7
EXPECTED_ABI = "cpython-313"
MAX_UNZIPPED = 100 * 1024 * 1024
"""The layer's unzipped size we allow ourselves (Lambda's limit for a function and its layers is 250 MB).
It was 50 MB until PDF worksheets brought fpdf2's dependencies (72 MB in all with them)."""


def unzipped_size(layer: Path) -> int:
    return sum(path.stat().st_size for path in layer.rglob("*") if path.is_file())


def elf_machine(path: Path) -> int | None:
    header = path.read_bytes()[:20]
    if header[:4] != b"\x7fELF":
        return None
    return int.from_bytes(header[18:20], "little" if header[5] == 1 else "big")


def problems_in(build_dir: Path) -> list[str]:
    layer = build_dir / "SharedLayer"
    problems = []
    if not (layer / "python" / "educontent" / "__init__.py").exists():
        problems.append("layer has no python/educontent package")
    for laptop_only in ("local", "admin"):
        if (layer / "python" / "educontent" / laptop_only).exists():
            problems.append(f"layer ships laptop-only code (educontent/{laptop_only})")
    if not (layer / "catalog_data" / "grades.json").exists():
        problems.append("layer has no catalog_data/")
    shared_objects = sorted(layer.rglob("*.so"))
    if not shared_objects:
        problems.append("layer has no compiled extension (pydantic_core expected)")
    for so in shared_objects:
        machine = elf_machine(so)
        if machine != EM_AARCH64:
            problems.append(f"{so.relative_to(build_dir)}: ELF machine {machine!r}, expected aarch64")
        if ".cpython-" in so.name and EXPECTED_ABI not in so.name:
            problems.append(f"{so.relative_to(build_dir)}: not built for {EXPECTED_ABI}")
    size = unzipped_size(layer) if layer.exists() else 0
    if size > MAX_UNZIPPED:
        problems.append(f"layer is {size / 2**20:.1f} MB unzipped, over {MAX_UNZIPPED / 2**20:.0f} MB")
    for pyc in sorted(layer.rglob("*.pyc")):
        if f".{EXPECTED_ABI}." not in pyc.name:
            problems.append(
                f"{pyc.relative_to(build_dir)}: bytecode not for {EXPECTED_ABI}, the runtime ignores it"
            )
    return problems


def main(argv: list[str]) -> int:
    build_dir = Path(argv[0] if argv else ".aws-sam/build")
    problems = problems_in(build_dir)
    for problem in problems:
        print(f"build check: {problem}", file=sys.stderr)
    if not problems:
        count = len(list((build_dir / "SharedLayer").rglob("*.so")))
        bytecode = len(list((build_dir / "SharedLayer").rglob("*.pyc")))
        shipped = f"{bytecode} bytecode files" if bytecode else "source only, no bytecode"
        size = unzipped_size(build_dir / "SharedLayer") / 2**20
        print(
            f"build check: layer OK ({count} compiled files, all aarch64 / {EXPECTED_ABI}; {shipped}; "
            f"{size:.1f} MB unzipped, limit {MAX_UNZIPPED / 2**20:.0f} MB)"
        )
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
