"""Content generation: item models, the engine, generators per family, SVG diagrams."""
