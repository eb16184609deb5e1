"""Request bodies, decoded and parsed once before routing (docs/errors.md, "Request bodies").

A request that sends a body with ``POST``, ``PUT`` or ``PATCH`` must send JSON: the media type
``application/json`` or ``application/<anything>+json`` (parameters such as ``; charset=utf-8``
are allowed; a body without ``Content-Type`` is refused as well), encoded as UTF-8, with:

- no JSON nested deeper than ``MAX_JSON_DEPTH`` arrays/objects,
- no integer literal longer than ``MAX_INTEGER_DIGITS`` digits,
- no ``NaN``/``Infinity`` (not JSON) and no number that overflows to infinity,
- no lone surrogate (``"\\udc00"``) in any string or key.

A wrong media type is a 415; anything else that is not such JSON is a malformed request (400).
Bodies sent with other methods are ignored, as HTTP gives them no meaning (the size limit still
applies). Everything here is linear in the size of the body, which is at most 64 KiB.
"""

from __future__ import annotations

import base64
import binascii
import json
import math
import re
from collections.abc import Mapping
from typing import Any

from educontent.core.errors import ProblemKind

MAX_JSON_DEPTH = 32
"""Deepest nesting of arrays and objects accepted in a body (the API's own bodies use 2)."""
MAX_INTEGER_DIGITS = 100
"""Longest integer literal accepted in a body, in digits (Python's own limit is 4300)."""
BODY_METHODS = frozenset({"POST", "PUT", "PATCH"})
"""Methods whose body is read; other methods' bodies are ignored."""

_SPECIAL = re.compile(r'[\[\]{}"\\]')
_SURROGATE = re.compile(r"[\ud800-\udfff]")
_JSON_MEDIA_TYPE = re.compile(r"^application/(?:[a-z0-9!#$&^_.+-]+\+)?json$")


class BodyError(Exception):
    """Why a body is refused: the problem kind, a sentence for ``detail`` and a short message."""

    def __init__(self, kind: ProblemKind, detail: str, message: str) -> None:
        super().__init__(detail)
        self.kind, self.detail, self.message = kind, detail, message


def _header(event: Mapping[str, Any], name: str) -> str | None:
    for source in (event.get("headers") or {}, event.get("multiValueHeaders") or {}):
        for key, value in source.items():
            if key.lower() == name:
                if isinstance(value, list):
                    return value[-1] if value else None
                return value
    return None


def _check_media_type(content_type: str | None) -> None:
    if content_type is None or not content_type.strip():
        raise BodyError(
            ProblemKind.UNSUPPORTED_MEDIA_TYPE,
            "A request body must be sent with Content-Type: application/json",
            "Content-Type is missing",
        )
    media_type = content_type.split(";", 1)[0].strip().lower()
    if not _JSON_MEDIA_TYPE.match(media_type):
        raise BodyError(
            ProblemKind.UNSUPPORTED_MEDIA_TYPE,
            "Request bodies must be JSON (Content-Type: application/json)",
            "unsupported media type",
        )


def _malformed(detail: str, message: str) -> BodyError:
    return BodyError(ProblemKind.BAD_REQUEST, detail, message)


def _text(event: Mapping[str, Any]) -> str:
    body = event.get("body") or ""
    if event.get("isBase64Encoded"):
        try:
            raw = base64.b64decode(body, validate=True)
        except (binascii.Error, ValueError):
            raise _malformed("The request body is not valid base64", "invalid base64") from None
        try:
            return raw.decode("utf-8")
        except UnicodeDecodeError:
            raise _malformed("The request body is not valid UTF-8", "invalid UTF-8") from None
    if _SURROGATE.search(body):  # a proxy event cannot carry these; refuse rather than guess
        raise _malformed("The request body is not valid UTF-8", "invalid UTF-8")
    return body


def _depth(text: str) -> int:
    """The deepest nesting of ``[``/``{`` outside strings, in one pass (invalid JSON included)."""
    depth = deepest = 0
    in_string = False
    escaped_at = -1
    for match in _SPECIAL.finditer(text):
        position, char = match.start(), match.group()
        if position == escaped_at:
            continue
        if in_string:
            if char == "\\":
                escaped_at = position + 1
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def _parse_int(literal: str) -> int:
    if len(literal.lstrip("-")) > MAX_INTEGER_DIGITS:
        raise ValueError(f"an integer has more than {MAX_INTEGER_DIGITS} digits")
    return int(literal)


def _parse_float(literal: str) -> float:
    value = float(literal)
    if not math.isfinite(value):
        raise ValueError(f"the number {literal[:20]} is out of range")
    return value


def _parse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _has_surrogate(value: Any) -> bool:
    if isinstance(value, str):
        return _SURROGATE.search(value) is not None
    if isinstance(value, dict):
        return any(_has_surrogate(k) or _has_surrogate(v) for k, v in value.items())
    if isinstance(value, list):
        return any(_has_surrogate(v) for v in value)
    return False


def parse_json_body(text: str) -> Any:
    """``text`` parsed as JSON within the bounds above; ``BodyError`` (400) otherwise."""
    if _depth(text) > MAX_JSON_DEPTH:
        raise _malformed(
            f"The request body is nested deeper than {MAX_JSON_DEPTH} levels", "JSON nested too deeply"
        )
    try:
        value = json.loads(
            text, parse_int=_parse_int, parse_float=_parse_float, parse_constant=_parse_constant
        )
    except json.JSONDecodeError as error:
        raise _malformed(
            "The request body is not valid JSON", f"{error.msg} at position {error.pos}"
        ) from None
    except (ValueError, RecursionError) as error:
        raise _malformed("The request body is not valid JSON", str(error)) from None
    if _has_surrogate(value):
        raise _malformed(
            "The request body is not valid JSON: a string holds a lone surrogate", "lone surrogate"
        )
    return value


def checked_body(event: Mapping[str, Any]) -> tuple[str, Any] | None:
    """The body of a request as text and as parsed JSON, or ``None`` when the method has no body
    to read or none was sent. Raises ``BodyError`` when the body is not acceptable JSON."""
    if str(event.get("httpMethod") or "").upper() not in BODY_METHODS or not event.get("body"):
        return None
    _check_media_type(_header(event, "content-type"))
    text = _text(event)
    return text, parse_json_body(text)
