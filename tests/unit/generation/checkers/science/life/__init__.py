"""Checkers of the life science generators."""
