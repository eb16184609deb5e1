"""Word relationships and nuances (L.5): categories, synonyms and antonyms, shades of meaning, figurative language."""
