"""Checkers of the earth and space science generators."""
