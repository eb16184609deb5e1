"""The questions the engine asks about a built opinion passage (``world.arguments``), one builder per
kind (``KINDS``), and the item a skill's kinds make from a freshly drawn argument: library skills
(``passage_questions`` with ``built.arguments``) ask them about some of their items.

Kinds: ``author-reasons`` (K-1: a reason the author gives), ``claim`` (the author's claim),
``unsupported`` (the reason given with no evidence), ``evidence`` (the evidence for one reason),
``irrelevant`` (the sentence that does not support the claim) and ``sufficient`` (grade 8: whether a
reason is backed by relevant evidence, by none, or by a sentence off the point). A true-false item
names the claim and one sentence of the world: a reason or its evidence supports the claim, a sentence
off the point does not.
Wrong answers come from the world: the opposite claim, the counterclaim, the passage's other reasons
and evidence, its sentence off the point, and other issues' reasons.
"""

from __future__ import annotations

from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import Wrong, text_features, true_false_draft, word_count
from educontent.generation.kit.types import TF
from educontent.generation.reading.comprehension.world import arguments
from educontent.generation.reading.comprehension.world.asking import (
    Asked,
    Kind,
    asked_draft,
    pick_kind,
    standard_for,
)
from educontent.generation.reading.comprehension.world.common import cap
from educontent.generation.registry import Draft, GenerationContext

SUPPORTED = "Yes. The author gives a fact that shows the reason is true."
NO_EVIDENCE = "No. No fact follows it at all; it is only an opinion stated as a fact."
OFF_POINT = "No. The fact that follows it is about something else."
STRONG = "Yes. The author states it strongly, so it must be true."
_STRONG = Wrong(
    STRONG,
    "strong-wording-as-evidence",
    "Stating an idea strongly does not prove it; evidence is a fact that shows it.",
)


def item(ctx: GenerationContext) -> Draft:
    """An item about an argument drawn for the grade, of a kind ``ctx.params`` (``BuiltParams``) asks."""
    argument = arguments.draw(ctx.rng, ctx.grade)
    if ctx.content_type == TF:
        return _true_false(ctx, argument)
    passage = arguments.render(argument)
    kind = pick_kind(ctx, KINDS, usable(argument))
    return asked_draft(ctx, passage, KINDS[kind].build(ctx, argument), noun=argument.noun)


def usable(argument: arguments.Argument) -> list[str]:
    """Kinds for kindergarten and grade 1 ask only for reasons; grades 6-8 ask about the argument."""
    return ["author-reasons"] if argument.band == "k1" else [k for k in KINDS if k != "author-reasons"]


def _clause(text: str) -> str:
    return arguments.lower_first(text).removesuffix(".")


def _author_reasons(ctx: GenerationContext, argument: arguments.Argument) -> Asked:
    given = [p.reason for p in argument.points]
    answer = pick(ctx.rng, given)
    elsewhere = [r for other in arguments.others(argument) for r in other["reasons"]]
    return Asked(
        "author-reasons",
        f'The author says, "{argument.claim}" What is one reason the author gives?',
        answer,
        [
            Wrong(
                argument.irrelevant,
                "fact-not-reason",
                "The author says this, but it does not tell why. It is not about the point.",
            ),
            Wrong(pick(ctx.rng, elsewhere), "not-in-text", "The author never says this."),
            Wrong(argument.opposite, "opposite-of-point", "This says the opposite of what the author wants."),
        ],
        f"A reason tells why. The author wants this because: {' '.join(given)}",
        acceptable=tuple(given),
    )


def _claim(ctx: GenerationContext, argument: arguments.Argument) -> Asked:
    counterclaim = argument.counter[0] if argument.counter else argument.opposite
    reason = pick(ctx.rng, argument.supported)
    return Asked(
        "claim",
        "What is the author's claim?",
        argument.claim,
        [
            Wrong(argument.opposite, "opposite-claim", "The author argues for the opposite of this."),
            Wrong(
                cap(counterclaim),
                "counterclaim-as-claim",
                "This is what some people say against the author's claim; the author answers it.",
            ),
            Wrong(
                reason.reason,
                "reason-as-claim",
                "This is one reason the author gives to support the claim, not the claim itself.",
            ),
            Wrong(
                reason.evidence or reason.reason,
                "evidence-as-claim",
                "This is a fact the author gives as evidence, not the position the author argues.",
            ),
        ],
        "The claim is the position the whole text argues for. The author states it at the beginning "
        f"and again at the end: {argument.claim}",
        rubric=(
            f"States the author's claim in their own words: {_clause(argument.claim)}",
            "Gives the author's position, not one of the reasons or facts",
        ),
    )


def _unsupported(ctx: GenerationContext, argument: arguments.Argument) -> Asked:
    (bare,) = argument.unsupported
    return Asked(
        "unsupported",
        "Which reason does the author give without any evidence to support it?",
        bare.reason,
        [
            Wrong(p.reason, "supported-reason", f"The author backs this reason with a fact: {p.evidence}")
            for p in argument.supported
        ],
        "Look at what follows each reason. Each of the other reasons here comes with a fact or a number; "
        f'this one is only an opinion stated as if it were a fact: "{bare.reason}"',
        task="reason",
    )


def _evidence(ctx: GenerationContext, argument: arguments.Argument) -> Asked:
    point = pick(ctx.rng, argument.supported)
    others = [p for p in argument.supported if p is not point]
    (bare,) = argument.unsupported
    wrong = [
        Wrong(
            p.evidence or "",
            "evidence-for-another-reason",
            f'This fact supports a different reason: "{p.reason}"',
        )
        for p in others
    ]
    wrong += [
        Wrong(
            argument.irrelevant,
            "irrelevant-as-evidence",
            "This sentence is not about the reason or the claim.",
        ),
        Wrong(bare.reason, "opinion-as-evidence", "This is an opinion, not a fact that shows anything."),
    ]
    return Asked(
        "evidence",
        f"Which evidence supports the reason that {_clause(point.reason)}?",
        point.evidence or "",
        wrong,
        f"The fact right after this reason shows that it is true: {point.evidence}",
        task="reason",
    )


def _irrelevant(ctx: GenerationContext, argument: arguments.Argument) -> Asked:
    sentences = [s for p in argument.supported for s in (p.reason, p.evidence or "")]
    return Asked(
        "irrelevant",
        "Which sentence does not support the author's claim?",
        argument.irrelevant,
        [
            Wrong(s, "supporting-sentence", "This sentence gives a reason or evidence for the claim.")
            for s in ctx.rng.sample(sentences, 3)
        ],
        f"Ask of each sentence: does it help show that {_clause(argument.claim)}? "
        f'"{argument.irrelevant}" may be true, but it is off the point.',
        task="reason",
    )


def _sufficient(ctx: GenerationContext, argument: arguments.Argument) -> Asked:
    point = pick(ctx.rng, list(argument.points))
    if point.off:
        answer = OFF_POINT
        why = f'The sentence after this reason is about something else: "{argument.irrelevant}"'
        wrong = [
            Wrong(SUPPORTED, "irrelevant-as-evidence", why),
            Wrong(
                NO_EVIDENCE,
                "missed-irrelevant-fact",
                f"A fact does follow it, but it is off the point. {why}",
            ),
        ]
    elif point.evidence is None:
        answer, why = NO_EVIDENCE, "No fact or number follows this reason; the author only states it."
        wrong = [
            Wrong(SUPPORTED, "opinion-as-evidence", why),
            Wrong(OFF_POINT, "no-evidence-as-irrelevant", why),
        ]
    else:
        answer = SUPPORTED
        why = f"The fact after it is about this reason and shows it is true: {point.evidence}"
        wrong = [Wrong(NO_EVIDENCE, "missed-evidence", why), Wrong(OFF_POINT, "relevant-as-irrelevant", why)]
    return Asked(
        "sufficient",
        f'The author gives this reason: "{point.reason}" Is it supported by relevant and sufficient evidence?',
        answer,
        [*wrong, _STRONG],
        why,
        task="reason",
    )


def _true_false(ctx: GenerationContext, argument: arguments.Argument) -> Draft:
    point = pick(ctx.rng, argument.supported)
    supports = pick(ctx.rng, [True, False])
    sentence = pick(ctx.rng, [point.reason, point.evidence or ""]) if supports else argument.irrelevant
    statement = (
        f'An author argues: "{argument.claim}" True or false: this sentence from the author\'s '
        f'{argument.noun} supports the claim: "{sentence}"'
    )
    why = (
        "It gives a reason or a fact that helps show the claim is true."
        if supports
        else "It may be true, but it is about something else and does not help show the claim is true."
    )
    return true_false_draft(
        statement,
        supports,
        f"Ask: does this sentence help show that {_clause(argument.claim)}? {why}",
        features=text_features("reason", words=word_count(statement), steps=2, representation="text"),
        key=f"argument:{argument.issue}:{sentence}",
        standard=standard_for(ctx, "irrelevant" if not supports else "evidence"),
    )


KINDS: dict[str, Kind] = {
    "author-reasons": Kind(0, True, _author_reasons),
    "claim": Kind(0, True, _claim),
    "irrelevant": Kind(1, False, _irrelevant),
    "evidence": Kind(1, False, _evidence),
    "unsupported": Kind(2, False, _unsupported),
    "sufficient": Kind(2, False, _sufficient),
}
