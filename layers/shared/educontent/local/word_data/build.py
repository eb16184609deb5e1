"""Build ``catalog_data/content/reading/word-sounds.json`` from the hand-picked words in ``words.py``
and the CMU Pronouncing Dictionary (BSD licence, through the ``pronouncing`` package, a dev-only
dependency). Run once on a laptop, hand-review the output, commit it; generators read only the JSON:

    .venv/bin/python -m educontent.local.word_data.build catalog_data/content/reading/word-sounds.json

Each word gets its sounds in the notation children see (``/k/ /a/ /t/``; long vowels with a macron,
``/ā/``), its syllables (the hyphenated parts in ``words.py``, their number checked against the
dictionary's vowels), the sounds it rhymes on (from its stressed vowel to the end), its stressed
vowel and whether that vowel is short or long, its spelled onset and rime, and its spelling
patterns.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pronouncing

from educontent.local.word_data.words import MASS, OTHER, PICTURED

CONSONANTS = {
    "B": "b", "CH": "ch", "D": "d", "DH": "th", "F": "f", "G": "g", "HH": "h", "JH": "j", "K": "k",
    "L": "l", "M": "m", "N": "n", "NG": "ng", "P": "p", "R": "r", "S": "s", "SH": "sh", "T": "t",
    "TH": "th", "V": "v", "W": "w", "Y": "y", "Z": "z", "ZH": "zh",
}  # fmt: skip
VOWELS = {
    "AE": ("a", "short", "a"), "EH": ("e", "short", "e"), "IH": ("i", "short", "i"),
    "AA": ("o", "short", "o"), "AH": ("u", "short", "u"), "EY": ("ā", "long", "a"),
    "IY": ("ē", "long", "e"), "AY": ("ī", "long", "i"), "OW": ("ō", "long", "o"),
    "UW": ("oo", "other", ""), "UH": ("ŏŏ", "other", ""), "AW": ("ow", "other", ""),
    "OY": ("oy", "other", ""), "ER": ("er", "other", ""), "AO": ("aw", "other", ""),
}  # fmt: skip
LETTER_OF = {
    "a": "a",
    "e": "e",
    "i": "i",
    "o": "o",
    "u": "u",
    "ā": "a",
    "ē": "e",
    "ī": "i",
    "ō": "o",
    "ū": "u",
}
R_VOWELS = {"AA": "ar", "AO": "or", "EH": "air", "IH": "eer", "UH": "oor"}
TEAMS = ("ai", "ay", "ee", "ea", "oa", "ow", "oi", "oy", "ou", "oo", "ew", "ie")
DIGRAPHS = ("sh", "ch", "th", "wh", "ck", "ng")
PRONUNCIATION = {"use": "Y UW1 Z"}  # the verb: "use a cup"


def kid_sounds(word: str, phones: list[str]) -> tuple[list[str], list[str], list[int], bool]:
    """The sounds as children write them, their vowel kinds, the phone each starts at, and whether
    counting them is plain (no r-controlled vowel, no /y/+/oo/ long u, no x making two sounds)."""
    sounds: list[str] = []
    kinds: list[str] = []
    origins: list[int] = []
    plain = "x" not in word and "qu" not in word
    i = 0
    while i < len(phones):
        origins.append(i)
        base = re.sub(r"\d", "", phones[i])
        nxt = re.sub(r"\d", "", phones[i + 1]) if i + 1 < len(phones) else ""
        if base in VOWELS:
            label, kind, _ = VOWELS[base]
            if nxt == "R" and base in R_VOWELS:
                label, kind, plain = R_VOWELS[base], "other", False
                i += 1
            elif base == "AO" and not re.search(r"aw|au|al", word):
                label, kind = "o", "short"
                base = "AA"
            elif base == "AH" and phones[i][-1] != "0" and "u" not in word:
                kind = "other"
            sounds.append(label)
            kinds.append(kind)
        elif base == "Y" and nxt == "UW":
            sounds.append("ū")
            kinds.append("long")
            plain = False
            i += 1
            origins[-1] = i
        else:
            sounds.append(CONSONANTS[base])
            kinds.append("")
        if base == "ER":
            plain = False
        i += 1
    return sounds, kinds, origins, plain


def alt(word: str) -> str:
    """The alt text of the word's picture: "a picture of a cat", "a picture of milk"."""
    if word in MASS:
        return f"a picture of {word}"
    return f"a picture of {'an' if word[0] in 'aeiou' else 'a'} {word}"


def patterns(word: str, syllables: int, kind: str, sounds: list[str]) -> list[str]:
    out: list[str] = []
    if syllables > 1:
        return out
    onset = re.match(r"[^aeiou]*", word).group(0)  # type: ignore[union-attr]
    if syllables == 1 and len(word) == 3 and len(sounds) == 3 and kind == "short" and onset == word[:1]:
        out.append("cvc")
    if any(d in word for d in DIGRAPHS):
        out.append("digraph")
    if (len(onset) >= 2 and onset[:2] not in DIGRAPHS) or re.search(
        r"(st|nd|mp|nt|lk|sk|ft|lt|nk|sp)$", word
    ):
        out.append("blend")
    if re.search(r"[aeiou][^aeiou]e$", word) and kind == "long" and not any(t in word for t in TEAMS):
        out.append("final-e")
    if syllables == 1 and any(t in word for t in TEAMS):
        out.append("vowel-team")
    if re.search(r"[aeiou]r", word) and any(s in ("ar", "or", "er", "air", "eer") for s in sounds):
        out.append("r-controlled")
    return out


def entry(split: str, pictured: bool) -> dict | None:
    word = split.replace("-", "")
    found = pronouncing.phones_for_word(word)
    if not found:
        print(f"not in the CMU dictionary: {word}", file=sys.stderr)
        return None
    phones = PRONUNCIATION.get(word, found[0]).split()
    syllables = pronouncing.syllable_count(" ".join(phones))
    parts = split.split("-")
    if syllables != len(parts):
        print(f"syllables differ: {split} has {len(parts)}, the dictionary {syllables}", file=sys.stderr)
        return None
    sounds, kinds, origins, plain = kid_sounds(word, phones)
    stressed = [i for i, p in enumerate(phones) if p.endswith("1")][-1]
    stressed_vowel = origins.index(stressed)
    onset = re.match(r"[^aeiou]*", word).group(0) if syllables == 1 else ""  # type: ignore[union-attr]
    record: dict = {
        "word": word,
        "parts": parts,
        "sounds": sounds if syllables == 1 else [],
        "plainSounds": plain and syllables == 1,
        "rhyme": " ".join(sounds[stressed_vowel:]) if syllables == 1 else "",
        "vowel": sounds[stressed_vowel],
        "vowelKind": kinds[stressed_vowel],
        "vowelLetter": LETTER_OF.get(sounds[stressed_vowel], "") if kinds[stressed_vowel] != "other" else "",
        "onset": onset,
        "rime": word[len(onset) :] if syllables == 1 else "",
        "patterns": patterns(word, syllables, kinds[stressed_vowel], sounds),
        "picture": alt(word) if pictured else None,
    }
    return record


def build() -> dict:
    seen: set[str] = set()
    words = []
    for text, pictured in ((PICTURED, True), (OTHER, False)):
        for split in text.split():
            if split.replace("-", "") in seen:
                continue
            seen.add(split.replace("-", ""))
            made = entry(split, pictured)
            if made:
                words.append(made)
    return {
        "source": "CMU Pronouncing Dictionary (BSD licence), read with the pronouncing package",
        "words": words,
    }


def main() -> None:
    out = Path(sys.argv[1])
    out.write_text(json.dumps(build(), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
