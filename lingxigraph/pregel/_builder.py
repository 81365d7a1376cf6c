"""``NodeBuilder``: the low-level way to declare a Pregel node, as in LangGraph.

Example::

    node = NodeBuilder().subscribe_only("a").do(lambda x: x + x).write_to("b")
    app = Pregel(nodes={"double": node}, channels={"a": EphemeralValue(str),
                 "b": EphemeralValue(str)}, input_channels=["a"], output_channels=["b"])
    app.invoke({"a": "foo"})   # {'b': 'foofoo'}
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lingxigraph._internal._cache_key import callable_identity
from lingxigraph._internal._call import is_async_callable, make_async_caller, make_caller
from lingxigraph.pregel._node import PregelNode
from lingxigraph.types import CachePolicy, RetryPolicy, Send, TimeoutPolicy

__all__ = ("NodeBuilder", "ChannelWriteEntry")


class ChannelWriteEntry:
    """One channel write of ``write_to``: a fixed ``value`` or the node output
    passed through ``mapper``; ``skip_none`` drops ``None`` results."""

    __slots__ = ("channel", "value", "skip_none", "mapper")

    def __init__(self, channel: str, value: Any = None, skip_none: bool = False, mapper: Callable[[Any], Any] | None = None) -> None:
        self.channel = channel
        self.value = value
        self.skip_none = skip_none
        self.mapper = mapper


_PASSTHROUGH = object()


def _is_graph(fn: Any) -> bool:
    from lingxigraph.pregel.main import Pregel

    return isinstance(fn, Pregel)


class NodeBuilder:
    """Fluent builder of a ``PregelNode``: what triggers it, what it reads, what it
    runs, where its output goes."""

    def __init__(self) -> None:
        self._triggers: list[str] = []
        self._channels: str | list[str] | None = None
        self._fns: list[Callable[..., Any]] = []
        self._writes: list[ChannelWriteEntry] = []
        self._tags: list[str] = []
        self._metadata: dict[str, Any] = {}
        self._retry: list[RetryPolicy] = []
        self._cache: CachePolicy[Any] | None = None
        self._timeout: TimeoutPolicy | None = None

    def subscribe_only(self, channel: str) -> NodeBuilder:
        """Run when ``channel`` updates; the input is that channel's bare value.

        Raises:
            ValueError: the node already reads other channels (as LangGraph:
                ``subscribe_to(..., read=False)`` before it is allowed).
        """
        if self._channels:
            raise ValueError("Cannot subscribe to single channels when other channels are already subscribed to")
        self._triggers.append(channel)
        self._channels = channel
        return self

    def subscribe_to(self, *channels: str, read: bool = True) -> NodeBuilder:
        """Also run when any of ``channels`` updates; with ``read`` the input is a
        dict that includes them.

        Raises:
            ValueError: the node was set up with ``subscribe_only``.
        """
        if isinstance(self._channels, str):
            raise ValueError("Cannot subscribe to channels when subscribed to a single channel")
        self._triggers.extend(channels)
        if read:
            current = self._channels or []
            self._channels = [*current, *[c for c in channels if c not in current]]
        return self

    def read_from(self, *channels: str) -> NodeBuilder:
        """Read ``channels`` into the input dict without being triggered by them.

        Raises:
            AssertionError: the node was set up with ``subscribe_only`` (its input
                is a bare value; LangGraph asserts the same).
        """
        if isinstance(self._channels, str):
            raise AssertionError("Cannot read additional channels when subscribed to single channels")
        current = self._channels or []
        self._channels = [*current, *[c for c in channels if c not in current]]
        return self

    def do(self, node: Callable[..., Any]) -> NodeBuilder:
        """Append a step; steps run in order, each receiving the previous output."""
        self._fns.append(node)
        return self

    def write_to(self, *channels: str | ChannelWriteEntry, **kwargs: Any) -> NodeBuilder:
        """Write the output to ``channels``; ``name=value`` writes a fixed value, or a
        callable's result on the output."""
        for chan in channels:
            self._writes.append(chan if isinstance(chan, ChannelWriteEntry) else ChannelWriteEntry(chan, _PASSTHROUGH))
        for chan, value in kwargs.items():
            if callable(value):
                self._writes.append(ChannelWriteEntry(chan, _PASSTHROUGH, mapper=value))
            else:
                self._writes.append(ChannelWriteEntry(chan, value))
        return self

    def meta(self, *tags: str, **metadata: Any) -> NodeBuilder:
        """Add tags and metadata to the node's task config."""
        self._tags.extend(tags)
        self._metadata.update(metadata)
        return self

    def add_retry_policies(self, *policies: RetryPolicy) -> NodeBuilder:
        """Retry the node per ``policies`` (the first matching one applies)."""
        self._retry.extend(policies)
        return self

    def add_cache_policy(self, policy: CachePolicy[Any]) -> NodeBuilder:
        """Cache the node's writes by input."""
        self._cache = policy
        return self

    def set_timeout(self, timeout: Any) -> NodeBuilder:
        """Limit each attempt (async nodes) to ``timeout`` seconds / policy."""
        self._timeout = TimeoutPolicy.coerce(timeout)
        return self

    def build(self) -> PregelNode:
        """The ``PregelNode``.

        Raises:
            ValueError: the node subscribes to nothing.
        """
        if not self._triggers:
            raise ValueError("A node must subscribe to at least one channel")
        callers = [make_caller(fn) for fn in self._fns]
        any_async = any(is_async_callable(fn) for fn in self._fns)
        # in an async run, runnables are called through ``ainvoke`` (a RunnableLambda
        # of an async function cannot be invoked synchronously)
        acallers = [make_async_caller(fn) for fn in self._fns]
        abound: Any = None

        fns = tuple(self._fns)
        if any_async or any(acallers):
            chain = [acall or call for call, acall in zip(callers, acallers, strict=True)]

            async def abound(value: Any, task: Any) -> Any:
                if task.scope.callbacks is not None:
                    from lingxigraph.pregel._callbacks import atraced_step

                    for index, (fn, call) in enumerate(zip(fns, chain, strict=True), 1):
                        value = await atraced_step(task, index, fn, call, value)
                    return value
                for call in chain:
                    value = call(value, task)
                    if hasattr(value, "__await__"):
                        value = await value
                return value

        if any_async:
            bound: Any = abound
            abound = None
        else:

            def bound(value: Any, task: Any) -> Any:
                if task.scope.callbacks is not None:
                    # traced: each step is a child run of the node's, as in LangGraph
                    from lingxigraph.pregel._callbacks import traced_step

                    for index, (fn, call) in enumerate(zip(fns, callers, strict=True), 1):
                        value = traced_step(task, index, fn, call, value)
                    return value
                for call in callers:
                    value = call(value, task)
                return value

        writes = tuple(self._writes)

        def writer(task: Any, output: Any) -> None:
            for entry in writes:
                if entry.value is _PASSTHROUGH:
                    value = entry.mapper(output) if entry.mapper is not None else output
                else:
                    value = entry.value
                if value is None and entry.skip_none:
                    continue
                if isinstance(value, Send):
                    task.writes.append(("__pregel_tasks", value))
                else:
                    task.writes.append((entry.channel, value))

        writer.entries = writes  # type: ignore[attr-defined]  # (what get_graph() draws from)
        return PregelNode(
            triggers=self._triggers,
            channels=self._channels if self._channels is not None else [],
            bound=bound,
            writers=[writer] if writes else [],
            is_async=any_async,
            abound=abound,
            retry_policy=self._retry,
            cache_policy=self._cache,
            metadata=self._metadata or None,
            tags=self._tags,
            timeout=self._timeout,
            cache_id=callable_identity(self._fns[0]) if self._fns else None,
            # a compiled graph among the steps is the node's subgraph (LangGraph's rule:
            # the first one that keeps checkpoints)
            subgraphs=[fn for fn in fns if _is_graph(fn) and getattr(fn, "checkpointer", None) is not False][:1],
        )
