"""Money stories: adding prices, making change, buying several of one thing and sharing money
equally, in dollars and cents."""

from __future__ import annotations

from educontent.generation.banks import load_bank
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import Misconception
from educontent.generation.kit.question_builders import features, finish, mis
from educontent.generation.math.md._units import story_fill
from educontent.generation.numbers.decimals import money
from educontent.generation.registry import Draft, GenerationContext


def money_problem(ctx: GenerationContext, who: str) -> Draft:
    rng, rank = ctx.rng, ctx.level.rank
    op = pick(rng, ("add", "change", "multiply", "divide") if rank else ("add", "change"))
    bank = load_bank("math", "md-measurement-stories")["money"]
    items = bank["items"]
    if op == "add":
        a, b = (
            rng.randrange((105, 400, 1000)[rank], (600, 1500, 2500)[rank], 5),
            rng.randrange((25, 200, 500)[rank], (400, 900, 1500)[rank], 5),
        )
        x, y = rng.sample(items, 2)
        answer = a + b
        prompt = f"{who} buys {x} for {money(a)} and {y} for {money(b)}. How much money is that in all?"
        wrong = [
            _mis_money(
                a - b if a > b else b - a,
                "subtracted-instead-of-added",
                "Both things are bought, so add the prices.",
            ),
            _mis_money(answer + 100, "added-an-extra-dollar", "A dollar was carried twice."),
            _mis_money(
                answer - 100 if answer > 100 else answer + 10,
                "forgot-to-carry-a-dollar",
                "100 cents make one more dollar.",
            ),
        ]
        expl = f"Add the prices, lining up the decimal points: {money(a)} + {money(b)} = {money(answer)}."
    elif op == "change":
        paid = (500, 1000, 2000)[rank]
        a = rng.randrange(105, paid - 50, 5)
        answer = paid - a
        x = pick(rng, items)
        prompt = f"{who} pays for {x} that costs {money(a)} with {money(paid)}. How much change is left?"
        wrong = [
            _mis_money(paid + a, "added-instead-of-subtracted", "Change is what is left, so subtract."),
            _mis_money(
                answer + 100,
                "forgot-to-regroup-a-dollar",
                "A dollar was broken into cents but not taken away.",
            ),
            _mis_money(answer + 10 if answer % 100 < 90 else answer - 10, "dime-slip", "Recount the dimes."),
        ]
        expl = f"Subtract the price from the money paid: {money(paid)} - {money(a)} = {money(answer)}."
    elif op == "multiply":
        each = rng.randrange((25, 100, 200)[rank], (300, 400, 600)[rank], 25)
        count = rng.randint((2, 3, 5)[rank], (4, 6, 9)[rank])
        answer = each * count
        x = pick(rng, bank["sameItems"])
        prompt = f"{who} buys {count} {x}. Each one costs {money(each)}. How much money is that altogether?"
        wrong = [
            _mis_money(
                each + count * 100,
                "added-instead-of-multiplied",
                f"There are {count} equal prices, so multiply.",
            ),
            _mis_money(each * (count - 1), "one-group-too-few", "One price was left out."),
            _mis_money(each * (count + 1), "one-group-too-many", "One extra price was counted."),
        ]
        expl = f"{count} × {money(each)}: {count} × {each} cents = {answer} cents = {money(answer)}."
    else:
        count = rng.choice([2, 3, 4, 5])
        each = rng.randrange((50, 200, 400)[rank], (500, 800, 1200)[rank], 5)
        total = each * count
        answer = each
        friends = "a friend" if count == 2 else f"{count - 1} friends"
        prompt = f"{who} and {friends} share {money(total)} equally among {count} people. How much does each person get?"
        wrong = [
            _mis_money(total - count * 100, "subtracted-instead-of-divided", "Sharing equally is division."),
            _mis_money(each * 10, "misplaced-the-decimal-point", "Dollars and cents must keep their places."),
            _mis_money(
                each + 100,
                "one-dollar-too-many",
                "Check: this times the number of people is more than the total.",
            ),
        ]
        expl = f"Share equally: {money(total)} ÷ {count} = {money(answer)}. Check: {count} × {money(answer)} = {money(total)}."
    display = money(answer)
    fill = story_fill(prompt, bank["cues"][op])
    q = Asked(prompt, display, expl, wrong, fill, f"money:{op}:{prompt}").question(
        features=features("word-problem", 2, len(str(answer)), "text")
    )
    return finish(ctx, q)


def _mis_money(cents: int, name_: str, reason: str) -> Misconception | None:
    return mis(money(cents), name_, reason) if cents > 0 else None
