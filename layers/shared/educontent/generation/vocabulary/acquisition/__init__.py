"""Vocabulary acquisition and use (L.4): context clues, word parts, multiple meanings, reference works."""
