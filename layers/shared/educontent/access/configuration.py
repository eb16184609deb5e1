"""The service's configuration checked as a whole, before the first request is served.

``validate_configuration`` checks everything the service reads from its environment at once, the
tier limits (this package's own schema) included; a function answers 503 with the reason, and
``make run`` refuses to start, when it fails.
"""

from __future__ import annotations

import os

from pydantic import ValidationError

from educontent.access.tiers import TierLimitsError, parse_tier_limits
from educontent.settings import ConfigurationError, Settings, get_settings


def validate_configuration() -> Settings:
    """The settings, once every one of them (``TIER_LIMITS`` included) is known to be usable.

    Raises ``ConfigurationError`` with a message naming the setting, e.g.
    ``TIER_LIMITS is not valid JSON: Expecting value: line 1 column 1 (char 0)``.
    """
    try:
        settings = get_settings()
    except ValidationError as exc:
        raise ConfigurationError(f"The settings are not valid: {exc}") from exc
    if not settings.catalog_dir.is_dir():
        raise ConfigurationError(f"CATALOG_DATA_DIR {str(settings.catalog_dir)!r} is not a directory")
    try:
        parse_tier_limits(settings.tier_limits_json)
    except TierLimitsError as exc:
        raise ConfigurationError(str(exc)) from exc
    read_timeout = os.environ.get("DYNAMODB_READ_TIMEOUT") or ""
    if read_timeout:
        try:
            valid = float(read_timeout) > 0
        except ValueError:
            valid = False
        if not valid:
            raise ConfigurationError(
                f"DYNAMODB_READ_TIMEOUT must be a positive number of seconds, not {read_timeout!r}"
            )
    return settings
