"""``PregelNode``: what the scheduler knows about a node.

A node subscribes to trigger channels, reads some channels into its input,
runs ``bound`` and turns the output into channel writes with ``writers``.
``StateGraph.compile()`` and ``NodeBuilder`` both build these.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from lingxigraph._internal._cache_key import callable_identity
from lingxigraph._internal._call import call_with_config, is_async_callable, is_runnable_like
from lingxigraph._internal._runnable import no_sync_function
from lingxigraph._internal._typing import MISSING
from lingxigraph.errors import EmptyChannelError
from lingxigraph.pregel._graph_memo import facts

if TYPE_CHECKING:
    from lingxigraph.channels.base import BaseChannel
    from lingxigraph.pregel._task import Task
    from lingxigraph.types import CachePolicy, RetryPolicy


Bound = Callable[[Any, "Task"], Any]
"""Runs the node: ``(input, task) -> output`` (or an awaitable of it)."""
Writer = Callable[["Task", Any], None]
"""Turns a node's output into writes appended to ``task.writes``."""


class PregelNode:
    """A node as the scheduler sees it.

    Args:
        name: the node's name.
        triggers: channels whose update makes the node run.
        channels: channel names to read; a single ``str`` means the input is that
            channel's bare value, a sequence means a dict of the available ones.
        bound: ``(input, task) -> output``; may return an awaitable.
        writers: each ``(task, output)`` appends channel writes.
        mapper: turns the read dict into the node's input type.
        is_async: ``bound`` must be awaited (the sync driver refuses it).
        retry_policy: policies tried in order on failure.
        cache_policy: cache the node's writes by input.
        metadata: merged into the task's ``config["metadata"]``.
        tags: added to the task's ``config["tags"]``.
        subgraphs: compiled graphs this node runs (for namespaces and state).
        defer: run only once nothing else is left to run.
        timeout: a ``TimeoutPolicy`` for async nodes.
        error_handler: name of the node that handles this node's errors.
        hidden: keep the node's tasks out of the ``tasks`` and ``updates`` streams.
        abound: what the async driver calls instead of ``bound`` (its async twin,
            or ``bound`` itself when that runs no sync user code); without it a
            sync ``bound`` runs on a worker thread, as LangGraph's executor does.
        aplain: for a plain ``async def`` function node, ``(input, task) ->
            coroutine`` calling the function alone: the async driver awaits it and
            invokes a runnable it resolves to itself, what ``bound`` does in one
            more coroutine per run of the node.
        plain: for a plain function node taking only its input (``def`` or
            ``async def``), that function: a driver calls it on the input itself
            (one call less per run of the node than through ``bound`` or
            ``aplain``) and applies their rule for what it returns
            (``returned_output``; a runnable is invoked on the same input).
        managed: ``(input, step, stop_step) -> input``: completes an input read
            from channels with managed values (remaining steps); ``Send``
            payloads are left as sent.
        cache_id: where the node's cached writes are filed in a cache
            (``"module.qualname"`` of the user's function, see
            ``callable_identity``); defaults to that of ``bound``.
        source: the function or runnable the node was made from (``add_node``'s
            argument), for ``invoke``/``ainvoke`` outside a run.
        trace_policy: a ``TracePolicy``: what tracers record of the node's
            input and output.
    """

    __slots__ = (
        "name",
        "triggers",
        "channels",
        "bound",
        "writers",
        "mapper",
        "is_async",
        "retry_policy",
        "cache_policy",
        "metadata",
        "tags",
        "subgraphs",
        "defer",
        "timeout",
        "error_handler",
        "hidden",
        "abound",
        "aplain",
        "plain",
        "managed",
        "cache_id",
        "source",
        "trace_policy",
    )

    def __init__(
        self,
        *,
        name: str = "",
        triggers: Sequence[str],
        channels: str | Sequence[str],
        bound: Bound,
        writers: Sequence[Writer] = (),
        mapper: Callable[[Any], Any] | None = None,
        is_async: bool = False,
        retry_policy: Sequence[RetryPolicy] = (),
        cache_policy: CachePolicy[Any] | None = None,
        metadata: Mapping[str, Any] | None = None,
        tags: Sequence[str] = (),
        subgraphs: Sequence[Any] = (),
        defer: bool = False,
        timeout: Any = None,
        error_handler: str | None = None,
        hidden: bool = False,
        abound: Bound | None = None,
        aplain: Bound | None = None,
        plain: Callable[[Any], Any] | None = None,
        managed: Callable[[Any, int, int], Any] | None = None,
        cache_id: str | None = None,
        source: Any = None,
        trace_policy: Any = None,
    ) -> None:
        self.name = name
        self.triggers = tuple(triggers)
        self.channels = channels if isinstance(channels, str) else tuple(channels)
        self.bound = bound
        self.writers = tuple(writers)
        self.mapper = mapper
        self.is_async = is_async
        self.retry_policy = tuple(retry_policy)
        self.cache_policy = cache_policy
        self.metadata = dict(metadata) if metadata else None
        self.tags = tuple(tags)
        self.subgraphs = tuple(subgraphs)
        self.defer = defer
        self.timeout = timeout
        self.error_handler = error_handler
        self.hidden = hidden
        self.abound = abound
        self.aplain = aplain
        self.plain = plain
        self.managed = managed
        self.cache_id = cache_id if cache_id is not None else callable_identity(bound)
        self.source = source
        self.trace_policy = trace_policy

    def __repr__(self) -> str:
        return f"PregelNode(name={self.name!r}, triggers={self.triggers!r})"

    def copy(self, update: Mapping[str, Any]) -> PregelNode:
        """A new node with the same attributes, ``update``'s (name → value) replacing some.

        Raises:
            TypeError: ``update`` names an attribute nodes do not have.
        """
        attrs = {name: getattr(self, name) for name in self.__slots__}
        if "bound" in update or "abound" in update:
            # (a driver calls ``plain``/``aplain`` instead of ``bound``/``abound``: they
            # would skip the replacement)
            attrs["plain"] = attrs["aplain"] = None
        attrs.update(update)
        return PregelNode(**attrs)

    def _own_config(self, config: Mapping[str, Any] | None) -> dict[str, Any]:
        out = dict(config or {})
        if self.metadata:
            out["metadata"] = {**self.metadata, **(out.get("metadata") or {})}
        if self.tags:
            out["tags"] = [*self.tags, *(out.get("tags") or [])]
        return out

    def _runnable_source(self) -> Any:
        if self.source is None:
            raise TypeError(f"Node {self.name!r} has no function or runnable of its own to invoke")
        return self.source

    def invoke(self, input: Any, config: Mapping[str, Any] | None = None, **kwargs: Any) -> Any:
        """Run the node's function or runnable on ``input`` by hand, outside a run
        (no channel writes). The node's tags and metadata join ``config``, which
        also supplies what the function declares (config, runtime, store, ...).

        Raises:
            TypeError: the node was not made from a function or runnable, or
                only from an async function (use ``ainvoke``; LangGraph's message).
        """
        source = self._runnable_source()
        own = self._own_config(config)
        if is_runnable_like(source):
            return source.invoke(input, own, **kwargs)
        if is_async_callable(source):
            raise no_sync_function(self.name)
        return call_with_config(source, input, own, **kwargs)

    async def ainvoke(self, input: Any, config: Mapping[str, Any] | None = None, **kwargs: Any) -> Any:
        """Async twin of ``invoke``."""
        source = self._runnable_source()
        own = self._own_config(config)
        if is_runnable_like(source) and hasattr(type(source), "ainvoke"):
            return await source.ainvoke(input, own, **kwargs)
        result = source.invoke(input, own, **kwargs) if is_runnable_like(source) else call_with_config(
            source, input, own, **kwargs
        )
        return await result if inspect.isawaitable(result) else result

    def read(
        self,
        channels: Mapping[str, BaseChannel[Any, Any, Any]],
        read_keys: Callable[[Sequence[str]], dict[str, Any]] | None = None,
    ) -> Any:
        """The node's input read from ``channels``; ``MISSING`` when a single
        channel it reads is empty. ``read_keys`` (if given) reads a multi-key input."""
        spec = self.channels
        if type(spec) is not tuple and type(spec) is not list and isinstance(spec, str):  # (no call for the usual tuple)
            try:
                value = channels[spec].get()
            except EmptyChannelError:
                return MISSING
        elif read_keys is not None:
            value = read_keys(spec)
        else:
            value = read_available(channels, spec)
        mapper = self.mapper
        return mapper(value) if mapper is not None else value

    def write(self, task: Task, output: Any) -> Sequence[Any]:
        """Run every writer on ``output``; returns awaitables a writer left to await
        (async conditional-edge functions): a list, or ``()`` when there are none."""
        pending: Sequence[Any] = ()  # (no list made for the usual none)
        for writer in self.writers:
            result = writer(task, output)
            if result is not None:
                if not pending:
                    pending = []
                pending.append(result)  # type: ignore[attr-defined]
        return pending


def read_available(
    channels: Mapping[str, BaseChannel[Any, Any, Any]], keys: Sequence[str]
) -> dict[str, Any]:
    """``{key: value}`` for the channels among ``keys`` that hold a value."""
    out: dict[str, Any] = {}
    slot_types = _VALUE_SLOT_TYPES or _value_slot_types()
    for key in keys:
        if key not in channels:
            continue
        channel = channels[key]
        if channel is None:
            continue
        if type(channel) in slot_types:
            # ``get()`` without the call (a wide state reads every key each step)
            value = channel.value
            if value is not MISSING:
                out[key] = value
            continue
        try:
            out[key] = channel.get()
        except EmptyChannelError:
            pass
    return out


_VALUE_SLOT_TYPES: frozenset[type[Any]] | None = None


def _value_slot_types() -> frozenset[type[Any]]:
    """Channel types whose ``get()`` is their ``value`` attribute (``EmptyChannelError``
    when it is ``MISSING``): read without calling it. Exact types only (a subclass
    may override ``get``)."""
    global _VALUE_SLOT_TYPES
    from lingxigraph.channels.binop import BinaryOperatorAggregate
    from lingxigraph.channels.ephemeral_value import EphemeralValue
    from lingxigraph.channels.last_value import LastValue

    _VALUE_SLOT_TYPES = frozenset({LastValue, EphemeralValue, BinaryOperatorAggregate})
    return _VALUE_SLOT_TYPES


def value_slot_channels(graph: Any, known: dict[str, Any] | None = None) -> frozenset[str]:
    """Names of ``graph``'s channels of an exact type whose ``get()`` is their
    ``value`` slot: the value itself, no copy and no computation. A run may keep
    a read of such channels from step to step and change only what a barrier
    touched (``Machine._view``): a kept value is the very object a fresh read gives.

    ``graph`` is a compiled ``Pregel``; the answer is kept on it, in ``known`` (its
    ``_graph_memo.facts``, looked up when not given)."""
    if known is None:
        known = facts(graph)
    names = known.get("_value_slot_channels")
    if names is None:
        slot_types = _VALUE_SLOT_TYPES or _value_slot_types()
        names = known["_value_slot_channels"] = frozenset(
            k for k, spec in graph.channels.items() if type(spec) in slot_types
        )
    return names


def read_channels(channels: Mapping[str, BaseChannel[Any, Any, Any]], keys: str | Sequence[str]) -> Any:
    """A single channel's value (``None`` when empty) for a ``str`` key, else a dict
    of the available ones."""
    if isinstance(keys, str):
        channel = channels.get(keys)
        if channel is None or not channel.is_available():
            return None
        return channel.get()
    return read_available(channels, keys)
