"""Generators by name. A skill in ``catalog_data`` names its generator and parameters (data, not
code per skill); a generator turns a context (skill, grade, level, content type, seeded rng) into
a ``Draft``: the content, the answer and the features its difficulty is computed from."""

from __future__ import annotations

import importlib
import pkgutil
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ValidationError

from educontent.catalog.records import ContentType, DifficultyLevel, SkillRecord
from educontent.generation.difficulty import Features
from educontent.generation.items import Answer, Content, Visuals


@dataclass(slots=True)
class GenerationContext:
    skill: SkillRecord
    grade: int
    level: DifficultyLevel
    content_type: ContentType
    params: Any
    rng: random.Random


@dataclass(slots=True)
class Draft:
    content: Content
    answer: Answer
    features: Features = field(default_factory=Features)
    key: str = ""  # what makes two items the same question (duplicate check within a batch)
    visuals: Visuals | None = None
    standard: str | None = None  # which of the skill's standards this item practises (default: first)


GeneratorFunc = Callable[[GenerationContext], Draft]


@dataclass(frozen=True)
class GeneratorSpec:
    name: str
    func: GeneratorFunc
    content_types: frozenset[ContentType]
    params_model: type[BaseModel] | None = None

    def parse_params(self, raw: Mapping[str, Any]) -> Any:
        if self.params_model is None:
            if raw:
                raise ValueError(f"generator {self.name} takes no parameters")
            return None
        return self.params_model.model_validate(dict(raw))


_REGISTRY: dict[str, GeneratorSpec] = {}


def generator(
    name: str, *, content_types: set[ContentType], params: type[BaseModel] | None = None
) -> Callable[[GeneratorFunc], GeneratorFunc]:
    """Register ``func`` as generator ``name`` producing ``content_types``."""

    def register(func: GeneratorFunc) -> GeneratorFunc:
        if name in _REGISTRY:
            raise ValueError(f"generator {name!r} registered twice")
        _REGISTRY[name] = GeneratorSpec(name, func, frozenset(content_types), params)
        return func

    return register


_loaded = False


def _load_all() -> None:
    global _loaded
    if _loaded:
        return
    import educontent.generation.generators as package

    for module in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        importlib.import_module(module.name)
    _loaded = True


def all_generators() -> dict[str, GeneratorSpec]:
    _load_all()
    return dict(_REGISTRY)


def get_generator(name: str) -> GeneratorSpec:
    _load_all()
    try:
        return _REGISTRY[name]
    except KeyError:
        raise KeyError(f"unknown generator {name!r}") from None


def check_skill_generator(skill: SkillRecord) -> list[str]:
    """Problems with a skill's generator reference (unknown name, bad params, unsupported types)."""
    try:
        spec = get_generator(skill.generator.name)
    except KeyError as error:
        return [f"{skill.slug}: {error.args[0]}"]
    problems = []
    try:
        spec.parse_params(skill.generator.params)
    except (ValidationError, ValueError) as error:
        problems.append(f"{skill.slug}: bad params for {spec.name}: {error}")
    unsupported = sorted(set(skill.content_types) - spec.content_types)
    if unsupported:
        problems.append(f"{skill.slug}: {spec.name} does not make {unsupported}")
    return problems
