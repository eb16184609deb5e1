"""Text from callers: which characters a key request may hold, and how to show stored text safely.

Control and format characters let a caller clear a terminal (``ESC [2J``), ring its bell, forge
lines of a listing (newlines, ``U+2028``/``U+2029``, ``U+0085``) or reverse what follows
(bidirectional overrides such as ``U+202E``). Key requests refuse them (``access/schemas.py``);
whatever is printed from storage goes through ``escape`` anyway (rows stored before the check
may hold anything).
"""

from __future__ import annotations

import unicodedata

UNSAFE_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
"""Controls (C0, DEL, C1), format characters (bidi controls, zero-width...), surrogates, private
use, unassigned code points, and the line and paragraph separators."""
JOINERS = frozenset({"\u200c", "\u200d"})
"""Zero-width non-joiner and joiner: format characters that some scripts (Persian, Indic) and emoji
sequences need; they neither move the cursor nor reorder text, so names and descriptions may hold them."""


def unsafe_characters(value: str, *, allowed: frozenset[str] = frozenset()) -> list[str]:
    """The distinct characters of ``value`` that must not be stored, in order of appearance."""
    found: list[str] = []
    for char in value:
        if char in allowed or char in found:
            continue
        if unicodedata.category(char) in UNSAFE_CATEGORIES:
            found.append(char)
    return found


def code_point(char: str) -> str:
    return f"U+{ord(char):04X}"


def escape(value: object) -> str:
    """``value`` as text that cannot act on a terminal: unsafe characters (and ``\\``) escaped.

    ``\\x1b``, ``\\n``-like controls become ``\\xNN``, other unsafe characters ``\\uNNNN`` (or
    ``\\UNNNNNNNN``), and a backslash ``\\\\``, so an escaped value can never pass for another.
    """
    text = str(value)
    out: list[str] = []
    for char in text:
        if char == "\\":
            out.append("\\\\")
        elif unicodedata.category(char) in UNSAFE_CATEGORIES:
            point = ord(char)
            if point <= 0xFF:
                out.append(f"\\x{point:02x}")
            elif point <= 0xFFFF:
                out.append(f"\\u{point:04x}")
            else:
                out.append(f"\\U{point:08x}")
        else:
            out.append(char)
    return "".join(out)
