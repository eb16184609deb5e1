"""What the figures and sayings generators share: a matching item of phrases and what they mean."""

from __future__ import annotations

from educontent.generation.kit.text_forms import matching_draft
from educontent.generation.registry import Draft, GenerationContext


def meanings_matching(
    ctx: GenerationContext, chosen: list[dict], shown: list[str], *, noun: str, lead: str
) -> Draft:
    """Each of the ``shown`` phrases (one per ``chosen`` bank entry, with an ``id`` and a ``meaning``)
    matched to its meaning; ``noun`` names a phrase in the instructions and ``lead`` opens the
    explanation."""
    return matching_draft(
        ctx,
        [(s, e["meaning"]) for s, e in zip(shown, chosen, strict=True)],
        prompt=f"Match each {noun} to what it really means.",
        instructions=f"Draw a line from each {noun} to its meaning.",
        why=f"{lead} " + " ".join(f'"{s}" means {e["meaning"]}.' for s, e in zip(shown, chosen, strict=True)),
        key="match:" + "-".join(sorted(e["id"] for e in chosen)),
        task="reason",
    )
