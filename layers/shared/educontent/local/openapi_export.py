"""``python -m educontent.local.openapi_export docs/openapi.json``: write the committed OpenAPI document."""

from __future__ import annotations

import sys
from pathlib import Path

from educontent.http.openapi import render_openapi
from educontent.routes.service import published_document


def main(argv: list[str]) -> int:
    target = Path(argv[0] if argv else "docs/openapi.json")
    target.write_text(render_openapi(published_document()), encoding="utf-8")
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
