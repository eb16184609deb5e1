"""Browser fixtures: the real local runtime (as `make run` starts it) and Debian's Chromium driven by
Playwright. A missing Chromium fails the tests with how to get one; it never skips them."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator

import pytest
from playwright.sync_api import Browser, Page, sync_playwright

from tests.browser.support import CHROMIUM_ARGS, chromium_path, missing_chromium_message, watch
from tests.support_processes import local_runtime


@pytest.fixture(scope="session")
def api_base(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The base URL of a local runtime of the browser tests' own (its DynamoDB endpoint file apart,
    so the integration tests' admin commands never reach it)."""
    endpoint_file = tmp_path_factory.mktemp("browser-runtime") / "dynamodb-endpoint"
    try:
        with local_runtime({"LOCAL_ENDPOINT_FILE": str(endpoint_file)}, unset=("TIER_LIMITS",)) as (base, _):
            yield base
    except RuntimeError as error:
        pytest.fail(str(error))


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    path = chromium_path()
    if not (path.is_file() and os.access(path, os.X_OK)):
        pytest.fail(missing_chromium_message(path))
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(path), args=CHROMIUM_ARGS)
        yield launched
        launched.close()


WatchedPage = tuple[Page, list[str]]


@pytest.fixture
def open_page(browser: Browser) -> Iterator[Callable[..., WatchedPage]]:
    """Opens pages in fresh contexts (``viewport`` in CSS pixels), each with its list of problems."""
    contexts = []

    def opener(width: int = 1280, height: int = 900) -> WatchedPage:
        context = browser.new_context(viewport={"width": width, "height": height})
        contexts.append(context)
        page = context.new_page()
        page.set_default_timeout(15_000)
        return page, watch(page)

    yield opener
    for context in contexts:
        context.close()
