"""Text normalisation: the one place that decides which differences in writing do not matter.

Free text is compared insensitive to case, surrounding and repeated spaces, curly quotes and a final
full stop, question or exclamation mark. Text with digits or symbols (``(4, 6)``, ``y = 4x + 8``)
is also compared without spaces next to a symbol, so ``(4,6)`` and ``y=4x+8`` read the same.
Spelling is stricter (``spelling_key``): only surrounding spaces and, for words that are not proper
nouns, case are forgiven.
"""

from __future__ import annotations

import re
import unicodedata

_QUOTES = str.maketrans(
    {
        "\u2018": "'",
        "\u2019": "'",
        "\u02bc": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u2212": "-",
        "\u2013": "-",
        "\u00a0": " ",
        "\u2009": " ",
        "\u202f": " ",
    }
)
_SPACES = re.compile(r"\s+")
_FINAL_PUNCTUATION = re.compile(r"[.!?]+$")
_SPACE_NEXT_TO_SYMBOL = re.compile(r"\s*([^\w\s']|[π√])\s*")
_PI = re.compile(r"(?<=[\d\s(])pi\b")
_SQRT = re.compile(r"\bsqrt\s*\(\s*(\d+)\s*\)")
_REMAINDER = re.compile(r"(\d)\s*r(?:emainder)?\s*(\d)")


def clean(text: str) -> str:
    """Unicode-normalised (NFC), straight quotes, ASCII minus, single spaces, trimmed."""
    text = unicodedata.normalize("NFC", text).translate(_QUOTES)
    return _SPACES.sub(" ", text).strip()


def text_key(text: str) -> str:
    """The form two free-text answers are compared in: cleaned, lower case, no final punctuation."""
    return _FINAL_PUNCTUATION.sub("", clean(text).casefold()).strip()


def compact_key(text: str) -> str:
    """``text_key`` without the spaces next to symbols: ``( 4 , 6 )`` and ``(4,6)`` compare equal,
    a remainder written ``47 R 2`` or ``47r2`` alike, and ``18 pi`` as ``18π``, ``sqrt(61)`` as ``√61``.

    Other spaces between two letters or digits stay, so ``1 1/2`` never becomes ``11/2``.
    """
    text = _SQRT.sub(r"√\1", _PI.sub("π", text_key(text)))
    return _REMAINDER.sub(r"\1r\2", _SPACE_NEXT_TO_SYMBOL.sub(r"\1", text))


def same_text(response: str, key: str) -> bool:
    """Whether ``response`` writes ``key`` up to the differences that do not matter."""
    if text_key(response) == text_key(key):
        return True
    return _has_symbol(key) and compact_key(response) == compact_key(key)


def _has_symbol(text: str) -> bool:
    return any(not (ch.isalpha() or ch.isspace()) for ch in text)


def spelling_key(word: str, *, keep_case: bool) -> str:
    """The form a spelled word is compared in: only surrounding spaces (and case, when the word is
    not a proper noun) are forgiven."""
    word = unicodedata.normalize("NFC", word).translate(_QUOTES).strip()
    return word if keep_case else word.casefold()


def keeps_case(word: str) -> bool:
    """A word spelled with a capital (a name, ``I'm``, ``Fahrenheit``) must keep it."""
    return any(ch.isupper() for ch in word)


def as_text(response: str | int | float) -> str:
    """A scalar response as the text a child would have written (``2.0`` stays ``2.0``)."""
    if isinstance(response, float) and response.is_integer() and abs(response) < 1e15:
        return f"{response:.1f}"
    return str(response)
