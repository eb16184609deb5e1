"""``python -m educontent.admin`` (``make admin ARGS="..."``): key requests and keys, for people.

Where it works:

- by default, the local runtime's DynamoDB (the endpoint ``make run`` writes to
  ``.local/dynamodb-endpoint``), tables ``educontent-local-keys`` / ``educontent-local-usage``;
- ``--endpoint URL`` (or ``DYNAMODB_ENDPOINT``): any other DynamoDB, e.g. DynamoDB Local;
- ``--aws``: AWS with the usual credentials and region (``AWS_PROFILE``, ``AWS_REGION``), tables
  ``educontent-<stage>-keys`` for ``--stage`` (default ``dev``), or exactly ``--keys-table`` /
  ``KEYS_TABLE`` (the stack outputs ``KeysTableName``).

A key is printed once, alone on the last line of the output; only its hash is stored.

Everything printed that came from a caller or from storage (names, emails, descriptions, ids) goes
through ``access.text.escape``: control and format characters appear as ``\\xNN``/``\\uNNNN``, so a
stored request can neither clear the operator's terminal nor forge rows of a listing.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from educontent.access import key_management
from educontent.access.key_management import KeyManagementError
from educontent.access.text import escape
from educontent.access.tiers import KEY_TIERS
from educontent.core.errors import StoreUnavailable
from educontent.core.key_records import KeyRecord, RequestStatus, Tier
from educontent.http import clock
from educontent.settings import get_settings

REPO_ROOT = Path(__file__).resolve().parents[4]
ENDPOINT_FILE = REPO_ROOT / ".local" / "dynamodb-endpoint"


class AdminError(Exception):
    pass


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="make admin ARGS=", description="Review key requests and manage API keys."
    )
    where = parser.add_argument_group("where")
    where.add_argument("--endpoint", help="DynamoDB endpoint URL (default: the local runtime's)")
    where.add_argument(
        "--aws", action="store_true", help="use AWS (credentials and region from the environment)"
    )
    where.add_argument(
        "--stage", default=None, help="with --aws: the stage whose tables to use (default dev)"
    )
    where.add_argument(
        "--keys-table", default=None, help="keys table name (default from KEYS_TABLE or stage)"
    )
    commands = parser.add_subparsers(dest="area", required=True)

    requests = commands.add_parser("requests", help="key requests").add_subparsers(
        dest="action", required=True
    )
    listing = requests.add_parser("list", help="pending requests (--all: every request)")
    listing.add_argument("--all", action="store_true")
    approve = requests.add_parser("approve", help="issue a key for a request; prints the key once")
    approve.add_argument("request_id")
    approve.add_argument("--tier", required=True, choices=[t.value for t in KEY_TIERS])
    approve.add_argument("--expires-in", type=int, default=None, metavar="DAYS")
    reject = requests.add_parser("reject", help="reject a request")
    reject.add_argument("request_id")

    keys = commands.add_parser("keys", help="API keys").add_subparsers(dest="action", required=True)
    create = keys.add_parser("create", help="issue a key directly; prints the key once, on the last line")
    create.add_argument("--name", required=True)
    create.add_argument("--email", required=True)
    create.add_argument("--tier", required=True, choices=[t.value for t in KEY_TIERS])
    create.add_argument("--expires-in", type=int, default=None, metavar="DAYS")
    keys.add_parser("list", help="every key (never the keys themselves)")
    revoke = keys.add_parser("revoke", help="revoke a key by id or keyPrefix")
    revoke.add_argument("key")
    return parser


def configure(args: argparse.Namespace) -> str:
    """Point the storage layer at the chosen DynamoDB; returns a description of it."""
    if args.aws:
        stage = args.stage or os.environ.get("STAGE") or "dev"
        os.environ.pop("DYNAMODB_ENDPOINT", None)
        os.environ["KEYS_TABLE"] = (
            args.keys_table or os.environ.get("KEYS_TABLE") or f"educontent-{stage}-keys"
        )
        where = "AWS"
    else:
        endpoint = args.endpoint or os.environ.get("DYNAMODB_ENDPOINT")
        if not endpoint:
            if not ENDPOINT_FILE.exists():
                raise AdminError("no local DynamoDB: start `make run` first, or pass --endpoint URL or --aws")
            endpoint = ENDPOINT_FILE.read_text(encoding="utf-8").strip()
        os.environ["DYNAMODB_ENDPOINT"] = endpoint
        os.environ.setdefault("AWS_ACCESS_KEY_ID", "local")
        os.environ.setdefault("AWS_SECRET_ACCESS_KEY", "local")
        os.environ.setdefault("AWS_REGION", "us-east-1")
        if args.keys_table:
            os.environ["KEYS_TABLE"] = args.keys_table
        where = endpoint
    get_settings.cache_clear()
    return f"{where}, table {get_settings().keys_table}"


def _when(moment: object) -> str:
    return clock.rfc3339(moment) if moment is not None else "-"  # type: ignore[arg-type]


def _print_key(record: KeyRecord) -> None:
    print(
        f"{escape(record.id)}  {escape(record.key_prefix)}  {record.tier:<6}  "
        f"{'active ' if record.is_active else 'revoked'}  created {_when(record.created_at)}  "
        f"last used {_when(record.last_used_at)}  expires {_when(record.expires_at)}  "
        f"{escape(record.name)} <{escape(record.owner_email or '-')}>"
    )


def _issued(key: str, record: KeyRecord) -> None:
    print(f"issued {record.tier} key {record.id} (prefix {record.key_prefix}) for {escape(record.name)}")
    print("the key is shown once, below; only its SHA-256 is stored:")
    print(key)


def run(args: argparse.Namespace) -> None:
    now = clock.utc_now()
    if args.area == "requests" and args.action == "list":
        requests = key_management.list_requests()
        shown = [r for r in requests if args.all or r.status is RequestStatus.PENDING]
        if not shown:
            print("no pending key requests" if not args.all else "no key requests")
        for request in shown:
            print(
                f"{escape(request.id)}  {request.status:<8}  {_when(request.requested_at)}  "
                f"{escape(request.name)} <{escape(request.email)}>"
            )
            print(f"    {escape(request.project_description)}")
    elif args.area == "requests" and args.action == "approve":
        key, record = key_management.approve_request(
            args.request_id, tier=Tier(args.tier), now=now, expires_in_days=args.expires_in
        )
        print(
            f"approved request {escape(args.request_id)}; email the key below to {escape(record.owner_email)}"
        )
        _issued(key, record)
    elif args.area == "requests" and args.action == "reject":
        rejected = key_management.reject_request(args.request_id, now=now)
        print(f"rejected request {escape(rejected.id)} from {escape(rejected.email)}")
    elif args.area == "keys" and args.action == "create":
        key, record = key_management.issue_key(
            name=args.name, email=args.email, tier=Tier(args.tier), now=now, expires_in_days=args.expires_in
        )
        _issued(key, record)
    elif args.area == "keys" and args.action == "list":
        keys = key_management.list_keys()
        if not keys:
            print("no keys")
        for record in keys:
            _print_key(record)
    elif args.area == "keys" and args.action == "revoke":
        record = key_management.find_key(args.key)
        if not key_management.revoke(record, now):
            raise AdminError(f"key {record.id} was already revoked")
        print(
            f"revoked key {escape(record.id)} (prefix {escape(record.key_prefix)}); "
            "every function refuses it within seconds"
        )


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        where = configure(args)
        print(f"# {where}", file=sys.stderr)
        run(args)
    except (AdminError, KeyManagementError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except StoreUnavailable as exc:
        print(f"error: DynamoDB is not reachable ({exc})", file=sys.stderr)
        return 2
    return 0
