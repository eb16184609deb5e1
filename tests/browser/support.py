"""What the browser tests share: where Chromium is, how it is launched, and a page that keeps a list
of everything that went wrong in it (console errors, uncaught exceptions, failed requests)."""

from __future__ import annotations

import os
from pathlib import Path

from playwright.sync_api import ConsoleMessage, Page, Request, Response

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
"""Debian's Chromium as a root user in a container needs ``--no-sandbox``; the rest keep it from
calling home or updating itself during a test."""

BUILDER_PATH = "/api/v1/worksheets/builder"


def chromium_path() -> Path:
    """The Chromium the tests drive: ``CHROMIUM`` or Debian's ``/usr/bin/chromium``."""
    return Path(os.environ.get("CHROMIUM") or "/usr/bin/chromium")


def missing_chromium_message(path: Path) -> str:
    return (
        f"No Chromium at {path}: the browser tests need one. Run `make browser` (installs Debian's "
        "chromium with apt-get as root or with sudo), or `sudo apt-get install --no-install-recommends "
        "chromium`, or set CHROMIUM=/path/to/chromium. Playwright's own browser download is not used."
    )


def watch(page: Page) -> list[str]:
    """A list that fills with what goes wrong in ``page`` (and the frames in it) from now on."""
    problems: list[str] = []

    def on_console(message: ConsoleMessage) -> None:
        if message.type == "error":
            problems.append(f"console error: {message.text} ({message.location.get('url', '')})")

    def on_failed(request: Request) -> None:
        problems.append(f"request failed: {request.method} {request.url}: {request.failure}")

    def on_response(response: Response) -> None:
        if response.status >= 400:
            problems.append(f"HTTP {response.status}: {response.request.method} {response.url}")

    page.on("console", on_console)
    page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
    page.on("requestfailed", on_failed)
    page.on("response", on_response)
    return problems


def focused_id(page: Page) -> str:
    return str(page.evaluate("document.activeElement ? document.activeElement.id : ''"))


def tab_to(page: Page, element_id: str, limit: int = 120) -> None:
    """Press Tab until the element with ``element_id`` has the focus (as a keyboard user would)."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        if focused_id(page) == element_id:
            return
    raise AssertionError(f"#{element_id} never got the focus in {limit} presses of Tab")


def choose_with_arrows(page: Page, element_id: str, label: str, limit: int = 120) -> None:
    """With the focus on a ``<select>``, press ArrowDown until the option named ``label`` is chosen."""
    select = page.locator(f"#{element_id}")
    for _ in range(limit):
        chosen = select.evaluate("s => s.selectedIndex >= 0 ? s.options[s.selectedIndex].text : ''")
        if chosen == label:
            return
        page.keyboard.press("ArrowDown")
    raise AssertionError(f"no option {label!r} in #{element_id}")
