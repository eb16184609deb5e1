"""Spelling patterns: grade-level word lists and sound-spelling correspondences (RF.3, L.2)."""
