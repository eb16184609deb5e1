"""`make run`'s environment: generous anonymous limits unless TIER_LIMITS is set, said in one line."""

from __future__ import annotations

import json
import os

import pytest

from educontent.access.tiers import DEFAULT_LIMITS, parse_tier_limits
from educontent.core.key_records import Tier
from educontent.local import __main__ as local_main
from educontent.local.__main__ import LOCAL_TIER_LIMITS, apply_local_tier_limits, configure_environment


@pytest.fixture
def environ(monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """A private copy of the environment: configure_environment writes to os.environ."""
    copy = {k: v for k, v in os.environ.items() if k != "TIER_LIMITS"}
    monkeypatch.setattr(os, "environ", copy)
    return copy


def test_local_runtime_defaults_to_generous_anonymous_limits(environ):
    configure_environment(3000, "127.0.0.1", "http://127.0.0.1:1")
    assert environ["TIER_LIMITS"] == LOCAL_TIER_LIMITS
    limits = parse_tier_limits(environ["TIER_LIMITS"])
    assert (limits[Tier.ANONYMOUS].per_minute, limits[Tier.ANONYMOUS].per_day) == (1000, 100_000)
    assert {tier: limits[tier] for tier in (Tier.FREE, Tier.PRO, Tier.AGENT)} == {
        tier: DEFAULT_LIMITS[tier] for tier in (Tier.FREE, Tier.PRO, Tier.AGENT)
    }


@pytest.mark.parametrize("chosen", ["", json.dumps({"anonymous": {"perMinute": 5}})])
def test_a_tier_limits_the_user_set_is_kept_even_empty(environ, chosen):
    environ["TIER_LIMITS"] = chosen
    configure_environment(3000, "127.0.0.1", "http://127.0.0.1:1")
    assert environ["TIER_LIMITS"] == chosen


def test_the_start_up_line_names_the_limits_and_where_they_come_from(environ):
    line = apply_local_tier_limits()
    assert line == (
        "rate limits (local defaults; TIER_LIMITS= make run for the deployed ones): "
        "anonymous 1000/min 100000/day, free 30/min 500/day, pro 120/min 10000/day, agent 600/min 100000/day"
    )
    assert "\n" not in line
    environ["TIER_LIMITS"] = ""
    assert apply_local_tier_limits().startswith(
        "rate limits (deployed defaults: TIER_LIMITS is empty): anonymous 30/min"
    )


def test_an_invalid_tier_limits_stops_the_runtime_before_it_starts(environ, capsys, monkeypatch):
    environ["TIER_LIMITS"] = "{not json"
    monkeypatch.setattr(local_main, "EmbeddedDynamoDB", None)  # must not be reached
    assert local_main.main(["--port", "0"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("python -m educontent.local: TIER_LIMITS is not valid JSON")
    assert "Traceback" not in err


def test_any_broken_setting_stops_the_runtime_before_it_starts(environ, capsys, monkeypatch, tmp_path):
    environ["CATALOG_DATA_DIR"] = str(tmp_path / "missing")
    monkeypatch.setattr(local_main, "EmbeddedDynamoDB", None)  # must not be reached
    assert local_main.main(["--port", "0"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("python -m educontent.local: CATALOG_DATA_DIR") and "is not a directory" in err
    assert "Traceback" not in err
