"""Spelling conventions: contractions, possessives, homophones (L.1-L.2)."""
