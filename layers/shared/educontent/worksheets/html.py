"""The worksheet as one self-contained HTML5 document: inline CSS and SVG, no scripts, no URLs.

Every string that comes from the caller or a generator is escaped; SVG is inlined as is only from
``visuals.diagramSvg`` and ``choice.svg`` (our generators draw it). Print CSS sets the paper size and
keeps each item, diagram and paragraph whole across pages.
"""

from __future__ import annotations

from html import escape

from educontent.generation.engine import Batch
from educontent.generation.items import Passage

from .html_items import item_body, text_html
from .layout import Entry, Sheet, across, key_term_runs, plan, rows
from .options import WorksheetOptions

PAGE_SIZE = {"letter": "letter", "a4": "A4"}

CSS = """
@page { size: %(size)s; margin: 15mm; }
* { box-sizing: border-box; }
body { font-family: "DejaVu Sans", Verdana, Arial, sans-serif; font-size: 12pt; line-height: 1.45;
  color: #000; background: #fff; margin: 0 auto; max-width: 190mm; padding: 8mm 4mm;
  overflow-wrap: break-word; }
h1 { font-size: 18pt; margin: 0 0 4mm; }
.name-date { display: flex; gap: 10mm; margin: 0 0 6mm; }
.name-date span.fill { display: inline-block; border-bottom: 1px solid #000; width: 60mm; }
.name-date span.fill.date { width: 35mm; }
.instructions { font-weight: bold; margin: 5mm 0 2mm; break-after: avoid; page-break-after: avoid; }
.item { break-inside: avoid; page-break-inside: avoid; display: grid; grid-template-columns: 2.4em 1fr;
  margin: 0 0 6mm; }
.item .num { font-weight: bold; }
.across { display: grid; gap: 0 6mm; }
.across-2 { grid-template-columns: 1fr 1fr; }
.across-3 { grid-template-columns: 1fr 1fr 1fr; }
.across-4 { grid-template-columns: 1fr 1fr 1fr 1fr; }
.item p { margin: 0 0 2mm; }
.diagram, .choice-picture { break-inside: avoid; page-break-inside: avoid; margin: 2mm 0; }
svg { max-width: 100%%; height: auto; }
.diagram svg { max-height: 110mm; }
.choices { list-style: none; padding: 0; margin: 1mm 0; display: grid; gap: 1.5mm 6mm; }
.choices.cols-1 { grid-template-columns: 1fr; }
.choices.cols-2 { grid-template-columns: 1fr 1fr; }
.choices.cols-3 { grid-template-columns: 1fr 1fr 1fr; }
.choices.cols-4 { grid-template-columns: 1fr 1fr 1fr 1fr; }
.choices .letter { font-weight: bold; margin-right: 1.5mm; }
.choices svg { display: block; max-height: 40mm; }
.blank { display: inline-block; min-width: 18mm; border-bottom: 1px solid #000; }
.answer { margin: 2mm 0 0; display: flex; align-items: flex-end; gap: 2mm; }
.answer .line { display: inline-block; border-bottom: 1px solid #000; height: 1.2em; }
.answer .box { display: inline-block; border: 1px solid #000; width: 22mm; height: 10mm; }
.fraction { display: inline-flex; flex-direction: column; align-items: center; gap: 1mm; }
.fraction .box { width: 12mm; height: 8mm; }
.fraction .bar { width: 16mm; border-top: 1.5px solid #000; }
.write-line { border-bottom: 1px solid #000; height: 9mm; }
.work { border: 1px dashed #000; height: 30mm; margin-top: 2mm; padding: 1mm 2mm; font-size: 9pt; }
.tf span { display: inline-block; border: 1px solid #000; border-radius: 2em; padding: 0 3mm;
  margin-right: 4mm; }
table.data { border-collapse: collapse; margin: 2mm 0; }
table.data caption { font-weight: bold; text-align: left; margin-bottom: 1mm; }
table.data th, table.data td { border: 1px solid #000; padding: 1mm 2.5mm; text-align: left; }
table.data th { background: #eee; }
table.matching td { vertical-align: top; padding: 1mm 6mm 1mm 0; }
.order-list { list-style: none; padding: 0; margin: 1mm 0; }
.order-list li { margin: 1.5mm 0; }
.bank { border: 1px solid #000; padding: 1.5mm 3mm; margin: 1mm 0 2mm; }
.bank .words span { display: inline-block; margin-right: 6mm; }
.letters { font-family: "DejaVu Sans Mono", monospace; font-size: 16pt; letter-spacing: 0.35em; }
.tracing { font-size: 30pt; color: #888; letter-spacing: 0.2em; }
.grid { border-collapse: collapse; font-family: "DejaVu Sans Mono", monospace; font-size: 13pt; }
.grid td { border: 1px solid #999; width: 7mm; height: 7mm; text-align: center; padding: 0; }
.hint { font-style: italic; font-size: 10.5pt; }
.vertical { font-family: "DejaVu Sans Mono", monospace; font-size: 15pt; border-collapse: collapse;
  margin: 1mm 0 0 4mm; }
.vertical td { text-align: right; padding: 0 1mm; }
.vertical tr.last td { border-bottom: 2px solid #000; }
.vertical tr.result td { height: 10mm; }
.passage { margin: 4mm 0 5mm; }
.passage h2 { font-size: 14pt; margin: 0 0 2mm; break-after: avoid; page-break-after: avoid; }
.passage h3 { font-size: 12pt; margin: 3mm 0 1mm; break-after: avoid; page-break-after: avoid; }
.passage p { margin: 0 0 2.5mm; break-inside: avoid; page-break-inside: avoid; orphans: 3; widows: 3; }
.passage .text-label { font-size: 10pt; font-weight: bold; text-transform: uppercase; margin: 0; }
.passage .stage { font-style: italic; }
.passage .caption { font-style: italic; font-size: 10.5pt; }
.passage dl dt { font-weight: bold; display: inline; }
.passage dl dd { display: inline; margin: 0; }
.passage dl div { margin-bottom: 1mm; }
.answer-key { break-before: page; page-break-before: always; }
.answer-key h2 { font-size: 16pt; }
.answer-key p { margin: 0 0 1.5mm; break-inside: avoid; }
.answer-key .num { display: inline-block; min-width: 2.4em; font-weight: bold; }
@media print { body { padding: 0; max-width: none; } }
"""


def render_html(batch: Batch, options: WorksheetOptions) -> str:
    """The worksheet of ``batch`` as an HTML5 document (a string)."""
    sheet = plan(batch, options)
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en">',
        '<head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{escape(sheet.title)}</title>",
        f"<style>{CSS % {'size': PAGE_SIZE[sheet.paper]}}</style>",
        "</head>",
        "<body>",
        f"<header><h1>{escape(sheet.title)}</h1>",
        '<p class="name-date"><span>Name <span class="fill"></span></span>'
        '<span>Date <span class="fill date"></span></span></p></header>',
        "<main>",
    ]
    for row in rows(sheet.entries):
        if row[0].across == 1:
            parts.append(_entry_html(row[0]))
            continue
        if row[0].instructions:
            parts.append(f'<p class="instructions">{escape(row[0].instructions)}</p>')
        sections = "".join(_item_section(entry) for entry in row)
        parts.append(f'<div class="across across-{across(row)}">{sections}</div>')
    parts.append("</main>")
    if sheet.key:
        parts.append(_key_html(sheet))
    parts.append("</body></html>")
    return "\n".join(parts)


def _entry_html(entry: Entry) -> str:
    out = []
    if entry.instructions:
        out.append(f'<p class="instructions">{escape(entry.instructions)}</p>')
    paired = len(entry.passages) > 1
    for index, passage in enumerate(entry.passages, start=1):
        out.append(passage_html(passage, f"Text {index}" if paired else None))
    out.append(_item_section(entry))
    return "\n".join(out)


def _item_section(entry: Entry) -> str:
    return (
        f'<section class="item" id="item-{entry.number}">'
        f'<div class="num">{entry.number}.</div><div class="body">{item_body(entry)}</div></section>'
    )


def _runs_html(text: str, passage: Passage) -> str:
    return "".join(
        f"<b>{text_html(run)}</b>" if bold else text_html(run)
        for run, bold in key_term_runs(text, passage.key_terms)
    )


def passage_html(passage: Passage, label: str | None = None) -> str:
    """A passage as readable text: title, headings, paragraphs (a poem's lines kept), a play's lines
    as speaker and words, key terms in bold, captions and the glossary."""
    out = ['<article class="passage">']
    if label:
        out.append(f'<p class="text-label">{escape(label)}</p>')
    out.append(f"<h2>{escape(passage.title)}</h2>")
    drama = passage.genre == "drama"
    for section in passage.sections:
        if section.heading:
            out.append(f"<h3>{escape(section.heading)}</h3>")
        css = ' class="stage"' if drama else ""
        out.extend(f"<p{css}>{_runs_html(p, passage)}</p>" for p in section.paragraphs)
        for line in section.lines or []:
            direction = f" <i>({escape(line.direction)})</i>" if line.direction else ""
            out.append(f"<p><b>{escape(line.speaker)}:</b>{direction} {_runs_html(line.text, passage)}</p>")
        if section.caption:
            out.append(f'<p class="caption">{escape(section.caption)}</p>')
    if passage.glossary:
        out.append("<h3>Glossary</h3><dl>")
        out.extend(
            f"<div><dt>{escape(g.term)}:</dt> <dd>{escape(g.definition)}</dd></div>" for g in passage.glossary
        )
        out.append("</dl>")
    out.append("</article>")
    return "\n".join(out)


def _key_html(sheet: Sheet) -> str:
    lines = "\n".join(f'<p><span class="num">{k.number}.</span> {text_html(k.text)}</p>' for k in sheet.key)
    return f'<section class="answer-key"><h2>Answer key</h2><p>{escape(sheet.title)}</p>\n{lines}</section>'
