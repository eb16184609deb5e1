"""Digital and analog signals, grade 8 (MS-PS4-3): which examples of ``model-waves.json`` store or
send information as digital or analog signals, a digital signal read through noise (the received
voltages simulated, the bits read with a 0.5 V threshold), analog copies that gather noise while
digital copies stay exact, signal graphs (smooth or in steps), and a short informational passage
comparing two examples.
"""

from __future__ import annotations

from typing import Any

from educontent.generation.draw.science_waves import signal
from educontent.generation.items import Passage, PassageSection
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, claim_draft, table_draft
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.modes import many_of
from educontent.generation.kit.people import roster
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import DG, DT, MC, PB, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.knowledge import in_grade, model, reviewed
from educontent.generation.science.physical._phys_ms import Asks, cap, claimed, dispatch, tidy, types_of

_TWO = "it is a pattern of just two values (like 1 and 0, or short and long)."
_STORED = ("vinyl", "cassette", "film", "mp3", "digital-photo", "dvd", "qr")
"""The examples that keep information (the passage speaks of copying them)."""


def _signals(ctx: GenerationContext, kind: str) -> list[dict[str, Any]]:
    return [s for s in in_grade(model("waves")["signals"], ctx.grade) if s["kind"] == kind]


def _classify_claim(ctx: GenerationContext) -> Claim:
    rng = ctx.rng
    kind = pick(rng, ["digital", "analog"])
    other = "analog" if kind == "digital" else "digital"
    if ctx.content_type is TF:
        s = reviewed(pick(rng, in_grade(model("waves")["signals"], ctx.grade)))
        wrong_kind = "analog" if s["kind"] == "digital" else "digital"
        return Claim(
            question=f"Is {s['name']} digital or analog information?", answer=s["kind"], key=f"signal-kind|{s['id']}",
            wrong=(Wrong(wrong_kind, f"{s['kind']}-taken-for-{wrong_kind}", "Digital information is a pattern of only two values (1 and 0); analog information changes smoothly."),),
            why=f"{cap(s['name'])} is {s['kind']}: " + (_TWO if s["kind"] == "digital" else "it is stored as a smooth, continuous pattern."),
            sentence=f"{cap(s['name'])} is an example of {{}} information.", task="identify", standard="MS-PS4-3",
        )  # fmt: skip
    right = reviewed(pick(rng, _signals(ctx, kind)))
    others = rng.sample(_signals(ctx, other), 3)
    for o in others:
        reviewed(o)
    return Claim(
        question=f"Which of these is an example of {kind} information?", answer=cap(right["name"]) + ".",
        wrong=tuple(Wrong(cap(o["name"]) + ".", f"{other}-taken-for-{kind}", f"That one is {other}: " + (
            "a smooth, continuous pattern." if other == "analog" else _TWO)) for o in others),
        why=f"{cap(right['name'])} is {kind}: " + (_TWO if kind == "digital" else "it is a smooth pattern that can take any value."),
        key=f"signal-choice|{kind}|{right['id']}", task="identify", standard="MS-PS4-3",
    )  # fmt: skip


def _noise_table(ctx: GenerationContext) -> Draft:
    """Pulses sent as 1 V or 0 V arrive with noise (up to 0.2 V at easy, 0.3 V at medium, 0.4 V at
    hard; 4, 6 or 8 pulses); the receiver reads 1 above 0.5 V. Half the time the question is an
    analog copy's error after several copies instead."""
    rng = ctx.rng
    if rng.random() < 0.3:
        per = pick(rng, [2, 3, 4, 5])
        copies = list(range(1, 4 + ctx.level.rank))
        rows: list[list[Any]] = [[c, c * per, 0] for c in copies]
        n = copies[-1] + rng.randint(1, 5)
        return table_draft(
            ctx, title="Copying a song again and again", columns=["Copy number", "Analog copy: noise added (%)", "Digital copy: errors (%)"],
            rows=rows, question=f"Each analog copy adds the same amount of noise. How much noise (in %) will the analog copy have after copy {n}?",
            value=n * per, display=f"{n * per} %", unit="%", accept=(str(n * per),), key=f"copies|{per}|{len(copies)}|{n}",
            why=f"Each analog copy adds {per} %, so after {n} copies: {n} × {per} % = {n * per} %. The digital copies stay exact: the receiver only has to tell 1 from 0.",
            steps=2, standard="MS-PS4-3",
        )  # fmt: skip
    count = 4 + 2 * ctx.level.rank
    noise = (0.2, 0.3, 0.4)[ctx.level.rank]
    sent = [rng.randint(0, 1) for _ in range(count)]
    received = [tidy(max(0.0, b + rng.uniform(-noise, noise)) if b else rng.uniform(0, noise)) for b in sent]
    received = [round(v, 2) for v in received]
    bits = "".join("1" if v > 0.5 else "0" for v in received)
    rows = [[i + 1, f"{v:.2f}"] for i, v in enumerate(received)]
    return table_draft(
        ctx, title="A digital signal with noise", columns=["Pulse", "Voltage received (V)"], rows=rows,
        question="The sender sends each pulse as 1 V (a 1) or 0 V (a 0). The receiver reads any voltage above 0.5 V as 1 and the rest as 0. What bits does it read, in order?",
        value=bits, display=bits, accept=(" ".join(bits),), key=f"noise|{received}",
        why=f"Compare each voltage with 0.5 V: {', '.join(r[1] for r in rows)} gives {bits}. The noise changed every voltage, but not one bit.",
        steps=2 + ctx.level.rank, standard="MS-PS4-3",
    )  # fmt: skip


def _graph(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    digital = rng.random() < 0.5
    count = 8 + 4 * ctx.level.rank
    if digital:
        levels = [float(rng.randint(0, 1)) for _ in range(count)]
        desc = (
            "A signal that jumps between two levels only, in flat steps: "
            + " ".join(str(int(v)) for v in levels)
            + "."
        )
    else:
        levels = [round(0.5 + 0.4 * rng.uniform(-1, 1), 2) for _ in range(count)]
        desc = "A signal that changes smoothly through many levels, like a wave."
    answer, other = ("digital", "analog") if digital else ("analog", "digital")
    wrong = [
        (
            other,
            f"{answer}-taken-for-{other}",
            "An analog signal changes smoothly; a digital one jumps between two values.",
        )
    ]
    return diagram_draft(
        "What kind of signal does the graph show?", signal(levels, digital, "A signal over time", desc),
        answer, f"The graph shows a{'n' if answer == 'analog' else ''} {answer} signal: " + ("only two levels, 1 and 0." if digital else "a smooth curve through many levels."),
        wrong, rng, f"graph|{levels}", kind="model", task="identify",
    )  # fmt: skip


def _passage(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    analog = reviewed(pick(rng, [s for s in _signals(ctx, "analog") if s["id"] in _STORED]))
    digital = reviewed(pick(rng, [s for s in _signals(ctx, "digital") if s["id"] in _STORED]))
    name = pick(rng, roster("roster-1"))
    paragraphs = [
        f"{name} compared two ways of keeping information: {analog['name']} and {digital['name']}.",
        f"{cap(analog['name'])} holds an analog signal. The information is a smooth pattern that can take any value. Every time it is copied or sent, a little noise creeps in, and the noise cannot be taken out again.",
        f"{cap(digital['name'])} holds a digital signal. The information is a pattern of only two values, 1 and 0. A little noise does not matter, because a receiver only has to tell a 1 from a 0. A copy of a copy is exactly the same as the first.",
    ]
    passage = Passage(
        title="Analog and digital",
        text="\n\n".join(paragraphs),
        sections=[PassageSection(paragraphs=paragraphs)],
        genre="informational",
    )
    if rng.random() < 0.5:
        claim = Claim(
            question="Which one can be copied again and again without losing quality?", answer=digital["name"],
            wrong=(Wrong(analog["name"], "analog-copies-are-exact", "Each analog copy adds noise that cannot be taken out."),
                   Wrong("neither of them", "all-copies-lose-quality", "A digital copy is exact: a receiver only has to tell 1 from 0."),
                   Wrong("both of them", "all-copies-are-exact", "Only the digital one: noise builds up in analog copies.")),
            why=f"{cap(digital['name'])} is digital, and digital copies stay exact.", key=f"passage-copy|{analog['id']}|{digital['id']}",
            task="reason", standard="MS-PS4-3",
        )  # fmt: skip
    else:
        claim = Claim(
            question="Why does a little noise not change a digital signal?", answer="A receiver only has to tell a 1 from a 0.",
            wrong=(Wrong("Digital signals never pick up any noise.", "digital-signals-have-no-noise", "They do pick up noise; it is just too small to turn a 1 into a 0."),
                   Wrong("Digital signals are louder.", "digital-means-stronger", "Loudness is not the reason; only two values need to be told apart."),
                   Wrong("The noise is taken out of analog signals too.", "analog-noise-removed", "The passage says noise in an analog signal cannot be taken out.")),
            why="The passage says a receiver only has to tell a 1 from a 0, so small noise does not change the information.",
            key=f"passage-why|{analog['id']}|{digital['id']}", task="reason", standard="MS-PS4-3",
        )  # fmt: skip
    return claim_draft(ctx, claim, passage=passage)


ASKS: Asks = {
    "classify": {MC: claimed(_classify_claim), TF: claimed(_classify_claim)},
    "noise": {DT: _noise_table},
    "graph": {DG: _graph},
    "passage": {PB: _passage},
}

_BANDS = (
    "noise tables: 4 pulses with up to 0.2 V of noise at easy, 6 pulses and 0.3 V at medium, 8 pulses and 0.4 V at hard "
    "(copy tables: 3, 4 and 5 copies); graphs: 8, 12 and 16 samples"
)

SignalsParams = many_of(ASKS, field="ask", name="SignalsParams")


@generator(content_types=types_of(ASKS), params=SignalsParams, levels=Levels("steps", _BANDS))
def signals(ctx: GenerationContext) -> Draft:
    return dispatch(ctx, ASKS, ctx.params.ask)
