"""Vocabulary generators by CCSS-ELA language strand."""
