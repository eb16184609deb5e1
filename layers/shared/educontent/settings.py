"""Service configuration, read from the environment at first use and cached.

Nothing is read at import time: tests change the environment and call ``get_settings.cache_clear()``.
``educontent.access.configuration.validate_configuration`` checks everything the service reads from
its environment at once; the local runtime calls it at start and each function on its first
invocation (``educontent.access.gate.configuration_refusal``), so a broken deployment answers 503
with the reason on ``GET /api/v1/health`` instead of a 500 on every other route.
"""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

from pydantic import BaseModel, Field

from educontent import __version__

# In a deployment the layer puts the catalog at /opt/catalog_data; in a checkout it sits at the root.
_LAYER_CATALOG_DIR = Path("/opt/catalog_data")
_REPO_CATALOG_DIR = Path(__file__).resolve().parents[3] / "catalog_data"


class Settings(BaseModel):
    """Every setting the layer reads, with its environment variable in the description."""

    public_base_url: str = Field(
        default="http://127.0.0.1:3000",
        description="PUBLIC_BASE_URL: base of problem `type` URIs (`{base}/errors/<kind>`).",
    )
    catalog_dir: Path = Field(description="CATALOG_DATA_DIR: folder holding the catalog JSON files.")
    stage: str = Field(default="local", description="STAGE: deployment stage name.")
    version: str = Field(default=__version__, description="Service version reported by /health.")
    keys_table: str = Field(
        default="educontent-local-keys", description="KEYS_TABLE: DynamoDB table of keys and key requests."
    )
    usage_table: str = Field(
        default="educontent-local-usage",
        description="USAGE_TABLE: DynamoDB table of rate-limit windows and daily usage.",
    )
    idempotency_table: str = Field(
        default="educontent-local-idempotency",
        description="IDEMPOTENCY_TABLE: DynamoDB table of idempotency records (key requests; keys function).",
    )
    tier_limits_json: str = Field(
        default="", description="TIER_LIMITS: JSON overrides of the tier limits (see access/tiers.py)."
    )
    origin_verify_secret: str = Field(
        default="",
        description="ORIGIN_VERIFY_SECRET: when set, requests must carry it in X-Origin-Verify (CloudFront).",
    )


def _default_catalog_dir() -> Path:
    if _LAYER_CATALOG_DIR.is_dir():
        return _LAYER_CATALOG_DIR
    return _REPO_CATALOG_DIR


@cache
def get_settings() -> Settings:
    """The settings of this process, built once from the environment."""
    env = os.environ
    return Settings(
        public_base_url=env.get("PUBLIC_BASE_URL", "http://127.0.0.1:3000").rstrip("/"),
        catalog_dir=Path(env["CATALOG_DATA_DIR"]) if env.get("CATALOG_DATA_DIR") else _default_catalog_dir(),
        stage=env.get("STAGE", "local"),
        keys_table=env.get("KEYS_TABLE") or "educontent-local-keys",
        usage_table=env.get("USAGE_TABLE") or "educontent-local-usage",
        idempotency_table=env.get("IDEMPOTENCY_TABLE")
        or f"educontent-{env.get('STAGE', 'local')}-idempotency",
        tier_limits_json=env.get("TIER_LIMITS", ""),
        origin_verify_secret=env.get("ORIGIN_VERIFY_SECRET", ""),
    )


class ConfigurationError(Exception):
    """The service's configuration cannot work; the message says which setting and why."""
