"""Access control's pure parts: key format, tier limits, client addresses, windows and headers."""

from __future__ import annotations

import math
import re
from datetime import UTC, datetime

import pytest

from educontent.access import keys
from educontent.access.client_address import (
    OriginNotVerified,
    client_address,
    parse_viewer_address,
    rate_limit_key,
)
from educontent.access.gate import KEY_ROUTES, UNKNOWN_KEY_IS_NOT_FOUND
from educontent.access.rate_limit import Decision, Windows
from educontent.access.tiers import DEFAULT_LIMITS, Limits, TierLimitsError, parse_tier_limits
from educontent.core.key_records import Tier
from educontent.local.template import load_template

# ---- keys -------------------------------------------------------------------------------------


def test_generated_keys_are_well_formed_unique_and_prefixed():
    generated = {keys.generate_key() for _ in range(500)}
    assert len(generated) == 500
    for key in generated:
        assert re.fullmatch(r"edu_[0-9A-Za-z]{36}", key)
        assert keys.is_well_formed(key)
        assert keys.public_prefix(key) == key[:12]


def test_keys_carry_at_least_128_secret_bits_beyond_the_public_prefix():
    secret_chars = keys.RANDOM_LENGTH - (keys.PUBLIC_PREFIX_LENGTH - len(keys.KEY_PREFIX))
    assert secret_chars * math.log2(62) >= 128


def test_any_single_character_change_is_caught_by_the_checksum():
    key = keys.generate_key()
    for index in range(len(keys.KEY_PREFIX), len(key)):
        for replacement in "0aZ":
            if key[index] != replacement:
                assert not keys.is_well_formed(key[:index] + replacement + key[index + 1 :])


@pytest.mark.parametrize(
    "bad", ["", "edu_", "EDU_" + "a" * 36, "edu_" + "a" * 35, "edu_" + "-" * 36, "x" * 40]
)
def test_malformed_keys_are_refused(bad):
    assert not keys.is_well_formed(bad)


def test_the_hash_is_sha256_hex_and_never_the_key():
    key = keys.generate_key()
    digest = keys.key_hash(key)
    assert re.fullmatch(r"[0-9a-f]{64}", digest) and key not in digest


# ---- tiers ------------------------------------------------------------------------------------


def test_spec_limits_are_the_defaults():
    assert DEFAULT_LIMITS[Tier.ANONYMOUS] == Limits(per_minute=30, per_day=200)
    assert DEFAULT_LIMITS[Tier.FREE] == Limits(per_minute=30, per_day=500)
    assert DEFAULT_LIMITS[Tier.PRO] == Limits(per_minute=120, per_day=10_000)
    agent = DEFAULT_LIMITS[Tier.AGENT]
    assert agent.per_minute > 120 and agent.per_day > 10_000
    assert parse_tier_limits("") == DEFAULT_LIMITS


def test_partial_overrides_keep_the_rest():
    limits = parse_tier_limits('{"anonymous": {"perMinute": 1000}, "pro": {"perDay": 20000}}')
    assert limits[Tier.ANONYMOUS] == Limits(per_minute=1000, per_day=200)
    assert limits[Tier.PRO] == Limits(per_minute=120, per_day=20_000)
    assert limits[Tier.FREE] == DEFAULT_LIMITS[Tier.FREE]


@pytest.mark.parametrize(
    "raw",
    [
        "{",
        "[]",
        '{"gold": {"perMinute": 1}}',
        '{"free": {"perMinute": 0}}',
        '{"free": {"perHour": 5}}',
        '{"free": {"perMinute": "many"}}',
    ],
)
def test_invalid_overrides_fail_loudly(raw):
    with pytest.raises(TierLimitsError):
        parse_tier_limits(raw)


def test_template_passes_tier_limits_and_the_origin_secret_to_every_function():
    template = load_template()
    env = template.raw["Globals"]["Function"]["Environment"]["Variables"]
    assert repr(env["TIER_LIMITS"]) == "!Ref 'TierLimits'"
    assert repr(env["ORIGIN_VERIFY_SECRET"]) == "!Ref 'OriginVerifySecret'"
    assert template.raw["Parameters"]["OriginVerifySecret"]["NoEcho"] is True
    for spec in template.resources_of("AWS::Serverless::Function").values():
        assert "!Ref 'AccessControlPolicy'" in [repr(p) for p in spec["Properties"]["Policies"]]


def test_key_only_routes_are_routes_of_the_template():
    routes = {(r.method, r.path) for r in load_template().routes()}
    assert {path for _, path in KEY_ROUTES} <= {path for _, path in routes}
    assert UNKNOWN_KEY_IS_NOT_FOUND <= KEY_ROUTES


# ---- client addresses -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("header", "ip"),
    [
        ("198.51.100.7:443", "198.51.100.7"),
        ("[2001:db8::1]:8443", "2001:db8::1"),
        ("2001:db8::1:443", "2001:db8::1"),
        ("2001:db8:0:0:0:0:0:1", "2001:db8:0:0:0:0:0:1"),
        ("198.51.100.7", "198.51.100.7"),
        ("nonsense:1", None),
        ("[oops]:1", None),
    ],
)
def test_viewer_address_parsing(header, ip):
    assert parse_viewer_address(header) == ip


@pytest.mark.parametrize(
    ("address", "key"),
    [
        ("203.0.113.7", "203.0.113.7"),
        ("2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"),
        ("2001:db8:1:2::9", "2001:db8:1:2::/64"),
        ("::ffff:203.0.113.7", "203.0.113.7"),
        ("", "unknown"),
    ],
)
def test_rate_limit_keys_group_ipv6_by_64(address, key):
    assert rate_limit_key(address) == key


def _event(source: str, **headers: str) -> dict:
    return {"headers": headers, "requestContext": {"identity": {"sourceIp": source}}}


def test_client_address_rules():
    assert (
        client_address(_event("203.0.113.7", **{"CloudFront-Viewer-Address": "1.1.1.1:1"}), "")
        == "203.0.113.7"
    )
    with pytest.raises(OriginNotVerified):
        client_address(_event("203.0.113.7"), "secret")
    trusted = _event("130.176.0.1", **{"x-origin-verify": "secret", "cloudfront-viewer-address": "1.1.1.1:1"})
    assert client_address(trusted, "secret") == "1.1.1.1"
    assert client_address(_event("130.176.0.1", **{"X-Origin-Verify": "secret"}), "secret") == "130.176.0.1"


# ---- windows and headers ----------------------------------------------------------------------

NOW = datetime(2026, 3, 14, 23, 59, 30, tzinfo=UTC)


def test_windows_are_the_utc_minute_and_day():
    windows = Windows.at(NOW)
    assert (windows.day, windows.minute) == ("2026-03-14", "23:59")
    assert windows.minute_reset == windows.day_reset == int(datetime(2026, 3, 15, tzinfo=UTC).timestamp())


def test_a_refusal_names_its_limit_and_agrees_with_its_headers():
    limits = Limits(per_minute=30, per_day=200)
    refused = Decision(False, limits, Windows.at(NOW.replace(hour=12)), 30, 100, exceeded="minute")
    headers = refused.headers()
    assert (
        headers["X-RateLimit-Remaining"] == "0" and headers["Retry-After"] == str(refused.retry_after) == "30"
    )
    assert "30 requests per minute" in refused.detail()
    daily = Decision(False, limits, Windows.at(NOW.replace(hour=12)), 3, 200, exceeded="day")
    assert daily.retry_after == 11 * 3600 + 30 and "Daily limit of 200" in daily.detail()
