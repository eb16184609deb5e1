"""Response models of answer checking (the lead merges this with the checker's own schemas)."""

from __future__ import annotations

from educontent.core.models import ApiModel


class MisconceptionMatch(ApiModel):
    id: str
    explanation: str
