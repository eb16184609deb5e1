"""The local HTTP runtime: real handlers behind a small HTTP server, routed by ``template.yaml``.

Each request becomes an API Gateway REST proxy event (payload v1), goes to the function the
template routes it to, and the proxy result is written back. Paths no event claims get the
template's own MISSING_AUTHENTICATION_TOKEN gateway response, as a deployment would answer.
"""

from __future__ import annotations

import base64
import importlib
import json
import sys
import threading
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qsl, urlsplit

from educontent.local.template import Route, Template
from educontent.settings import get_settings

Handler = Callable[[dict[str, Any], Any], dict[str, Any]]


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
        result = self.handler_for(route.function)(event, context)
        return proxy_result_to_http(result)

    def _gateway_not_found(self, path: str) -> tuple[int, dict[str, str], bytes]:
        base_url = get_settings().public_base_url
        response = self.template.with_params(PublicBaseUrl=base_url).gateway_response(
            "MISSING_AUTHENTICATION_TOKEN"
        )
        headers = {k: v.strip("'") for k, v in response["ResponseParameters"]["Headers"].items()}
        body = response["ResponseTemplates"]["application/json"].replace("$context.path", path)
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
            "requestTimeEpoch": int(time.time() * 1000),
            "identity": {"sourceIp": source_ip, "userAgent": headers.get("User-Agent", "")},
            "accountId": "000000000000",
            "apiId": "local",
            "protocol": "HTTP/1.1",
        },
        "body": text_body,
        "isBase64Encoded": is_b64,
    }


def proxy_result_to_http(result: dict[str, Any]) -> tuple[int, dict[str, str], bytes]:
    headers: dict[str, str] = {}
    for key, values in (result.get("multiValueHeaders") or {}).items():
        headers[key] = ", ".join(str(v) for v in values)
    for key, value in (result.get("headers") or {}).items():
        headers[key] = str(value)
    body = result.get("body") or ""
    raw = base64.b64decode(body) if result.get("isBase64Encoded") else body.encode("utf-8")
    return int(result["statusCode"]), headers, raw


def make_server(
    gateway: LocalGateway, host: str, port: int, log: Callable[[str], None]
) -> ThreadingHTTPServer:
    """An HTTP server on ``host:port`` serving ``gateway``; logs one line per request."""

    class RequestHandler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        server_version = "educontent-local"

        def _serve(self) -> None:
            started = time.perf_counter()
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else b""
            headers = {k: v for k, v in self.headers.items()}
            try:
                status, out_headers, payload = gateway.invoke(
                    self.command, self.path, headers, body, self.client_address[0]
                )
            except Exception as exc:  # the runtime itself failed: answer like API Gateway's 502
                status, out_headers = 502, {"Content-Type": "application/problem+json"}
                payload = json.dumps(
                    {
                        "title": "Bad Gateway",
                        "status": 502,
                        "detail": f"local runtime error: {type(exc).__name__}",
                    }
                ).encode()
                log(f"runtime error: {exc!r}")
            self.send_response(status)
            for key, value in out_headers.items():
                if key.lower() not in ("content-length", "connection"):
                    self.send_header(key, value)
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(payload)
            elapsed = (time.perf_counter() - started) * 1000
            log(f"{self.command} {self.path} {status} {elapsed:.1f}ms")

        do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = do_OPTIONS = do_HEAD = _serve

        def log_message(self, format: str, *args: Any) -> None:
            return  # one line per request is written by _serve

    server = ThreadingHTTPServer((host, port), RequestHandler)
    server.daemon_threads = True
    return server
