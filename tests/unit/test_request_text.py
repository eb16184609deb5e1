"""The characters key requests refuse are one frozen list, stated in the OpenAPI document as well."""

from __future__ import annotations

import re
import sys
import unicodedata

from educontent.access.text import FORMAT, JOINERS, ONE_LINE, PARAGRAPHS, unsafe_characters


def test_the_frozen_format_class_is_every_format_character_of_this_python_but_the_joiners():
    # Given the Unicode database of the running Python
    format_chars = {chr(c) for c in range(sys.maxunicode + 1) if unicodedata.category(chr(c)) == "Cf"}
    # When the frozen class is matched against every code point
    matched = set(
        re.findall(
            f"[{FORMAT}]", "".join(chr(c) for c in range(sys.maxunicode + 1) if not 0xD800 <= c <= 0xDFFF)
        )
    )
    # Then it is exactly the format characters, less the two joiners (a newer Unicode adds more: update FORMAT)
    assert matched == format_chars - JOINERS


def test_one_line_text_refuses_controls_separators_and_line_breaks_but_not_joiners():
    assert unsafe_characters("a\tb\nc\x85d\u2028e\u202ef") == ["\t", "\n", "\x85", "\u2028", "\u202e"]
    assert (
        unsafe_characters("\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645 \U0001f469\u200d\U0001f52c") == []
    )


def test_paragraphs_allow_line_breaks_only():
    assert unsafe_characters("one\r\ntwo\nthree\x0bfour\x1b", PARAGRAPHS) == ["\x0b", "\x1b"]
    assert set(ONE_LINE) >= set("\\x00-")  # the one-line class is the paragraph class plus line breaks
