"""The one module that talks to DynamoDB through boto3.

Clients are built at first use (never at import) and point at ``DYNAMODB_ENDPOINT`` when it is set
(the local runtime's embedded DynamoDB, DynamoDB Local). Every call is bounded: 0.5 s to connect,
1 s to read, at most one retry, so a call gives up within ~3 s, far inside API Gateway's 29 s.
After a call fails for want of DynamoDB (timeout, refused connection, throttling or a 5xx after the
retry), the process skips DynamoDB for ``OUTAGE_SECONDS`` so a request does not wait on each of
its calls in turn; callers see ``StoreUnavailable`` and apply the failure policy (docs/access.md).
"""

from __future__ import annotations

import contextlib
import os
import threading
import time
from collections.abc import Mapping
from decimal import Decimal
from functools import cache
from typing import Any

import boto3
from boto3.dynamodb.types import TypeDeserializer, TypeSerializer
from botocore.config import Config
from botocore.exceptions import BotoCoreError, ClientError

from educontent.core.errors import RETRY_AFTER_SECONDS, StoreUnavailable

READ_TIMEOUT_SECONDS = 1.0
"""Default read timeout; ``DYNAMODB_READ_TIMEOUT`` overrides it (tests that load DynamoDB Local
with hundreds of concurrent calls on two cores, where a second is not enough)."""


def client_config() -> Config:
    read_timeout = float(os.environ.get("DYNAMODB_READ_TIMEOUT") or READ_TIMEOUT_SECONDS)
    return Config(
        connect_timeout=0.5,
        read_timeout=read_timeout,
        retries={"max_attempts": 2, "mode": "standard"},
        max_pool_connections=64,
    )


OUTAGE_SECONDS = float(RETRY_AFTER_SECONDS)
_UNAVAILABLE_CODES = {
    "ProvisionedThroughputExceededException",
    "ThrottlingException",
    "RequestLimitExceeded",
    "InternalServerError",
    "ServiceUnavailable",
}


def dynamodb_client() -> Any:
    """The process's DynamoDB client (one per endpoint, region and timeout: building one is slow)."""
    endpoint = os.environ.get("DYNAMODB_ENDPOINT") or None
    region = os.environ.get("AWS_REGION") or os.environ.get("AWS_DEFAULT_REGION") or "us-east-1"
    return _client(endpoint, region, os.environ.get("DYNAMODB_READ_TIMEOUT") or "")


@cache
def _client(endpoint: str | None, region: str, _read_timeout: str) -> Any:
    return boto3.client("dynamodb", endpoint_url=endpoint, region_name=region, config=client_config())


def forget_clients() -> None:
    """Drop the cached clients (tests that change credentials)."""
    _client.cache_clear()


class _Outage:
    """Remembers, per process, until when DynamoDB is considered unavailable."""

    def __init__(self) -> None:
        self.until = 0.0
        self.lock = threading.Lock()

    def check(self) -> None:
        if time.monotonic() < self.until:
            raise StoreUnavailable("DynamoDB was unavailable moments ago; not retrying yet")

    def record(self) -> None:
        with self.lock:
            self.until = time.monotonic() + OUTAGE_SECONDS


@cache
def _outage() -> _Outage:
    return _Outage()


def reset_outage() -> None:
    """Forget a remembered outage (tests, and after a configuration change)."""
    _outage.cache_clear()


def check_available() -> None:
    """Raise ``StoreUnavailable`` while an outage is remembered (calls made by other libraries)."""
    _outage().check()


def record_outage() -> None:
    """Remember an outage seen by a call made by another library (Powertools idempotency)."""
    _outage().record()


def call(operation: str, **kwargs: Any) -> dict[str, Any]:
    """``client.<operation>(**kwargs)``; unavailability becomes ``StoreUnavailable``.

    Other client errors (``ConditionalCheckFailedException`` above all) are raised unchanged.
    """
    outage = _outage()
    outage.check()
    try:
        return getattr(dynamodb_client(), operation)(**kwargs)  # type: ignore[no-any-return]
    except ClientError as exc:
        if error_code(exc) in _UNAVAILABLE_CODES:
            outage.record()
            raise StoreUnavailable(f"DynamoDB {operation}: {error_code(exc)}") from exc
        raise
    except BotoCoreError as exc:  # timeouts, refused connections, bad endpoints
        outage.record()
        raise StoreUnavailable(f"DynamoDB {operation}: {type(exc).__name__}") from exc


def get_item(table: str, pk: str, sk: str, *, consistent: bool) -> dict[str, Any] | None:
    """The item stored under ``pk`` and ``sk`` in ``table`` (as attribute values), or ``None``."""
    answer = call("get_item", TableName=table, Key=to_item({"pk": pk, "sk": sk}), ConsistentRead=consistent)
    return answer.get("Item")


def error_code(exc: ClientError) -> str:
    return str(exc.response.get("Error", {}).get("Code", ""))


_serializer = TypeSerializer()
_deserializer = TypeDeserializer()


def to_item(values: Mapping[str, Any]) -> dict[str, Any]:
    """Plain Python values as DynamoDB attribute values (``None`` values are left out)."""
    return {k: to_value(v) for k, v in values.items() if v is not None}


def to_value(value: Any) -> dict[str, Any]:
    """One plain value as a DynamoDB attribute value (floats go through ``Decimal``)."""
    if isinstance(value, float):
        value = Decimal(str(value))
    return _serializer.serialize(value)  # type: ignore[no-any-return]


def from_item(item: Mapping[str, Any] | None) -> dict[str, Any]:
    """A DynamoDB item as plain values; numbers become ``int`` when whole, else ``float``."""
    plain: dict[str, Any] = {}
    for key, value in (item or {}).items():
        decoded = _deserializer.deserialize(value)
        if isinstance(decoded, Decimal):
            decoded = int(decoded) if decoded == decoded.to_integral_value() else float(decoded)
        plain[key] = decoded
    return plain


def create_tables(client: Any, specs: dict[str, dict[str, Any]]) -> list[str]:
    """Create each table of ``specs`` (``Template.tables()``) that does not exist yet; return the created."""
    existing = set(client.list_tables()["TableNames"])
    created = []
    for spec in specs.values():
        args = {k: v for k, v in spec.items() if not k.startswith("_")}
        if args["TableName"] in existing:
            continue
        # A retried CreateTable (the first attempt timed out on a slow DynamoDB Local, yet
        # succeeded) finds its own table: created all the same.
        with contextlib.suppress(client.exceptions.ResourceInUseException):
            client.create_table(**args)
        client.get_waiter("table_exists").wait(TableName=args["TableName"], WaiterConfig={"Delay": 0.1})
        ttl = spec.get("_ttl")
        if ttl and ttl.get("Enabled"):
            client.update_time_to_live(
                TableName=args["TableName"],
                TimeToLiveSpecification={"AttributeName": ttl["AttributeName"], "Enabled": True},
            )
        created.append(args["TableName"])
    return created
