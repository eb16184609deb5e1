"""The denominators grade 3 and grade 4 fraction items use by default (3.NF: 2, 3, 4, 6, 8;
4.NF adds 5, 10 and 12)."""

from __future__ import annotations

G3_DENS = [2, 3, 4, 6, 8]
G4_DENS = [2, 3, 4, 5, 6, 8, 10, 12]
