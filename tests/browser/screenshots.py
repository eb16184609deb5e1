"""Screenshots of the builder and a worksheet for docs/worksheet-builder.md, taken from the real local
runtime with Debian's Chromium: ``.venv/bin/python -m tests.browser.screenshots [directory]``.

The PDF page is rendered with poppler's ``pdftoppm``. Every picture is reduced to a 256-colour PNG
so it stays small in the repository (the pages are text and line art: nothing is lost to the eye).
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

from PIL import Image
from playwright.sync_api import Page, sync_playwright

from tests.browser.support import BUILDER_PATH, CHROMIUM_ARGS, chromium_path
from tests.support_processes import REPO, http_request, local_runtime

OUT = REPO / "docs/examples/worksheets"
SKILLS = ("multiply-using-equal-groups", "multiply-within-100")
WORKSHEET = f"skills={','.join(SKILLS)}&count=8&seed=2026&title=Multiplication+practice"


def _small_png(source: Path, target: Path) -> None:
    Image.open(source).convert("RGB").quantize(colors=256).save(target, optimize=True)


def _build(page: Page, base: str) -> None:
    """The builder with grade 3 math, two skills ticked and the preview shown."""
    page.goto(base + BUILDER_PATH)
    page.locator("#grade option").nth(9).wait_for(state="attached")
    page.select_option("#grade", label="Grade 3")
    page.locator("#subject option").nth(1).wait_for(state="attached")
    page.select_option("#subject", label="Math")
    page.locator("#topic option").nth(1).wait_for(state="attached")
    page.select_option("#topic", label="Multiplying and dividing")
    for slug in SKILLS:
        page.check(f"#skill-{slug}")
    page.fill("#count", "8")
    page.fill("#seed", "2026")
    page.fill("#title", "Multiplication practice")
    with page.expect_response(lambda r: "format=html" in r.url):
        page.click("#preview-button")
    page.frame_locator("#preview").locator("#item-8").wait_for()


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    with (
        tempfile.TemporaryDirectory() as scratch,
        local_runtime({"LOCAL_ENDPOINT_FILE": str(Path(scratch) / "endpoint")}) as (base, _),
    ):
        shots = Path(scratch)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=str(chromium_path()), args=CHROMIUM_ARGS)
            for name, width, height in (("builder-desktop", 1280, 860), ("builder-phone", 360, 740)):
                page = browser.new_page(viewport={"width": width, "height": height})
                _build(page, base)
                page.evaluate("window.scrollTo(0, 0)")
                page.screenshot(path=shots / f"{name}.png")
                page.close()
            page = browser.new_page(viewport={"width": 816, "height": 1056})
            page.goto(f"{base}/api/v1/worksheets?{WORKSHEET}&format=html")
            page.screenshot(path=shots / "worksheet-html.png")
            browser.close()
        status, _, pdf = http_request(f"{base}/api/v1/worksheets?{WORKSHEET}&format=pdf")
        assert status == 200, status
        (shots / "worksheet.pdf").write_bytes(pdf)
        subprocess.run(
            [
                "pdftoppm",
                "-png",
                "-r",
                "60",
                "-f",
                "1",
                "-l",
                "1",
                "-singlefile",
                "worksheet.pdf",
                "worksheet-pdf",
            ],
            cwd=shots,
            check=True,
        )
        for name in ("builder-desktop", "builder-phone", "worksheet-html", "worksheet-pdf"):
            _small_png(shots / f"{name}.png", out / f"{name}.png")
            print(out / f"{name}.png", (out / f"{name}.png").stat().st_size // 1024, "KiB")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
