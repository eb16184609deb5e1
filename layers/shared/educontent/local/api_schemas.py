"""Reading an OpenAPI document's schemas for the API reference: following ``$ref``s, naming types,
stating constraints in words, and finding examples (``api_reference`` renders the pages from these).
"""

from __future__ import annotations

import json
from typing import Any

LONG_PATTERN = 120
"""Patterns longer than this (the text rules of key requests) are not printed in the tables."""
CONSTRAINTS = (
    ("minimum", "≥ {}"),
    ("exclusiveMinimum", "> {}"),
    ("maximum", "≤ {}"),
    ("exclusiveMaximum", "< {}"),
    ("minLength", "length ≥ {}"),
    ("maxLength", "length ≤ {}"),
    ("pattern", "pattern `{}`"),
    ("format", "format `{}`"),
    ("minItems", "≥ {} items"),
    ("maxItems", "≤ {} items"),
    ("uniqueItems", "unique items"),
    ("default", "default `{}`"),
)


def _number(value: Any) -> Any:
    return int(value) if isinstance(value, float) and value.is_integer() else value


def scalar(value: Any) -> str:
    """A value as the tables quote it: text as is, anything else as JSON."""
    return json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value


class SchemaReader:
    """The schemas of one OpenAPI document, described in words."""

    def __init__(self, document: dict[str, Any]) -> None:
        self.document = document
        self.schemas: dict[str, Any] = document.get("components", {}).get("schemas", {})

    def resolve(self, schema: dict[str, Any] | None) -> dict[str, Any]:
        """``schema`` with a top-level ``$ref`` (``#/components/<section>/<name>``) followed."""
        seen = set()
        while schema and "$ref" in schema and schema["$ref"] not in seen:
            seen.add(schema["$ref"])
            target: Any = self.document
            for part in schema["$ref"].lstrip("#/").split("/"):
                target = target.get(part, {}) if isinstance(target, dict) else {}
            schema = target
        return schema or {}

    @staticmethod
    def _variants(schema: dict[str, Any]) -> list[dict[str, Any]]:
        """The non-null alternatives of an ``anyOf``/``oneOf`` (or the schema itself)."""
        options = schema.get("anyOf") or schema.get("oneOf")
        if not options:
            return [schema]
        return [option for option in options if option.get("type") != "null"] or [schema]

    def type_of(self, schema: dict[str, Any] | None) -> str:
        if not schema:
            return "any"
        variants = self._variants(schema)
        if len(variants) > 1 or variants[0] is not schema:
            return " or ".join(dict.fromkeys(self.type_of(v) for v in variants))
        if "$ref" in schema:
            name = schema["$ref"].rsplit("/", 1)[-1]
            target = self.schemas.get(name, {})
            return target.get("type", "object") if "enum" in target else f"`{name}`"
        if "allOf" in schema and len(schema["allOf"]) == 1:
            return self.type_of(schema["allOf"][0])
        kind = schema.get("type", "any")
        if isinstance(kind, list):
            kind = " or ".join(k for k in kind if k != "null")
        if kind == "array":
            return f"array of {self.type_of(schema.get('items'))}"
        return kind

    def constraints(self, schema: dict[str, Any] | None) -> str:
        if not schema:
            return ""
        found: list[str] = []
        parts = [schema, *self._variants(schema)]
        for part in parts:
            target = self.resolve(part) if "$ref" in part else part
            if "enum" in target:
                found.append("one of " + ", ".join(f"`{scalar(v)}`" for v in target["enum"]))
            if "const" in target:
                found.append(f"exactly `{scalar(target['const'])}`")
            for key, text in CONSTRAINTS:
                if key == "pattern" and len(str(part.get(key, ""))) > LONG_PATTERN:
                    found.append(
                        "a long pattern (the description says it in words; exact form in `openapi.json`)"
                    )
                elif key in part and (key != "uniqueItems" or part[key]):
                    found.append(text.format(scalar(_number(part[key]))))
        return "; ".join(dict.fromkeys(found))

    def _example_of_schema(self, schema: dict[str, Any] | None) -> Any:
        schema = schema or {}
        if "example" in schema:
            return schema["example"]
        if schema.get("examples"):
            return schema["examples"][0]
        return None

    @staticmethod
    def _content_example(content: dict[str, Any]) -> Any:
        if "example" in content:
            return content["example"]
        for example in (content.get("examples") or {}).values():
            if isinstance(example, dict) and "value" in example:
                return example["value"]
        return None

    # Operations ------------------------------------------------------------------------------

    def fields_summary(self, schema: dict[str, Any] | None) -> str:
        """``a`` (type), ``b`` (type) ... : the fields of an object schema."""
        properties = self.resolve(schema).get("properties") or {}
        return ", ".join(f"`{name}` ({self.type_of(spec)})" for name, spec in properties.items())
