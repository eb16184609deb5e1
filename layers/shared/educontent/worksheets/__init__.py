"""Printable worksheets of a generated batch: HTML (``html.render_html``) and PDF (``pdf.render_pdf``).

Both renderers follow one plan (``layout.plan``): numbering, instructions, shared passages, answer
spaces and the answer key, so the two formats agree. Nothing is imported here: the PDF library is
loaded only when a PDF is asked for (docs/worksheets.md).
"""
