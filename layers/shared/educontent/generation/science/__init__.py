"""Science generators, aligned to NGSS performance expectations."""
