"""``Pregel``: a compiled graph and its run methods.

``invoke``/``stream`` and their async twins set up one ``Machine`` and hand it
to the matching driver; each public twin is a few lines.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Iterator, Mapping, Sequence
from typing import Any, Generic

from lingxigraph._internal._call import supports_timeout, sync_timeout_error
from lingxigraph._internal._deprecation import warn_deprecated_kwarg
from lingxigraph._internal._constants import CONF, CONFIG_KEY_TASK_ID, NS_SEP, START, TASKS
from lingxigraph._internal._typing import MISSING
from lingxigraph.channels.base import BaseChannel
from lingxigraph.config import _merge_callbacks, _merge_metadata, ensure_config
from lingxigraph.errors import InvalidUpdateError, ParentCommand
from lingxigraph.pregel._callbacks import trace_async, trace_sync
from lingxigraph.pregel._machine import Machine
from lingxigraph.pregel._migrate import migrate_pending_sends
from lingxigraph.pregel._node import PregelNode, read_channels
from lingxigraph.pregel._run_async import drive_async
from lingxigraph.pregel._runnable import RunnableMethods, batch_gate, config_list, register_with_langchain
from lingxigraph.pregel._run_sync import drive_sync
from lingxigraph.pregel._setup import DEFAULT_RECURSION_LIMIT, prepare_run
from lingxigraph.pregel._stream import (
    SKIP,
    Collector,
    Formatter,
    parent_emit,
    raise_if_nested_interrupt,
)
from lingxigraph.pregel.protocol import PregelProtocol
from lingxigraph.types import Command, Send
from lingxigraph.typing import ContextT, InputT, OutputT, StateT


_LIVE_MODES = frozenset({"custom", "messages"})
_ALL_MODES = ("values", "updates", "checkpoints", "tasks", "debug", "messages", "custom", "events")


class Pregel(RunnableMethods, Generic[StateT, ContextT, InputT, OutputT]):
    """A graph of nodes and channels run in supersteps (Bulk Synchronous Parallel).

    Usually built by ``StateGraph.compile()`` or ``@entrypoint``; the
    constructor takes the same keyword arguments as LangGraph's ``Pregel``.
    """

    def __init__(
        self,
        *,
        nodes: Mapping[str, PregelNode | Any],
        channels: Mapping[str, Any] | None,
        auto_validate: bool = True,
        stream_mode: str = "values",
        stream_eager: bool = False,
        output_channels: str | Sequence[str],
        stream_channels: str | Sequence[str] | None = None,
        interrupt_after_nodes: Any = (),
        interrupt_before_nodes: Any = (),
        input_channels: str | Sequence[str],
        step_timeout: float | None = None,
        debug: bool | None = None,
        checkpointer: Any = None,
        store: Any = None,
        cache: Any = None,
        retry_policy: Any = (),
        cache_policy: Any = None,
        context_schema: type[Any] | None = None,
        config: Mapping[str, Any] | None = None,
        trigger_to_nodes: Mapping[str, Sequence[str]] | None = None,
        node_error_handler_map: Mapping[str, str] | None = None,
        name: str = "LangGraph",
        stream_transformers: Any = None,
        **deprecated_kwargs: Any,
    ) -> None:
        if "config_type" in deprecated_kwargs:
            warn_deprecated_kwarg("config_type", "context_schema")
            context_schema = context_schema or deprecated_kwargs.pop("config_type")
        self.nodes = {k: _as_node(k, v) for k, v in nodes.items()}
        self.channels = dict(channels or {})
        self.stream_mode = stream_mode
        self.stream_eager = stream_eager
        self.output_channels = output_channels
        self.stream_channels = stream_channels
        self.interrupt_after_nodes = interrupt_after_nodes
        self.interrupt_before_nodes = interrupt_before_nodes
        self.input_channels = input_channels
        self.step_timeout = step_timeout
        self.debug = bool(debug)
        self.checkpointer = checkpointer
        self.store = store
        self.cache = cache
        self.retry_policy = _policies(retry_policy)
        self.cache_policy = cache_policy
        self.context_schema = context_schema
        self.config = dict(config) if config else None
        self.name = name
        self.stream_transformers: tuple[Any, ...] = tuple(stream_transformers or ())
        self.node_error_handler_map = dict(node_error_handler_map or {})
        self.trigger_to_nodes = (
            {k: list(v) for k, v in trigger_to_nodes.items()}
            if trigger_to_nodes
            else _trigger_map(self.nodes)
        )
        self.finish_channels = _finish_channels(self.channels)
        if auto_validate:
            self.validate()
        register_with_langchain(Pregel)  # a no-op unless langchain-core is imported

    # ---- shape ---------------------------------------------------------------------

    def validate(self) -> Pregel[StateT, ContextT, InputT, OutputT]:
        """Check the graph's wiring, in LangGraph's order and with its messages.

        Raises:
            ValueError: a node reads or subscribes to an unknown channel; an input
                channel is unknown or read by no node; an output or stream channel
                is unknown ("... not in known channels: '<sorted names>'", the
                list cut at 100 characters and holding LangGraph's tasks channel);
                an interrupt names an unknown node ("Node x not in nodes").
            TypeError: a sync node declares a timeout.
        """
        channels = [k for k, c in self.channels.items() if isinstance(c, BaseChannel)]
        managed = {k for k in self.channels if k not in channels}
        known = set(channels)
        # LangGraph's Pregel always holds its tasks channel; its name shows in the list
        listed = repr(sorted(known | {TASKS}))[:100]
        subscribed: set[str] = set()
        for name, node in self.nodes.items():
            if node.timeout is not None and not _node_supports_timeout(node):
                raise sync_timeout_error(name)
            subscribed.update(node.triggers)
            reads = [node.channels] if isinstance(node.channels, str) else node.channels
            for chan in reads:
                if chan not in known and (isinstance(node.channels, str) or chan not in managed):
                    raise ValueError(f"Node {name} reads channel '{chan}' not in known channels: '{listed}'")
        for chan in subscribed:
            if chan not in known:
                raise ValueError(f"Subscribed channel '{chan}' not in known channels: '{listed}'")
        inputs = self.input_channels
        if isinstance(inputs, str):
            if inputs not in known:
                raise ValueError(f"Input channel '{inputs}' not in known channels: '{listed}'")
            if inputs not in subscribed:
                raise ValueError(f"Input channel {inputs} is not subscribed to by any node")
        else:
            for chan in inputs:
                if chan not in known:
                    raise ValueError(f"Input channel '{chan}' not in '{listed}'")
            if all(chan not in subscribed for chan in inputs):
                raise ValueError(f"None of the input channels {inputs} are subscribed to by any node")
        outputs: list[str] = []
        for group in (self.output_channels, self.stream_channels):
            if group is not None:
                outputs.extend([group] if isinstance(group, str) else group)
        for chan in outputs:
            if chan not in known:
                raise ValueError(f"Output channel '{chan}' not in known channels: '{listed}'")
        for nodes in (self.interrupt_after_nodes, self.interrupt_before_nodes):
            if nodes == "*":
                continue
            for node in nodes or ():
                if node not in self.nodes:
                    raise ValueError(f"Node {node} not in nodes")
        return self

    @property
    def stream_channels_list(self) -> list[str]:
        """Channels ``values`` streams, as a list."""
        chans = self.stream_channels_asis
        return [chans] if isinstance(chans, str) else list(chans)

    @property
    def stream_channels_asis(self) -> str | Sequence[str]:
        """Channels ``values`` streams (and state snapshots show), as given (a str
        means bare values); without ``stream_channels``, every channel (LangGraph's
        default: the output channels are only what ``invoke`` returns)."""
        if self.stream_channels is not None:
            return self.stream_channels
        return [k for k, c in self.channels.items() if isinstance(c, BaseChannel)]

    @property
    def input_channels_str(self) -> str:
        chans = self.input_channels
        return chans if isinstance(chans, str) else ", ".join(chans)

    def get_name(self, suffix: str | None = None, *, name: str | None = None) -> str:
        """The graph's (or ``name``'s) name with ``suffix``: ``"LangGraphInput"``, ``"chat_input"``."""
        base = name or self.name
        if not suffix:
            return base
        # LangChain's rule: CamelCase names get a title-case suffix, others "_suffix"
        return base + suffix.title() if base[:1].isupper() else f"{base}_{suffix.lower()}"

    def with_config(self, config: Mapping[str, Any] | None = None, **kwargs: Any) -> Pregel[Any, Any, Any, Any]:
        """A copy whose runs start from ``config`` merged with this graph's config.

        The bound config holds only the keys given (plus ``configurable``), as
        LangGraph's: empty values are skipped, ``tags`` / ``metadata`` /
        ``configurable`` / ``callbacks`` are merged, and a ``recursion_limit`` equal
        to the default (10007, or ``LANGGRAPH_DEFAULT_RECURSION_LIMIT``) keeps the
        one already bound. Other top-level keys stay
        where they are until a run moves them into ``configurable``.
        """
        return self.copy({"config": _bind_configs(self.config, config, kwargs)})

    def copy(self, update: Mapping[str, Any] | None = None) -> Pregel[Any, Any, Any, Any]:
        """A shallow copy with attributes in ``update`` replaced.

        Values in ``update`` take the forms the constructor takes (as LangGraph, whose
        copy re-runs it): a single ``RetryPolicy``, ``NodeBuilder`` nodes, any mapping
        of channels; what derives from nodes and channels is worked out again.
        """
        clone = object.__new__(type(self))
        clone.__dict__.update(self.__dict__)
        if not update:
            return clone
        clone.__dict__.update(update)
        if "retry_policy" in update:
            clone.retry_policy = _policies(update["retry_policy"])
        if "nodes" in update:
            clone.nodes = {k: _as_node(k, v) for k, v in update["nodes"].items()}
            if "trigger_to_nodes" not in update:
                clone.trigger_to_nodes = _trigger_map(clone.nodes)
        if "channels" in update:
            clone.channels = dict(update["channels"] or {})
            clone.finish_channels = _finish_channels(clone.channels)
        return clone

    def _migrate_checkpoint(self, checkpoint: dict[str, Any]) -> None:
        """Bring a loaded checkpoint saved by an older LangGraph to the current layout (in place)."""
        migrate_pending_sends(checkpoint)

    # ---- input and output mapping ----------------------------------------------------

    def map_input(self, value: Any) -> list[tuple[str, Any]]:
        """Writes that put a run input into the input channels."""
        chans = self.input_channels
        if isinstance(chans, str):
            return [(chans, value)]
        if not isinstance(value, dict):
            raise TypeError(f"Expected chunk to be a dict, got {type(value).__name__}")
        writes = []
        for k, v in value.items():
            if k in chans:
                writes.append((k, v))
            else:  # dropped with a logged warning, as in LangGraph
                logging.getLogger("lingxigraph").warning("Input channel %s not found in %s", k, chans)
        return writes

    def map_command(self, cmd: Command[Any]) -> list[tuple[str, Any]]:
        """Writes for a ``Command`` given as run input (update and goto)."""
        # (as LangGraph: the goto writes first, each branch write carrying START as its
        # value, then the update)
        writes: list[tuple[str, Any]] = []
        goto = cmd.goto
        targets = goto if isinstance(goto, (list, tuple)) else [goto] if goto else ()
        for target in targets:
            if isinstance(target, Send):
                writes.append(("__pregel_tasks", target))
            elif not isinstance(target, str):
                raise TypeError(f"In Command.goto, expected Send/str, got {type(target).__name__}")
            else:
                # (a name that is no node, END included, is written too: LangGraph saves
                # the write and ignores its unknown channel when applying it)
                writes.append((f"branch:to:{target}", START))
        if cmd.update is not None:
            writes.extend((k, v) for k, v in cmd._update_as_tuples() if k in self.channels)
        return writes

    def read_output_from(self, channels: Mapping[str, Any], *, stream: bool = False) -> Any:
        """Current output read from ``channels``: stream channels or output channels."""
        keys = self.stream_channels_asis if stream else self.output_channels
        return read_channels(channels, keys)

    # ---- running -------------------------------------------------------------------

    def stream(
        self,
        input: Any,
        config: Mapping[str, Any] | None = None,
        *,
        context: Any = None,
        stream_mode: Any = None,
        print_mode: Any = (),
        output_keys: str | Sequence[str] | None = None,
        interrupt_before: Any = None,
        interrupt_after: Any = None,
        durability: str | None = None,
        control: Any = None,
        subgraphs: bool = False,
        debug: bool | None = None,
        version: str = "v1",
        **kwargs: Any,
    ) -> Iterator[Any]:
        """Run the graph and yield chunks as they are produced.

        Args:
            input: the input (dict for ``StateGraph``), a ``Command``, or ``None``
                to continue a saved thread.
            config: ``{"configurable": {"thread_id": ...}, "recursion_limit": ...}``.
            context: run context, validated against ``context_schema``.
            stream_mode: one mode (chunks are bare) or a list (``(mode, chunk)``);
                default ``self.stream_mode``.
            output_keys: keys to emit (a str gives bare values).
            interrupt_before / interrupt_after: override the compiled ones (an empty one keeps them, as in LangGraph).
            durability: ``"sync"``, ``"async"`` or ``"exit"``.
            subgraphs: also emit subgraph events, with namespaces.
            version: ``"v1"`` tuples or ``"v2"`` ``{"type", "ns", "data"}`` dicts.

        Raises:
            GraphRecursionError: more supersteps than ``recursion_limit``.
            InvalidUpdateError: a node's writes could not be applied.
            EmptyInputError: ``None`` input on a thread with nothing saved.
            Exception: a node's exception, after its siblings finished and were saved.
        """
        machine, checkpointer, nested, fmt = self._prepare_stream(
            input, config, context, stream_mode, output_keys, interrupt_before,
            interrupt_after, durability, control, subgraphs, version, kwargs, True, print_mode, debug,
        )
        events = trace_sync(self, machine, input, drive_sync(machine, checkpointer))
        try:
            # (the loop here, not in a helper generator: one generator less per chunk)
            for ns, mode, payload in events:
                chunk = fmt(ns, mode, payload)
                if chunk is not SKIP:
                    yield chunk
            raise_if_nested_interrupt(machine, nested)
        finally:
            # a caller that stops reading: the driver saves what the run keeps now,
            # not whenever the garbage collector gets to it
            events.close()

    async def astream(
        self,
        input: Any,
        config: Mapping[str, Any] | None = None,
        *,
        context: Any = None,
        stream_mode: Any = None,
        print_mode: Any = (),
        output_keys: str | Sequence[str] | None = None,
        interrupt_before: Any = None,
        interrupt_after: Any = None,
        durability: str | None = None,
        control: Any = None,
        subgraphs: bool = False,
        debug: bool | None = None,
        version: str = "v1",
        **kwargs: Any,
    ) -> AsyncIterator[Any]:
        """Async twin of ``stream``: same arguments, same chunks."""
        machine, checkpointer, nested, fmt = self._prepare_stream(
            input, config, context, stream_mode, output_keys, interrupt_before,
            interrupt_after, durability, control, subgraphs, version, kwargs, True, print_mode, debug,
        )
        # closing this generator must close the driver in this task (it owns a task group)
        # (try/finally: what ``aclosing`` does, without its object and calls per run)
        events = trace_async(self, machine, input, drive_async(machine, checkpointer))
        try:
            async for ns, mode, payload in events:
                chunk = fmt(ns, mode, payload)
                if chunk is not SKIP:
                    yield chunk
        finally:
            await events.aclose()
        raise_if_nested_interrupt(machine, nested)

    def astream_events(
        self,
        input: Any,
        config: Mapping[str, Any] | None = None,
        *,
        version: str = "v2",
        interrupt_before: Any = None,
        interrupt_after: Any = None,
        control: Any = None,
        transformers: Any = None,
        **kwargs: Any,
    ) -> AsyncIterator[dict[str, Any]]:
        """Run the graph and yield LangChain event dicts (``on_chain_start``,
        ``on_chain_stream``, ``on_chain_end`` for the graph and each node, and the
        events of LangChain models and runnables called in nodes).

        Args:
            input: as for ``astream``.
            config: as for ``astream``; its callbacks also see the run.
            version: ``"v2"`` (``parent_ids`` filled, custom events) or ``"v1"``.
            interrupt_before / interrupt_after / control / transformers: used by
                LangGraph's experimental ``"v3"`` only; ignored (as there) for v1/v2.
            **kwargs: LangChain's filters (``include_names``, ``exclude_tags``, ...)
                and keyword arguments for ``astream`` (e.g. ``stream_mode``).

        LangChain's event stream runs on asyncio only (as in LangGraph).

        With ``version="v3"`` (experimental, as in LangGraph), awaiting the call
        gives a ``lingxigraph.stream.AsyncGraphRunStream`` instead; see ``stream_events``.

        Raises:
            ImportError: langchain-core is not installed (v1/v2).
        """
        if version == "v3":
            from lingxigraph.stream._launch import astart_v3

            return astart_v3(  # type: ignore[return-value]
                self, input, config, interrupt_before=interrupt_before, interrupt_after=interrupt_after,
                control=control, transformers=transformers, kwargs=kwargs,
            )
        from lingxigraph.pregel._events import astream_events

        return astream_events(self, input, config, version=version, kwargs=kwargs)

    def stream_events(
        self,
        input: Any,
        config: Mapping[str, Any] | None = None,
        *,
        version: str = "v2",
        interrupt_before: Any = None,
        interrupt_after: Any = None,
        control: Any = None,
        transformers: Any = None,
        **kwargs: Any,
    ) -> Any:
        """Run the graph with LangGraph's experimental v3 streaming protocol.

        Returns a ``lingxigraph.stream.GraphRunStream``: iterate it for protocol
        events, or read its projections (``values``, ``subgraphs``, ``lifecycle``,
        ``messages``, ...) and ``output``. Reading drives the run.

        Args:
            input / config: as for ``stream``.
            version: only ``"v3"`` is synchronous.
            interrupt_before / interrupt_after / control: as for ``stream``.
            transformers: extra transformer factories (``factory(scope)``, e.g.
                ``UpdatesTransformer``), after those given to ``compile``.
            **kwargs: other ``stream`` arguments (``context``, ``durability``, ...);
                not ``stream_mode`` nor ``subgraphs``.

        Raises:
            NotImplementedError: ``version`` "v1" / "v2" (use ``astream_events``).
            TypeError: ``stream_mode`` / ``subgraphs`` given, or a transformer instance.
        """
        if version == "v3":
            from lingxigraph.stream._launch import start_v3

            return start_v3(
                self, input, config, interrupt_before=interrupt_before, interrupt_after=interrupt_after,
                control=control, transformers=transformers, kwargs=kwargs,
            )
        from lingxigraph.pregel._events import stream_events

        return stream_events(version)

    def _prepare_stream(
        self, input: Any, config: Any, context: Any, stream_mode: Any, output_keys: Any,
        interrupt_before: Any, interrupt_after: Any, durability: Any, control: Any,
        subgraphs: bool, version: str, kwargs: dict[str, Any], live: bool,
        print_mode: Any = (), debug: bool | None = None,
    ) -> tuple[Machine, Any, bool, Formatter]:
        # (no keyword-only parameters: ``stream`` passes them all by position, see ``prepare_run``)
        mode = stream_mode
        if mode is None:
            # a graph streamed with a node's config (it runs inside that node) defaults
            # to "values" (LangGraph's rule), otherwise to the graph's own default
            called_in_node = config is not None and CONFIG_KEY_TASK_ID in (config.get(CONF) or {})
            mode = "values" if called_in_node else self.stream_mode
        # only a list asks for (mode, chunk) pairs: a tuple or set of modes streams
        # their chunks bare, as LangGraph
        single = not isinstance(mode, list)
        modes = [mode] if isinstance(mode, str) else list(mode)
        printed = self._print_modes(print_mode, debug) if print_mode or debug or self.debug else []
        # the run produces the printed modes' events too (printed, not yielded)
        run_modes = modes + [m for m in printed if m not in modes] if printed else modes
        if control is not None:
            config = ensure_config(config, {CONF: {"__pregel_control": control}})
        if output_keys is None:
            output_keys = self.stream_channels_asis
        # (by position: see ``prepare_run``)
        machine, checkpointer, nested = prepare_run(
            self, input, config, context, run_modes, output_keys, interrupt_before, interrupt_after,
            durability, subgraphs,
            # live (stream_eager: the graph's chunks must reach the caller as they are made,
            # e.g. an entrypoint's @task updates, which all come within one step)
            live and (subgraphs or self.stream_eager or not _LIVE_MODES.isdisjoint(run_modes)),
            kwargs.get("checkpoint_during", MISSING) if kwargs else MISSING,
        )
        # a graph streamed inside a node: its own chunks are top-level ones, and a parent
        # run streaming subgraphs gets every event too (as for a subgraph invoked there)
        forward = parent_emit() if nested and machine.scope.stream_subgraphs else None
        if forward is None and not printed and not subgraphs and not nested and version != "v2":
            # the usual call: its formatter keeps no state (one per graph and modes)
            fmt = _plain_formatter(self, modes, single)
        else:
            fmt = Formatter(modes, single=single, subgraphs=subgraphs, version=version,
                            coerce=self._coerce_output if version == "v2" else None,
                            coerce_state=self._coerce_state if version == "v2" else None,
                            own_ns=machine.scope.ns if nested else (), forward=forward, print_modes=printed)
        return machine, checkpointer, nested, fmt

    def _print_modes(self, print_mode: Any, debug: bool | None) -> list[str]:
        """The modes whose chunks a run prints (``print_mode``; ``debug``, given to the
        call or to ``compile``, prints ``updates`` and ``values``), as LangGraph."""
        if debug or self.debug:
            return ["updates", "values"]
        if not print_mode:
            return []
        return [print_mode] if isinstance(print_mode, str) else list(print_mode)

    def invoke(
        self,
        input: Any,
        config: Mapping[str, Any] | None = None,
        *,
        context: Any = None,
        stream_mode: str = "values",
        print_mode: Any = (),
        output_keys: str | Sequence[str] | None = None,
        interrupt_before: Any = None,
        interrupt_after: Any = None,
        durability: str | None = None,
        control: Any = None,
        version: str = "v1",
        **kwargs: Any,
    ) -> Any:
        """Run the graph to the end (or to an interrupt) and return its output.

        Returns:
            With ``stream_mode="values"``: the final state filtered by the output
            schema, plus ``"__interrupt__": [Interrupt, ...]`` when the run paused
            (``version="v2"``: a ``GraphOutput``). With another mode: the list of
            that mode's chunks.

        Raises:
            The same errors as ``stream``.
        """
        run = self._prepare_invoke(input, config, context, stream_mode, output_keys,
                                   interrupt_before, interrupt_after, durability, control, version, kwargs,
                                   print_mode)
        machine, checkpointer, nested, collector = run
        for event in trace_sync(self, machine, input, drive_sync(machine, checkpointer)):
            collector.add(*event)
        return collector.result(machine, nested)

    async def ainvoke(
        self,
        input: Any,
        config: Mapping[str, Any] | None = None,
        *,
        context: Any = None,
        stream_mode: str = "values",
        print_mode: Any = (),
        output_keys: str | Sequence[str] | None = None,
        interrupt_before: Any = None,
        interrupt_after: Any = None,
        durability: str | None = None,
        control: Any = None,
        version: str = "v1",
        **kwargs: Any,
    ) -> Any:
        """Async twin of ``invoke``: same arguments, same result."""
        run = self._prepare_invoke(input, config, context, stream_mode, output_keys,
                                   interrupt_before, interrupt_after, durability, control, version, kwargs,
                                   print_mode)
        machine, checkpointer, nested, collector = run
        events = trace_async(self, machine, input, drive_async(machine, checkpointer))
        try:
            async for event in events:
                collector.add(*event)
        finally:
            await events.aclose()
        return collector.result(machine, nested)

    def _prepare_invoke(
        self, input: Any, config: Any, context: Any, stream_mode: str, output_keys: Any,
        interrupt_before: Any, interrupt_after: Any, durability: Any, control: Any,
        version: str, kwargs: dict[str, Any], print_mode: Any = (),
    ) -> tuple[Machine, Any, bool, Collector]:
        if control is not None:
            config = ensure_config(config, {CONF: {"__pregel_control": control}})
        if isinstance(stream_mode, str):
            modes = ["values"] if stream_mode == "values" else ["values", stream_mode]
        else:
            modes = ["values", *[m for m in stream_mode if m != "values"]]
        debug = kwargs.get("debug") if kwargs else None
        printed = self._print_modes(print_mode, debug) if print_mode or debug or self.debug else []
        if printed:
            modes += [m for m in printed if m not in modes]
        if output_keys is None:
            output_keys = self.output_channels
        # (by position: see ``prepare_run``; no subgraphs, not live)
        machine, checkpointer, nested = prepare_run(
            self, input, config, context, modes, output_keys, interrupt_before, interrupt_after,
            durability, False, False, kwargs.get("checkpoint_during", MISSING) if kwargs else MISSING,
        )
        forward = parent_emit() if nested and machine.scope.stream_subgraphs else None
        # (by position: see ``Collector``)
        collector = Collector(
            stream_mode, version, self._coerce_output if version == "v2" else None, machine.scope.ns, forward, printed
        )
        # only the last values chunk makes the result (the machine checks its channels)
        machine.values_last = forward is None and collector.formatter is None and "values" not in printed
        return machine, checkpointer, nested, collector

    def batch(
        self,
        inputs: Sequence[Any],
        config: Mapping[str, Any] | Sequence[Mapping[str, Any]] | None = None,
        *,
        return_exceptions: bool = False,
        **kwargs: Any,
    ) -> list[Any]:
        """``invoke`` each input (concurrently on threads); results in input order.

        ``max_concurrency`` of the first config bounds the threads, as LangChain's
        ``Runnable.batch`` does (each run still gets its own config).
        """
        import contextvars
        from concurrent.futures import ThreadPoolExecutor

        configs = config_list(config, len(inputs))
        if not inputs:
            return []

        def one(pair: tuple[Any, Any]) -> Any:
            try:
                return self.invoke(pair[0], pair[1], **kwargs)
            except Exception as exc:
                if return_exceptions:
                    return exc
                raise

        if len(inputs) == 1:
            return [one((inputs[0], configs[0]))]
        # each worker runs in a copy of the caller's context, so a batch made inside a
        # node still sees the calling task (it runs as that task's subgraph)
        contexts = [contextvars.copy_context() for _ in inputs]
        # 0 or a negative limit fails in ThreadPoolExecutor, as in LangChain
        workers = (configs[0] or {}).get("max_concurrency")
        if workers is None:
            workers = min(len(inputs), 32)
        with ThreadPoolExecutor(max_workers=workers) as pool:
            return list(pool.map(lambda ctx, pair: ctx.run(one, pair), contexts, zip(inputs, configs)))

    async def abatch(
        self,
        inputs: Sequence[Any],
        config: Mapping[str, Any] | Sequence[Mapping[str, Any]] | None = None,
        *,
        return_exceptions: bool = False,
        **kwargs: Any,
    ) -> list[Any]:
        """Async twin of ``batch``: runs the inputs concurrently in a task group,
        at most ``max_concurrency`` (of the first config) at once, as LangChain's
        ``Runnable.abatch``."""
        import anyio

        configs = config_list(config, len(inputs))
        results: list[Any] = [None] * len(inputs)
        failures: list[Exception] = []
        gate = batch_gate((configs[0] or {}).get("max_concurrency")) if inputs else None

        async def one(i: int) -> None:
            try:
                if gate is None:
                    results[i] = await self.ainvoke(inputs[i], configs[i], **kwargs)
                else:
                    async with gate:
                        results[i] = await self.ainvoke(inputs[i], configs[i], **kwargs)
            except Exception as exc:
                if return_exceptions:
                    results[i] = exc
                else:
                    failures.append(exc)

        async with anyio.create_task_group() as tg:
            for i in range(len(inputs)):
                tg.start_soon(one, i)
        if failures:
            # the first failure itself, as LangChain's gather raises it (not a task
            # group's ExceptionGroup); the other inputs were not cancelled
            raise failures[0]
        return results

    def _coerce_output(self, value: Any) -> Any:
        return value

    def _coerce_state(self, value: Any) -> Any:
        return value

    # ---- state ---------------------------------------------------------------------

    def get_state(self, config: Mapping[str, Any], *, subgraphs: bool = False) -> Any:
        """The thread's current (or chosen) checkpoint as a ``StateSnapshot``.

        Raises:
            ValueError: the graph has no checkpointer.
        """
        from lingxigraph.pregel._state import get_state

        return get_state(self, config, subgraphs=subgraphs)

    async def aget_state(self, config: Mapping[str, Any], *, subgraphs: bool = False) -> Any:
        """Async twin of ``get_state``."""
        from lingxigraph.pregel._state import aget_state

        return await aget_state(self, config, subgraphs=subgraphs)

    def get_state_history(
        self,
        config: Mapping[str, Any],
        *,
        filter: Mapping[str, Any] | None = None,
        before: Mapping[str, Any] | None = None,
        limit: int | None = None,
    ) -> Iterator[Any]:
        """The thread's snapshots, newest first (``filter``: metadata equality)."""
        from lingxigraph.pregel._state import get_state_history

        yield from get_state_history(self, config, filter=filter, before=before, limit=limit)

    async def aget_state_history(
        self,
        config: Mapping[str, Any],
        *,
        filter: Mapping[str, Any] | None = None,
        before: Mapping[str, Any] | None = None,
        limit: int | None = None,
    ) -> AsyncIterator[Any]:
        """Async twin of ``get_state_history``."""
        from lingxigraph.pregel._state import aget_state_history

        async for snapshot in aget_state_history(self, config, filter=filter, before=before, limit=limit):
            yield snapshot

    def update_state(
        self,
        config: Mapping[str, Any],
        values: Any,
        as_node: str | None = None,
        task_id: str | None = None,
    ) -> dict[str, Any]:
        """Apply ``values`` as if node ``as_node`` wrote them; saves a new checkpoint.

        Returns:
            The config of the new checkpoint.

        Raises:
            ValueError: no checkpointer.
            InvalidUpdateError: unknown ``as_node``, or ambiguous when several nodes
                ran last and ``as_node`` is not given.
        """
        from lingxigraph.pregel._state import bulk_update_state
        from lingxigraph.types import StateUpdate

        return bulk_update_state(self, config, [[StateUpdate(values, as_node, task_id)]])

    async def aupdate_state(
        self,
        config: Mapping[str, Any],
        values: Any,
        as_node: str | None = None,
        task_id: str | None = None,
    ) -> dict[str, Any]:
        """Async twin of ``update_state``."""
        from lingxigraph.pregel._state import abulk_update_state
        from lingxigraph.types import StateUpdate

        return await abulk_update_state(self, config, [[StateUpdate(values, as_node, task_id)]])

    def bulk_update_state(self, config: Mapping[str, Any], supersteps: Sequence[Sequence[Any]]) -> dict[str, Any]:
        """Apply several supersteps of updates, one checkpoint per superstep."""
        from lingxigraph.pregel._state import bulk_update_state

        return bulk_update_state(self, config, supersteps)

    async def abulk_update_state(
        self, config: Mapping[str, Any], supersteps: Sequence[Sequence[Any]]
    ) -> dict[str, Any]:
        """Async twin of ``bulk_update_state``."""
        from lingxigraph.pregel._state import abulk_update_state

        return await abulk_update_state(self, config, supersteps)

    def get_graph(self, config: Any = None, *, xray: int | bool = False) -> Any:
        """A drawable view of this graph (``draw_mermaid()``, ``to_json()``, ...).

        ``CompiledStateGraph`` draws its builder's edges; a ``Pregel`` made
        otherwise (an ``@entrypoint``) draws its nodes between ``__start__`` and
        ``__end__``.
        """
        from lingxigraph.graph._draw import draw_graph

        return draw_graph(self, xray=xray)

    async def aget_graph(self, config: Any = None, *, xray: int | bool = False) -> Any:
        """Async twin of ``get_graph`` (remote subgraphs are drawn with their async clients)."""
        from lingxigraph.graph._draw import adraw_graph

        return await adraw_graph(self, xray=xray)

    def get_subgraphs(self, *, namespace: str | None = None, recurse: bool = False) -> Iterator[tuple[str, Any]]:
        """``(name, graph)`` for each subgraph a node runs (``recurse``: nested ones too).

        With ``namespace`` (``"node"`` or ``"node|inner"``), as LangGraph: only the
        subgraph at exactly that path is yielded (under its full path, then the search
        stops), and a deeper path is only reached with ``recurse``.
        """
        for name, node in self.nodes.items():
            if namespace is not None and not namespace.startswith(name):
                continue
            for sub in node.subgraphs:
                if getattr(sub, "checkpointer", None) is False:
                    continue  # keeps no state: not listed, as LangGraph
                if namespace == name:
                    yield name, sub
                    return
                if namespace is None:
                    yield name, sub
                if recurse and isinstance(sub, Pregel):
                    rest = None if namespace is None else namespace[len(name) + 1 :]
                    for sub_name, nested in sub.get_subgraphs(namespace=rest, recurse=True):
                        yield f"{name}{NS_SEP}{sub_name}", nested

    async def aget_subgraphs(self, *, namespace: str | None = None, recurse: bool = False) -> AsyncIterator[tuple[str, Any]]:
        """Async twin of ``get_subgraphs``."""
        for item in self.get_subgraphs(namespace=namespace, recurse=recurse):
            yield item

    def clear_cache(self, nodes: Sequence[str] | None = None) -> None:
        """Drop cached node writes (all nodes, or ``nodes``; unknown names are skipped).

        Raises:
            ValueError: the graph was compiled without a ``cache`` (as LangGraph).
        """
        self._cache_or_raise().clear(self._cache_namespaces(nodes))

    async def aclear_cache(self, nodes: Sequence[str] | None = None) -> None:
        """Async twin of ``clear_cache`` (awaits the cache's ``aclear``)."""
        await self._cache_or_raise().aclear(self._cache_namespaces(nodes))

    def _cache_or_raise(self) -> Any:
        if self.cache is None:
            raise ValueError("No cache is set for this graph. Cannot clear cache.")
        return self.cache

    def _cache_namespaces(self, nodes: Sequence[str] | None) -> list[tuple[str, ...]]:
        names = nodes or list(self.nodes)
        return [("__pregel_ns_writes", self.nodes[n].cache_id, n) for n in names if n in self.nodes]


def _plain_formatter(graph: Pregel[Any, Any, Any, Any], modes: list[str], single: bool) -> Formatter:
    """The ``Formatter`` of a root ``stream`` call of ``graph`` for ``modes`` with v1
    chunks, nothing printed or forwarded and no subgraphs: such a formatter keeps no
    state, so one is made per graph and modes (kept in the graph's ``__dict__``;
    copies of the graph share them) instead of one per call."""
    kept = graph.__dict__.get("_plain_formatters")
    if kept is None:
        kept = graph.__dict__["_plain_formatters"] = {}
    key = (*modes, single)
    fmt = kept.get(key)
    if fmt is None:
        fmt = kept[key] = Formatter(modes, single=single, subgraphs=False, version="v1")
    return fmt


def _as_node(name: str, node: Any) -> PregelNode:
    if isinstance(node, PregelNode):
        if not node.name:
            node.name = name
        return node
    build = getattr(node, "build", None)
    if callable(build):
        # a NodeBuilder's timeout needs every step natively async
        fns = getattr(node, "_fns", ())
        if getattr(node, "_timeout", None) is not None and not all(supports_timeout(fn) for fn in fns):
            raise sync_timeout_error(name)
        built = build()
        built.name = built.name or name
        return built
    raise TypeError(f"Node '{name}' must be a PregelNode or a NodeBuilder, got {type(node).__name__}")


def _node_supports_timeout(node: PregelNode) -> bool:
    if node.source is not None:
        return supports_timeout(node.source)
    return node.is_async or node.abound is not None


def _trigger_map(nodes: Mapping[str, PregelNode]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for name, node in nodes.items():
        for chan in node.triggers:
            out.setdefault(chan, []).append(name)
    return out


def _finish_channels(channels: Mapping[str, Any]) -> list[str]:
    """Names of the channels whose value waits for the run to finish (``*AfterFinish``)."""
    return [k for k, ch in channels.items() if type(ch).__name__.endswith("AfterFinish")]


def _policies(retry_policy: Any) -> tuple[Any, ...]:
    """A ``retry_policy`` argument (one policy, a sequence of them, or none) as a tuple."""
    if retry_policy and not isinstance(retry_policy, Sequence) or _is_policy(retry_policy):
        return (retry_policy,)
    return tuple(retry_policy or ())


def _is_policy(value: Any) -> bool:
    return hasattr(value, "max_attempts") and hasattr(value, "retry_on")


__all__ = ("Pregel", "InvalidUpdateError", "ParentCommand")

# every compiled graph is a PregelProtocol (virtual subclass: no ABC metaclass on the hot path)
PregelProtocol.register(Pregel)
register_with_langchain(Pregel)


def _bind_configs(*configs: Mapping[str, Any] | None) -> dict[str, Any]:
    """``with_config``'s merge (LangGraph's ``merge_configs``): see ``Pregel.with_config``."""
    out: dict[str, Any] = {}
    for config in configs:
        for key, value in (config or {}).items():
            if not value:
                continue
            if key == "configurable":
                out[key] = {**out.get(key, {}), **value}
            elif key == "metadata":
                out[key] = _merge_metadata(out.get(key), value)
            elif key == "tags":
                out[key] = [*out.get(key, []), *value]
            elif key == "callbacks":
                out[key] = _merge_callbacks(out.get(key), value)
            elif key != "recursion_limit" or value != DEFAULT_RECURSION_LIMIT:
                out[key] = value
    out.setdefault("configurable", {})
    return out


# names LangGraph's module only imports, which programs import from it all the same
from lingxigraph._internal._reexports import reexports  # noqa: E402

__getattr__ = reexports(
    __name__,
    {
        "asyncio": "asyncio",
        "BaseCheckpointSaver": "lingxigraph.checkpoint.base:BaseCheckpointSaver",
        "CheckpointTuple": "lingxigraph.checkpoint.base:CheckpointTuple",
        "Checkpoint": "lingxigraph.checkpoint.base:Checkpoint",
        "BaseStore": "lingxigraph.store.base:BaseStore",
        "BaseCache": "lingxigraph.cache.base:BaseCache",
        "Topic": "lingxigraph.channels:Topic",
        "NodeBuilder": "lingxigraph.pregel:NodeBuilder",
        "Runtime": "lingxigraph.runtime:Runtime",
        "RunnableConfig": "langchain_core.runnables:RunnableConfig|lingxigraph.config:RunnableConfig",
        "Input": "langchain_core.runnables.base:Input",
        "Output": "langchain_core.runnables.base:Output",
        "END": "lingxigraph.constants:END",
        "GraphRecursionError": "lingxigraph.errors:GraphRecursionError",
        "All": "lingxigraph.types:All",
        "Checkpointer": "lingxigraph.types:Checkpointer",
        "StreamMode": "lingxigraph.types:StreamMode",
        "Durability": "lingxigraph.types:Durability",
        "StateSnapshot": "lingxigraph.types:StateSnapshot",
        "StateUpdate": "lingxigraph.types:StateUpdate",
        "Interrupt": "lingxigraph.types:Interrupt",
        "RetryPolicy": "lingxigraph.types:RetryPolicy",
        "CachePolicy": "lingxigraph.types:CachePolicy",
        "GraphOutput": "lingxigraph.types:GraphOutput",
        "StreamPart": "lingxigraph.types:StreamPart",
        # (a compatibility name: LangGraph's checker of v3 transformer factories)
        "_normalize_stream_transformer_factories": "lingxigraph.stream._hub:check_factories",
    },
)
