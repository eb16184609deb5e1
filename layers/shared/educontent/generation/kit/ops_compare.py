"""Wrong symbols for a comparison question (``x ___ y`` with >, < or =)."""

from __future__ import annotations

from educontent.generation.kit.math_forms import Misconception


def symbol_mistakes(
    symbol: str, not_equal: str, missed_equal: tuple[str, str], reversed_: tuple[str, str]
) -> tuple[Misconception, ...]:
    """The two symbols other than ``symbol``, in the order >, <, =: ``=`` when the values differ
    (with the reason ``not_equal``), > or < when they are equal (``missed_equal``: name, reason),
    and the reverse of the true symbol (``reversed_``: name, reason)."""
    wrongs = []
    for s in (">", "<", "="):
        if s == symbol:
            continue
        if s == "=":
            wrongs.append(Misconception("=", "thought-they-were-equal", not_equal))
        elif symbol == "=":
            wrongs.append(Misconception(s, *missed_equal))
        else:
            wrongs.append(Misconception(s, *reversed_))
    return tuple(wrongs)
