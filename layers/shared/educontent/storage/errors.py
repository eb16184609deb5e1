"""Storage failures as the rest of the service sees them (no boto3 here, so anyone may import it)."""

from __future__ import annotations


class StoreUnavailable(Exception):
    """DynamoDB did not answer in time, refused the connection, or kept throttling after one retry."""
