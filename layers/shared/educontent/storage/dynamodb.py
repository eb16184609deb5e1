"""The one module that talks to DynamoDB through boto3.

Clients are built at first use (never at import) with short timeouts, and point at
``DYNAMODB_ENDPOINT`` when it is set (the local runtime's embedded DynamoDB, DynamoDB Local).
"""

from __future__ import annotations

import os
from functools import cache
from typing import Any

import boto3
from botocore.config import Config

CLIENT_CONFIG = Config(connect_timeout=1, read_timeout=2, retries={"max_attempts": 2, "mode": "standard"})


@cache
def dynamodb_client() -> Any:
    """The process's DynamoDB client."""
    endpoint = os.environ.get("DYNAMODB_ENDPOINT") or None
    region = os.environ.get("AWS_REGION") or os.environ.get("AWS_DEFAULT_REGION") or "us-east-1"
    return boto3.client("dynamodb", endpoint_url=endpoint, region_name=region, config=CLIENT_CONFIG)


def create_tables(client: Any, specs: dict[str, dict[str, Any]]) -> list[str]:
    """Create each table of ``specs`` (``Template.tables()``) that does not exist yet; return the created."""
    existing = set(client.list_tables()["TableNames"])
    created = []
    for spec in specs.values():
        args = {k: v for k, v in spec.items() if not k.startswith("_")}
        if args["TableName"] in existing:
            continue
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
