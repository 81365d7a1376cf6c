"""Threads saved by LangGraph: give planned tasks the ids LangGraph gave them.

A checkpoint written by LangGraph keeps its tasks' saved writes (interrupts,
finished siblings' results, resume answers, errors) under LangGraph's task ids,
which hash the same planning facts as ours with another function (XXH3-128 for
checkpoints of format ``v > 1``, uuid5-style SHA-1 before). When the saved
writes match none of the planned tasks, but do match LangGraph's ids for them,
every task planned from that checkpoint takes LangGraph's id (and so its
namespace, where a subgraph's own checkpoints are kept), and its interrupts
take LangGraph's interrupt ids (XXH3-128 of the task namespace). Ids the user
saw from LangGraph (``get_state``, stream chunks) keep addressing the same
tasks and interrupts; tasks planned from checkpoints lingxigraph writes use
lingxigraph's ids. This runs only when a loaded checkpoint has saved writes.
"""

from __future__ import annotations

import binascii
from collections.abc import Iterable, Mapping, Sequence
from hashlib import sha1
from typing import TYPE_CHECKING, Any

from lingxigraph._internal._constants import NS_SEP, NULL_TASK_ID, PUSH
from lingxigraph._internal._ids import as_uuid_format
from lingxigraph._internal._xxh3 import xxh3_128_hexdigest

if TYPE_CHECKING:
    from lingxigraph.pregel._task import Task


def langgraph_task_id(task: Task, version: int) -> str | None:
    """The id LangGraph gives ``task`` (planned from a checkpoint of format ``version``).

    ``None`` when the task's id is not made from planning facts (or its
    checkpoint id is not a UUID), so LangGraph has no matching id.
    """
    parts = task.id_parts
    if parts is None or len(parts) < 5:
        return None
    checkpoint_id, parent_ns, step, name, *rest = parts
    try:
        namespace = binascii.unhexlify(checkpoint_id.replace("-", ""))
    except (binascii.Error, ValueError):
        return None
    ns = f"{parent_ns}{NS_SEP}{name}" if parent_ns else name
    return _uuid(version, namespace + "".join((ns, step, name, *rest)).encode())


def _uuid(version: int, data: bytes) -> str:
    # checkpoints of format 1 used SHA-1 (uuid5-like), later ones XXH3-128
    if version > 1:
        return as_uuid_format(xxh3_128_hexdigest(data))
    return as_uuid_format(sha1(data, usedforsecurity=False).hexdigest()[:32])


def langgraph_call_id(parent: Task, name: str, index: int) -> str | None:
    """The id LangGraph gives the ``index``-th ``@task`` call ``name`` made by
    ``parent`` (a task, or a call, that took LangGraph's id); ``None`` when it
    cannot be made (the checkpoint id is not a UUID)."""
    try:
        namespace = binascii.unhexlify(parent.scope.checkpoint_id.replace("-", ""))
    except (binascii.Error, ValueError):
        return None
    # LangGraph hashes the call's namespace under its caller, the step, and
    # the caller's path written as "~part, part" (ints zero-padded to 10 digits)
    caller_path = _path_str(_langgraph_path(parent.path))
    data = "".join((f"{parent.ns}{NS_SEP}{name}", str(parent.step), name, PUSH, caller_path, str(index)))
    return _uuid(parent.foreign, namespace + data.encode())


def _langgraph_path(path: tuple[Any, ...]) -> tuple[Any, ...]:
    # a running call's path in LangGraph: (PUSH, caller's path, index, True);
    # lingxigraph keeps the call's id in the last place
    if len(path) == 4 and path[0] == PUSH and isinstance(path[1], tuple):
        return (PUSH, _langgraph_path(path[1]), path[2], True)
    return path


def _path_str(part: Any) -> str:
    if isinstance(part, (tuple, list)):
        return "~" + ", ".join(_path_str(p) for p in part)
    if isinstance(part, int):
        return f"{part:010d}"
    return str(part)


def adopt_langgraph_ids(
    tasks: Sequence[Task], saved: Mapping[str, Any] | Iterable[str], version: Any
) -> bool:
    """Give ``tasks`` LangGraph's ids when the saved writes are keyed by them.

    Args:
        tasks: the tasks planned from the loaded checkpoint.
        saved: task id → saved writes (or the ids) of that checkpoint.
        version: the checkpoint's format (its ``"v"``).

    Returns:
        Whether the tasks took LangGraph's ids.
    """
    if not tasks:
        return False
    keys = set(saved)
    keys.discard(NULL_TASK_ID)
    if not keys or any(t.id in keys for t in tasks):
        return False  # nothing saved, or saved by lingxigraph
    try:
        fmt = max(int(version), 1)
    except (TypeError, ValueError):
        fmt = 1
    theirs = [(t, langgraph_task_id(t, fmt)) for t in tasks]
    if not any(tid in keys for _, tid in theirs):
        return False
    for task, tid in theirs:
        if tid is not None:
            task.adopt_foreign_id(tid, fmt)
    return True
