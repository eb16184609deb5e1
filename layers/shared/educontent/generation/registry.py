"""Generators by name. A skill in ``catalog_data`` names its generator and parameters (data, not
code per skill); a generator turns a context (skill, grade, level, content type, seeded rng) into
a ``Draft``: the content, the answer and the features its difficulty is computed from."""

from __future__ import annotations

import importlib
import pkgutil
import random
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, ValidationError

from educontent.core.catalog_records import ContentType, DifficultyLevel, SkillRecord
from educontent.generation.difficulty import Features
from educontent.generation.items import Answer, Content, SpellingTarget, Visuals


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
    spelling: SpellingTarget | None = None  # spelling items: the target word, its pattern and the activity


class NoSuchForm(ValueError):
    """The question a generator drew has no form of the requested content type (say, too few distinct
    wrong answers to offer choices). The engine counts the draft as an attempt and draws again."""


GeneratorFunc = Callable[[GenerationContext], Draft]

LevelMeaning = Literal["size", "steps", "form", "text", "none"]


@dataclass(frozen=True, slots=True)
class Levels:
    """What easy, medium and hard mean for a generator's skills (docs/difficulty.md lists them).

    ``by`` names what grows with the level: ``size`` (bigger numbers: a test checks that hard items
    are bigger than easy ones at both ends), ``steps`` (more steps or parts), ``form`` (a harder kind
    of question about the same content), ``text`` (longer or harder words and passages) or ``none``
    (the items are the same at every level, and ``bands`` says why).
    ``bands`` says it for a teacher, e.g. "factors: easy 0-6, medium 2-8, hard 5-10".
    """

    by: LevelMeaning
    bands: str


@dataclass(frozen=True)
class GeneratorSpec:
    name: str
    func: GeneratorFunc
    content_types: frozenset[ContentType]
    params_model: type[BaseModel] | None = None
    levels: Levels | None = None

    def parse_params(self, raw: Mapping[str, Any]) -> Any:
        if self.params_model is None:
            if raw:
                raise ValueError(f"generator {self.name} takes no parameters")
            return None
        return self.params_model.model_validate(dict(raw))


_REGISTRY: dict[str, GeneratorSpec] = {}
_PACKAGE = __name__.rpartition(".")[0]  # educontent.generation
SUBJECTS = ("math", "reading", "vocabulary", "spelling", "science")
_NAME = re.compile(r"[a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)+")


def generator(
    *, content_types: set[ContentType], params: type[BaseModel] | None = None, levels: Levels | None = None
) -> Callable[[GeneratorFunc], GeneratorFunc]:
    """Register ``func`` as the generator of its module, producing ``content_types``, its
    difficulty levels meaning ``levels``.

    A generator's name is its module path below ``educontent.generation``: the function in
    ``generation/math/nf/equivalence.py`` (or ``.../equivalence/__init__.py``) is
    ``math.nf.equivalence``. One generator per module.
    """

    def register(func: GeneratorFunc) -> GeneratorFunc:
        key = module_name(func.__module__)
        if key in _REGISTRY:
            raise ValueError(f"generator {key!r} registered twice")
        _REGISTRY[key] = GeneratorSpec(key, func, frozenset(content_types), params, levels)
        return func

    return register


def module_name(module: str) -> str:
    """``educontent.generation.math.nf.equivalence`` -> ``math.nf.equivalence``."""
    prefix = _PACKAGE + "."
    if not module.startswith(prefix) or module.partition(".generation.")[2].split(".")[0] not in SUBJECTS:
        raise ValueError(f"generator module {module!r} is not under a subject package of {_PACKAGE}")
    return module[len(prefix) :]


def _import_generator(name: str) -> None:
    """Import the module that defines generator ``name`` (its name is its path)."""
    if not _NAME.fullmatch(name) or name.split(".")[0] not in SUBJECTS:
        return
    try:
        importlib.import_module(f"{_PACKAGE}.{name}")
    except ModuleNotFoundError as error:
        if error.name is None or not f"{_PACKAGE}.{name}".startswith(error.name):
            raise  # a module that exists failed to import something: a real bug


def all_generators() -> dict[str, GeneratorSpec]:
    """Every generator, importing every generator module (for checks and tools, not for requests)."""
    for subject in SUBJECTS:
        package = importlib.import_module(f"{_PACKAGE}.{subject}")
        for module in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            importlib.import_module(module.name)
    return dict(_REGISTRY)


def get_generator(name: str) -> GeneratorSpec:
    """The generator ``name``, importing its module on first use."""
    spec = _REGISTRY.get(name)
    if spec is None:
        _import_generator(name)
        spec = _REGISTRY.get(name)
    if spec is None:
        raise KeyError(f"unknown generator {name!r}")
    return spec


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
