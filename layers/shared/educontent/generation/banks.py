"""Content banks: hand-written data (passages, word lists, science facts) under
``catalog_data/content/<subject>/<name>.json``, read once per container on first use."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from educontent.settings import get_settings


@cache
def load_bank(subject: str, name: str) -> Any:
    path = get_settings().catalog_dir / "content" / subject / f"{name}.json"
    with path.open(encoding="utf-8") as handle:
        return json.load(handle)
