"""Access control: API keys, tiers and limits, usage accounting and reports (docs/access.md)."""
