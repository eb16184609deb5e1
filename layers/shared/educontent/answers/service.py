"""``POST /answers/check``: the request's shapes, and checking a batch of responses by item id.

Checking needs no storage: each id names its item (``generation.item_ids``), which is made again
(``engine.item_by_id``) and compared with the response (``answers.checking``). Every id of a
batch is read first, so one bad id fails the request with all its bad fields named.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictFloat,
    StrictInt,
    StringConstraints,
    model_validator,
)
from pydantic.alias_generators import to_camel

from educontent.answers.checking import check_response
from educontent.answers.schemas import CheckOutcome, ResponseShapeError
from educontent.core.errors import FieldError, Unprocessable, clip
from educontent.core.models import ApiModel
from educontent.generation.item_ids import MAX_ID_CHARS, ItemIdError
from educontent.generation.items import ContentItem
from educontent.generation.remake import item_by_id

MAX_CHECKS = 100
MAX_RESPONSE_CHARS = 500
MAX_LIST_ENTRIES = 60

Text = Annotated[str, StringConstraints(max_length=MAX_RESPONSE_CHARS)]
ListEntry = Annotated[str, StringConstraints(max_length=200)] | StrictInt | StrictFloat
Response = (
    Text
    | StrictBool
    | StrictInt
    | StrictFloat
    | Annotated[list[ListEntry], Field(max_length=MAX_LIST_ENTRIES)]
)
ItemId = Annotated[str, StringConstraints(min_length=1, max_length=MAX_ID_CHARS)]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True, alias_generator=to_camel)


class CheckEntry(_Model):
    """One response to check: the item's id (from a generation response) and the learner's answer."""

    item_id: ItemId = Field(description="The item's `id`, as a generation response gave it (opaque).")
    response: Response = Field(
        description="The learner's answer: text or a number; `true`/`false`; or a list (ordering, matching). "
        "docs/answers.md lists the accepted forms."
    )


def _one_or_many_schema(schema: dict[str, Any]) -> None:
    properties = schema.get("properties", {})
    for name in ("itemId", "response", "items"):
        prop = properties.get(name, {})
        branches = [b for b in prop.pop("anyOf", []) if b.get("type") != "null"]
        if len(branches) == 1:
            prop.update(branches[0])
        elif branches:
            prop["anyOf"] = branches
        prop.pop("default", None)
    known = dict.fromkeys(properties, True)
    schema["oneOf"] = [
        {"required": ["itemId", "response"], "not": {"required": ["items"]}, "properties": known},
        {"required": ["items"], "not": {"anyOf": [{"required": ["itemId"]}, {"required": ["response"]}]}},
    ]


class CheckBody(_Model):
    """One check (`itemId` and `response`) or a batch of up to 100 (`items`)."""

    model_config = ConfigDict(json_schema_extra=_one_or_many_schema)

    item_id: ItemId | None = Field(default=None, description="One check: the item's id.")
    response: Response | None = Field(default=None, description="One check: the learner's answer.")
    items: list[CheckEntry] | None = Field(
        default=None, min_length=1, max_length=MAX_CHECKS, description=f"A batch: 1-{MAX_CHECKS} checks."
    )

    @model_validator(mode="before")
    @classmethod
    def _no_nulls(cls, data: Any) -> Any:
        if isinstance(data, dict):
            for name in ("itemId", "item_id", "response", "items"):
                if name in data and data[name] is None:
                    raise ValueError(f"{name} must not be null")
        return data

    @model_validator(mode="after")
    def _one_or_many(self) -> CheckBody:
        single = self.item_id is not None or self.response is not None
        if self.items is not None and single:
            raise ValueError("send either itemId and response, or items, not both")
        if self.items is None and (self.item_id is None or self.response is None):
            raise ValueError("itemId and response are required (or items, for a batch)")
        return self

    def entries(self) -> list[CheckEntry]:
        if self.items is not None:
            return self.items
        return [
            CheckEntry(
                item_id=self.item_id or "", response=self.response if self.response is not None else ""
            )
        ]


class CheckResult(CheckOutcome):
    item_id: str = Field(description="The id checked.")


class CheckBatchData(ApiModel):
    results: list[CheckResult] = Field(description="One result per check, in the order sent.")


def check_entries(entries: list[CheckEntry], *, batch: bool) -> list[CheckResult]:
    """Each entry's result; ``Unprocessable`` naming every bad id and every response of the wrong shape."""
    where = "body.items[{}]." if batch else "body."
    errors: list[FieldError] = []
    items: list[ContentItem | None] = []
    for n, entry in enumerate(entries):
        try:
            items.append(item_by_id(entry.item_id))
        except ItemIdError as error:
            items.append(None)
            errors.append(
                FieldError(field=where.format(n) + "itemId", message=str(error), value=clip(entry.item_id))
            )
    results: list[CheckResult] = []
    for n, (entry, item) in enumerate(zip(entries, items, strict=True)):
        if item is None:
            continue
        try:
            outcome = check_response(item, entry.response)
        except ResponseShapeError as error:
            errors.append(FieldError(field=where.format(n) + "response", message=clip(str(error))))
            continue
        results.append(CheckResult(item_id=entry.item_id, **outcome.model_dump()))
    if errors:
        fields = ", ".join(dict.fromkeys(e.field for e in errors))
        raise Unprocessable(f"The request cannot be checked: see {clip(fields)}", errors=errors)
    return results
