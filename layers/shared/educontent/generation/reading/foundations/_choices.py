"""Choices that differ only in capital letters or marks ("The dog ran." and "the dog ran."), which
``kit.text_forms.choice_draft`` would merge as one (it compares choices ignoring case)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from educontent.generation.items import Choice, MultipleChoiceContent
from educontent.generation.kit.text_forms import Wrong, choice_draft
from educontent.generation.registry import Draft, GenerationContext


def exact_choice_draft(
    ctx: GenerationContext,
    question: str,
    correct: str,
    wrong: Sequence[Wrong],
    why: str,
    **options: str | None,
) -> Draft:
    """``choice_draft`` (``options``: its ``key`` and ``standard``) with choices told apart exactly:
    each distinct text stands in as a numbered token while the kit shuffles and picks, then the texts
    are put back."""
    texts = [correct, *dict.fromkeys(w.text for w in wrong if w.text != correct)]
    token = {text: f"#{i}" for i, text in enumerate(texts)}
    seen: set[str] = set()
    tokens = []
    for w in wrong:
        if w.text in token and w.text != correct and w.text not in seen:
            seen.add(w.text)
            tokens.append(Wrong(token[w.text], w.misconception, w.reason))
    draft = choice_draft(ctx, question, token[correct], tokens, why, **options)  # type: ignore[arg-type]
    content = draft.content
    assert isinstance(content, MultipleChoiceContent)
    choices = [Choice(text=texts[int(c.text[1:])]) for c in content.choices]
    answer = draft.answer.model_copy(
        update={"display": f"{'ABCDEF'[draft.answer.value]}. {correct}"}  # type: ignore[union-attr]
    )
    return replace(draft, content=content.model_copy(update={"choices": choices}), answer=answer)
