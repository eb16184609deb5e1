"""The item kit shared by generators: content-type names, seeded choices, math and text item
forms with misconception choices, and the people who appear in stories."""
