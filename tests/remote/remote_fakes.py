"""Fake langgraph-sdk clients for ``RemoteGraph`` tests: they record every call
(name and keyword arguments) and answer with what the test set on the server."""

from __future__ import annotations

import inspect
from collections.abc import AsyncIterator
from typing import Any, NamedTuple

import anyio

from lingxigraph.pregel.remote import RemoteGraph


class Part(NamedTuple):
    """A run's stream part, shaped as the SDK's ``StreamPart``."""

    event: str
    data: Any
    id: str | None = None


class FakeServer:
    """What the fake clients answer: ``parts`` for each run, ``state`` for
    ``threads.get_state``, ``history`` for ``get_history``, ``checkpoint`` for
    ``update_state``, ``graph`` for ``assistants.get_graph``; ``calls`` lists
    ``(method, kwargs)`` in order."""

    def __init__(self, parts: list[Any] | None = None) -> None:
        self.parts = list(parts or [])
        self.state: dict[str, Any] | None = None
        self.history: list[dict[str, Any]] = []
        self.checkpoint: dict[str, Any] | None = None
        self.graph: dict[str, Any] | None = None
        self.calls: list[tuple[str, dict[str, Any]]] = []

    def answer(self, method: str, kwargs: dict[str, Any]) -> Any:
        self.calls.append((method, kwargs))
        if method == "runs.stream":
            return list(self.parts)
        if method == "threads.get_state":
            return self.state
        if method == "threads.get_history":
            return list(self.history)
        if method == "threads.update_state":
            return {"checkpoint": self.checkpoint}
        return self.graph

    def last(self, method: str) -> dict[str, Any]:
        """The keyword arguments of the last call of ``method``."""
        return [kwargs for name, kwargs in self.calls if name == method][-1]


class _Api:
    def __init__(self, server: FakeServer, prefix: str, is_async: bool) -> None:
        self._server, self._prefix, self._async = server, prefix, is_async

    def __getattr__(self, name: str) -> Any:
        method = f"{self._prefix}.{name}"
        server = self._server
        if not self._async:
            return lambda **kwargs: server.answer(method, kwargs)
        if method == "runs.stream":  # (not awaited: an async iterator)

            async def parts(**kwargs: Any) -> AsyncIterator[Any]:
                for part in server.answer(method, kwargs):
                    yield part

            return parts

        async def call(**kwargs: Any) -> Any:
            return server.answer(method, kwargs)

        return call


class FakeClient:
    """A sync (``is_async=False``) or async client of ``server``."""

    def __init__(self, server: FakeServer, *, is_async: bool) -> None:
        self.runs = _Api(server, "runs", is_async)
        self.threads = _Api(server, "threads", is_async)
        self.assistants = _Api(server, "assistants", is_async)


def thread_state(
    values: Any,
    *,
    checkpoint_id: str = "cp-2",
    parent_id: str | None = "cp-1",
    next: list[str] | None = None,
    tasks: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """A thread state as the server sends it (thread ``th``, root namespace)."""
    return {
        "values": values,
        "next": next,
        "checkpoint": {"thread_id": "th", "checkpoint_ns": "", "checkpoint_id": checkpoint_id},
        "metadata": {"source": "loop", "step": 3},
        "created_at": "2026-12-02T10:00:00+00:00",
        "parent_checkpoint": (
            None if parent_id is None else {"thread_id": "th", "checkpoint_ns": "", "checkpoint_id": parent_id}
        ),
        "tasks": tasks or [],
    }


_ASYNC_NAMES = {
    "invoke": "ainvoke",
    "stream": "astream",
    "get_state": "aget_state",
    "get_state_history": "aget_state_history",
    "update_state": "aupdate_state",
    "get_graph": "aget_graph",
}


class Caller:
    """``remote(server, ...)`` makes a graph with this kind's client;
    ``(remote, "stream", ...)`` calls a method (iterators listed)."""

    def __init__(self, is_async: bool) -> None:
        self.is_async = is_async

    def remote(self, server: FakeServer, assistant_id: str = "agent", **kwargs: Any) -> RemoteGraph:
        key = "client" if self.is_async else "sync_client"
        return RemoteGraph(assistant_id, **{key: FakeClient(server, is_async=self.is_async)}, **kwargs)

    def __call__(self, remote: RemoteGraph, method: str, *args: Any, **kwargs: Any) -> Any:
        if not self.is_async:
            result = getattr(remote, method)(*args, **kwargs)
            return list(result) if inspect.isgenerator(result) else result

        async def main() -> Any:
            result = getattr(remote, _ASYNC_NAMES[method])(*args, **kwargs)
            if inspect.isasyncgen(result):
                return [item async for item in result]
            return await result

        return anyio.run(main)
