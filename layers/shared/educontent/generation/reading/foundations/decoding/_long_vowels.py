"""Final e and vowel teams that spell long vowels (RF.1.3c), and letter teams with more than one
sound, such as ea in bread and leaf (RF.2.3e). Banks ``decoding`` (final-e pairs in sentences) and
``word-sounds`` (sounds from the CMU dictionary)."""

from __future__ import annotations

from educontent.generation.banks import load_bank
from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import Wrong, choice_draft, text_features, true_false_draft
from educontent.generation.reading.foundations.word_sounds._common import pictured
from educontent.generation.registry import Draft, GenerationContext

LONG_TEAMS = ("ai", "ay", "ee", "ea", "oa", "ow")
SHARED = ("ea", "ow", "oo")
"""Letter teams that spell two different vowel sounds in the bank's words."""


def _pairs() -> list[dict]:
    return load_bank("reading", "decoding")["finalE"]


def final_e_sentence(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    pairs = _pairs()
    p = pick(rng, pairs)
    use_long = rng.random() < 0.6
    answer, twin = (p["long"], p["short"]) if use_long else (p["short"], p["long"])
    sentence = p["longSentence"] if use_long else p["shortSentence"]
    wrong = [
        Wrong(
            twin,
            "ignored-final-e" if use_long else "added-final-e",
            f'"{twin}" has a {"short" if use_long else "long"} vowel sound and does not fit the sentence.',
        )
    ]
    others = [o for o in pairs if o is not p]
    wrong += [
        Wrong(
            o["long"] if use_long else o["short"],
            "does-not-fit",
            "That word does not make sense in the sentence.",
        )
        for o in rng.sample(others, 2)
    ]
    rule = (
        f'The e at the end of "{answer}" is silent and makes the vowel say its name.'
        if use_long
        else f'"{answer}" has no e at the end, so its vowel is short.'
    )
    return choice_draft(
        ctx,
        f'Which word finishes the sentence? "{sentence}"',
        answer,
        wrong,
        f'{rule} "{sentence.replace("___", answer)}" makes sense.',
        key=f"final-e:{answer}",
        standard="RF.1.3c",
    )


def add_e(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    p = pick(rng, _pairs())
    short, long = p["short"], p["long"]
    vowel = next(c for c in short if c in "aeiou")
    wrong = [
        Wrong(short, "nothing-changed", f'"{short}" is the word before you add the e.'),
        Wrong(short + short[-1] + "e", "doubled-the-letter", "Only an e is added; no letter is doubled."),
    ]
    wrong += [
        Wrong(o["long"], "changed-another-letter", f'"{o["long"]}" has other letters than "{short}".')
        for o in rng.sample(_pairs(), 4)
        if o is not p and len(o["long"]) == len(long)
    ][:1]
    return choice_draft(
        ctx,
        f'Add an e to the end of "{short}". What word do you make?',
        long,
        wrong,
        f'"{short}" + e = "{long}". The silent e makes the {vowel} say its name: short {vowel} becomes long {vowel}.',
        key=f"add-e:{short}",
        standard="RF.1.3c",
    )


def _team_words() -> list[tuple[dict, str]]:
    words = load_bank("reading", "word-sounds")["words"]
    out = []
    for w in words:
        if len(w["parts"]) == 1 and w["vowelKind"] == "long":
            teams = [t for t in LONG_TEAMS if t in w["word"]]
            if len(teams) == 1:
                out.append((w, teams[0]))
    return out


def team_letters(ctx: GenerationContext) -> Draft:
    w, team = pick(ctx.rng, _team_words())
    word = w["word"]
    at = word.index(team)
    wrong = [
        Wrong(
            team[0],
            "only-one-letter",
            f'The vowel sound in "{word}" is spelled by two letters, not just "{team[0]}".',
        )
    ]
    if at + 3 <= len(word):
        wrong.append(
            Wrong(
                word[at + 1 : at + 3],
                "slid-one-letter",
                f'"{word[at + 1 : at + 3]}" starts one letter too late.',
            )
        )
    if at >= 1:
        wrong.append(
            Wrong(
                word[at - 1 : at + 1],
                "slid-one-letter",
                f'"{word[at - 1 : at + 1]}" starts one letter too early.',
            )
        )
    wrong += [
        Wrong(t, "different-team", f'"{word}" is not spelled with "{t}".')
        for t in LONG_TEAMS
        if t not in word
    ][:2]
    draft = choice_draft(
        ctx,
        f'Which letters spell the long vowel sound, /{w["vowel"]}/, in "{word}"?',
        team,
        wrong,
        f'In "{word}", the vowel team "{team}" works together to make the long {w["vowelLetter"]} sound, /{w["vowel"]}/.',
        key=f"team:{word}",
        standard="RF.1.3c",
    )
    return pictured(draft, w)


# ---- teams with two sounds (RF.2.3e) ------------------------------------------------------------------


def _shared(team: str) -> dict[str, list[dict]]:
    groups: dict[str, list[dict]] = {}
    for w in load_bank("reading", "word-sounds")["words"]:
        if len(w["parts"]) == 1 and team in w["word"]:
            groups.setdefault(w["vowel"], []).append(w)
    return groups


def same_team_sound(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    team = pick(rng, SHARED)
    groups = _shared(team)
    sound = pick(rng, sorted(groups))
    key, correct = rng.sample(groups[sound], 2)
    other = [w for s, ws in groups.items() if s != sound for w in ws]
    wrong = [
        Wrong(
            o["word"], "same-letters-other-sound", f'In "{o["word"]}", "{team}" sounds like /{o["vowel"]}/.'
        )
        for o in rng.sample(other, min(3, len(other)))
    ]
    return choice_draft(
        ctx,
        f'In which word does "{team}" make the same sound as in "{key["word"]}"?',
        correct["word"],
        wrong,
        f'The letters "{team}" can stand for more than one sound. In "{key["word"]}" and "{correct["word"]}" they '
        f"sound like /{sound}/.",
        key=f"team-sound:{key['word']}:{correct['word']}",
        standard="RF.2.3e",
    )


def team_true_false(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    team = pick(rng, SHARED)
    groups = _shared(team)
    everyone = [w for ws in groups.values() for w in ws]
    a, b = rng.sample(everyone, 2)
    same = a["vowel"] == b["vowel"]
    why = (
        f'In both words "{team}" sounds like /{a["vowel"]}/.'
        if same
        else f'"{team}" sounds like /{a["vowel"]}/ in "{a["word"]}" but /{b["vowel"]}/ in "{b["word"]}".'
    )
    return true_false_draft(
        f'The "{team}" in "{a["word"]}" sounds the same as the "{team}" in "{b["word"]}".',
        same,
        why,
        instructions="Read both words aloud. Decide whether the sentence is true or false.",
        features=text_features("identify", words=14),
        key=f"team-tf:{a['word']}:{b['word']}",
        standard="RF.2.3e",
    )
