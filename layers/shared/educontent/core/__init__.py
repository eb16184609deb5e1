"""The bottom layer: records, error kinds and the base model. Imports nothing else of ours, so every
other package may import it (docs/architecture.md, "Layers")."""
