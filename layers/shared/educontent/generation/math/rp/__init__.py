"""Ratios and proportional relationships (6-7 RP)."""
