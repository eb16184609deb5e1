"""Geometry of drawn shapes for the grade 3-5 geometry generators: points in math units (y up) fitted
into a drawing box, side vectors, and the parallel sides, right angles and equal sides of a polygon."""

from __future__ import annotations

import math

Point = tuple[float, float]


def fit(points: list[Point], box: tuple[float, float] = (300, 240)) -> tuple[list[Point], float]:
    """Scale and move ``points`` (math units, y up) into the drawing box; returns (points, scale)."""
    xs, ys = [x for x, _ in points], [y for _, y in points]
    w, h = max(xs) - min(xs), max(ys) - min(ys)
    s = min(box[0] / (w or 1), box[1] / (h or 1))
    x0 = 50 + (box[0] - w * s) / 2
    y0 = 40 + (box[1] - h * s) / 2
    return [(round(x0 + (x - min(xs)) * s, 1), round(y0 + (max(ys) - y) * s, 1)) for x, y in points], s


def _vec(a: Point, b: Point) -> Point:
    return b[0] - a[0], b[1] - a[1]


def parallel_pairs(pts: list[Point]) -> int:
    n = len(pts)
    sides = [_vec(pts[i], pts[(i + 1) % n]) for i in range(n)]
    count = 0
    for i in range(n):
        for j in range(i + 1, n):
            (ax, ay), (bx, by) = sides[i], sides[j]
            if abs(ax * by - ay * bx) < 1e-6 * math.hypot(ax, ay) * math.hypot(bx, by) + 1e-9:
                count += 1
    return count


def right_angles(pts: list[Point]) -> int:
    n = len(pts)
    count = 0
    for i in range(n):
        (ax, ay), (bx, by) = _vec(pts[i], pts[i - 1]), _vec(pts[i], pts[(i + 1) % n])
        if abs(ax * bx + ay * by) < 1e-6 * math.hypot(ax, ay) * math.hypot(bx, by):
            count += 1
    return count


def has_equal_sides(pts: list[Point]) -> bool:
    n = len(pts)
    lengths = [math.dist(pts[i], pts[(i + 1) % n]) for i in range(n)]
    return any(abs(lengths[i] - lengths[j]) < 0.3 for i in range(n) for j in range(i + 1, n))


def turned(points: list[Point], degrees: float) -> list[Point]:
    """``points`` turned ``degrees`` counterclockwise about the origin (same shape, no side flat)."""
    t = math.radians(degrees)
    c, s = math.cos(t), math.sin(t)
    return [(x * c - y * s, x * s + y * c) for x, y in points]
