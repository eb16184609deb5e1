"""Checkers of the engineering design generators (science.engineering.*)."""
