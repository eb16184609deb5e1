"""An argument world drawn from the ``argument-world`` bank and rendered as an opinion passage.

A drawn ``Argument`` is one school issue (a garden, a longer recess, a buddy bench ...) argued by one
student: the claim, the reasons the passage gives in order (each with its evidence, one of them, for
grades 6-8, with none: an opinion stated as a fact), the one sentence off the point it slips in (after
a reason's evidence, or, in half of the grade-8 passages, in place of it), and
(grades 6-8) a counterclaim and its answer. The numbers the evidence gives are drawn once from the
issue's ranges, so a passage tells each the same way. ``render`` writes it in the drawn frame (a
letter, a note or a talk for kindergarten and grade 1; a letter to the principal, an opinion column or
a speech for grades 6-8), joining reasons and their evidence for older readers when that brings the
passage nearer its grade's reading level.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache

from educontent.generation.banks import load_bank
from educontent.generation.items import Passage
from educontent.generation.kit.choose import pick
from educontent.generation.kit.people import people
from educontent.generation.reading.comprehension.world.common import build, closest, fill

_GRADES = {6: "sixth", 7: "seventh", 8: "eighth"}


@dataclass(frozen=True)
class Point:
    """A reason as the passage gives it: its evidence, or None for a reason given with no support;
    ``off`` when the sentence off the point follows it in place of evidence (grade 8)."""

    reason: str
    evidence: str | None
    off: bool = False


@dataclass(frozen=True)
class Argument:
    issue: str
    band: str  # "k1" or "upper"
    grade: int
    title: str
    frame: dict
    author: str
    reader: str
    topic: str
    claim: str
    opposite: str
    points: tuple[Point, ...]
    irrelevant: str
    after: int  # the index of the point the sentence off the point follows
    connectives: tuple[str, ...]
    counter: tuple[str, str] | None  # (counterclaim, rebuttal)

    @property
    def supported(self) -> list[Point]:
        return [p for p in self.points if p.evidence is not None]

    @property
    def unsupported(self) -> list[Point]:
        """The reason given with nothing after it (an opinion stated as a fact)."""
        return [p for p in self.points if p.evidence is None and not p.off]

    @property
    def misled(self) -> list[Point]:
        """The reason followed by the sentence off the point instead of evidence, if any."""
        return [p for p in self.points if p.off]

    @property
    def noun(self) -> str:
        return self.frame["noun"]


@cache
def world() -> dict:
    return load_bank("reading", "argument-world")


def issues() -> list[dict]:
    return world()["issues"]


def band_of(grade: int) -> str:
    return "k1" if grade <= 1 else "upper"


def others(argument: Argument) -> list[dict]:
    """The other issues' wording in the argument's band, in bank order (wrong answers from outside)."""
    return [i[argument.band] for i in issues() if i["id"] != argument.issue]


def draw(rng: random.Random, grade: int) -> Argument:
    """An argument for ``grade``: an issue, its frame, author and title, which reasons appear in which
    order (two for kindergarten, three for grade 1, three supported and one unsupported for 6-8), the
    sentence off the point and where it goes, and the numbers its evidence gives."""
    band = band_of(grade)
    issue = pick(rng, issues())
    words = issue[band]
    frame = pick(rng, world()["frames"][band])
    author = pick(rng, _names(band))
    reader = pick(rng, world()["readers"][band])
    title = pick(rng, words["titles"])
    if band == "k1":
        points = [Point(r, None) for r in rng.sample(words["reasons"], 2 if grade <= 0 else 3)]
        connectives: tuple[str, ...] = ()
        counter = None
    else:
        numbers = {
            name: str(rng.randint(low, high)) for name, (low, high) in sorted(words["numbers"].items())
        }
        points = [Point(r["reason"], fill(r["evidence"], numbers)) for r in rng.sample(words["reasons"], 3)]
        points.insert(rng.randrange(1, 4), Point(pick(rng, words["unsupported"]), None))
        connectives = tuple(pick(rng, world()["connectives"]))
        counter = (words["counterclaim"], words["rebuttal"])
    irrelevant = pick(rng, words["irrelevant"])
    spots = [i for i, p in enumerate(points) if band == "k1" or p.evidence is not None]
    after = pick(rng, spots)
    if grade >= 8 and rng.random() < 0.5:  # the sentence off the point stands in for a reason's evidence
        points[after] = Point(points[after].reason, None, off=True)
    return Argument(
        issue=issue["id"],
        band=band,
        grade=grade,
        title=title,
        frame=frame,
        author=author,
        reader=reader,
        topic=words.get("topic", ""),
        claim=words["claim"],
        opposite=words["opposite"],
        points=tuple(points),
        irrelevant=irrelevant,
        after=after,
        connectives=connectives,
        counter=counter,
    )


@cache
def _names(band: str) -> tuple[str, ...]:
    if band == "k1":
        return tuple(c["name"] for c in load_bank("reading", "story-world")["k1Cast"])
    return tuple(p.name for p in people("roster-4"))


def lower_first(text: str) -> str:
    """A sentence as it reads after a linking word: its first letter in lower case (not "I")."""
    return text if text.startswith("I ") else text[:1].lower() + text[1:]


def _slots(argument: Argument) -> dict[str, str]:
    return {
        "author": argument.author,
        "reader": argument.reader,
        "topic": argument.topic,
        "grade": _GRADES.get(argument.grade, "sixth"),
    }


def _frame(argument: Argument, part: str) -> list[str]:
    slots = _slots(argument)
    return [line.format(**slots) for line in argument.frame[part]]


def _k1_sections(argument: Argument) -> list[dict]:
    body = [*_frame(argument, "intro"), argument.claim]
    for index, point in enumerate(argument.points):
        body.append(point.reason)
        if index == argument.after:
            body.append(argument.irrelevant)
    body.append(f"So {lower_first(argument.claim)}")
    paragraphs = [*_frame(argument, "open"), " ".join(body), *_frame(argument, "close")]
    return [{"paragraphs": paragraphs}]


def _point_paragraph(argument: Argument, index: int, joined: bool) -> str:
    point = argument.points[index]
    link = argument.connectives[min(index, len(argument.connectives) - 1)]
    text = f"{link} {lower_first(point.reason)}"
    following = [s for s in (point.evidence, argument.irrelevant if index == argument.after else None) if s]
    if following and joined:  # the reason and what the author gives for it, in one sentence
        text = f"{text.removesuffix('.')}; {lower_first(following.pop(0))}"
    return " ".join([text, *following])


def upper_sections(argument: Argument, depth: int) -> list[dict]:
    """The grades 6-8 passage with the first ``depth`` reasons that have something after them joined to
    it (their evidence, or the sentence off the point that stands in for it); at ``depth`` 4 the
    counterclaim and its answer too."""
    supported = [i for i, p in enumerate(argument.points) if p.evidence is not None or p.off]
    joined = set(supported[:depth])
    counterclaim, rebuttal = argument.counter or ("", "")
    intro = " ".join([*_frame(argument, "intro"), argument.claim])
    paragraphs = [*_frame(argument, "open"), intro]
    paragraphs += [_point_paragraph(argument, i, i in joined) for i in range(len(argument.points))]
    if depth > len(supported):
        paragraphs.append(f"Some people argue that {counterclaim.removesuffix('.')}; however, {rebuttal}")
    else:
        paragraphs.append(f"Some people say that {counterclaim} However, {rebuttal}")
    close = _frame(argument, "close")
    ending = f"For all of these reasons, I believe that {lower_first(argument.claim)}"
    if argument.frame["id"] == "letter":  # the sign-off is a paragraph of its own
        paragraphs += [" ".join([ending, *close[:-1]]), close[-1]]
    else:
        paragraphs.append(" ".join([ending, *close]))
    return [{"paragraphs": paragraphs}]


def render(argument: Argument) -> Passage:
    """The argument as an opinion passage, in the frame and (grades 6-8) the joining of reasons and
    evidence that reads nearest its grade's target."""
    if argument.band == "k1":
        sections = _k1_sections(argument)
    else:
        sections = closest(argument.grade, [upper_sections(argument, depth) for depth in range(5)])
    return build(argument.title, "opinion", sections)
