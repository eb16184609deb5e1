"""Physical-science diagram questions: two forces on an object (does it move, the net force, its
acceleration), waves on a centimetre grid (amplitude, wavelength, which is greater), and
ball-and-stick molecules (atoms, elements, the formula)."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

from educontent.generation.difficulty import TaskKind
from educontent.generation.draw.science_physical import forces, molecule, waves
from educontent.generation.kit.choose import pick
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.grammar import article, count_of, with_article
from educontent.generation.registry import Draft, GenerationContext

MOTIONS = (
    "It starts moving to the right.",
    "It starts moving to the left.",
    "It does not move: the forces are balanced.",
)


def forces_item(ctx: GenerationContext, spec: dict[str, Any]) -> Draft:
    rng = ctx.rng
    thing = pick(rng, spec["objects"])
    with_mass = spec.get("mass", False)
    left = rng.randint(1, 6) * (2 if with_mass else 1)
    right = rng.randint(1, 6) * (2 if with_mass else 1)
    if ctx.level.rank == 0 and not with_mass and rng.random() < 0.3:
        right = left
    while with_mass and right == left:
        right = rng.randint(1, 6) * 2
    mass = pick(rng, [1, 2]) if with_mass else 0
    desc = (
        f"{article(thing).capitalize()} {thing} on the ground. A force of {left} N pushes it to the right and a force of {right} N pushes it to "
        "the left." + (f" Its mass is {mass} kg." if with_mass else "")
    )
    svg_doc = forces(
        thing, left, right, mass if with_mass else None, f"Forces on {with_article(thing)}", desc
    )
    if not with_mass:
        return _motion(rng, thing, left, right, svg_doc)
    return _net_or_accel(rng, pick(rng, ["net", "accel"]), thing, left, right, mass, svg_doc)


def _motion_wrong(option: str, net: int) -> list[str]:
    """Why a motion that is not the answer is tempting."""
    if "balanced" in option:
        return [
            option,
            "unbalanced-called-balanced",
            "The two forces are not the same size, so they do not cancel.",
        ]
    if net == 0:
        return [
            option,
            "balanced-forces-still-move",
            "Equal forces in opposite directions cancel, so the motion does not change.",
        ]
    return [
        option,
        "moves-toward-the-smaller-force",
        "An object speeds up in the direction of the larger force.",
    ]


def _motion(rng: random.Random, thing: str, left: int, right: int, svg_doc: str) -> Draft:
    """Does the still object start moving, and which way?"""
    net = left - right
    direction = "to the right" if net > 0 else "to the left" if net < 0 else ""
    answer = f"It starts moving {direction}." if net else "It does not move: the forces are balanced."
    wrong = [_motion_wrong(option, net) for option in MOTIONS if option != answer]
    explanation = f"Compare the arrows: {left} N to the right and {right} N to the left. " + (
        f"They are unbalanced, so the {thing} moves {direction}, toward the bigger force."
        if net
        else f"They are the same size and point opposite ways, so they are balanced and the {thing} stays still."
    )
    return diagram_draft(
        f"The {thing} is not moving. Then these two forces push on it. What happens?",
        svg_doc,
        answer,
        explanation,
        wrong,
        rng,
        f"forces:{thing}:{left}:{right}",
        task="reason",
        steps=2,
    )


def _net_or_accel(
    rng: random.Random, ask: str, thing: str, left: int, right: int, mass: int, svg_doc: str
) -> Draft:
    """The net force on the object, or its acceleration, with size and direction."""
    size = abs(left - right)
    direction = "to the right" if left > right else "to the left"
    difference = f"{max(left, right)} N - {min(left, right)} N"
    task: TaskKind
    if ask == "net":
        answer = f"{size} N {direction}"
        explanation = (
            f"The forces point in opposite directions, so subtract: {difference} = "
            f"{size} N, toward the larger force ({direction})."
        )
        question = f"What is the net force on the {thing}? Give the size and direction."
        task, steps = "compute", 2
    else:
        accel = Fraction(size, mass)
        shown = str(accel) if accel.denominator == 1 else f"{float(accel):g}"
        answer = f"{shown} m/s² {direction}"
        explanation = (
            f"Net force = {difference} = {size} N {direction}. "
            f"Acceleration = net force ÷ mass = {size} N ÷ {mass} kg = {shown} m/s²."
        )
        question = f"What is the acceleration of the {thing}? Give the size and direction."
        task, steps = "word-problem", 3
    return diagram_draft(
        question,
        svg_doc,
        answer,
        explanation,
        None,
        rng,
        f"{ask}:{thing}:{left}:{right}:{mass}",
        task=task,
        steps=steps,
        value=answer,
    )


def wave_item(ctx: GenerationContext, spec: dict[str, Any]) -> Draft:
    rng = ctx.rng
    ask = pick(rng, ["amplitude", "wavelength", "compare-amplitude", "compare-wavelength"])
    if ask in ("amplitude", "wavelength"):
        return _one_wave(rng, ask)
    return _two_waves(rng, ask)


def _one_wave(rng: random.Random, ask: str) -> Draft:
    """Measure the amplitude or the wavelength of one wave."""
    amp, length = rng.randint(1, 4), pick(rng, [4, 6, 8, 12])
    desc = (
        f"A wave drawn on a 1 cm grid. Its crests rise {count_of(amp, 'square')} above the dashed rest line and its troughs "
        f"fall {count_of(amp, 'square')} below it. One full wave, crest to crest, is {length} squares long."
    )
    svg_doc = waves([("A", amp, length)], "A wave on a grid", desc)
    if ask == "amplitude":
        question, value, key = "What is the amplitude of this wave?", amp, "wave-amp"
        why = (
            f"Amplitude is the height of a crest above the rest line. Count the squares from the dashed line up to "
            f"a crest: {count_of(amp, 'square')}, so {amp} cm. (Not crest to trough: that would be {2 * amp} cm.)"
        )
    else:
        question, value, key = "What is the wavelength of this wave?", length, "wave-len"
        why = (
            f"Wavelength is the distance from one crest to the next crest. Count the squares between two crests: "
            f"{length} squares, so {length} cm."
        )
    return diagram_draft(
        question,
        svg_doc,
        f"{value} cm",
        why,
        None,
        rng,
        f"{key}:{amp}:{length}",
        task="compute",
        steps=2,
        unit="cm",
        value=value,
    )


def _two_waves(rng: random.Random, ask: str) -> Draft:
    """Which of two waves has the greater amplitude, or the longer wavelength?"""
    amps = rng.sample([1, 2, 3, 4], 2)
    lengths = rng.sample([4, 6, 8, 12], 2)
    desc = (
        f"Two waves on a 1 cm grid. Wave A: crests {count_of(amps[0], 'square')} above the rest line, {lengths[0]} squares from "
        f"crest to crest. Wave B: crests {count_of(amps[1], 'square')} above the rest line, {lengths[1]} squares from crest to crest."
    )
    svg_doc = waves([("A", amps[0], lengths[0]), ("B", amps[1], lengths[1])], "Two waves on a grid", desc)
    by_amplitude = ask == "compare-amplitude"
    measured = amps if by_amplitude else lengths
    winner = "Wave A" if measured[0] > measured[1] else "Wave B"
    other = "Wave B" if winner == "Wave A" else "Wave A"
    if by_amplitude:
        question = "Which wave has the greater amplitude (and carries more energy)?"
        why = (
            f"Amplitude is how high a crest rises above the rest line. {winner} rises {count_of(max(amps), 'square')} and {other} "
            f"rises {min(amps)}. A wave with a bigger amplitude carries more energy."
        )
        wrong = [
            [
                other,
                "confused-amplitude-and-wavelength",
                "This wave's crests are lower; amplitude is height, not length.",
            ],
            [
                "They are the same",
                "did-not-measure",
                "Count the squares: the crests are not the same height.",
            ],
        ]
    else:
        question = "Which wave has the longer wavelength?"
        why = (
            f"Wavelength is the distance from one crest to the next. {winner} is {max(lengths)} squares from crest to crest "
            f"and {other} is {min(lengths)}."
        )
        wrong = [
            [
                other,
                "confused-amplitude-and-wavelength",
                "Its crests are closer together; taller is not longer.",
            ],
            ["They are the same", "did-not-measure", "Count the squares between crests: they differ."],
        ]
    key = "wave-cmp-amp" if by_amplitude else "wave-cmp-len"
    return diagram_draft(
        question, svg_doc, winner, why, wrong, rng, f"{key}:{amps}:{lengths}", task="compare", steps=2
    )


MoleculeAsk = tuple[str, str, str, list[list[str]], TaskKind, int]
"""A molecule question: (question, answer, explanation, wrong answers, task, steps)."""


def molecule_item(ctx: GenerationContext, spec: dict[str, Any]) -> Draft:
    rng = ctx.rng
    mol = pick(rng, spec["molecules"])
    atoms: list[str] = mol["atoms"]
    desc = (
        f"A ball-and-stick model of one molecule: {len(atoms)} balls labelled "
        + ", ".join(atoms)
        + ", joined by sticks (bonds)."
    )
    svg_doc = molecule(mol, "A molecule model", desc)
    ask = pick(rng, ["count", "elements", "formula"])
    question, answer, why, wrong, task, steps = MOLECULE_ASKS[ask](mol, atoms)
    return diagram_draft(
        question,
        svg_doc,
        answer,
        why,
        wrong,
        rng,
        f"{MOLECULE_KEYS[ask]}:{mol['name']}",
        task=task,
        steps=steps,
    )


def _count_atoms(mol: dict[str, Any], atoms: list[str]) -> MoleculeAsk:
    n = len(atoms)
    wrong = [
        [str(n - 1), "missed-an-atom", "One ball was not counted."],
        [str(n + 1), "counted-a-bond", "A stick (bond) was counted as an atom."],
        [
            str(len(set(atoms))),
            "counted-elements-not-atoms",
            "This counts kinds of atoms, not all the atoms.",
        ],
    ]
    why = f"Count every ball: each ball is one atom. {' + '.join(atoms)} makes {n} atoms."
    return "How many atoms are in this molecule?", str(n), why, wrong, "identify", 1


def _count_elements(mol: dict[str, Any], atoms: list[str]) -> MoleculeAsk:
    n = len(set(atoms))
    wrong = [
        [
            str(len(atoms)),
            "counted-atoms-not-elements",
            "This counts every atom; atoms with the same letter are the same element.",
        ]
    ]
    wrong += [
        [str(x), "miscounted-elements", "Look at the letters: each different letter is a different element."]
        for x in (n + 1, max(1, n - 1))
        if x not in (n, len(atoms))
    ]
    why = (
        f"Each letter stands for an element. The letters here are {', '.join(sorted(set(atoms)))}, so there "
        f"{'is' if n == 1 else 'are'} {count_of(n, 'different element')}."
    )
    return "How many different elements are in this molecule?", str(n), why, wrong, "identify", 2


def _formula(mol: dict[str, Any], atoms: list[str]) -> MoleculeAsk:
    formula = mol["formula"]
    wrong = [
        [w, "miscounted-atoms", "The small numbers must match how many of each atom the model shows."]
        for w in mol["wrong"]
    ]
    why = (
        f"Count each kind of atom and write the count after its symbol (no number means one). The model shows "
        f"{mol['name']}, {formula}."
    )
    return "Which chemical formula matches this model?", formula, why, wrong, "represent", 2


MOLECULE_ASKS = {"count": _count_atoms, "elements": _count_elements, "formula": _formula}
MOLECULE_KEYS = {"count": "mol-count", "elements": "mol-el", "formula": "mol-formula"}
