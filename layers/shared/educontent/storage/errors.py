"""Storage failures as the rest of the service sees them (no boto3 here, so anyone may import it)."""

from __future__ import annotations

RETRY_AFTER_SECONDS = 5
"""``Retry-After`` of a 503 caused by DynamoDB: the time a process skips it after a failure
(``storage.dynamodb.OUTAGE_SECONDS``)."""


class StoreUnavailable(Exception):
    """DynamoDB did not answer in time, refused the connection, or kept throttling after one retry."""
