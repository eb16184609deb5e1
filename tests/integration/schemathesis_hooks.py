"""What the fuzzer must be told because an OpenAPI document cannot say it (docs/errors.md).

Loaded by ``test_schema_fuzz.py`` through ``SCHEMATHESIS_HOOKS``. Each hook drops generated cases
that the document calls valid but the server rightly refuses, for a rule JSON Schema cannot state:

- ``GET /problems`` and ``GET /worksheets`` need one of ``skill``, ``skills``, ``standard``, ``standards`` or ``subject``:
  parameters cannot require "one of several" (the body form states it with ``anyOf``).
- JSON Schema counts ``10.0`` as an integer; the server takes integers only when written as
  integers (a count of ``10.0`` is refused).

And one that works around the fuzzer: with an ``anyOf`` of required fields (``POST /generate`` needs
one selector), Schemathesis 4 sometimes produces a "valid" body with a field the object forbids
(``{"body": "0", "skill": "0"}``); such bodies are schema-invalid, so they are dropped too.
"""

from __future__ import annotations

from typing import Any

import schemathesis

SELECTORS = ("skill", "skills", "standard", "standards", "subject")


@schemathesis.hook
def filter_query(context: Any, query: dict[str, Any] | None) -> bool:
    operation = context.operation
    if (
        operation is not None
        and operation.method.upper() == "GET"
        and operation.path in ("/api/v1/problems", "/api/v1/worksheets")
    ):
        return any((query or {}).get(name) not in (None, "") for name in SELECTORS)
    return True


def _has_integral_float(value: Any) -> bool:
    if isinstance(value, float):
        return value.is_integer()
    if isinstance(value, dict):
        return any(_has_integral_float(v) for v in value.values())
    if isinstance(value, list):
        return any(_has_integral_float(v) for v in value)
    return False


def _declared_fields(context: Any) -> set[str] | None:
    """The property names of the operation's JSON body object, or None when it has none."""
    operation = context.operation
    if operation is None:
        return None
    raw = operation.schema.raw_schema
    request = raw["paths"][operation.path][operation.method.lower()].get("requestBody", {})
    schema = request.get("content", {}).get("application/json", {}).get("schema", {})
    if "$ref" in schema:
        schema = raw["components"]["schemas"][schema["$ref"].rsplit("/", 1)[-1]]
    properties = schema.get("properties")
    return (
        set(properties)
        if isinstance(properties, dict) and schema.get("additionalProperties") is False
        else None
    )


@schemathesis.hook
def filter_body(context: Any, body: Any) -> bool:
    if _has_integral_float(body):
        return False
    declared = _declared_fields(context)
    return not (declared is not None and isinstance(body, dict) and set(body) - declared)
