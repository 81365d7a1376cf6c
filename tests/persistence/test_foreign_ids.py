"""LangGraph's task ids, recomputed from the facts lingxigraph plans tasks from."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from lingxigraph._internal._constants import NULL_TASK_ID, PULL, PUSH
from lingxigraph.pregel._foreign import adopt_langgraph_ids, langgraph_task_id

CKPT = "1f0a1b2c-3d4e-6f70-8091-a2b3c4d5e6f7"
PULL_PARTS = (CKPT, "", "1", "a", PULL, "branch:to:a")
PUSH_PARTS = (CKPT, "sub:0f89aa6e-db5a-23ef-927e-07bb796275cd", "3", "w", PUSH, "2")

# ids printed by LangGraph 1.2.11 (_uuid5_str / _xxhash_str) for the same facts
KNOWN = [
    (PULL_PARTS, 1, "50ed7caf-51d3-3a17-3377-7c86202665e0"),
    (PUSH_PARTS, 1, "8ede62ad-1a39-a69e-e1e7-a47cd6c46c66"),
    (PULL_PARTS, 4, "27255877-cf9c-c282-65b7-d075f6b82c64"),
    (PUSH_PARTS, 4, "8ccc5ee2-ef3b-fd28-705d-c049f41c9d1f"),
]


@pytest.mark.parametrize(("parts", "version", "expected"), KNOWN)
def test_langgraph_task_id_by_checkpoint_format(parts: tuple[str, ...], version: int, expected: str) -> None:
    assert langgraph_task_id(SimpleNamespace(id_parts=parts), version) == expected  # type: ignore[arg-type]


def test_no_id_for_a_task_not_planned_from_a_uuid_checkpoint() -> None:
    assert langgraph_task_id(SimpleNamespace(id_parts=("run-3", "", "1", "a", PULL)), 4) is None  # type: ignore[arg-type]
    assert langgraph_task_id(SimpleNamespace(id_parts=None), 4) is None  # type: ignore[arg-type]


class _Stub:
    def __init__(self, parts: tuple[str, ...], own_id: str) -> None:
        self.id_parts = parts
        self.id = own_id
        self.adopted: tuple[str, int] | None = None

    def adopt_foreign_id(self, value: str, version: int) -> None:
        self.adopted = (value, version)


def test_adopts_only_when_saved_writes_carry_langgraph_ids() -> None:
    task = _Stub(PULL_PARTS, "own-id")
    theirs = "27255877-cf9c-c282-65b7-d075f6b82c64"
    # written by lingxigraph (its own id), nothing saved, only null-task writes, unknown ids
    for saved in ({"own-id": []}, {}, {NULL_TASK_ID: []}, {"other": []}):
        assert not adopt_langgraph_ids([task], saved, 4)  # type: ignore[list-item]
        assert task.adopted is None
    assert adopt_langgraph_ids([task], {theirs: [], NULL_TASK_ID: []}, 4)  # type: ignore[list-item]
    assert task.adopted == (theirs, 4)
