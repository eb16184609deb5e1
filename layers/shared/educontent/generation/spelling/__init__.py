"""Spelling generators by strand: patterns, conventions, proofreading."""
