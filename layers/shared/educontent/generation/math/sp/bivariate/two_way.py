"""Two-way tables of a survey (8.SP.A.4): a missing cell, a relative frequency within a row, and
which row has the greater relative frequency."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from educontent.generation.kit.drafts import Ask, Wrong, build_ask, other_answers, std
from educontent.generation.kit.math_forms import TableForm
from educontent.generation.numbers import fmt, fmt_decimal
from educontent.generation.registry import Draft, GenerationContext

Pair = tuple[str, str]
Cells = tuple[int, int, int, int]  # row 1 (column 1, column 2), row 2 (column 1, column 2)


def _header(cols: Pair) -> tuple[str, ...]:
    return ("", cols[0].capitalize(), cols[1].capitalize(), "Total")


def _table(who: str, rows: Pair, cols: Pair, cells: Cells, question: str) -> TableForm:
    a, b, c, d = cells
    table_rows = (
        (rows[0].capitalize(), a, b, a + b),
        (rows[1].capitalize(), c, d, c + d),
        ("Total", a + c, b + d, a + b + c + d),
    )
    return TableForm(f"Survey of {a + b + c + d} {who}", _header(cols), table_rows, question=question)


def _sentence(who: str, rows: Pair, cols: Pair, cells: Cells) -> str:
    a, b, c, d = cells
    return (
        f"A survey asked {a + b + c + d} {who}. Of the {a + b} {who} who {rows[0]}, {a} {cols[0]} and {b} {cols[1]}. "
        f"Of the {c + d} {who} who {rows[1]}, {c} {cols[0]} and {d} {cols[1]}."
    )


def _missing(ctx: GenerationContext, who: str, rows: Pair, cols: Pair, cells: Cells) -> Draft:
    a, b, c, d = cells
    r1, r2, k1, k2, total = a + b, c + d, a + c, b + d, a + b + c + d
    which = ctx.rng.randrange(4)
    groups = [
        f"who {rows[0]} and {cols[0]}",
        f"who {rows[0]} and {cols[1]}",
        f"who {rows[1]} and {cols[0]}",
        f"who {rows[1]} and {cols[1]}",
    ]
    cell_name = f"{who} {groups[which]}"
    value = cells[which]
    shown = [str(v) for v in cells]
    shown[which] = "?"
    table_rows = (
        (rows[0].capitalize(), shown[0], shown[1], r1),
        (rows[1].capitalize(), shown[2], shown[3], r2),
        ("Total", k1, k2, total),
    )
    row_total = r1 if which < 2 else r2
    other = (b, a, d, c)[which]
    text = (
        f"A survey asked {total} {who}. Row totals: {r1} {who} {rows[0]} and {r2} {rows[1]}. Column totals: {k1} {cols[0]} and {k2} {cols[1]}. Known cells: "
        + "; ".join(f"{groups[i]}: {cells[i]}" for i in range(4) if i != which)
        + "."
    )
    wrong = [
        (str(row_total), "gave-the-row-total", "That is the total for the whole row."),
        (str(other), "read-the-neighboring-cell", "That is the other cell in the same row."),
        (
            str(total - value),
            "subtracted-from-the-grand-total",
            f"Subtract from the row total {row_total}, not the grand total.",
        ),
    ]
    asked = Ask(
        f"{text} How many {cell_name}?",
        f"{text} The number of {cell_name} is ___.",
        str(value),
        f"Each row adds to its total: {row_total} - {other} = {value}.",
        wrong,
        f"miss:{a}:{b}:{c}:{d}:{which}",
    )
    return build_ask(
        ctx,
        asked,
        table=TableForm(
            f"Survey of {total} {who}", _header(cols), table_rows, question=f"How many {cell_name}?"
        ),
        mag=2,
        standard=std(ctx, "8.SP.A.4"),
    )


def _relative(ctx: GenerationContext, who: str, rows: Pair, cols: Pair, cells: Cells) -> Draft:
    a, b, c, d = cells
    g = ctx.rng.randrange(2)
    part, whole = (a, a + b) if g == 0 else (c, c + d)
    frac = Fraction(part, whole)
    ask = f"What fraction of the {who} who {rows[g]} {cols[0]}?"
    wrong: list[Wrong] = [
        (
            fmt(Fraction(part, a + b + c + d)),
            "divided-by-the-grand-total",
            f"Use only the {whole} {who} who {rows[g]}.",
        ),
        (
            fmt(Fraction(part, a + c)),
            "divided-by-the-column-total",
            f"Use the row total {whole}, not the column total.",
        ),
        (fmt(Fraction(whole - part, whole)), "used-the-other-cell", f"{whole - part} of them do not."),
        (
            str(part),
            "gave-the-count",
            "A relative frequency is a fraction of the row total, not a count.",
        ),
    ]
    sentence = _sentence(who, rows, cols, cells)
    asked = Ask(
        f"{sentence} {ask}",
        f"{sentence} The fraction of the {who} who {rows[g]} that {cols[0]} is ___.",
        fmt(frac),
        f"Look only at the row for {who} who {rows[g]}: {part} out of {whole}. {part}/{whole}"
        + (f" = {fmt(frac)}." if frac.denominator != whole else "."),
        wrong,
        f"rel:{a}:{b}:{c}:{d}:{g}",
        fmt="fraction",
        steps=2,
        acceptable=(f"{part}/{whole}",),
    )
    return build_ask(
        ctx, asked, table=_table(who, rows, cols, cells, ask), mag=2, standard=std(ctx, "8.SP.A.4")
    )


def _compare(ctx: GenerationContext, who: str, rows: Pair, cols: Pair, cells: Cells) -> Draft:
    a, b, c, d = cells
    r1, r2 = a + b, c + d
    f1, f2 = Fraction(a, r1), Fraction(c, r2)
    options = [f"{who} who {rows[0]}", f"{who} who {rows[1]}", "neither (the rates are equal)"]
    answer = options[0] if f1 > f2 else options[1] if f2 > f1 else options[2]
    explanation = f"Compare row relative frequencies: {a}/{r1} ≈ {fmt_decimal(Fraction(round(f1 * 100), 100))} and {c}/{r2} ≈ {fmt_decimal(Fraction(round(f2 * 100), 100))}. So the answer is: {answer}."
    ask = f"Which group has the greater relative frequency of {who} who {cols[0]}?"
    sentence = _sentence(who, rows, cols, cells)
    asked = Ask(
        f"{sentence} {ask}",
        f"{sentence} The group with the greater relative frequency is ___.",
        answer,
        explanation,
        other_answers(
            answer,
            options,
            "compared-counts-not-rates",
            "Compare the fractions of each row, not the raw counts.",
        ),
        f"cmp:{a}:{b}:{c}:{d}",
        fmt="text",
        task="compare",
        steps=3,
    )
    return build_ask(
        ctx, asked, table=_table(who, rows, cols, cells, ask), mag=2, standard=std(ctx, "8.SP.A.4")
    )


TWO_WAY: dict[str, Callable[[GenerationContext, str, Pair, Pair, Cells], Draft]] = {
    "two-way-missing": _missing,
    "two-way-relative": _relative,
    "two-way-compare": _compare,
}
