"""Idempotency records (``POST /keys/request``): Powertools' DynamoDB persistence layer.

The layer is built at first use on this package's DynamoDB client (the same endpoint, timeouts and
single retry as every other call) for the table ``IDEMPOTENCY_TABLE`` (key ``id``, TTL attribute
``expiration``; declared in ``template.yaml``). Its failures are translated here: the rest of the
service sees ``StoreUnavailable`` like any other DynamoDB failure.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any

from botocore.exceptions import BotoCoreError, ClientError

from educontent.core.errors import StoreUnavailable
from educontent.settings import get_settings
from educontent.storage.dynamodb import check_available, dynamodb_client, record_outage

if TYPE_CHECKING:
    from aws_lambda_powertools.utilities.idempotency import DynamoDBPersistenceLayer
    from aws_lambda_powertools.utilities.typing import LambdaContext


class AlreadyInProgress(Exception):
    """An identical call is running right now (another container or thread); retry shortly."""


@cache
def _persistence_layer(table: str, client: Any) -> DynamoDBPersistenceLayer:
    from aws_lambda_powertools.utilities.idempotency import DynamoDBPersistenceLayer

    return DynamoDBPersistenceLayer(table_name=table, boto3_client=client)


def persistence_layer() -> DynamoDBPersistenceLayer:
    """The process's persistence layer for the configured table and DynamoDB endpoint."""
    return _persistence_layer(get_settings().idempotency_table, dynamodb_client())


def run_once(
    function: Callable[..., dict[str, Any]],
    *,
    key: dict[str, Any],
    key_prefix: str,
    expires_after_seconds: int,
    lambda_context: LambdaContext | None = None,
    **kwargs: Any,
) -> dict[str, Any]:
    """``function(key=key, **kwargs)`` at most once per ``key`` for ``expires_after_seconds``.

    A repeated call with an equal ``key`` returns the first call's (JSON) result without running
    ``function``. Raises ``AlreadyInProgress`` when an equal call is still running, and
    ``StoreUnavailable`` when the idempotency table cannot be used.
    """
    from aws_lambda_powertools.utilities.idempotency import IdempotencyConfig, idempotent_function
    from aws_lambda_powertools.utilities.idempotency.exceptions import (
        IdempotencyAlreadyInProgressError,
        IdempotencyPersistenceLayerError,
    )

    check_available()
    config = IdempotencyConfig(
        expires_after_seconds=expires_after_seconds, hash_function="sha256", lambda_context=lambda_context
    )
    once = idempotent_function(
        function,
        data_keyword_argument="key",
        persistence_store=persistence_layer(),
        config=config,
        key_prefix=key_prefix,
    )
    try:
        return once(key=key, **kwargs)  # type: ignore[no-any-return]
    except IdempotencyAlreadyInProgressError as exc:
        raise AlreadyInProgress(str(exc)) from exc
    except IdempotencyPersistenceLayerError as exc:
        cause = exc.__cause__
        if isinstance(cause, BotoCoreError | ClientError):
            record_outage()  # like every other call: skip DynamoDB for a few seconds
        raise StoreUnavailable(f"DynamoDB idempotency table: {type(cause).__name__}") from exc
