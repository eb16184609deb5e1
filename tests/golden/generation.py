"""Golden outputs of generation: the project's determinism contract, recorded and checked.

For every skill in the catalog, three seeded ``GET /api/v1/problems`` requests (1 item at the skill's
own levels, 10 items pinned to easy, 50 items pinned to hard) are answered by the generation
function's resolver; the SHA-256 of the canonical JSON of ``{items, answerKey}`` is kept in
``tests/golden/generation.json``. The same request and seed must give the same bytes for a given
generator version: a change to that file is deliberate, named in its commit, and bumps the version.

``python -m tests.golden.generation`` rewrites the file (``make golden``); the test in
``tests/unit/generation/test_golden.py`` compares.
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

GOLDEN_FILE = Path(__file__).with_name("generation.json")


@dataclass(frozen=True)
class Case:
    count: int
    seed: int
    difficulty: str | None

    def query(self, skill: str) -> dict[str, str]:
        query = {"skill": skill, "count": str(self.count), "seed": str(self.seed)}
        if self.difficulty is not None:
            query["difficulty"] = self.difficulty
        return query

    @property
    def name(self) -> str:
        return f"count={self.count},seed={self.seed},difficulty={self.difficulty or 'any'}"


CASES = (Case(1, 20261125, None), Case(10, 314159, "easy"), Case(50, 271828, "hard"))


def canonical_hash(data: dict[str, Any]) -> str:
    """SHA-256 of ``{items, answerKey}`` as canonical JSON (sorted keys, no spaces, UTF-8)."""
    payload = {"items": data["items"], "answerKey": data["answerKey"]}
    text = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _event(query: dict[str, str]) -> dict[str, Any]:
    path = "/api/v1/problems"
    return {
        "resource": path,
        "path": path,
        "httpMethod": "GET",
        "headers": {},
        "multiValueHeaders": {},
        "queryStringParameters": query,
        "multiValueQueryStringParameters": {k: [v] for k, v in query.items()},
        "pathParameters": None,
        "requestContext": {
            "resourcePath": path,
            "httpMethod": "GET",
            "path": path,
            "stage": "golden",
            "requestId": "00000000-0000-4000-8000-000000000000",
        },
        "body": None,
        "isBase64Encoded": False,
    }


def skills() -> list[str]:
    from educontent.catalog.index import get_catalog

    return sorted(get_catalog().skill_records)


def outputs() -> Iterator[tuple[str, str]]:
    """``("<skill> <case>", hash)`` for every skill and case, answered by the generation resolver."""
    from educontent.generation.engine import CACHE
    from educontent.http.app import build_resolver
    from educontent.local.server import FakeLambdaContext
    from educontent.routes.generation import router

    app = build_resolver(router)
    context = FakeLambdaContext(function_name="golden")
    for skill in skills():
        for case in CASES:
            CACHE.clear()
            result = app.resolve(_event(case.query(skill)), context)
            if result["statusCode"] != 200:
                raise RuntimeError(f"{skill} {case.name}: {result['statusCode']} {result['body'][:300]}")
            yield f"{skill} {case.name}", canonical_hash(json.loads(result["body"])["data"])


def record() -> dict[str, str]:
    return dict(outputs())


def load(path: Path = GOLDEN_FILE) -> tuple[str, dict[str, str]]:
    """The recorded generator version and hashes."""
    recorded = json.loads(path.read_text(encoding="utf-8"))
    return recorded["generatorVersion"], recorded["outputs"]


def render(version: str, hashes: dict[str, str]) -> str:
    return json.dumps({"generatorVersion": version, "outputs": hashes}, indent=1, sort_keys=True) + "\n"


def main(argv: list[str]) -> int:
    from educontent.generation.version import GENERATOR_VERSION

    target = Path(argv[0]) if argv else GOLDEN_FILE
    hashes = record()
    if target.exists():
        version, before = load(target)
        changed = sorted(
            {name.split(" ")[0] for name, digest in hashes.items() if before.get(name, digest) != digest}
        )
        if changed and version == GENERATOR_VERSION:
            print(
                f"{len(changed)} recorded skills changed output ({', '.join(changed[:12])}) but GENERATOR_VERSION "
                f"is still {version!r}: bump it in layers/shared/educontent/generation/version.py and name "
                "these skills in the commit message"
            )
            return 1
    target.write_text(render(GENERATOR_VERSION, hashes), encoding="utf-8")
    print(f"wrote {len(hashes)} golden hashes for generator version {GENERATOR_VERSION} to {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
