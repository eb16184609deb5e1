"""Grade 5 the first-quadrant coordinate grid: reading and locating points, the distance between
points on a horizontal or vertical line, and walking between places on a town map (5.G.A.1-2)."""

from __future__ import annotations

import random

from educontent.generation.banks import load_bank
from educontent.generation.draw.quadrants import quadrant_one
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.choose import pick
from educontent.generation.kit.geo_drawn import drawn
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.math_forms import Misconception
from educontent.generation.kit.modes import chosen, params_model
from educontent.generation.kit.question_builders import features, mis, name
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


def _coord(x: int, y: int) -> str:
    return f"({x}, {y})"


class _Grid:
    """Grid points drawn without repeats."""

    def __init__(self, rng: random.Random, high: int, rank: int = 0) -> None:
        self.rng, self.high, self.rank = rng, high, rank
        self.used: set[tuple[int, int]] = set()

    def fresh(self, lo: int = 0) -> tuple[int, int]:
        while True:
            pt = (self.rng.randint(lo, self.high), self.rng.randint(lo, self.high))
            if pt not in self.used:
                self.used.add(pt)
                return pt


def _decoys(grid: _Grid, x: int, y: int) -> tuple[list[tuple[int, int]], tuple[int, int]]:
    """Three other points: the swapped point, a neighbour and fresh ones; and the neighbour."""
    used, high = grid.used, grid.high
    decoys: list[tuple[int, int]] = []
    if (y, x) not in used and y <= high and x <= high:
        used.add((y, x))
        decoys.append((y, x))
    near = (x + 1, y) if x < high else (x - 1, y)
    if near not in used:
        used.add(near)
        decoys.append(near)
    while len(decoys) < 3:
        decoys.append(grid.fresh(1))
    return decoys, near


def _read_wrong(x: int, y: int, high: int) -> list[Misconception]:
    return [
        mis(
            _coord(y, x),
            "swapped-x-and-y",
            "The first number is how far across (x); the second is how far up (y).",
        ),
        mis(_coord(x + 1, y + 1), "counted-the-lines-from-1", "Start counting at 0, the origin."),
        mis(
            _coord(x, y + 1) if y < high else _coord(x, y - 1),
            "miscounted-up",
            "Count up carefully along the y-axis.",
        ),
    ]


def _locate_wrong(
    x: int, y: int, near: tuple[int, int], pts: list[tuple[int, int, str]], names: list[str]
) -> list[Misconception]:
    by_pos = {(px, py): n for px, py, n in pts}
    wrong = []
    if (y, x) in by_pos:
        wrong.append(mis(by_pos[(y, x)], "swapped-x-and-y", f"Go across {x} first, then up {y}."))
    if near in by_pos:
        wrong.append(mis(by_pos[near], "counted-the-lines-from-1", "Start counting at 0, the origin."))
    wrong += [mis(n, "guessed-a-nearby-point", "Check both coordinates.") for n in names[1:]]
    return wrong


def _read_or_locate(ctx: GenerationContext, grid: _Grid) -> Draft:
    p: CoordinateParams = ctx.params
    rng, high = ctx.rng, grid.high
    low = (1, 2, 4)[grid.rank]  # the point to read or plot: both coordinates from 1, 2 or 4 up
    x, y = grid.fresh(low)
    while x == y:
        grid.used.discard((x, y))
        x, y = grid.fresh(low)
    decoys, near = _decoys(grid, x, y)
    names = rng.sample("ABCDEFGHJKMN", 4)
    pts = [(x, y, names[0])] + [(dx, dy, n) for (dx, dy), n in zip(decoys, names[1:], strict=False)]
    order = list(range(len(pts)))
    rng.shuffle(order)
    pts = [pts[i] for i in order]
    svg = quadrant_one(
        pts,
        high,
        title="Points on a coordinate grid",
        desc=f"A coordinate grid from 0 to {high} on both axes with points "
        + ", ".join(f"{n} at {_coord(px, py)}" for px, py, n in pts)
        + ".",
    )
    target = names[0]
    if p.mode == "read":
        answer = _coord(x, y)
        wrong = _read_wrong(x, y, high)
        prompt = f"What are the coordinates of point {target}?"
        fill = f"The coordinates of point {target} are ___."
        explanation = f"Start at the origin (0, 0). Point {target} is {count_of(x, 'unit')} across on the x-axis and {count_of(y, 'unit')} up, so it is at {answer}."
    else:
        answer = target
        wrong = _locate_wrong(x, y, near, pts, names)
        prompt = f"Which point is at {_coord(x, y)}?"
        fill = f"The point located at {_coord(x, y)} is ___."
        explanation = f"Start at (0, 0), go {x} across and {y} up: that is point {target}."
    asked = Asked(prompt, answer, explanation, wrong, fill, f"{p.mode}:{x}:{y}:{sorted(grid.used)}")
    return drawn(
        ctx, asked, "coordinate-plane", svg, features("identify", 2, 2, "visual"), answer_format="text"
    )


def _distance(ctx: GenerationContext, grid: _Grid) -> Draft:
    rng, high = ctx.rng, grid.high
    apart = (1, 2, 4)[grid.rank]  # the distance is at least 1, 2 or 4
    x1, y1 = grid.fresh(0)
    if rng.random() < 0.5:
        x2 = pick(rng, [v for v in range(high + 1) if abs(v - x1) >= apart])
        y2 = y1
    else:
        y2 = pick(rng, [v for v in range(high + 1) if abs(v - y1) >= apart])
        x2 = x1
    names = rng.sample("ABCDEFGHJKMN", 2)
    pts = [(x1, y1, names[0]), (x2, y2, names[1])]
    svg = quadrant_one(
        pts,
        high,
        title="Two points on a coordinate grid",
        desc=f"A coordinate grid from 0 to {high}. Point {names[0]} is at {_coord(x1, y1)} and point {names[1]} is at {_coord(x2, y2)}.",
    )
    answer = abs(x1 - x2) + abs(y1 - y2)
    same = "y" if y1 == y2 else "x"
    wrong = [
        mis(
            str(x1 + x2 if same == "y" else y1 + y2),
            "added-the-coordinates",
            "Subtract the coordinates that change.",
        ),
        mis(
            str(answer + 1),
            "counted-the-points-not-the-spaces",
            "Count the spaces (units) between the points, not the grid lines.",
        ),
        mis(str(max(x1, x2, y1, y2)), "used-one-coordinate", "Find the difference between the two points."),
    ]
    prompt = f"Point {names[0]} is at {_coord(x1, y1)} and point {names[1]} is at {_coord(x2, y2)}. How many units apart are they?"
    explanation = (
        f"The {same}-coordinates are the same, so the points are on one {'horizontal' if same == 'y' else 'vertical'} line. "
        + (
            f"Subtract the x-coordinates: {max(x1, x2)} - {min(x1, x2)} = {count_of(answer, 'unit')}."
            if same == "y"
            else f"Subtract the y-coordinates: {max(y1, y2)} - {min(y1, y2)} = {count_of(answer, 'unit')}."
        )
    )
    fill = f"Point {names[0]} at {_coord(x1, y1)} and point {names[1]} at {_coord(x2, y2)} are a distance apart that is ___."
    asked = Asked(prompt, str(answer), explanation, wrong, fill, f"dist:{x1}:{y1}:{x2}:{y2}", answer)
    unit = "units"  # written plural; each choice takes its own number (kit.math_forms)
    return drawn(ctx, asked, "coordinate-plane", svg, features("compute", 2, 2, "visual"), prompt, unit=unit)


def _map(ctx: GenerationContext, grid: _Grid) -> Draft:
    """Walk along grid lines between two places."""
    rng, high = ctx.rng, grid.high
    places = [(p["letter"], p["name"]) for p in load_bank("math", "g-coordinate-plane")["places"]]
    (c1, place1), (c2, place2) = rng.sample(places, 2)
    x1, y1 = grid.fresh(0)
    x2, y2 = grid.fresh(0)
    while x1 == x2 or y1 == y2 or abs(x1 - x2) + abs(y1 - y2) < (2, 4, 6)[grid.rank]:
        grid.used.discard((x2, y2))
        x2, y2 = grid.fresh(0)
    who = name(rng)
    svg = quadrant_one(
        [(x1, y1, c1), (x2, y2, c2)],
        high,
        title="A town map on a grid",
        desc=f"A map on a coordinate grid; each unit is one block. {c1} is the {place1} at {_coord(x1, y1)} and {c2} is the {place2} at {_coord(x2, y2)}.",
        x_label="blocks east",
        y_label="blocks north",
    )
    answer = abs(x1 - x2) + abs(y1 - y2)
    prompt = (
        f"On the town map, the {place1} is at {_coord(x1, y1)} and the {place2} is at {_coord(x2, y2)}. "
        f"{who} walks along the grid lines from the {place1} to the {place2}, going east or west and then north or south. How many blocks does {who} walk?"
    )
    wrong = [
        mis(
            str(abs(x1 - x2)),
            "counted-only-one-direction",
            "Add the blocks walked east or west and the blocks walked north or south.",
        ),
        mis(
            str(x1 + y1 + x2 + y2),
            "added-all-the-coordinates",
            "Find the change in each direction by subtracting.",
        ),
        mis(str(abs(y1 - y2)), "counted-only-one-direction", "Add the blocks in both directions."),
        mis(str(answer + 2), "counted-grid-lines", "Count the blocks between the lines, not the lines."),
    ]
    explanation = f"East-west: |{x1} - {x2}| = {count_of(abs(x1 - x2), 'block')}. North-south: |{y1} - {y2}| = {count_of(abs(y1 - y2), 'block')}. Total: {abs(x1 - x2)} + {abs(y1 - y2)} = {count_of(answer, 'block')}."
    fill = f"The {place1} is at {_coord(x1, y1)} and the {place2} is at {_coord(x2, y2)}. Walking along the grid lines from one to the other, the number of blocks is ___."
    asked = Asked(prompt, str(answer), explanation, wrong, fill, f"map:{x1}:{y1}:{x2}:{y2}", answer)
    unit = "blocks"  # written plural; each choice takes its own number (kit.math_forms)
    return drawn(
        ctx, asked, "coordinate-plane", svg, features("word-problem", 3, 2, "visual"), prompt, unit=unit
    )


MODES = {"read": _read_or_locate, "locate": _read_or_locate, "distance": _distance, "map": _map}
CoordinateParams = params_model("CoordinateParams", mode=chosen(MODES))


_BANDS = "grids to 6, 8 or 10; points to read or plot with both coordinates from 1, 2 or 4 up; distances of at least 1, 2 or 4 units; map walks of at least 2, 4 or 6 blocks (easy, medium, hard)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(levels=Levels("size", _BANDS), content_types=WRITTEN | {DG}, params=CoordinateParams)
def coordinate_plane(ctx: GenerationContext) -> Draft:
    p: CoordinateParams = ctx.params
    high = (6, 8, 10)[ctx.level.rank]
    return MODES[p.mode](ctx, _Grid(ctx.rng, high, ctx.level.rank))
