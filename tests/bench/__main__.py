"""``make bench``: every benchmark, each figure as a ratio to a baseline measured in the same run."""

from __future__ import annotations

import platform

from tests.bench import access, catalog
from tests.bench.measure import print_rows


def main() -> None:
    print(f"python {platform.python_version()} on {platform.machine()}")
    print_rows("Catalog function", catalog.run())
    print_rows("Access control (DynamoDB Local)", access.run())


if __name__ == "__main__":
    main()
