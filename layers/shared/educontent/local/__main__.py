"""``python -m educontent.local``: serve the real handlers at http://127.0.0.1:3000/api/v1.

Listens first (a port in use or an invalid ``PORT`` is one line on stderr and exit status 1 or 2,
before anything is started or written), then starts an embedded DynamoDB (unless
``DYNAMODB_ENDPOINT`` names another one), creates the template's tables, writes the endpoint to
``.local/dynamodb-endpoint`` for other local processes (the admin command) and serves until Ctrl-C
or SIGTERM; on the way out it stops DynamoDB and removes the endpoint file. ``LOCAL_ENDPOINT_FILE``
names another file for the endpoint: tests that boot a runtime of their own beside another one (the
browser tests) keep it out of the admin command's way.
"""

from __future__ import annotations

import argparse
import errno
import json
import logging
import os
import signal
import socket
import sys
import threading
from pathlib import Path

from educontent.access.configuration import validate_configuration
from educontent.access.tiers import TierLimitsError, parse_tier_limits
from educontent.local.embedded_dynamodb import EmbeddedDynamoDB
from educontent.local.server import LocalGateway, make_server
from educontent.local.template import REPO_ROOT, load_template
from educontent.settings import ConfigurationError, get_settings

STATE_DIR = REPO_ROOT / ".local"
ENDPOINT_FILE = STATE_DIR / "dynamodb-endpoint"


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def _log(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


LOCAL_TIER_LIMITS = json.dumps({"anonymous": {"perMinute": 1000, "perDay": 100_000}})
"""``make run``'s ``TIER_LIMITS`` when the user has not set it: anonymous calls (what a developer
makes first) get 1000 a minute and 100,000 a day instead of 30 and 200; keys keep their tier's
deployed limits. ``TIER_LIMITS=`` (set, empty) gives the deployed limits locally."""


def apply_local_tier_limits() -> str:
    """Default ``TIER_LIMITS`` to the local limits unless the user set it (even to empty); returns
    the one start-up line describing the limits in force. Raises ``TierLimitsError`` if invalid."""
    chosen = os.environ.get("TIER_LIMITS")
    os.environ.setdefault("TIER_LIMITS", LOCAL_TIER_LIMITS)
    limits = parse_tier_limits(os.environ["TIER_LIMITS"])
    if chosen is None:
        origin = "local defaults; TIER_LIMITS= make run for the deployed ones"
    elif not chosen.strip():
        origin = "deployed defaults: TIER_LIMITS is empty"
    else:
        origin = "from TIER_LIMITS"
    tiers = ", ".join(f"{tier} {lim.per_minute}/min {lim.per_day}/day" for tier, lim in limits.items())
    return f"rate limits ({origin}): {tiers}"


def configure_environment(port: int, host: str, dynamodb_endpoint: str) -> None:
    """The environment the functions see: the template's variables, resolved for stage `local`,
    with the local rate limits unless ``TIER_LIMITS`` is set (``LOCAL_TIER_LIMITS``)."""
    template = load_template()
    env = template.function_environment()
    env["PUBLIC_BASE_URL"] = os.environ.get("PUBLIC_BASE_URL", f"http://{host}:{port}")
    env["TIER_LIMITS"] = os.environ.get("TIER_LIMITS", LOCAL_TIER_LIMITS)
    for key, value in env.items():
        os.environ.setdefault(key, value)
    os.environ["DYNAMODB_ENDPOINT"] = dynamodb_endpoint
    os.environ.setdefault("AWS_REGION", "us-east-1")
    os.environ.setdefault("AWS_ACCESS_KEY_ID", "local")
    os.environ.setdefault("AWS_SECRET_ACCESS_KEY", "local")
    os.environ.setdefault("POWERTOOLS_TRACE_DISABLED", "true")
    os.environ.setdefault("POWERTOOLS_LOG_LEVEL", "WARNING")


def _port(value: str) -> int:
    try:
        port = int(value)
    except ValueError:
        port = -1
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"{value!r} is not a port number (PORT or --port: 0 to 65535)")
    return port


def _free_port_after(host: str, port: int) -> int | None:
    """The first of the next few ports that can be bound on ``host``, to suggest one."""
    for candidate in range(port + 1, min(port + 20, 65535) + 1):
        with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as probe:
            try:
                probe.bind((host, candidate))
            except OSError:
                continue
            return candidate
    return None


def _cannot_listen(host: str, port: int, error: OSError) -> str:
    if error.errno == errno.EADDRINUSE:
        suggestion = _free_port_after(host, port) or port + 1
        return f"port {port} is in use; set PORT=... (for example PORT={suggestion} make run)"
    if error.errno == errno.EACCES:
        return f"port {port} needs privileges on this machine; set PORT=... to a port above 1023"
    return f"cannot listen on {host}:{port} ({error.strerror or error}); check HOST and PORT"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m educontent.local", description=__doc__)
    parser.add_argument("--host", default=os.environ.get("HOST", "127.0.0.1"))
    # A string default goes through `type` too, so a bad PORT is reported like a bad --port.
    parser.add_argument("--port", type=_port, default=os.environ.get("PORT") or "3000")
    args = parser.parse_args(argv)
    logging.getLogger("werkzeug").setLevel(logging.ERROR)

    # Listen first: a port in use must fail before anything is started or written.
    try:
        server = make_server(LocalGateway(load_template()), args.host, args.port, _log)
    except OSError as error:
        _log(f"python -m educontent.local: {_cannot_listen(args.host, args.port, error)}")
        return 1
    port = int(server.server_address[1])
    try:
        limits_line = apply_local_tier_limits()
        validate_configuration()  # what every function checks on its first request, checked now
    except (TierLimitsError, ConfigurationError) as error:
        server.server_close()
        _log(f"python -m educontent.local: {error}")
        return 2
    finally:
        get_settings.cache_clear()  # read again once the runtime's own variables are set

    embedded: EmbeddedDynamoDB | None = None
    endpoint = os.environ.get("DYNAMODB_ENDPOINT") or ""
    written = serving = False
    # Ctrl-C (even when started from a shell that ignores SIGINT in background jobs) and SIGTERM
    # (process managers, `kill`) both stop the runtime cleanly, during start-up too.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, _interrupt)
    try:
        if not endpoint:
            embedded = EmbeddedDynamoDB()
            endpoint = embedded.start()
            _log(f"embedded DynamoDB at {endpoint}")
        else:
            _log(f"using DynamoDB at {endpoint}")
        configure_environment(port, args.host, endpoint)

        from educontent.storage.dynamodb import create_tables, dynamodb_client

        created = create_tables(dynamodb_client(), load_template().tables())
        if created:
            _log(f"created tables: {', '.join(created)}")
        endpoint_file = Path(os.environ.get("LOCAL_ENDPOINT_FILE") or ENDPOINT_FILE)
        endpoint_file.parent.mkdir(parents=True, exist_ok=True)
        endpoint_file.write_text(endpoint + "\n", encoding="utf-8")
        written = True

        _log(limits_line)
        _log(f"serving http://{args.host}:{port}/api/v1 (Ctrl-C to stop)")
        thread = threading.Thread(target=server.serve_forever, name="http", daemon=True)
        thread.start()
        serving = True
        thread.join()
    except KeyboardInterrupt:
        _log("stopping")
    finally:
        if serving:
            server.shutdown()
        server.server_close()
        if embedded is not None:
            embedded.stop()
        if written:
            _forget_endpoint(endpoint_file, endpoint)
    return 0


def _forget_endpoint(endpoint_file: Path, endpoint: str) -> None:
    """Remove the endpoint file, unless another runtime started since has written its own."""
    try:
        if endpoint_file.read_text(encoding="utf-8").strip() == endpoint:
            endpoint_file.unlink()
    except FileNotFoundError:
        pass


if __name__ == "__main__":
    raise SystemExit(main())
