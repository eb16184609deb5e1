"""Expressions and equations (6-8 EE)."""
