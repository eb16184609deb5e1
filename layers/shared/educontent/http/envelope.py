"""The success envelope every endpoint answers with: ``{data, meta}`` plus ``pagination`` on lists."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from typing import Generic, Literal, TypeVar

from pydantic import Field

from educontent.core.models import ApiModel
from educontent.http import clock

T = TypeVar("T")
API_VERSION = "v1"


class Meta(ApiModel):
    request_id: str = Field(description="UUID of this request (API Gateway's request id when deployed).")
    generated_at: str = Field(description="RFC 3339 UTC time the response was made.")
    api_version: Literal["v1"] = API_VERSION
    cache_hit: bool = False


class Pagination(ApiModel):
    page: int
    page_size: int
    total: int
    has_next: bool


class Envelope(ApiModel, Generic[T]):
    data: T
    meta: Meta


class PagedEnvelope(ApiModel, Generic[T]):
    data: T
    meta: Meta
    pagination: Pagination


def new_meta(request_id: str | None, *, cache_hit: bool = False) -> Meta:
    """Meta for a response; a request id that is not a UUID (or none) is replaced by a fresh one."""
    rid = request_id if request_id and _is_uuid(request_id) else str(uuid.uuid4())
    return Meta(request_id=rid, generated_at=clock.rfc3339(clock.utc_now()), cache_hit=cache_hit)


def paginate(items: Sequence[T], page: int, page_size: int) -> tuple[list[T], Pagination]:
    """One page of ``items``; a page past the end is empty, not an error."""
    start = (page - 1) * page_size
    chunk = list(items[start : start + page_size])
    total = len(items)
    return chunk, Pagination(page=page, page_size=page_size, total=total, has_next=start + page_size < total)


def _is_uuid(value: str) -> bool:
    try:
        uuid.UUID(value)
    except ValueError:
        return False
    return True
