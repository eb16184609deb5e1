"""``python -m educontent.local.api_reference docs/api``: the API reference, one page per family.

The pages are generated from the OpenAPI document built from the code (as ``openapi_export``
builds ``docs/openapi.json``), so they cannot drift from what the service does: `make docs` rewrites
them and a test fails when the committed pages differ. Operations are grouped by their first tag;
each family page opens with the hand-written paragraph of ``FAMILY_INTROS``. Every field of the
document is optional here: whatever an operation documents (summary, description, parameters,
body, responses, headers, examples) is shown, and whatever it lacks is left out.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from educontent.local.api_schemas import SchemaReader, scalar
from educontent.routes.service import published_document

FAMILY_INTROS: dict[str, str] = {
    "Catalog": (
        "The catalog is the map of what can be practised: grades (kindergarten to grade 8), the "
        "subjects taught in each, the topics of a subject and the skills of a topic, each skill "
        "aligned to the standard codes it serves (CCSS-MATH, CCSS-ELA, NGSS). Every route only "
        "reads, needs no key, and names things by slug; grades are accepted as a slug or an "
        "integer 0-8. Lists are paginated, and a filter that names something the catalog does not "
        "hold is an error rather than an empty list. More detail: [the catalog](../catalog.md)."
    ),
    "Generation": (
        "Generation makes practice items with their answer key for one skill, several skills, the "
        "skills of a standard, or a whole subject at a grade. The same parameters and `seed` always "
        "give the same items, so a worksheet can be printed again; without a seed one is chosen and "
        "returned in `meta.seed`. Each route has a JSON-body (POST) and a query-string (GET) form; "
        "seeded GET responses are cacheable. More detail: [generation](../generation.md) and [the "
        "twelve content types](../content-types.md)."
    ),
    "Worksheets": (
        "Worksheets print a generated batch: the same selection parameters and seed as `GET /problems` "
        "give exactly its items, laid out for paper as an HTML page or a PDF, with name and date lines, "
        "answer space sized for each item and the answer key on its own page. Seeded worksheet URLs are "
        "cacheable and cached at the CDN. The builder page picks skills from the live catalog and "
        "previews the worksheet. More detail: [worksheets](../worksheets.md) and [the builder "
        "page](../worksheet-builder.md)."
    ),
    "Answers": (
        "Answer checking compares a learner's response with an item's key by the item's id alone: the "
        "id names the item, which the server makes again, so nothing is stored. Every correct form is "
        "accepted (equivalent fractions, thousands separators, units, letters or option text...), and a "
        "wrong answer that matches a known mistake names its misconception, from the catalog that "
        "`GET /misconceptions` lists. More detail: [answer checking](../answers.md)."
    ),
    "Usage": (
        "Usage reports tell the holder of a key what it has used: today's requests against its "
        "limits, a day-by-day history, and totals per skill and per endpoint. They need a key and "
        "only ever show that key's own usage. More detail: [keys and limits](../access.md)."
    ),
    "Keys": (
        "Keys raise the rate limits and make usage visible. Anyone may ask for one (a person "
        "reviews each request and the key is emailed if approved); the holder of a key can read its "
        "details and revoke it for good. Keys belong on servers, never in a browser page. More "
        "detail: [keys and limits](../access.md)."
    ),
    "Service": (
        "Service routes describe and watch the API itself: a liveness check that touches no "
        "database, and this API's OpenAPI document (the source of these pages)."
    ),
}
"""Our own words opening each family's page, keyed by OpenAPI tag."""

OTHER = "Other"
BASE = "$BASE"
KEY_HEADER = "X-Service-Key"


def build_document() -> dict[str, Any]:
    """The OpenAPI document of the whole API, built from the routers."""
    return published_document()


def page_name(tag: str) -> str:
    return f"{tag.lower().replace(' ', '-')}.md"


def _cell(text: Any) -> str:
    """Text safe inside a Markdown table cell."""
    return " ".join(str(text).split()).replace("|", "\\|") if text not in (None, "") else ""


def _shortened(value: Any, entries: int = 2) -> Any:
    """``value`` with every list cut to its first ``entries`` entries, to keep the pages readable."""
    if isinstance(value, dict):
        return {key: _shortened(inner, entries) for key, inner in value.items()}
    if isinstance(value, list):
        return [_shortened(inner, entries) for inner in value[:entries]]
    return value


class Reference(SchemaReader):
    """Renders the pages of one OpenAPI document."""

    def operations(self) -> dict[str, list[tuple[str, str, dict[str, Any]]]]:
        """``{tag: [(METHOD, path, operation)]}`` in the document's order, families in intro order."""
        grouped: dict[str, list[tuple[str, str, dict[str, Any]]]] = {}
        for path, item in self.document.get("paths", {}).items():
            for method, operation in item.items():
                if not isinstance(operation, dict) or method.startswith("x-") or method == "parameters":
                    continue
                tag = (operation.get("tags") or [OTHER])[0]
                grouped.setdefault(tag, []).append((method.upper(), path, operation))
        order = [*FAMILY_INTROS, *sorted(t for t in grouped if t not in FAMILY_INTROS)]
        methods = ["GET", "POST", "PUT", "PATCH", "DELETE"]

        def position(entry: tuple[str, str, dict[str, Any]]) -> tuple[str, int, str]:
            method, path, _ = entry
            return path, methods.index(method) if method in methods else len(methods), method

        return {tag: sorted(grouped[tag], key=position) for tag in order if tag in grouped}

    def key_rule(self, operation: dict[str, Any]) -> str:
        requirements = operation.get("security", self.document.get("security"))
        if any(p.get("name") == KEY_HEADER for p in self.parameters(operation)):
            return f"Key optional: without `{KEY_HEADER}` the anonymous limits apply."
        if not requirements:
            return "No key: not counted or limited."
        if any(not requirement for requirement in requirements):
            return f"Key optional: without `{KEY_HEADER}` the anonymous limits apply."
        return f"**Key required** (`{KEY_HEADER}`)."

    def parameters(self, operation: dict[str, Any]) -> list[dict[str, Any]]:
        return [self.resolve(p) if "$ref" in p else p for p in operation.get("parameters", [])]

    def render_operation(self, method: str, path: str, operation: dict[str, Any]) -> list[str]:
        lines = [f"### {method} {path}", ""]
        if operation.get("summary"):
            lines += [f"**{operation['summary'].strip()}**", ""]
        if operation.get("description"):
            lines += [operation["description"].strip(), ""]
        if operation.get("deprecated"):
            lines += ["Deprecated.", ""]
        lines += [self.key_rule(operation), ""]
        lines += self._parameters_table(operation)
        lines += self._request_body(operation)
        lines += self._responses_table(operation)
        lines += self._examples(method, path, operation)
        return lines

    def _parameters_table(self, operation: dict[str, Any]) -> list[str]:
        parameters = self.parameters(operation)
        if not parameters:
            return []
        lines = [
            "Parameters:",
            "",
            "| Name | In | Type | Constraints | Required | Description |",
            "|---|---|---|---|---|---|",
        ]
        for p in parameters:
            schema = p.get("schema") or {}
            description = p.get("description") or schema.get("description", "")
            lines.append(
                f"| `{p.get('name', '')}` | {p.get('in', '')} | {_cell(self.type_of(schema))} "
                f"| {_cell(self.constraints(schema))} | {'yes' if p.get('required') else 'no'} "
                f"| {_cell(description)} |"
            )
        return [*lines, ""]

    def _request_body(self, operation: dict[str, Any]) -> list[str]:
        body = operation.get("requestBody")
        if not body:
            return []
        body = self.resolve(body) if "$ref" in body else body
        lines: list[str] = []
        for media_type, content in (body.get("content") or {}).items():
            ref = (content.get("schema") or {}).get("$ref", "")
            schema = self.resolve(content.get("schema"))
            name = f" (`{ref.rsplit('/', 1)[-1]}`)" if ref else ""
            required = "required" if body.get("required") else "optional"
            lines += [f"Request body, `{media_type}`{name}, {required}:", ""]
            if body.get("description"):
                lines += [body["description"].strip(), ""]
            if schema.get("description"):
                lines += [schema["description"].strip(), ""]
            properties = schema.get("properties") or {}
            if properties:
                needed = set(schema.get("required", []))
                lines += [
                    "| Field | Type | Constraints | Required | Description |",
                    "|---|---|---|---|---|",
                ]
                for field, spec in properties.items():
                    lines.append(
                        f"| `{field}` | {_cell(self.type_of(spec))} | {_cell(self.constraints(spec))} "
                        f"| {'yes' if field in needed else 'no'} | {_cell(spec.get('description', ''))} |"
                    )
                lines.append("")
                if schema.get("additionalProperties") is False:
                    lines += ["Other fields are refused (422).", ""]
            elif schema:
                lines += [f"Type: {self.type_of(content.get('schema'))}.", ""]
        return lines

    def _responses_table(self, operation: dict[str, Any]) -> list[str]:
        responses = operation.get("responses") or {}
        if not responses:
            return []
        lines = ["Responses:", "", "| Status | Description | Body | Headers |", "|---|---|---|---|"]
        for status in sorted(responses, key=lambda s: (not s[:1].isdigit(), s)):
            response = self.resolve(responses[status]) if "$ref" in responses[status] else responses[status]
            bodies = [
                f"`{media}`" + (f" {self.type_of(c.get('schema'))}" if c.get("schema") else "")
                for media, c in (response.get("content") or {}).items()
            ]
            headers = [f"`{name}`" for name in (response.get("headers") or {})]
            lines.append(
                f"| {status} | {_cell(response.get('description', ''))} | {_cell('; '.join(bodies))} "
                f"| {_cell(', '.join(headers))} |"
            )
        lines.append("")
        for status in sorted(responses):
            response = self.resolve(responses[status]) if "$ref" in responses[status] else responses[status]
            if status.startswith("2"):
                for media, content in (response.get("content") or {}).items():
                    properties = self.resolve(content.get("schema")).get("properties") or {}
                    if properties:
                        lines += [f"The {status} body (`{media}`):", ""]
                        for name, spec in properties.items():
                            inner = self.fields_summary(spec) if "$ref" in spec else ""
                            lines.append(
                                f"- `{name}`: {self.type_of(spec)}" + (f", with {inner}" if inner else "")
                            )
                        lines.append("")
        return lines

    def _parameter_example(self, parameter: dict[str, Any]) -> Any:
        value = self._content_example(parameter)
        return value if value is not None else self._example_of_schema(parameter.get("schema"))

    def _examples(self, method: str, path: str, operation: dict[str, Any]) -> list[str]:
        url = BASE + path
        query = []
        for p in self.parameters(operation):
            value = self._parameter_example(p)
            if p.get("in") == "path":
                shown = scalar(value) if value is not None else f"<{p.get('name')}>"
                url = url.replace("{" + str(p.get("name")) + "}", shown)
            elif p.get("in") == "query" and (value is not None or p.get("required")):
                shown = scalar(value) if value is not None else f"<{p.get('name')}>"
                if isinstance(value, list):
                    shown = ",".join(scalar(v) for v in value)
                query.append(f"{p.get('name')}={shown}")
        if query:
            url += "?" + "&".join(query)
        command = ["curl -s"] + ([f"-X {method}"] if method != "GET" else []) + [f'"{url}"']
        if "Key required" in self.key_rule(operation):
            command.append(f'-H "{KEY_HEADER}: $KEY"')
        body = operation.get("requestBody")
        if body:
            body = self.resolve(body) if "$ref" in body else body
            content = (body.get("content") or {}).get("application/json", {})
            example = self._content_example(content)
            if example is None:
                example = self._example_of_schema(self.resolve(content.get("schema")))
            command.append("-H 'Content-Type: application/json'")
            command.append(
                f"-d '{json.dumps(example, ensure_ascii=False)}'" if example is not None else "-d @body.json"
            )
        one_line = " ".join(command)
        shown = one_line if len(one_line) <= 100 else " \\\n     ".join(command)
        lines = ["Example request:", "", "```sh", shown, "```", ""]
        for status, response in sorted((operation.get("responses") or {}).items()):
            response = self.resolve(response) if "$ref" in response else response
            for media, content in (response.get("content") or {}).items():
                example = self._content_example(content)
                if example is not None:
                    shortened = _shortened(example)
                    text = json.dumps(shortened, indent=2, ensure_ascii=False)
                    note = " (lists cut to their first two entries)" if shortened != example else ""
                    lines += [
                        f"Example response ({status}, `{media}`){note}:",
                        "",
                        "```json",
                        text,
                        "```",
                        "",
                    ]
        return lines

    # Pages -----------------------------------------------------------------------------------

    def render_family(self, tag: str, operations: list[tuple[str, str, dict[str, Any]]]) -> str:
        lines = [f"# {tag} endpoints", ""]
        if FAMILY_INTROS.get(tag):
            lines += [FAMILY_INTROS[tag], ""]
        lines += [
            f"Generated from the OpenAPI document by `make docs` (do not edit). Examples use `{BASE}`: "
            "`http://127.0.0.1:3000` under `make run`, or the deployment's base address; `$KEY` is an "
            "API key. Every page: [the index](README.md).",
            "",
            "| Method | Path | Summary |",
            "|---|---|---|",
        ]
        lines += [f"| {m} | `{p}` | {_cell(o.get('summary', ''))} |" for m, p, o in operations]
        lines.append("")
        for method, path, operation in operations:
            lines += self.render_operation(method, path, operation)
        return "\n".join(lines).rstrip("\n") + "\n"

    def render_index(self, families: dict[str, list[tuple[str, str, dict[str, Any]]]]) -> str:
        info = self.document.get("info", {})
        title = info.get("title", "API")
        lines = [
            f"# {title}: reference",
            "",
            "One page per endpoint family, generated by `make docs` from the OpenAPI document the code "
            "builds (also committed as [`docs/openapi.json`](../openapi.json) and served at "
            "`/api/v1/openapi.json`), so the pages always say what the service does. Do not edit them "
            "by hand: change the routes or the paragraphs in `educontent/local/api_reference.py`.",
            "",
        ]
        if info.get("version"):
            lines += [f"API version {info['version']}.", ""]
        if info.get("description"):
            lines += [info["description"].strip(), ""]
        for name, scheme in (self.document.get("components", {}).get("securitySchemes") or {}).items():
            where = f"the `{scheme.get('name')}` {scheme.get('in', '')}".rstrip()
            lines += [f"Key (`{name}`, {where}): {scheme.get('description', '').strip()}", ""]
        headers = self.document.get("components", {}).get("headers") or {}
        if headers:
            lines += ["Response headers (each operation lists those it sends):", ""]
            lines += [f"- `{name}`: {h.get('description', '').strip()}" for name, h in headers.items()]
            lines.append("")
        lines += [
            "Errors are described in [errors](../errors.md); keys, tiers and limits in "
            "[access](../access.md).",
            "",
            "| Family | Page | Operations |",
            "|---|---|---|",
        ]
        for tag, operations in families.items():
            lines.append(f"| {tag} | [{page_name(tag)}]({page_name(tag)}) | {len(operations)} |")
        lines.append("")
        for tag, operations in families.items():
            lines += [f"## {tag}", ""]
            lines += [f"- `{m} {p}`: {o.get('summary', '').strip()}".rstrip(": ") for m, p, o in operations]
            lines.append("")
        return "\n".join(lines).rstrip("\n") + "\n"

    def pages(self) -> dict[str, str]:
        families = self.operations()
        pages = {page_name(tag): self.render_family(tag, ops) for tag, ops in families.items()}
        pages["README.md"] = self.render_index(families)
        return pages


def render_pages(document: dict[str, Any] | None = None) -> dict[str, str]:
    """``{file name: Markdown}`` of every page, from ``document`` or the one the code builds."""
    return Reference(document if document is not None else build_document()).pages()


def main(argv: list[str]) -> int:
    target = Path(argv[0] if argv else "docs/api")
    target.mkdir(parents=True, exist_ok=True)
    pages = render_pages()
    for stale in set(p.name for p in target.glob("*.md")) - set(pages):
        (target / stale).unlink()
    for name, text in pages.items():
        (target / name).write_text(text, encoding="utf-8")
    print(f"wrote {len(pages)} pages to {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
