"""An embedded DynamoDB for the laptop: moto's server mode on a loopback port (no Java, no Docker)."""

from __future__ import annotations

import socket
from contextlib import closing
from typing import Any


def free_port(host: str = "127.0.0.1") -> int:
    with closing(socket.socket(socket.AF_INET, socket.SOCK_STREAM)) as sock:
        sock.bind((host, 0))
        return int(sock.getsockname()[1])


class EmbeddedDynamoDB:
    """Starts moto's DynamoDB server in a thread; ``endpoint`` is reachable by other local processes."""

    def __init__(self, host: str = "127.0.0.1", port: int | None = None) -> None:
        self.host = host
        self.port = port or free_port(host)
        self._server: Any = None

    @property
    def endpoint(self) -> str:
        return f"http://{self.host}:{self.port}"

    def start(self) -> str:
        from moto.server import ThreadedMotoServer  # heavy import, only for the local runtime

        self._server = ThreadedMotoServer(ip_address=self.host, port=self.port, verbose=False)
        self._server.start()
        return self.endpoint

    def stop(self) -> None:
        if self._server is not None:
            self._server.stop()
            self._server = None
