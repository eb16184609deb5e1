"""Cold start: fresh interpreters loading a layer laid out as ``sam build`` makes it.

The layer is rebuilt here for this machine's interpreter, exactly as ``layers/shared/Makefile``
lays it out: the pinned runtime packages of ``requirements/layer.lock`` (copied from ``.venv``, which
holds the same versions: checked), ``educontent`` without ``local/`` and ``admin/``, ``catalog_data``
without schemas, and either no bytecode at all (``source``) or bytecode compiled by the layer build
(``bytecode``, what ``make build`` ships when the build has the runtime's interpreter,
docs/cold-start.md). Every process runs with ``-B``: like ``/opt`` on Lambda, nothing can be cached.

Rows, each the median of fresh processes, as ratios to a baseline process that imports Powertools'
``APIGatewayRestResolver``, creates a boto3 DynamoDB client and answers one trivial route:
(a) importing the generation function's handler, against the baseline's imports and client;
(b) that plus the first ``GET /problems`` for one skill (access control included), against the
baseline answering its route.
"""

from __future__ import annotations

import compileall
import importlib.metadata
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.bench.measure import Row

REPO = Path(__file__).resolve().parents[2]
TARGET_IMPORT = 1.2
TARGET_FIRST_REQUEST = 1.5
SKILL = "multiply-within-100"
RUNS = 7

_BASELINE = """
import sys, time
started = time.perf_counter()
from aws_lambda_powertools.event_handler import APIGatewayRestResolver
import boto3
app = APIGatewayRestResolver()
@app.get("/ping")
def ping():
    return {"ok": True}
client = boto3.client("dynamodb", region_name="us-east-1")
imported = time.perf_counter()
if sys.argv[1] == "request":
    import json
    result = app.resolve(json.load(open(sys.argv[2])), None)
    assert result["statusCode"] == 200, result
print(imported - started, time.perf_counter() - started)
"""

_HANDLER = """
import sys, time
started = time.perf_counter()
from generation_api.handler import lambda_handler
imported = time.perf_counter()
if sys.argv[1] == "request":
    import json
    class Context:  # what Lambda passes; educontent.local is not in the layer
        function_name, function_version, memory_limit_in_mb = "bench", "$LATEST", 1024
        invoked_function_arn = "arn:aws:lambda:us-east-1:000000000000:function:bench"
        aws_request_id = "bench-request"
    result = lambda_handler(json.load(open(sys.argv[2])), Context())
    assert result["statusCode"] == 200, result["body"][:300]
print(imported - started, time.perf_counter() - started)
"""


def _layer_packages() -> list[str]:
    names = re.findall(
        r"^([A-Za-z0-9_.-]+)==([^\s\\]+)", (REPO / "requirements" / "layer.lock").read_text(), re.M
    )
    for name, version in names:
        installed = importlib.metadata.version(name)
        assert installed == version, f"{name}: .venv has {installed}, layer.lock pins {version}"
    return [name for name, _ in names]


def build_layer(target: Path, *, bytecode: bool) -> Path:
    """``target``/python and ``target``/catalog_data, laid out as the layer Makefile does."""
    python = target / "python"
    python.mkdir(parents=True)
    for name in _layer_packages():
        dist = importlib.metadata.distribution(name)
        for file in dist.files or ():
            if "__pycache__" in file.parts or str(file).startswith(".."):
                continue
            source = Path(str(dist.locate_file(file)))
            if source.is_file():
                (python / file).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(source, python / file)
    shutil.copytree(
        REPO / "layers" / "shared" / "educontent",
        python / "educontent",
        ignore=shutil.ignore_patterns("__pycache__", "local", "admin"),
    )
    shutil.copytree(REPO / "catalog_data", target / "catalog_data", ignore=shutil.ignore_patterns("schemas"))
    if bytecode:  # what the layer build does when it runs on the runtime's Python version
        compileall.compile_dir(
            python,
            quiet=1,
            workers=0,
            invalidation_mode=compileall.py_compile.PycInvalidationMode.UNCHECKED_HASH,
        )
    return target


def _run(layer: Path, script: str, mode: str, event_file: Path, env: dict[str, str]) -> tuple[float, float]:
    # The layer first (as /opt/python), the function's own folder, then what the bench needs
    # around it (boto3 comes with the Lambda runtime; educontent.local only builds the context).
    code = (
        f"import sys; sys.path[:0] = [{str(layer / 'python')!r}, {str(REPO / 'functions' / 'generation')!r}]\n"
        + script
    )
    output = subprocess.run(
        [sys.executable, "-B", "-c", code, mode, str(event_file)],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    return float(output[-2]), float(output[-1])


def _median(values: list[float]) -> float:
    values = sorted(values)
    return values[len(values) // 2]


def _measure(layer: Path, script: str, mode: str, event_file: Path, env: dict[str, str]) -> float:
    index = 0 if mode == "import" else 1
    return _median([_run(layer, script, mode, event_file, env)[index] for _ in range(RUNS)])


def run() -> list[Row]:
    from educontent.local.server import build_event
    from educontent.local.template import load_template

    route = next(r for r in load_template().routes() if r.path == "/api/v1/problems")
    rows: list[Row] = []
    with tempfile.TemporaryDirectory(prefix="educontent-layer-") as tmp:
        root = Path(tmp)
        event_file = root / "event.json"
        event = build_event(
            route, "GET", "/api/v1/problems", f"skill={SKILL}&count=10", {}, b"", "203.0.113.9", "dev"
        )
        event_file.write_text(json.dumps(event))
        ping_file = root / "ping.json"
        ping = {
            **event,
            "path": "/ping",
            "resource": "/ping",
            "queryStringParameters": None,
            "multiValueQueryStringParameters": None,
        }
        ping_file.write_text(json.dumps(ping))
        started = time.perf_counter()
        layers = {
            "source": build_layer(root / "source", bytecode=False),
            "bytecode": build_layer(root / "bytecode", bytecode=True),
        }
        build_seconds = time.perf_counter() - started
        for kind, layer in layers.items():
            env = {
                **os.environ,
                "CATALOG_DATA_DIR": str(layer / "catalog_data"),
                "PYTHONDONTWRITEBYTECODE": "1",
            }
            base_import = _measure(layer, _BASELINE, "import", ping_file, env)
            base_request = _measure(layer, _BASELINE, "request", ping_file, env)
            ours_import = _measure(layer, _HANDLER, "import", event_file, env)
            ours_request = _measure(layer, _HANDLER, "request", event_file, env)
            rows += [
                Row(f"[{kind}] baseline: Powertools + boto3 client", base_import * 1000, "ms"),
                Row(f"[{kind}] baseline: + one trivial route", base_request * 1000, "ms"),
                Row(
                    f"[{kind}] (a) generation handler import",
                    ours_import * 1000,
                    "ms",
                    ours_import / base_import,
                    f"baseline import (target <= {TARGET_IMPORT}x)",
                ),
                Row(
                    f"[{kind}] (b) import + first GET /problems?skill={SKILL}",
                    ours_request * 1000,
                    "ms",
                    ours_request / base_request,
                    f"baseline + route (target <= {TARGET_FIRST_REQUEST}x)",
                ),
            ]
        rows.append(Row("(two layers built and compiled in)", build_seconds, "s"))
    return rows
