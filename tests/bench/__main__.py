"""``make bench``: every benchmark, each figure as a ratio to a baseline measured in the same run.

``python -m tests.bench generation cold-start`` runs only the named groups (catalog, generation,
cold-start, access).

Every request now goes through access control, so the benchmarks run against a DynamoDB on the
loopback (DynamoDB Local; moto's server where java is missing), never against AWS, with limits
high enough that no benchmark loop is rate limited.
"""

from __future__ import annotations

import os
import platform
import sys

from tests.bench import access, catalog, cold_start, generation
from tests.bench.measure import print_rows


def main() -> None:
    from educontent.local.embedded_dynamodb import EmbeddedDynamoDB
    from tests.integration.dynamodb_local.server import DynamoDBLocal, DynamoDBLocalMissing, environment_for

    print(f"python {platform.python_version()} on {platform.machine()}")
    server = DynamoDBLocal()
    embedded: EmbeddedDynamoDB | None = None
    try:
        endpoint = server.start()
    except DynamoDBLocalMissing as exc:
        print(f"DynamoDB Local unavailable ({exc}): moto's server instead, access-control rows skipped")
        embedded = EmbeddedDynamoDB()
        endpoint = embedded.start()
    os.environ.update(environment_for(endpoint))
    os.environ["TIER_LIMITS"] = access.GENEROUS
    from educontent.local.template import load_template
    from educontent.storage.dynamodb import create_tables, dynamodb_client

    create_tables(dynamodb_client(), load_template().tables())
    chosen = set(sys.argv[1:]) or {"catalog", "generation", "cold-start", "access"}
    try:
        if "catalog" in chosen:
            print_rows("Catalog function", catalog.run())
        if "generation" in chosen:
            print_rows("Generation", generation.run())
        if "cold-start" in chosen:
            print_rows("Cold start (fresh processes, layer as sam build makes it)", cold_start.run())
        if embedded is None and "access" in chosen:
            print_rows("Access control (DynamoDB Local)", access.run(endpoint))
    finally:
        server.stop()
        if embedded is not None:
            embedded.stop()


if __name__ == "__main__":
    main()
