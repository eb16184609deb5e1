"""``python -m educontent.local``: serve the real handlers at http://127.0.0.1:3000/api/v1.

Starts an embedded DynamoDB (unless ``DYNAMODB_ENDPOINT`` names another one), creates the
template's tables, writes the endpoint to ``.local/dynamodb-endpoint`` for other local processes
(the admin command) and serves until Ctrl-C.
"""

from __future__ import annotations

import argparse
import logging
import os
import signal
import sys
import threading

from educontent.local.embedded_dynamodb import EmbeddedDynamoDB
from educontent.local.server import LocalGateway, make_server
from educontent.local.template import REPO_ROOT, load_template

STATE_DIR = REPO_ROOT / ".local"
ENDPOINT_FILE = STATE_DIR / "dynamodb-endpoint"


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def _log(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def configure_environment(port: int, host: str, dynamodb_endpoint: str) -> None:
    """The environment the functions see: the template's variables, resolved for stage `local`."""
    template = load_template()
    env = template.function_environment()
    env["PUBLIC_BASE_URL"] = os.environ.get("PUBLIC_BASE_URL", f"http://{host}:{port}")
    for key, value in env.items():
        os.environ.setdefault(key, value)
    os.environ["DYNAMODB_ENDPOINT"] = dynamodb_endpoint
    os.environ.setdefault("AWS_REGION", "us-east-1")
    os.environ.setdefault("AWS_ACCESS_KEY_ID", "local")
    os.environ.setdefault("AWS_SECRET_ACCESS_KEY", "local")
    os.environ.setdefault("POWERTOOLS_TRACE_DISABLED", "true")
    os.environ.setdefault("POWERTOOLS_LOG_LEVEL", "WARNING")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m educontent.local", description=__doc__)
    parser.add_argument("--host", default=os.environ.get("HOST", "127.0.0.1"))
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", "3000")))
    args = parser.parse_args(argv)
    logging.getLogger("werkzeug").setLevel(logging.ERROR)

    embedded: EmbeddedDynamoDB | None = None
    endpoint = os.environ.get("DYNAMODB_ENDPOINT")
    if not endpoint:
        embedded = EmbeddedDynamoDB()
        endpoint = embedded.start()
        _log(f"embedded DynamoDB at {endpoint}")
    else:
        _log(f"using DynamoDB at {endpoint}")
    configure_environment(args.port, args.host, endpoint)

    from educontent.storage.dynamodb import create_tables, dynamodb_client

    created = create_tables(dynamodb_client(), load_template().tables())
    if created:
        _log(f"created tables: {', '.join(created)}")
    STATE_DIR.mkdir(exist_ok=True)
    ENDPOINT_FILE.write_text(endpoint + "\n", encoding="utf-8")

    server = make_server(LocalGateway(load_template()), args.host, args.port, _log)
    _log(f"serving http://{args.host}:{server.server_address[1]}/api/v1 (Ctrl-C to stop)")
    thread = threading.Thread(target=server.serve_forever, name="http", daemon=True)
    # Ctrl-C (even when started from a shell that ignores SIGINT in background jobs) and SIGTERM
    # (process managers, `kill`) both stop the server cleanly.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, _interrupt)
    thread.start()
    try:
        thread.join()
    except KeyboardInterrupt:
        _log("stopping")
    finally:
        server.shutdown()
        server.server_close()
        if embedded is not None:
            embedded.stop()
            ENDPOINT_FILE.unlink(missing_ok=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
