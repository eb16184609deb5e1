"""API key format: ``edu_`` + 30 random base62 characters + a 6-character base62 CRC-32 checksum.

A key is 40 characters, e.g. ``edu_3kTMd0aQz...``. Its 30 random characters carry ~178 bits; the
first 8 of them are part of the public ``keyPrefix`` (the first 12 characters), which leaves ~131
secret bits. The checksum lets a mistyped or made-up key be refused before any database call.
Only the SHA-256 of a key is ever stored.
"""

from __future__ import annotations

import hashlib
import re
import secrets
import zlib

KEY_PREFIX = "edu_"
RANDOM_LENGTH = 30
CHECKSUM_LENGTH = 6
KEY_LENGTH = len(KEY_PREFIX) + RANDOM_LENGTH + CHECKSUM_LENGTH
PUBLIC_PREFIX_LENGTH = 12
BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
_SHAPE = re.compile(rf"^{KEY_PREFIX}[0-9A-Za-z]{{{RANDOM_LENGTH + CHECKSUM_LENGTH}}}$")


def _base62(number: int, width: int) -> str:
    digits = []
    for _ in range(width):
        number, digit = divmod(number, 62)
        digits.append(BASE62[digit])
    return "".join(reversed(digits))


def _checksum(body: str) -> str:
    return _base62(zlib.crc32(body.encode("ascii")), CHECKSUM_LENGTH)


def generate_key() -> str:
    """A new random key (shown once to its owner, never stored)."""
    body = KEY_PREFIX + "".join(secrets.choice(BASE62) for _ in range(RANDOM_LENGTH))
    return body + _checksum(body)


def is_well_formed(key: str) -> bool:
    """Prefix, length, alphabet and checksum are right (says nothing about the key existing)."""
    if len(key) != KEY_LENGTH or not _SHAPE.match(key):
        return False
    body, checksum = key[:-CHECKSUM_LENGTH], key[-CHECKSUM_LENGTH:]
    return secrets.compare_digest(_checksum(body), checksum)


def key_hash(key: str) -> str:
    """What the keys table stores and looks keys up by: the hex SHA-256 of the whole key."""
    return hashlib.sha256(key.encode("ascii")).hexdigest()


def public_prefix(key: str) -> str:
    """``keyPrefix`` (docs/api/keys.md): the first 12 characters, safe to show and log."""
    return key[:PUBLIC_PREFIX_LENGTH]
