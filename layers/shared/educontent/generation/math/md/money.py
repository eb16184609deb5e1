"""Money (grade 2): counting coins, money left after buying something, cents still needed, how
many of one coin make an amount, counting dollar bills, and stories of spending and earning
dollars. The things bought are data (``md-money.json``).

Standards: 2.MD.C.8."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Literal, NamedTuple

from pydantic import Field

from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features
from educontent.generation.draw.coins import coins
from educontent.generation.kit.choose import pick
from educontent.generation.kit.forms_answers import asked_question
from educontent.generation.kit.grammar import count_of, plural
from educontent.generation.kit.levels import draw
from educontent.generation.kit.modes import listed, params_model
from educontent.generation.kit.people import roster
from educontent.generation.kit.picture_forms import Mistake, finish, standard
from educontent.generation.kit.types import WRITTEN
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

COIN_VALUES = {"quarter": 25, "dime": 10, "nickel": 5, "penny": 1}
BILL_NAMES = {20: "twenty-dollar bill", 10: "ten-dollar bill", 5: "five-dollar bill", 1: "one-dollar bill"}


def joined(parts: Iterable[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    items = list(parts)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def coin_text(counts: dict[str, int]) -> str:
    return joined(count_of(n, coin) for coin, n in counts.items() if n)


def _coins(ctx: GenerationContext, p: MoneyParams, low: int, high: int) -> dict[str, int]:
    """Two to seven coins of the allowed kinds worth between ``low`` and ``high`` cents."""
    rng = ctx.rng
    kinds = [c for c in ("quarter", "dime", "nickel", "penny") if c in p.coins]
    counts = {c: 0 for c in kinds}
    for _ in range(80):
        counts = {c: 0 for c in kinds}
        for _ in range(draw(rng, 2, 7, ctx.level)):
            counts[pick(rng, kinds)] += 1
        total = sum(COIN_VALUES[c] * n for c, n in counts.items())
        if low <= total <= high:
            return counts
    biggest = kinds[0]
    counts = {c: 0 for c in kinds}
    counts[biggest] = max(2, -(-low // COIN_VALUES[biggest]))
    return counts


class _Money(NamedTuple):
    """A money question: its prompt, answer (value and as shown), explanation, wrong answers,
    fill-in text, features, key and picture."""

    prompt: str
    value: int
    answer: str
    explanation: str
    wrong: list[Mistake]
    fill: str
    features: Features
    key: str
    svg: str | None = None


class _Coins(NamedTuple):
    """Coins a child has: the counts, their total, how they are listed and counted on."""

    counts: dict[str, int]
    total: int
    listed: str
    count_up: str


def _count_coins(ctx: GenerationContext, who: str, c: _Coins) -> tuple[int, str, str, list[Mistake], str]:
    coin_count = sum(c.counts.values())
    swap = {"dime": 5, "nickel": 10}
    swapped = sum((swap.get(k, COIN_VALUES[k])) * n for k, n in c.counts.items())
    mistakes: list[Mistake] = [
        (
            f"{coin_count}¢",
            "counted-each-coin-as-1-cent",
            "Each coin has its own value: a quarter is 25¢, a dime 10¢, a nickel 5¢, a penny 1¢.",
        ),
        (
            f"{swapped}¢",
            "mixed-up-nickel-and-dime",
            "A dime is 10¢ and a nickel is 5¢, even though a dime is smaller.",
        ),
        (f"{c.total + 5}¢", "skip-counting-slip", "Count on again, coin by coin."),
        (f"{c.total - 1}¢", "counting-slip", "One cent was missed."),
    ]
    prompt = f"{who} has {c.listed}. How much money is that in all?"
    return c.total, prompt, c.count_up, mistakes, f"{c.listed.capitalize()} make ___ in all."


def _coins_left(ctx: GenerationContext, who: str, c: _Coins) -> tuple[int, str, str, list[Mistake], str]:
    rng = ctx.rng
    total = c.total
    price = rng.randint(5, total - 1)
    item = pick(rng, load_bank("math", "md-money")["items"])
    answer = total - price
    prompt = f"{who} has {c.listed}. {who} buys {item} for {price}¢. How much money does {who} have left?"
    explanation = f"{c.count_up} Then take away the price: {total}¢ - {price}¢ = {answer}¢."
    mistakes: list[Mistake] = [
        (f"{total + price}¢", "added-instead-of-subtracted", "Buying something means taking its price away."),
        (f"{total}¢", "forgot-to-pay", "The price must be taken away."),
        (f"{answer + 10}¢", "subtraction-slip", "Subtract the tens again."),
    ]
    return answer, prompt, explanation, mistakes, f"{prompt} Answer: ___"


def _coins_need(ctx: GenerationContext, who: str, c: _Coins) -> tuple[int, str, str, list[Mistake], str]:
    rng = ctx.rng
    total = c.total
    price = rng.randint(total + 1, min(99, total + 40))
    item = pick(rng, load_bank("math", "md-money")["items"])
    answer = price - total
    prompt = f"{item.capitalize()} costs {price}¢. {who} has {c.listed}. How many more cents does {who} need?"
    explanation = (
        f"{c.count_up} {who} needs {price}¢, so find the difference: {price}¢ - {total}¢ = {answer}¢."
    )
    mistakes: list[Mistake] = [
        (f"{total}¢", "gave-the-amount-saved", f"{total}¢ is what {who} has, not what is still needed."),
        (f"{price + total}¢", "added-instead-of-subtracted", "Find how far the money is from the price."),
        (f"{answer + 10}¢", "subtraction-slip", "Subtract the tens again."),
    ]
    return answer, prompt, explanation, mistakes, f"{prompt} Answer: ___"


_COIN_MODES = {"count-coins": _count_coins, "coins-left": _coins_left, "coins-need": _coins_need}


def _with_coins(ctx: GenerationContext, p: MoneyParams, who: str, mode: str) -> _Money:
    """Coins shown and listed: their total, money left after buying, or cents still needed."""
    low = 10 if mode == "coins-left" else 2
    high = min(p.max_cents, 80) if mode == "coins-need" else p.max_cents
    counts = _coins(ctx, p, low, high)
    total = sum(COIN_VALUES[c] * n for c, n in counts.items())
    listed = coin_text(counts)
    names = [c for c, n in counts.items() for _ in range(n)]
    svg = coins(tuple(names), title="Coins", desc=f"Coins: {listed}.")
    running = []
    acc = 0
    for c in names:
        acc += COIN_VALUES[c]
        running.append(str(acc))
    count_up = (
        f"Start with the coins worth the most and count on: {', '.join(running)}. The coins make {total}¢."
    )
    answer, prompt, explanation, mistakes, fill = _COIN_MODES[mode](
        ctx, who, _Coins(counts, total, listed, count_up)
    )
    features = Features(
        task="word-problem" if mode != "count-coins" else "compute",
        steps=2 + (mode != "count-coins"),
        magnitude=2,
        representation="text",
    )
    key = f"money:{mode}:{listed}:{answer}"
    return _Money(prompt, answer, f"{answer}¢", explanation, mistakes, fill, features, key, svg)


def _how_many_coins(ctx: GenerationContext, p: MoneyParams, who: str, mode: str) -> _Money:
    rng = ctx.rng
    coin = pick(rng, [c for c in p.coins if c != "penny"] or ["dime"])
    value = COIN_VALUES[coin]
    n = draw(rng, 2, 99 // value if value > 1 else 9, ctx.level)
    total = n * value
    many = plural(coin)
    skip = ", ".join(str(value * k) for k in range(1, n + 1))
    explanation = (
        f"A {coin} is {value}¢. Count by {value}s until you reach {total}: {skip}. That is {n} {many}."
    )
    mistakes: list[Mistake] = [
        (str(total), "gave-the-cents-not-the-coins", f"{total} is the number of cents; count the {many}."),
        (str(n + 1), "skip-counting-slip", "Count by the coin's value again."),
        (
            str(total // 5) if value != 5 else str(total // 10) if total % 10 == 0 else str(n - 1),
            "used-the-wrong-coin-value",
            f"A {coin} is worth {value}¢.",
        ),
    ]
    features = Features(task="compute", steps=2, magnitude=2, representation="text")
    prompt = f"How many {many} make {total}¢?"
    fill = f"___ {many} make {total}¢."
    return _Money(prompt, n, str(n), explanation, mistakes, fill, features, f"money:how-many:{coin}:{n}")


def _bills(ctx: GenerationContext, p: MoneyParams, who: str, mode: str) -> _Money:
    rng = ctx.rng
    bills = {20: 0, 10: 0, 5: 0, 1: 0}
    for _ in range(draw(rng, 2, 7, ctx.level)):
        bills[pick(rng, (20, 10, 5, 1) if ctx.level.rank else (5, 1))] += 1
    answer = sum(k * v for k, v in bills.items())
    listed = joined(count_of(v, BILL_NAMES[k]) for k, v in bills.items() if v)
    count = sum(bills.values())
    running = []
    acc = 0
    for k, v in bills.items():
        for _ in range(v):
            acc += k
            running.append(f"${acc}")
    explanation = f"Count on from the bill worth the most: {', '.join(running)}. {who} has ${answer}."
    mistakes: list[Mistake] = [
        (f"${count}", "counted-each-bill-as-1-dollar", "Each bill shows how many dollars it is worth."),
        (f"${answer + 5}", "counting-slip", "Count the bills again."),
        (f"${answer - 1}", "counting-slip", "One dollar was missed."),
    ]
    fill = f"{listed[0].upper() + listed[1:]} make ___."
    features = Features(task="compute", steps=2, magnitude=len(str(answer)), representation="text")
    prompt = f"{who} has {listed}. How many dollars does {who} have?"
    return _Money(
        prompt, answer, f"${answer}", explanation, mistakes, fill, features, f"money:bills:{listed}"
    )


def _bills_story(ctx: GenerationContext, p: MoneyParams, who: str, mode: str) -> _Money:
    rng = ctx.rng
    a = draw(rng, 10, 80, ctx.level)
    b = rng.randint(2, a - 1)
    item = pick(rng, load_bank("math", "md-money")["billItems"])
    mistakes: list[Mistake]
    if rng.random() < 0.5:
        prompt = f"{who} has ${a}. {who} spends ${b} on {item}. How many dollars does {who} have left?"
        answer = a - b
        explanation = f"Spending takes money away: ${a} - ${b} = ${answer}."
        mistakes = [
            (f"${a + b}", "added-instead-of-subtracted", "Spending means subtracting."),
            (f"${b}", "gave-the-price", "This is what was spent."),
            (f"${answer + 10}", "subtraction-slip", "Subtract the tens again."),
        ]
    else:
        prompt = f"{who} has ${a}. {who} earns ${b} more for helping at home. How many dollars does {who} have now?"
        answer = a + b
        explanation = f"Earning adds money: ${a} + ${b} = ${answer}."
        mistakes = [
            (f"${abs(a - b)}", "subtracted-instead-of-added", "Earning more means adding."),
            (f"${answer - 10}", "forgot-to-regroup", "The extra ten was not carried."),
            (f"${answer + 1}", "counting-slip", "This is one too many."),
        ]
    features = Features(task="word-problem", steps=1, magnitude=len(str(a)), representation="text")
    fill = f"{prompt} Answer: ___"
    return _Money(
        prompt, answer, f"${answer}", explanation, mistakes, fill, features, f"money:story:{prompt}"
    )


_MODES: dict[str, Callable[[GenerationContext, MoneyParams, str, str], _Money]] = {
    "count-coins": _with_coins,
    "coins-left": _with_coins,
    "coins-need": _with_coins,
    "bills": _bills,
    "bills-story": _bills_story,
    "how-many-coins": _how_many_coins,
}
MoneyParams = params_model(
    "MoneyParams",
    modes=listed(_MODES),
    coins=(
        list[Literal["quarter", "dime", "nickel", "penny"]],
        Field(default_factory=lambda: ["quarter", "dime", "nickel", "penny"], min_length=1),
    ),
    max_cents=(int, Field(default=99, ge=10, le=99)),
)


_BANDS = "the number of coins or bills (of 2-7), coins of one kind (of 2 up to a dollar's worth) and dollars in stories (of 10-80): easy the lower 60 %, medium the middle 60 %, hard the upper half; bills of 10 and 20 dollars from medium"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN, params=MoneyParams, levels=Levels("size", _BANDS))
def money(ctx: GenerationContext) -> Draft:
    p: MoneyParams = ctx.params
    rng = ctx.rng
    mode = pick(rng, p.modes)
    who = pick(rng, roster("roster-1"))
    m = _MODES[mode](ctx, p, who, mode)
    q = asked_question(
        m,
        answer_format="text" if not m.answer.isdigit() else "number",
        features=m.features,
        key=m.key,
        standard=standard(ctx, "2.MD.C.8"),
        instructions="Count the money.",
    )
    return finish(q, ctx, m.svg)
