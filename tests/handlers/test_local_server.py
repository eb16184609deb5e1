"""The local runtime's HTTP layer, in process: it answers every request, whatever a handler returns
or raises, and nothing a caller sends reaches the operator's terminal unescaped."""

from __future__ import annotations

import base64
import http.client
import json
import socket
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from aws_lambda_powertools.utilities.parser.models import APIGatewayProxyEventModel

from educontent.local.server import (
    LISTEN_BACKLOG,
    LocalGateway,
    MalformedProxyResult,
    build_event,
    escape_for_log,
    make_server,
    proxy_result_to_http,
    request_time,
)
from educontent.local.template import load_template
from tests.conftest import BASE_URL


class Runtime:
    def __init__(self) -> None:
        self.gateway = LocalGateway(load_template())
        self.lines: list[str] = []
        self.events: list[dict[str, Any]] = []
        self.server = make_server(self.gateway, "127.0.0.1", 0, self.lines.append)
        self.port = int(self.server.server_address[1])

    def handle_health_with(self, handler: Any) -> None:
        """Serve /api/v1/health (ServiceFunction) with ``handler`` instead of the real one."""

        def recording(event: dict[str, Any], context: Any) -> Any:
            self.events.append(event)
            return handler(event, context)

        self.gateway._handlers["ServiceFunction"] = recording

    def connection(self) -> http.client.HTTPConnection:
        return http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)

    def get(self, path: str, **kwargs: Any) -> tuple[int, dict[str, str], bytes]:
        connection = self.connection()
        try:
            connection.request(kwargs.pop("method", "GET"), path, **kwargs)
            response = connection.getresponse()
            return response.status, dict(response.getheaders()), response.read()
        finally:
            connection.close()

    def raw(self, request: bytes) -> bytes:
        with socket.create_connection(("127.0.0.1", self.port), timeout=10) as sock:
            sock.sendall(request)
            sock.shutdown(socket.SHUT_WR)
            chunks = []
            while chunk := sock.recv(65536):
                chunks.append(chunk)
        return b"".join(chunks)


@pytest.fixture
def runtime() -> Iterator[Runtime]:
    runtime = Runtime()
    thread = threading.Thread(target=runtime.server.serve_forever, daemon=True)
    thread.start()
    yield runtime
    runtime.server.shutdown()
    runtime.server.server_close()
    thread.join(timeout=5)


def _ok(body: Any, headers: dict[str, str] | None = None) -> Any:
    return lambda event, context: {"statusCode": 200, "headers": headers or {}, "body": body}


def test_listen_backlog_absorbs_bursts(runtime):
    assert runtime.server.request_queue_size == LISTEN_BACKLOG >= 128


def test_a_body_that_is_not_valid_unicode_is_sent_with_question_marks(runtime):
    runtime.handle_health_with(_ok('{"text": "a\ud800b"}', {"Content-Type": "application/json"}))
    status, _, raw = runtime.get("/api/v1/health")
    assert status == 200
    assert raw == b'{"text": "a?b"}'


def test_proxy_result_bodies_and_malformed_results():
    assert proxy_result_to_http({"statusCode": 200, "body": "\udfff"}) == (200, {}, b"?")
    encoded = base64.b64encode(b"\xff\x00").decode()
    assert (
        proxy_result_to_http({"statusCode": 201, "body": encoded, "isBase64Encoded": True})[2] == b"\xff\x00"
    )
    for malformed in (None, {}, {"statusCode": "x"}, {"statusCode": 42}, {"statusCode": 200, "headers": 3}):
        with pytest.raises(MalformedProxyResult):
            proxy_result_to_http(malformed)


def test_a_handler_that_raises_is_a_500_problem_and_the_connection_lives_on(runtime):
    def explode(event: dict[str, Any], context: Any) -> Any:
        raise RuntimeError("boom \x1b[2J")

    runtime.handle_health_with(explode)
    connection = runtime.connection()
    try:
        connection.request("GET", "/api/v1/health")
        response = connection.getresponse()
        body = json.loads(response.read())
        assert response.status == 500 and response.getheader("Content-Type") == "application/problem+json"
        assert body["type"] == f"{BASE_URL}/errors/internal" and body["status"] == 500
        assert "boom" not in json.dumps(body)
        connection.request("GET", "/not-the-api")
        assert connection.getresponse().status == 404
    finally:
        connection.close()
    logged = "\n".join(runtime.lines)
    assert "RuntimeError: boom \\x1b[2J" in logged and "\x1b" not in logged


def test_a_malformed_proxy_result_is_a_502_as_api_gateway_answers(runtime):
    runtime.handle_health_with(lambda event, context: {"body": "no status"})
    status, headers, raw = runtime.get("/api/v1/health")
    assert status == 502 and headers["Content-Type"] == "application/problem+json"
    assert json.loads(raw)["detail"] == "Malformed Lambda proxy response"


def test_header_values_that_are_not_latin_1_or_span_lines_are_still_sent(runtime):
    runtime.handle_health_with(_ok("{}", {"X-Name": "snow \u2603", "X-Split": "a\r\nInjected: yes"}))
    status, headers, _ = runtime.get("/api/v1/health")
    assert status == 200
    assert headers["X-Name"] == "snow ?" and headers["X-Split"] == "a  Injected: yes"
    assert "Injected" not in headers


def test_request_bodies_that_are_not_utf8_arrive_base64_encoded(runtime):
    runtime.handle_health_with(_ok("{}"))
    runtime.get("/api/v1/health", method="POST", body=b"\xff\xfe\x00")
    event = runtime.events[-1]
    assert event["isBase64Encoded"] is True and base64.b64decode(event["body"]) == b"\xff\xfe\x00"
    runtime.get("/api/v1/health", method="POST", body="caf\u00e9".encode())
    assert runtime.events[-1]["isBase64Encoded"] is False and runtime.events[-1]["body"] == "caf\u00e9"


def test_chunked_request_bodies_are_read(runtime):
    runtime.handle_health_with(_ok("{}"))
    runtime.raw(
        b"POST /api/v1/health HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
        b"3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n"
    )
    assert runtime.events[-1]["body"] == "abcde"


@pytest.mark.parametrize("length", [b"abc", b"-1", b"99999999999"])
def test_a_bad_content_length_is_a_problem_not_a_dropped_connection(runtime, length):
    answer = runtime.raw(
        b"POST /api/v1/health HTTP/1.1\r\nHost: x\r\nContent-Length: " + length + b"\r\n\r\n{}"
    )
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.split()[1] in (b"400", b"413"), answer
    assert json.loads(body)["type"] in (
        f"{BASE_URL}/errors/bad-request",
        f"{BASE_URL}/errors/payload-too-large",
    )
    assert not runtime.events  # refused before any handler


def test_the_request_log_line_escapes_what_the_caller_sent(runtime):
    answer = runtime.raw(
        b"GET /\x1b]0;owned\x07/\x1b[2J?q=\x9b\\ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
    )
    assert answer.startswith(b"HTTP/1.1 404")
    json.loads(answer.partition(b"\r\n\r\n")[2])  # the gateway's 404 stays valid JSON
    (line,) = runtime.lines
    assert line.startswith("GET /\\x1b]0;owned\\x07/\\x1b[2J?q=\\x9b\\\\ 404 ")
    assert all(ch.isprintable() for ch in line)


def test_escape_for_log():
    assert escape_for_log("/a b") == "/a b"
    assert escape_for_log("\x1b\x07\x7f\x9b\u2028\\") == "\\x1b\\x07\\x7f\\x9b\\u2028\\\\"


def test_a_burst_of_connections_waits_in_the_listen_backlog_and_is_answered():
    """50 clients connect at once while the server is busy (not yet accepting): with http.server's
    backlog of 5 all but 6 time out; every one must be queued, then answered."""
    runtime = Runtime()
    runtime.handle_health_with(_ok("{}"))
    connections: list[socket.socket] = []
    failures: list[str] = []

    def connect() -> None:
        try:
            connections.append(socket.create_connection(("127.0.0.1", runtime.port), timeout=2))
        except OSError as error:
            failures.append(repr(error))

    def ask(sock: socket.socket) -> None:
        with sock:
            sock.sendall(b"GET /api/v1/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            answer = sock.recv(64)
            if not answer.startswith(b"HTTP/1.1 200 "):
                failures.append(repr(answer))

    serving = threading.Thread(target=runtime.server.serve_forever, daemon=True)
    try:
        _in_parallel([connect] * 50)
        assert not failures and len(connections) == 50
        serving.start()
        _in_parallel([lambda sock=sock: ask(sock) for sock in connections])
        assert not failures
    finally:
        for sock in connections:
            sock.close()
        if serving.is_alive():
            runtime.server.shutdown()
        runtime.server.server_close()


def _in_parallel(calls: list[Any]) -> None:
    threads = [threading.Thread(target=call) for call in calls]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)


def test_events_the_runtime_builds_are_valid_proxy_events():
    gateway = LocalGateway(load_template())
    for method, path, query, body in (
        ("GET", "/api/v1/skills/multiply-within-100", "grade=3&grade=4", b""),
        ("POST", "/api/v1/generate", "", b'{"skill": "x"}'),
        ("POST", "/api/v1/keys/request", "", b"\xff"),
        ("GET", "/api/v1/nope", "", b""),
    ):
        route, _ = gateway.match(path, method)
        event = build_event(route, method, path, query, {"Host": "localhost"}, body, "127.0.0.1", "local")
        APIGatewayProxyEventModel.model_validate(event)


def test_request_time_has_api_gateways_format():
    assert request_time(1_795_642_972_000) == "25/Nov/2026:21:42:52 +0000"


def test_one_function_handles_one_event_at_a_time_like_a_lambda_container(api):
    """A Powertools resolver keeps the current event on itself: two requests inside one function at
    once would mix up each other's routes. The runtime runs one event per function at a time."""
    paths = [
        f"/api/v1/grades/grade-{n % 8 + 1}" if n % 2 else "/api/v1/standards/3.OA.C.7" for n in range(160)
    ]
    answers: list[tuple[str, int, str]] = []

    def call(path: str) -> None:
        response = api.get(path)
        instance = response.json.get("instance", path) if response.status >= 400 else path
        answers.append((path, response.status, instance))

    threads = [threading.Thread(target=call, args=(path,)) for path in paths]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert [a for a in answers if a[1] != 200 or a[2] != a[0]] == []


@pytest.mark.parametrize("method", ["TRACE", "PROPFIND"])
def test_methods_no_route_declares_are_a_405_problem_not_a_bare_501(runtime, method):
    connection = http.client.HTTPConnection("127.0.0.1", runtime.port, timeout=10)
    connection.request(method, "/api/v1/grades")
    response = connection.getresponse()
    assert response.status == 405
    assert response.getheader("Content-Type") == "application/problem+json"
    assert "GET" in (response.getheader("Allow") or "")
    connection.close()
