"""The one configuration of tiers and their limits (docs/access.md), overridable by ``TIER_LIMITS``.

``TIER_LIMITS`` (template parameter ``TierLimits``) is JSON such as
``{"anonymous": {"perMinute": 1000, "perDay": 100000}}``; any tier and any field may be left out.
A value that is not valid JSON, names an unknown tier or field, or is not a positive integer is an
error at first use: a misconfigured limit fails loudly instead of silently applying defaults.
"""

from __future__ import annotations

import json
from functools import cache

from pydantic import Field, ValidationError

from educontent.core.key_records import Tier
from educontent.core.models import ApiModel
from educontent.settings import get_settings


class Limits(ApiModel):
    per_minute: int = Field(ge=1, description="Requests allowed per UTC minute.")
    per_day: int = Field(ge=1, description="Requests allowed per UTC day.")


class _LimitsOverride(ApiModel):
    per_minute: int | None = Field(default=None, ge=1)
    per_day: int | None = Field(default=None, ge=1)


DEFAULT_LIMITS: dict[Tier, Limits] = {
    Tier.ANONYMOUS: Limits(per_minute=30, per_day=200),
    Tier.FREE: Limits(per_minute=30, per_day=500),
    Tier.PRO: Limits(per_minute=120, per_day=10_000),
    # AI agents batch and retry: five pro keys' worth per minute, ten per day.
    Tier.AGENT: Limits(per_minute=600, per_day=100_000),
}

KEY_TIERS = (Tier.FREE, Tier.PRO, Tier.AGENT)
"""Tiers a key can be issued for (``anonymous`` is the absence of a key)."""


class TierLimitsError(ValueError):
    """``TIER_LIMITS`` is not a valid override."""


def parse_tier_limits(raw: str) -> dict[Tier, Limits]:
    """The defaults with ``raw`` (a TIER_LIMITS value, possibly empty) applied over them."""
    limits = dict(DEFAULT_LIMITS)
    if not raw.strip():
        return limits
    try:
        document = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise TierLimitsError(f"TIER_LIMITS is not valid JSON: {exc}") from exc
    if not isinstance(document, dict):
        raise TierLimitsError("TIER_LIMITS must be a JSON object keyed by tier")
    for name, override in document.items():
        try:
            tier = Tier(name)
        except ValueError as exc:
            raise TierLimitsError(f"TIER_LIMITS names an unknown tier {name!r}") from exc
        try:
            parsed = _LimitsOverride.model_validate(override)
        except ValidationError as exc:
            raise TierLimitsError(f"TIER_LIMITS[{name!r}] is invalid: {exc.errors()[0]['msg']}") from exc
        base = limits[tier]
        limits[tier] = Limits(
            per_minute=parsed.per_minute or base.per_minute, per_day=parsed.per_day or base.per_day
        )
    return limits


@cache
def _limits_for(raw: str) -> dict[Tier, Limits]:
    return parse_tier_limits(raw)


def tier_limits() -> dict[Tier, Limits]:
    """The limits in force (defaults plus ``TIER_LIMITS``)."""
    return _limits_for(get_settings().tier_limits_json)


def limits_of(tier: Tier) -> Limits:
    return tier_limits()[tier]
