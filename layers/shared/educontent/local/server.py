"""The local HTTP runtime: real handlers behind a small HTTP server, routed by ``template.yaml``.

Each request becomes an API Gateway REST proxy event (payload v1), goes to the function the
template routes it to, and the proxy result is written back. Paths no event claims get the
template's own MISSING_AUTHENTICATION_TOKEN gateway response, as a deployment would answer.

The runtime is never the weak link of a test: it queues bursts of connections, answers every
request (a handler that raises is a 500 problem, a malformed proxy result a 502 as API Gateway
answers), and logs one line per request with the caller's text escaped.
"""

from __future__ import annotations

import base64
import importlib
import json
import sys
import threading
import time
import traceback
import uuid
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qsl, urlsplit

from educontent.core.errors import ProblemKind
from educontent.http.problems import PROBLEM_CONTENT_TYPE, problem_body
from educontent.local.template import Route, Template
from educontent.settings import get_settings

Handler = Callable[[dict[str, Any], Any], dict[str, Any]]

LISTEN_BACKLOG = 128
"""Connections the kernel queues before ``accept`` (http.server's default of 5 resets bursts)."""

MAX_REQUEST_BODY = 10 * 1024 * 1024
"""API Gateway's payload limit: larger bodies are refused before they are read."""

_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


class MalformedProxyResult(Exception):
    """A handler returned something that is not a proxy result (API Gateway answers 502)."""


def escape_for_log(text: str) -> str:
    """``text`` with control characters, non-ASCII and backslashes escaped (``\\x1b``), so nothing
    a caller sends can drive the operator's terminal."""
    return text.encode("unicode_escape").decode("ascii")


def request_time(epoch_ms: int) -> str:
    """API Gateway's ``requestContext.requestTime``: ``25/Nov/2026:21:42:52 +0000`` (English months)."""
    moment = datetime.fromtimestamp(epoch_ms / 1000, tz=UTC)
    return f"{moment:%d}/{_MONTHS[moment.month - 1]}/{moment:%Y:%H:%M:%S} +0000"


@dataclass
class FakeLambdaContext:
    function_name: str
    memory_limit_in_mb: int = 1024
    aws_request_id: str = ""
    invoked_function_arn: str = ""
    log_group_name: str = "local"
    log_stream_name: str = "local"
    function_version: str = "$LATEST"

    def get_remaining_time_in_millis(self) -> int:
        return 15_000


class LocalGateway:
    """Maps requests to functions the way API Gateway does for this template."""

    def __init__(self, template: Template) -> None:
        self.template = template
        self.routes = template.routes()
        self.functions = template.functions()
        self._handlers: dict[str, Handler] = {}
        self._lock = threading.Lock()
        # Like a Lambda container, a function handles one event at a time: Powertools resolvers keep
        # the current event on themselves, so two requests in one function at once would mix up.
        self._containers = {logical_id: threading.Lock() for logical_id in self.functions}

    def handler_for(self, logical_id: str) -> Handler:
        with self._lock:
            if logical_id not in self._handlers:
                spec = self.functions[logical_id]
                if str(spec.code_uri) not in sys.path:
                    sys.path.insert(0, str(spec.code_uri))
                module_name, func_name = spec.handler.rsplit(".", 1)
                self._handlers[logical_id] = getattr(importlib.import_module(module_name), func_name)
            return self._handlers[logical_id]

    def match(self, path: str, method: str) -> tuple[Route, dict[str, str]] | None:
        for route in self.routes:
            found = route.pattern.match(path)
            if found and route.method in ("ANY", method):
                return route, found.groupdict()
        return None

    def invoke(
        self, method: str, raw_path: str, headers: dict[str, str], body: bytes, source_ip: str
    ) -> tuple[int, dict[str, str], bytes]:
        split = urlsplit(raw_path)
        path = split.path or "/"
        matched = self.match(path, method)
        if matched is None:
            return self._gateway_not_found(path)
        route, _ = matched
        event = build_event(
            route, method, path, split.query, headers, body, source_ip, self.template.params["Stage"]
        )
        context = FakeLambdaContext(
            function_name=route.function, aws_request_id=event["requestContext"]["requestId"]
        )
        handler = self.handler_for(route.function)
        with self._containers[route.function]:
            result = handler(event, context)
        return proxy_result_to_http(result)

    def _gateway_not_found(self, path: str) -> tuple[int, dict[str, str], bytes]:
        base_url = get_settings().public_base_url
        response = self.template.with_params(PublicBaseUrl=base_url).gateway_response(
            "MISSING_AUTHENTICATION_TOKEN"
        )
        headers = {k: v.strip("'") for k, v in response["ResponseParameters"]["Headers"].items()}
        # API Gateway escapes $context.path in a JSON template; a quote in the path must not break it.
        body = response["ResponseTemplates"]["application/json"].replace(
            "$context.path", json.dumps(path)[1:-1]
        )
        return int(response["StatusCode"]), headers, body.encode()


def build_event(
    route: Route,
    method: str,
    path: str,
    query: str,
    headers: dict[str, str],
    body: bytes,
    source_ip: str,
    stage: str,
) -> dict[str, Any]:
    """An API Gateway REST proxy event (payload format 1.0) for one HTTP request."""
    pairs = parse_qsl(query, keep_blank_values=True)
    multi_query: dict[str, list[str]] = {}
    for key, value in pairs:
        multi_query.setdefault(key, []).append(value)
    found = route.pattern.match(path)
    path_params = found.groupdict() if found else {}
    try:
        text_body: str | None = body.decode("utf-8") if body else None
        is_b64 = False
    except UnicodeDecodeError:
        text_body, is_b64 = base64.b64encode(body).decode(), True
    request_id = str(uuid.uuid4())
    epoch_ms = int(time.time() * 1000)
    return {
        "resource": route.path,
        "path": path,
        "httpMethod": method,
        "headers": headers,
        "multiValueHeaders": {k: [v] for k, v in headers.items()},
        "queryStringParameters": {k: v[-1] for k, v in multi_query.items()} or None,
        "multiValueQueryStringParameters": multi_query or None,
        "pathParameters": path_params or None,
        "stageVariables": None,
        "requestContext": {
            "resourcePath": route.path,
            "httpMethod": method,
            "path": path,
            "stage": stage,
            "requestId": request_id,
            "requestTime": request_time(epoch_ms),
            "requestTimeEpoch": epoch_ms,
            "identity": {"sourceIp": source_ip, "userAgent": headers.get("User-Agent", "")},
            "accountId": "000000000000",
            "apiId": "local",
            "protocol": "HTTP/1.1",
        },
        "body": text_body,
        "isBase64Encoded": is_b64,
    }


def proxy_result_to_http(result: Any) -> tuple[int, dict[str, str], bytes]:
    """Status, headers and body bytes of a proxy result, as API Gateway would send them.

    A ``str`` body that is not valid Unicode (a lone surrogate) is sent with ``?`` in its place;
    anything that is not a proxy result raises ``MalformedProxyResult``.
    """
    try:
        status = int(result["statusCode"])
        headers: dict[str, str] = {}
        for key, values in (result.get("multiValueHeaders") or {}).items():
            headers[str(key)] = ", ".join(str(v) for v in values)
        for key, value in (result.get("headers") or {}).items():
            headers[str(key)] = str(value)
        body = result.get("body") or ""
        if result.get("isBase64Encoded"):
            raw = base64.b64decode(body)
        else:
            raw = str(body).encode("utf-8", errors="replace")
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise MalformedProxyResult(f"{type(exc).__name__}: {exc}") from exc
    if not 100 <= status <= 599:
        raise MalformedProxyResult(f"statusCode {status}")
    return status, headers, raw


def _problem(kind: ProblemKind, detail: str, path: str) -> tuple[int, dict[str, str], bytes]:
    body = problem_body(kind, detail, base_url=get_settings().public_base_url, instance=path)
    headers = {"Content-Type": PROBLEM_CONTENT_TYPE, "Cache-Control": "no-store"}
    return int(body["status"]), headers, json.dumps(body).encode()


def _bad_gateway(detail: str, path: str) -> tuple[int, dict[str, str], bytes]:
    body = {"title": "Bad Gateway", "status": 502, "detail": detail, "instance": path}
    return 502, {"Content-Type": PROBLEM_CONTENT_TYPE}, json.dumps(body).encode()


def _header_text(value: object) -> str:
    """A header name or value that can be written: one line, Latin-1 (unencodable characters as '?')."""
    text = str(value).replace("\r", " ").replace("\n", " ")
    return text.encode("latin-1", errors="replace").decode("latin-1")


class _BadRequestBody(Exception):
    def __init__(self, kind: ProblemKind, detail: str) -> None:
        super().__init__(detail)
        self.kind = kind
        self.detail = detail


class LocalHTTPServer(ThreadingHTTPServer):
    """A thread per connection, a deep listen backlog, and one escaped log line per server error."""

    request_queue_size = LISTEN_BACKLOG
    daemon_threads = True
    log: Callable[[str], None] = staticmethod(lambda line: print(line, file=sys.stderr))

    def handle_error(self, request: Any, client_address: Any) -> None:
        error = sys.exc_info()[1]
        if isinstance(error, ConnectionError | TimeoutError):
            return  # the caller went away; nothing to answer
        self.log(escape_for_log(f"connection error from {client_address[0]}: {error!r}"))


def make_server(
    gateway: LocalGateway, host: str, port: int, log: Callable[[str], None]
) -> ThreadingHTTPServer:
    """An HTTP server on ``host:port`` serving ``gateway``; logs one line per request."""

    class RequestHandler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        server_version = "educontent-local"
        timeout = 60  # a client that stops sending mid-request does not hold a thread forever

        def _read_body(self) -> bytes:
            if "chunked" in (self.headers.get("Transfer-Encoding") or "").lower():
                return self._read_chunked()
            declared = (self.headers.get("Content-Length") or "0").strip()
            if not declared.isdigit():
                raise _BadRequestBody(ProblemKind.BAD_REQUEST, "Content-Length is not a number")
            length = int(declared)
            if length > MAX_REQUEST_BODY:
                raise _BadRequestBody(
                    ProblemKind.PAYLOAD_TOO_LARGE, f"Request bodies are limited to {MAX_REQUEST_BODY} bytes"
                )
            body = self.rfile.read(length) if length else b""
            if len(body) < length:
                raise _BadRequestBody(
                    ProblemKind.BAD_REQUEST, "The request body is shorter than Content-Length"
                )
            return body

        def _read_chunked(self) -> bytes:
            body = bytearray()
            while True:
                line = self.rfile.readline(1024).split(b";", 1)[0].strip()
                try:
                    size = int(line, 16)
                except ValueError:
                    raise _BadRequestBody(ProblemKind.BAD_REQUEST, "Malformed chunked body") from None
                if size == 0:
                    while self.rfile.readline(1024).strip():  # trailers, up to the blank line
                        pass
                    return bytes(body)
                if len(body) + size > MAX_REQUEST_BODY:
                    raise _BadRequestBody(
                        ProblemKind.PAYLOAD_TOO_LARGE,
                        f"Request bodies are limited to {MAX_REQUEST_BODY} bytes",
                    )
                body += self.rfile.read(size)
                self.rfile.readline(1024)

        def _answer(self) -> tuple[int, dict[str, str], bytes]:
            path = urlsplit(self.path).path or "/"
            try:
                body = self._read_body()
            except _BadRequestBody as refused:
                self.close_connection = True  # the rest of the stream cannot be trusted
                return _problem(refused.kind, refused.detail, path)
            headers = {k: v for k, v in self.headers.items()}
            try:
                return gateway.invoke(self.command, self.path, headers, body, self.client_address[0])
            except MalformedProxyResult as exc:  # as API Gateway: 502
                log(escape_for_log(f"malformed proxy result for {self.command} {path}: {exc}"))
                return _bad_gateway("Malformed Lambda proxy response", path)
            except Exception as exc:  # the handler raised: a 500 problem, and the cause for the developer
                for line in traceback.format_exception(exc):
                    for part in line.rstrip("\n").splitlines():
                        log(escape_for_log(part))
                return _problem(
                    ProblemKind.INTERNAL,
                    "The service could not complete the request; it has been logged",
                    path,
                )

        def _send(self, status: int, headers: Mapping[str, str], payload: bytes) -> None:
            self.send_response(status)
            for key, value in headers.items():
                if key.lower() not in ("content-length", "connection", "transfer-encoding"):
                    self.send_header(_header_text(key), _header_text(value))
            self.send_header("Content-Length", str(len(payload)))
            if self.close_connection:
                self.send_header("Connection", "close")
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(payload)

        def _serve(self) -> None:
            started = time.perf_counter()
            try:
                status, out_headers, payload = self._answer()
            except Exception as exc:  # the runtime itself failed: still answer, like API Gateway's 502
                self.close_connection = True
                log(escape_for_log(f"runtime error: {exc!r}"))
                status, out_headers, payload = _bad_gateway(
                    f"local runtime error: {type(exc).__name__}", urlsplit(self.path).path or "/"
                )
            self._send(status, out_headers, payload)
            elapsed = (time.perf_counter() - started) * 1000
            log(f"{escape_for_log(self.command)} {escape_for_log(self.path)} {status} {elapsed:.1f}ms")

        do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = do_OPTIONS = do_HEAD = _serve

        def __getattr__(self, name: str) -> Any:
            # Any other method (TRACE, PROPFIND, ...) reaches the function too, which answers 405
            # with Allow, rather than http.server's bare 501 page.
            if name.startswith("do_"):
                return self._serve
            raise AttributeError(name)

        def log_message(self, format: str, *args: Any) -> None:
            return  # one line per request is written by _serve

    server = LocalHTTPServer((host, port), RequestHandler)
    server.log = log
    return server
