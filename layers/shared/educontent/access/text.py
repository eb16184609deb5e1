"""Text from callers: which characters a key request may hold, and how to show stored text safely.

Control and format characters let a caller clear a terminal (``ESC [2J``), ring its bell, forge
lines of a listing (newlines, ``U+2028``/``U+2029``, ``U+0085``) or reverse what follows
(bidirectional overrides such as ``U+202E``). Key requests refuse them (``access/schemas.py``);
whatever is printed from storage goes through ``escape`` anyway (rows stored before the check
may hold anything).
"""

from __future__ import annotations

import re
import unicodedata

UNSAFE_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
"""What ``escape`` shows as escapes: controls (C0, DEL, C1), format characters (bidi controls,
zero-width...), surrogates, private use, unassigned code points, line and paragraph separators."""
JOINERS = frozenset({"\u200c", "\u200d"})
"""Zero-width non-joiner and joiner: format characters that some scripts (Persian, Indic) and emoji
sequences need; they neither move the cursor nor reorder text, so names and descriptions may hold them."""

# What key requests refuse, as regular-expression class contents that the OpenAPI document states
# too (so clients and fuzzers agree with the server): C0 and C1 controls and DEL, the format
# characters (category Cf of Unicode 14, frozen here so that every Python version refuses the same;
# a test checks it against the running Python), and the line and paragraph separators. BMP
# characters are written as escapes; the few outside it stand as themselves.
CONTROLS = "\\x00-\\x1f\\x7f-\\x9f"
CONTROLS_BUT_LINE_BREAKS = "\\x00-\\x09\\x0b\\x0c\\x0e-\\x1f\\x7f-\\x9f"
FORMAT = (
    "\\u00ad\\u0600-\\u0605\\u061c\\u06dd\\u070f\\u0890\\u0891\\u08e2\\u180e\\u200b\\u200e\\u200f"
    "\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb"
    "\U000110bd\U000110cd\U00013430-\U00013438\U0001bca0-\U0001bca3\U0001d173-\U0001d17a"
    "\U000e0001\U000e0020-\U000e007f"
)
SEPARATORS = "\\u2028\\u2029"
JOINER_CLASS = "\\u200c\\u200d"
ONE_LINE = CONTROLS + FORMAT + SEPARATORS
"""Refused in one-line text (names); the joiners are allowed."""
ONE_LINE_NO_JOINERS = ONE_LINE + JOINER_CLASS
"""Refused in email addresses."""
PARAGRAPHS = CONTROLS_BUT_LINE_BREAKS + FORMAT + SEPARATORS
"""Refused in descriptions: line breaks (``\\n``, ``\\r``) and the joiners are allowed."""


def unsafe_characters(value: str, refused: str = ONE_LINE) -> list[str]:
    """The distinct characters of ``value`` in the class ``refused``, in order of appearance."""
    return list(dict.fromkeys(re.findall(f"[{refused}]", value)))


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
