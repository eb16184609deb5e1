"""Whole numbers that are not perfect squares: their square roots are the irrational numbers of 8.NS."""

from __future__ import annotations

import math

NON_SQUARES = [n for n in range(2, 120) if math.isqrt(n) ** 2 != n]
"""2 to 119 without the perfect squares (the order is part of the seeded output)."""
