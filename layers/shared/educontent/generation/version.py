"""The generator version: the determinism contract's name for "the same bytes".

The same request and seed give the same items, byte for byte, for a given ``GENERATOR_VERSION``;
responses report it as ``meta.generatorVersion``. ``tests/golden/generation.json`` records the
outputs of this version, and ``make golden`` refuses to record changed outputs under the same
version: any change to what generators make bumps it (docs/generation.md, "Determinism").
"""

from __future__ import annotations

GENERATOR_VERSION = "17"
