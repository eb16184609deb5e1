"""Units for the measurement generators: the singular or plural of a unit for an amount, and how a
story's fill-in sentence names what is asked."""

from __future__ import annotations

from fractions import Fraction

from educontent.generation.banks import load_bank


def unit_word(plural: str, singular: str, value: Fraction | int) -> str:
    return singular if Fraction(value) == 1 else plural


def cue(op: str) -> str:
    """ "The amount in all" (add), "The amount left" (subtract), ... for a fill-in sentence."""
    return load_bank("math", "md-units")["cues"][op]


def story_fill(prompt: str, what: str) -> str:
    """The fill-in sentence of a story ``prompt``: its question, the last sentence, becomes
    "``what`` is ___."."""
    return prompt.rsplit(". ", 1)[0] + f". {what} is ___."
