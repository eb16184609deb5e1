"""docs/api/ is what `make docs` generates from the code's OpenAPI document, whatever it holds."""

from __future__ import annotations

from pathlib import Path

from educontent.local.api_reference import FAMILY_INTROS, build_document, main, render_pages

API_DOCS = Path(__file__).resolve().parents[2] / "docs" / "api"


def test_committed_api_reference_is_what_the_generator_writes():
    pages = render_pages()
    assert {"README.md", "catalog.md", "generation.md", "usage.md", "keys.md", "service.md"} <= set(pages)
    assert "The 200 body (`application/json`):\n\n- `data`: " in pages["catalog.md"]
    committed = {p.name: p.read_text(encoding="utf-8") for p in API_DOCS.glob("*.md")}
    assert committed == pages, "run `make docs`"


def test_every_family_of_the_api_has_a_hand_written_introduction():
    tags = {
        operation["tags"][0]
        for item in build_document()["paths"].values()
        for operation in item.values()
        if operation.get("tags")
    }
    assert tags <= set(FAMILY_INTROS)
    assert all(len(intro.split()) >= 20 for intro in FAMILY_INTROS.values())


def test_every_operation_is_documented_on_its_family_page():
    pages = render_pages()
    for path, item in build_document()["paths"].items():
        for method, operation in item.items():
            page = pages[operation["tags"][0].lower() + ".md"]
            assert f"### {method.upper()} {path}\n" in page
            if operation.get("summary"):
                assert operation["summary"] in page
            for parameter in operation.get("parameters", []):
                if parameter.get("$ref") == "#/components/parameters/ServiceKey":
                    assert "| `X-Service-Key` | header |" in page
                    continue
                assert f"| `{parameter['name']}` | {parameter['in']} |" in page


def minimal_document() -> dict:
    """A document with some fields present and many absent, as another version of the code may build."""
    return {
        "openapi": "3.1.0",
        "info": {"title": "Demo"},
        "components": {
            "schemas": {
                "Level": {"enum": ["easy", "hard"], "type": "string"},
                "Body": {
                    "type": "object",
                    "required": ["skill"],
                    "additionalProperties": False,
                    "properties": {
                        "skill": {"type": "string", "maxLength": 120, "description": "A skill slug."},
                        "level": {"anyOf": [{"$ref": "#/components/schemas/Level"}, {"type": "null"}]},
                    },
                },
            },
        },
        "paths": {
            "/api/v1/things/{slug}": {
                "get": {
                    "tags": ["Catalog"],
                    "summary": "A thing",
                    "description": "Longer words about the thing.",
                    "security": [{"serviceKey": []}],
                    "parameters": [
                        {
                            "name": "slug",
                            "in": "path",
                            "required": True,
                            "schema": {"type": "string"},
                            "example": "t-1",
                        },
                        {"name": "q", "in": "query", "schema": {"type": "string", "pattern": "^[a|b]+$"}},
                        {
                            "name": "page",
                            "in": "query",
                            "schema": {"type": "integer", "minimum": 1.0, "examples": [2]},
                        },
                    ],
                    "responses": {
                        "200": {
                            "description": "Found",
                            "headers": {
                                "X-Seed": {"description": "The seed used.", "schema": {"type": "string"}}
                            },
                            "content": {"application/json": {"example": {"data": {"slug": "t-1"}}}},
                        }
                    },
                }
            },
            "/api/v1/make": {
                "post": {
                    "requestBody": {
                        "required": True,
                        "content": {
                            "application/json": {
                                "schema": {"$ref": "#/components/schemas/Body"},
                                "examples": {"one": {"summary": "One", "value": {"skill": "add"}}},
                            }
                        },
                    },
                },
                "parameters": [],
            },
        },
    }


def test_the_generator_shows_what_the_document_has_and_survives_what_it_lacks():
    pages = render_pages(minimal_document())
    assert set(pages) == {"catalog.md", "other.md", "README.md"}
    thing = pages["catalog.md"]
    assert "**A thing**" in thing and "Longer words about the thing." in thing
    assert "**Key required** (`X-Service-Key`)." in thing
    assert "| `q` | query | string | pattern `^[a\\|b]+$` | no |  |" in thing
    assert "| `page` | query | integer | ≥ 1 | no |  |" in thing
    assert "| 200 | Found | `application/json` |  `X-Seed`: The seed used. |" not in thing
    assert "| `X-Seed` |" in thing  # header names per response; their descriptions once, in the index
    assert 'curl -s "$BASE/api/v1/things/t-1?page=2" -H "X-Service-Key: $KEY"' in thing
    assert '"slug": "t-1"' in thing
    made = pages["other.md"]
    assert "Key optional" not in made and "No key: not counted or limited." in made
    assert "| `skill` | string | length ≤ 120 | yes | A skill slug. |" in made
    assert "| `level` | string | one of `easy`, `hard` | no |  |" in made
    assert "Other fields are refused (422)." in made
    assert """-d '{"skill": "add"}'""" in made
    assert "Responses:" not in made


def test_main_writes_every_page_and_removes_stale_ones(tmp_path: Path):
    (tmp_path / "old-family.md").write_text("stale")
    assert main([str(tmp_path)]) == 0
    assert {p.name for p in tmp_path.glob("*.md")} == set(render_pages())
