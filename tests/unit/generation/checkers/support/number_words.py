"""The names of the numbers below twenty and of the tens, as items write them: one table for every
checker that reads number words (each reader keeps its own rules for ``hundred``, ``and`` and
unknown words). Nothing here imports generator code."""

from __future__ import annotations

SMALL = {
    w: i
    for i, w in enumerate(
        [
            "zero",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
            "thirteen",
            "fourteen",
            "fifteen",
            "sixteen",
            "seventeen",
            "eighteen",
            "nineteen",
        ]
    )
}
"""``zero`` -> 0 ... ``nineteen`` -> 19, in order."""

DECADES = {
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
}
"""``twenty`` -> 20 ... ``ninety`` -> 90, in order."""
