"""Checkers of the physical science generators."""
