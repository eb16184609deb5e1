"""Deterministic randomness: every random choice comes from a ``random.Random`` seeded by a hash.

Seeds are derived with SHA-256 from the request seed and a path of labels (skill, item index,
attempt), never from global random state or the clock, so the same parameters and seed give the
same items in any process, on any machine. ``random.Random(int)`` and its ``randrange``,
``choice``, ``shuffle`` and ``sample`` are stable across CPython versions for integer seeds.
"""

from __future__ import annotations

import hashlib
import random
import secrets

MAX_SEED = 2**53 - 1


def derive_seed(*parts: object) -> int:
    digest = hashlib.sha256("\x1f".join(str(p) for p in parts).encode()).digest()
    return int.from_bytes(digest[:8], "big")


def rng_for(*parts: object) -> random.Random:
    """A generator of its own for the labelled path ``parts``."""
    return random.Random(derive_seed(*parts))


def fresh_seed() -> int:
    """A seed for a request that gave none (returned in ``meta.seed`` so it can be replayed)."""
    return secrets.randbelow(MAX_SEED + 1)
