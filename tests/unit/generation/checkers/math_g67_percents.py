"""Re-export shim: the percents checker moved to ``checkers/math/rp/percents.py`` and ``last_number``
to ``checkers/support/rates.py``. The grade 6-7 checkers not yet moved still import it from here;
remove this module once they import ``support.rates``."""

from __future__ import annotations

from tests.unit.generation.checkers.support.rates import last_number

__all__ = ["last_number"]
