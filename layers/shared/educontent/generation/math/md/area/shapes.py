"""Area of shapes that are not plain whole-number rectangles: a shape of unit squares on a grid, a
figure made of two rectangles, and a rectangle with fraction sides inside a unit square."""

from __future__ import annotations

from fractions import Fraction

from educontent.generation.draw.grids import fraction_area, grid_cells
from educontent.generation.draw.polygons import labelled_polygon
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.choose import pick
from educontent.generation.kit.forms_answers import answer_question
from educontent.generation.kit.forms_pictured import visual
from educontent.generation.kit.geo_drawn import drawn
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.levels import draw, level_of
from educontent.generation.kit.question_builders import arith, diagram, features, finish, mis
from educontent.generation.math.md._rectangles import UNIT_WORDS, said
from educontent.generation.math.md._units import in_number, measured
from educontent.generation.numbers.decimals import mixed
from educontent.generation.registry import Draft, GenerationContext


def count_shape(ctx: GenerationContext) -> Draft:
    rng, rank = ctx.rng, ctx.level.rank
    cols, rows = (5, 6, 8)[rank], (4, 5, 6)[rank]
    target = rng.randint((5, 8, 12)[rank], (8, 14, 22)[rank])
    cells = [(rng.randrange(cols), rng.randrange(rows))]
    chosen = set(cells)
    while len(cells) < target:
        c, r = cells[rng.randrange(len(cells))]
        dc, dr = pick(rng, ((1, 0), (-1, 0), (0, 1), (0, -1)))
        n = (c + dc, r + dr)
        if 0 <= n[0] < cols and 0 <= n[1] < rows and n not in chosen:
            chosen.add(n)
            cells.append(n)
    cells.sort()
    count = len(cells)
    improvised = pick(rng, ("square centimeters", "square inches", "square units"))
    svg = grid_cells(
        cols,
        rows,
        cells,
        title="A shape on a grid",
        desc=f"A grey shape drawn on a grid of unit squares ({cols} by {rows}). Each small square is {measured(1, improvised)}.",
    )
    edges = sum(
        1 for c, r in cells for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)) if (c + dc, r + dr) not in chosen
    )
    wrong = [
        mis(
            str(edges),
            "counted-the-edges",
            "Area counts the squares inside the shape, not the sides around it.",
        ),
        mis(str(count - 1), "missed-a-square", "Count every grey square once; mark them as you count."),
        mis(str(count + 1), "counted-a-square-twice", "Count every grey square only once."),
        mis(str(cols * rows), "counted-the-whole-grid", "Count only the grey squares."),
    ]
    prompt = f"Each small square is {measured(1, improvised)}. What is the area of the grey shape?"
    explanation = f"Count the grey unit squares row by row: there are {count}, so the area is {measured(count, improvised)}."
    fill = "The area of the grey shape is ___."
    asked = Asked(prompt, str(count), explanation, wrong, fill, f"shape:{cells}", count)
    return drawn(ctx, asked, "shape", svg, visual("represent", 1, len(str(count))), unit=improvised)


def rectilinear(ctx: GenerationContext) -> Draft:
    rng, rank = ctx.rng, ctx.level.rank
    unit = pick(rng, ("cm", "m", "ft", "in"))
    W = draw(rng, 5, 16, level_of(rank))
    H = draw(rng, 4, 14, level_of(rank))
    w2 = rng.randint(1, W - 2)
    h2 = rng.randint(1, H - 2)
    total = W * H - w2 * h2
    s = min(280 / W, 250 / H)
    x0, y0 = 50.0, 40.0
    pts = [(0, 0), (W - w2, 0), (W - w2, h2), (W, h2), (W, H), (0, H)]
    points = [(x0 + x * s, y0 + y * s) for x, y in pts]
    lengths = [W - w2, h2, w2, H - h2, W, H]
    labels = [f"{n} {unit}" for n in lengths]
    if rank == 2:
        labels[2] = ""
        labels[3] = ""
    svg = labelled_polygon(
        points,
        labels,
        right_angles=(0, 1, 3, 4, 5),
        title="A figure made of rectangles",
        desc="A figure with square corners made of two rectangles joined together. Side lengths, going around from the top left: "
        + ", ".join(said(n, unit) if lab else "not labelled" for n, lab in zip(lengths, labels, strict=True))
        + ".",
        size=(int(x0 + W * s + 90), int(y0 + H * s + 50)),
    )
    sq = f"square {UNIT_WORDS[unit]}"
    wrong = [
        mis(
            str(W * H),
            "did-not-take-away-the-corner",
            "The corner piece is missing, so its area is not part of the figure.",
        ),
        mis(
            str(sum(lengths)),
            "found-the-perimeter",
            "Area is the space inside: split the figure into rectangles and add their areas.",
        ),
        mis(
            str(W * H - w2 * h2 + (W - w2) * h2),
            "counted-a-part-twice",
            "The two rectangles must not overlap.",
        ),
        mis(
            str(W * h2 + (W - w2) * (H - h2)),
            "used-the-wrong-lengths",
            "Use matching sides for each rectangle.",
        ),
    ]
    explanation = (
        f"Split the figure into two rectangles. The bottom part is {W} × {H - h2} = {W * (H - h2)} {sq}; "
        f"the top part is {W - w2} × {h2} = {(W - w2) * h2} {sq}. Add: {W * (H - h2)} + {(W - w2) * h2} = {total} {sq}."
    )
    prompt = "The figure has square corners. What is its area?"
    fill = "The area of the figure is ___."
    asked = Asked(
        prompt, str(total), explanation, wrong, fill, f"rectilinear:{W}:{H}:{w2}:{h2}:{unit}", total
    )
    return drawn(ctx, asked, "shape", svg, visual("reason", 3, len(str(total))), unit=sq)


def fraction_sides(ctx: GenerationContext) -> Draft:
    rng, rank = ctx.rng, ctx.level.rank
    dens = ((2, 3, 4), (2, 3, 4, 5, 6), (3, 4, 5, 6, 8))[rank]
    b, d = pick(rng, dens), pick(rng, dens)
    a, c = rng.randint(1, b - 1), rng.randint(1, d - 1)
    x, y = Fraction(a, b), Fraction(c, d)
    unit = pick(rng, ("m", "ft", "yd"))
    sq = f"square {UNIT_WORDS[unit]}"
    answer = x * y
    svg = fraction_area(
        b,
        d,
        a,
        c,
        title="A rectangle inside a unit square",
        desc=f"A square {said(1, unit)} on each side cut into {b} columns and {d} rows of equal tiles. "
        f"The shaded rectangle is {said(f'{a}/{b}', unit)} long and {said(f'{c}/{d}', unit)} wide, covering {a * c} of the {b * d} tiles.",
    )
    ans = mixed(answer)
    wrong = [
        mis(mixed(x + y), "added-the-side-lengths", "Area is length × width, not length + width."),
        mis(
            f"{a * c}/{b + d}",
            "added-the-denominators",
            f"The square is cut into {b} × {d} = {b * d} tiles, so the denominator is {b * d}.",
        ),
        mis(
            mixed(Fraction(a * d, b * c)) if a * d != b * c else mixed(Fraction(a * c, b * d) * 2),
            "cross-multiplied",
            "Multiply numerator by numerator and denominator by denominator.",
        ),
    ]
    explanation = (
        f"Each tile is 1/{b} by 1/{d}, so {b * d} tiles fill the unit square and each tile is 1/{b * d} {in_number(Fraction(1, b * d), sq)}. "
        f"The rectangle covers {a} × {c} = {count_of(a * c, 'tile')}: {a}/{b} × {c}/{d} = {a * c}/{b * d}"
        + (f" = {ans}" if Fraction(a * c, b * d).denominator != b * d else "")
        + f" {in_number(answer, sq)}."
    )
    q = answer_question(
        f"A rectangle is {said(f'{a}/{b}', unit)} long and {said(f'{c}/{d}', unit)} wide. What is its area?",
        ans,
        explanation,
        wrong,
        answer_value=ans,
        unit=sq,
        fill_text=f"A rectangle {said(f'{a}/{b}', unit)} long and {said(f'{c}/{d}', unit)} wide has an area that is ___.",
        arithmetic=arith(x, "×", y, f"{a}/{b} × {c}/{d} = ___", displays=(f"{a}/{b}", f"{c}/{d}")),
        diagram=diagram("fraction-bar", svg),
        answer_format="fraction",
        features=features("represent", 2, 2, "visual"),
        key=f"fracside:{a}/{b}:{c}/{d}:{unit}",
    )
    return finish(ctx, q)
