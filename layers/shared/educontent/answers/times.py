"""Reading times of day: ``3:05``, ``03:05``, ``3:05 PM``, ``3:05 p.m.``, ``3 pm``, ``3 o'clock`` and
``15:05`` (a 24-hour time says p.m. by itself); ``12:00 noon`` is p.m., ``12:00 midnight`` a.m."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from educontent.answers.text import clean

Half = Literal["a.m.", "p.m."]

_TIME = re.compile(
    r"^(?P<hour>\d{1,2})(?:\s*:\s*(?P<minute>\d{2})|\s*(?P<oclock>o'?\s*clock))?"
    r"\s*(?:(?P<half>[ap])\.?\s*m\.?|(?P<noon>noon)|(?P<midnight>midnight))?$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Time:
    """A clock time: hour 1-12, minute, and a.m./p.m. when the writer said (or a 24-hour time shows)."""

    hour: int
    minute: int
    half: Half | None

    def __str__(self) -> str:
        base = f"{self.hour}:{self.minute:02d}"
        return f"{base} {self.half}" if self.half else base


def read_time(text: str) -> Time | None:
    """``text`` as a time of day, or None. A bare number is not a time (``3`` could be anything)."""
    match = _TIME.match(clean(text))
    if match is None:
        return None
    hour, minute = int(match["hour"]), int(match["minute"] or 0)
    half: Half | None = None
    if match["half"]:
        half = "a.m." if match["half"].lower() == "a" else "p.m."
    elif match["noon"] or match["midnight"]:
        if hour != 12:
            return None
        half = "p.m." if match["noon"] else "a.m."
    elif match["minute"] is None and match["oclock"] is None:
        return None
    if minute > 59 or hour > 23 or (half and not 1 <= hour <= 12):
        return None
    if half is None and hour > 12:
        hour, half = hour - 12, "p.m."
    elif half is None and hour == 0:
        hour, half = 12, "a.m."
    return Time(hour, minute, half)
