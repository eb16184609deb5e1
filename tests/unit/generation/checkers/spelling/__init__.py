"""Checkers for the spelling generators."""
