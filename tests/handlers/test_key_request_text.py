"""Key requests refuse control and format characters; the admin command escapes what it prints."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from educontent.access.text import escape
from educontent.admin import cli
from educontent.core.key_records import KeyRequestRecord, RequestStatus
from educontent.storage import keys_store
from tests.handlers.access_helpers import V1

GOOD = {"name": "Ana Lopez", "email": "ana@school.example", "projectDescription": "Math practice for grade 3"}
NASTY = [
    "\x1b[2J",  # ESC: clears the operator's screen
    "\x07",  # BEL
    "\x00",  # NUL
    "\x85",  # C1: next line
    "\x9b",  # C1: CSI
    "\u202e",  # right-to-left override
    "\u2066",  # left-to-right isolate
    "\u200b",  # zero-width space
    "\u2028",  # line separator
    "\u2029",  # paragraph separator
    "\ufeff",  # byte order mark
    "\r",
    "\t",
]


def _refused(response, field: str) -> dict:
    """A 4xx problem (validation) whose errors name ``field``."""
    assert 400 <= response.status < 500, response.raw
    assert response.header("Content-Type") == "application/problem+json"
    body = response.json
    assert field in {error["field"].split(".")[-1] for error in body["errors"]}, body
    assert field in body["detail"]
    return body


@pytest.mark.parametrize(
    ("field", "char"),
    [
        (field, char)
        for field in ("name", "email", "projectDescription")
        for char in NASTY
        if not (field == "projectDescription" and char == "\r")  # a line break there, stored as \n
    ],
)
def test_control_and_format_characters_are_refused_naming_the_field(api, field, char):
    value = GOOD[field]
    value = value.replace("@", char + "@") if field == "email" else f"{value[:3]}{char}{value[3:]}"
    body = _refused(api.post(f"{V1}/keys/request", body={**GOOD, field: value}), field)
    assert f"U+{ord(char[0]):04X}" in str(body["errors"])
    assert keys_store.list_requests() == []


@pytest.mark.parametrize("field", ["name", "email"])
def test_newlines_are_refused_in_single_line_fields(api, field):
    value = "Ana\nLopez" if field == "name" else "ana\n@school.example"
    _refused(api.post(f"{V1}/keys/request", body={**GOOD, field: value}), field)


def test_descriptions_may_hold_newlines_and_scripts_that_need_joiners(api):
    body = {
        **GOOD,
        "name": "نازنین\u200cزاده",
        "projectDescription": "Line one\r\nLine two\nLine three\rFour",
    }
    assert api.post(f"{V1}/keys/request", body=body).status == 202
    [stored] = keys_store.list_requests()
    assert stored.project_description == "Line one\nLine two\nLine three\nFour"
    assert stored.name == "نازنین\u200cزاده"


def test_escape_shows_every_unsafe_character_as_an_escape():
    assert escape("a\x1b[2Jb") == "a\\x1b[2Jb"
    assert escape("x\x85\x9b\u202e\u2028\U000e0001y") == "x\\x85\\x9b\\u202e\\u2028\\U000e0001y"
    assert escape("line\nnext\ttab") == "line\\x0anext\\x09tab"
    assert escape("back\\x1b") == "back\\\\x1b"  # an escaped value cannot pass for another
    assert escape("Zoë Ångström 数学 ✓") == "Zoë Ångström 数学 ✓"


def test_admin_listing_escapes_what_callers_stored(capsys):
    # Stored directly, as a row written before the check (or by anything else) could be.
    forged_row = "\n00000000-0000-0000-0000-000000000000  pending   2026-03-14T00:00:00Z  Admin <a@b.c>"
    keys_store.put_request(
        KeyRequestRecord(
            id="5b1f1f0e-1111-4444-8888-000000000001",
            name="Eve\x1b[2J\x1b[H\u202eevil" + forged_row,
            email="eve\x07@evil.example\x00",
            project_description="ok\r\x9b31mred\x85\u2029done",
            status=RequestStatus.PENDING,
            requested_at=datetime(2026, 3, 14, 15, 9, tzinfo=UTC),
        )
    )
    cli.run(cli._parser().parse_args(["requests", "list"]))
    out = capsys.readouterr().out
    assert all(char.isprintable() for char in out.replace("\n", ""))
    lines = out.splitlines()
    assert len(lines) == 2  # one row and its description: nothing forged
    assert lines[0].startswith("5b1f1f0e-1111-4444-8888-000000000001  pending")
    assert "Eve\\x1b[2J\\x1b[H\\u202eevil\\x0a00000000-" in lines[0]
    assert "<eve\\x07@evil.example\\x00>" in lines[0]
    assert lines[1] == "    ok\\x0d\\x9b31mred\\x85\\u2029done"
    for char in "\x1b\x07\x00\x9b\x85\u202e\u2029\r":
        assert char not in out
