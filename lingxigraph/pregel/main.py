"""``Pregel``: a compiled graph and its run methods.

``invoke``/``stream`` and their async twins set up one ``Machine`` and hand it
to the matching driver; each public twin is a few lines.
"""

from __future__ import annotations

import os
import warnings
from collections.abc import AsyncIterator, Iterator, Mapping, Sequence
from typing import Any, Generic, TypeVar

from lingxigraph._internal._constants import CONF, INTERRUPT, NS_END, NS_SEP, START
from lingxigraph._internal._context import current_task_or_none
from lingxigraph._internal._typing import MISSING
from lingxigraph.config import ensure_config
from lingxigraph.errors import GraphInterrupt, InvalidUpdateError, ParentCommand
from lingxigraph.pregel._machine import Machine
from lingxigraph.pregel._node import PregelNode, read_available
from lingxigraph.pregel._run_async import drive_async
from lingxigraph.pregel._run_sync import drive_sync
from lingxigraph.pregel._stream import SKIP, Formatter
from lingxigraph.pregel._task import ResumeSlot, RunScope
from lingxigraph.runtime import Runtime
from lingxigraph.types import Command, GraphOutput, Interrupt, Send

StateT = TypeVar("StateT")
ContextT = TypeVar("ContextT")
InputT = TypeVar("InputT")
OutputT = TypeVar("OutputT")

DEFAULT_RECURSION_LIMIT = int(os.getenv("LANGGRAPH_DEFAULT_RECURSION_LIMIT", "10007"))
_LIVE_MODES = frozenset({"custom", "messages"})
_ALL_MODES = ("values", "updates", "checkpoints", "tasks", "debug", "messages", "custom", "events")


class Pregel(Generic[StateT, ContextT, InputT, OutputT]):
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
        self.retry_policy = (
            (retry_policy,) if retry_policy and not isinstance(retry_policy, Sequence) or _is_policy(retry_policy)
            else tuple(retry_policy or ())
        )
        self.cache_policy = cache_policy
        self.context_schema = context_schema
        self.config = dict(config) if config else None
        self.name = name
        self.node_error_handler_map = dict(node_error_handler_map or {})
        self.trigger_to_nodes = (
            {k: list(v) for k, v in trigger_to_nodes.items()}
            if trigger_to_nodes
            else _trigger_map(self.nodes)
        )
        self.finish_channels = [
            k for k, ch in self.channels.items() if type(ch).__name__.endswith("AfterFinish")
        ]
        if auto_validate:
            self.validate()

    # ---- shape ---------------------------------------------------------------------

    def validate(self) -> Pregel[StateT, ContextT, InputT, OutputT]:
        """Check that every channel named by a node exists.

        Raises:
            ValueError: a node subscribes to or reads an unknown channel, or an
                interrupt names an unknown node.
        """
        for name, node in self.nodes.items():
            for chan in node.triggers:
                if chan not in self.channels:
                    raise ValueError(f"Subscribed channel '{chan}' of node '{name}' not in channels")
        for nodes in (self.interrupt_before_nodes, self.interrupt_after_nodes):
            if nodes == "*":
                continue
            for node in nodes or ():
                if node not in self.nodes:
                    raise ValueError(f"Interrupt node `{node}` not found")
        return self

    @property
    def stream_channels_list(self) -> list[str]:
        """Channels ``values`` streams, as a list."""
        chans = self.stream_channels if self.stream_channels is not None else self.output_channels
        return [chans] if isinstance(chans, str) else list(chans)

    @property
    def stream_channels_asis(self) -> str | Sequence[str]:
        """Channels ``values`` streams, as given (a str means bare values)."""
        return self.stream_channels if self.stream_channels is not None else self.output_channels

    @property
    def input_channels_str(self) -> str:
        chans = self.input_channels
        return chans if isinstance(chans, str) else ", ".join(chans)

    def get_name(self, suffix: str | None = None) -> str:
        """The graph's name (``suffix`` appended)."""
        return f"{self.name}{suffix}" if suffix else self.name

    def with_config(self, config: Mapping[str, Any] | None = None, **kwargs: Any) -> Pregel[Any, Any, Any, Any]:
        """A copy whose runs start from ``config`` merged with this graph's config."""
        return self.copy({"config": ensure_config(self.config, config, kwargs)})  # type: ignore[arg-type]

    def copy(self, update: Mapping[str, Any] | None = None) -> Pregel[Any, Any, Any, Any]:
        """A shallow copy with attributes in ``update`` replaced."""
        clone = object.__new__(type(self))
        clone.__dict__.update(self.__dict__)
        clone.__dict__.update(update or {})
        return clone

    # ---- input and output mapping ----------------------------------------------------

    def map_input(self, value: Any) -> list[tuple[str, Any]]:
        """Writes that put a run input into the input channels."""
        chans = self.input_channels
        if isinstance(chans, str):
            return [(chans, value)]
        if not isinstance(value, Mapping):
            raise TypeError(f"Expected input to be a dict, got {type(value).__name__}")
        return [(k, v) for k, v in value.items() if k in chans]

    def map_command(self, cmd: Command[Any]) -> list[tuple[str, Any]]:
        """Writes for a ``Command`` given as run input (update and goto)."""
        writes: list[tuple[str, Any]] = []
        if cmd.update is not None:
            writes.extend((k, v) for k, v in cmd._update_as_tuples() if k in self.channels)
        goto = cmd.goto
        targets = [goto] if isinstance(goto, (str, Send)) else list(goto or ())
        for target in targets:
            if isinstance(target, Send):
                writes.append(("__pregel_tasks", target))
            elif target in self.nodes and f"branch:to:{target}" in self.channels:
                writes.append((f"branch:to:{target}", None))
        return writes

    def read_output_from(self, channels: Mapping[str, Any], *, stream: bool = False) -> Any:
        """Current output read from ``channels``: stream channels or output channels."""
        keys = self.stream_channels_asis if stream else self.output_channels
        return _read(channels, keys)

    # ---- running -------------------------------------------------------------------

    def _setup(
        self,
        input: Any,
        config: Mapping[str, Any] | None,
        *,
        context: Any,
        modes: Sequence[str],
        output_keys: str | Sequence[str] | None,
        interrupt_before: Any,
        interrupt_after: Any,
        durability: str | None,
        subgraphs: bool,
        live: bool,
        checkpoint_during: Any = MISSING,
        ns_override: str | None = None,
    ) -> tuple[Machine, Any, bool]:
        parent = current_task_or_none()
        if parent is None and ns_override is None:
            target_ns = ((config or {}).get(CONF) or {}).get("checkpoint_ns") or ""
            if target_ns:
                # a config naming a subgraph checkpoint runs that subgraph from it
                from lingxigraph.pregel._state import _subgraph_for

                target = _subgraph_for(self, target_ns)
                if target.checkpointer is None:
                    target = target.copy({"checkpointer": self.checkpointer})
                return target._setup(
                    input, config, context=context, modes=modes, output_keys=output_keys,
                    interrupt_before=interrupt_before, interrupt_after=interrupt_after,
                    durability=durability, subgraphs=subgraphs, live=live,
                    checkpoint_during=checkpoint_during, ns_override=target_ns,
                )
        if parent is not None:
            config = ensure_config(_parent_config(parent.config), self.config, config)
        else:
            config = ensure_config(self.config, config)
        configurable = config[CONF]
        checkpointer = self._resolve_checkpointer(parent, configurable)
        thread_id = configurable.get("thread_id")
        if checkpointer is not None and thread_id is None and parent is None:
            raise ValueError(
                "Checkpointer requires one or more of the following 'configurable' keys: "
                "thread_id, checkpoint_ns, checkpoint_id"
            )
        durability = _durability(durability, checkpoint_during, configurable, checkpointer)
        limit = config.get("recursion_limit", DEFAULT_RECURSION_LIMIT)
        if limit < 1:
            raise ValueError("recursion_limit must be at least 1")
        nested = parent is not None
        if nested:
            ns = (*parent.scope.ns, f"{parent.name}{NS_END}{parent.id}")
            emit_modes = parent.scope.modes | frozenset({"values"})
            base_runtime = parent.scope.runtime
            resume_slot, resume_map = parent.scope.resume_slot, parent.scope.resume_map
            streamed_ids = parent.scope.streamed_ids
            events = parent.scope.events if "events" in emit_modes else None
            path_prefix = parent.stable_path()
            stream_subgraphs = parent.scope.stream_subgraphs
            if not stream_subgraphs:
                emit_modes = frozenset({"values"})
            live = parent.scope.live
        else:
            ns = tuple(ns_override.split(NS_SEP)) if ns_override else ()
            emit_modes = frozenset(modes)
            base_runtime = Runtime(
                context=_coerce_context(self.context_schema, context),
                store=self.store,
                control=_control(config),
            )
            resume_slot, resume_map = ResumeSlot(), {}
            streamed_ids = set()
            events = _event_counter(config) if "events" in emit_modes else None
            path_prefix = ""
            stream_subgraphs = subgraphs
        scope = RunScope(
            config=config,
            channels={},
            emit=_no_emit,
            modes=emit_modes,
            runtime=base_runtime,
            ns=ns,
            ns_str=NS_SEP.join(ns),
            thread_id=thread_id,
            checkpointer=checkpointer,
            path_prefix=path_prefix,
            resume_slot=resume_slot,
            resume_map=resume_map,
            stream_subgraphs=stream_subgraphs,
            retry_policy=self.retry_policy,
            live=live,
            max_concurrency=config.get("max_concurrency"),
            streamed_ids=streamed_ids,
            events=events,
        )
        machine = Machine(
            self,
            input,
            scope,
            checkpointer=checkpointer,
            interrupt_before=interrupt_before if interrupt_before is not None else self.interrupt_before_nodes,
            interrupt_after=interrupt_after if interrupt_after is not None else self.interrupt_after_nodes,
            durability=durability,
            recursion_limit=limit,
            checkpoint_parents=_parents(parent) if nested else _map_parents(configurable, ns_override),
            nested=nested,
        )
        keys = output_keys if output_keys is not None else None
        if keys is not None and keys != self.stream_channels_asis:
            machine.values_keys = keys
        if keys is not None:
            machine.read_output = lambda stream=False, empty_as_dict=False: _read(  # type: ignore[method-assign]
                machine.channels, keys
            )
        return machine, checkpointer, nested

    def _resolve_checkpointer(self, parent: Any, configurable: Mapping[str, Any]) -> Any:
        own = self.checkpointer
        if own is False:
            return None
        if parent is not None:
            if own is None or own is True:
                return parent.scope.checkpointer
            return own
        if own is None or own is True:
            return configurable.get("__pregel_checkpointer")
        return own

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
            interrupt_before / interrupt_after: override the compiled ones.
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
            interrupt_after, durability, control, subgraphs, version, kwargs, live=True,
        )
        events = drive_sync(machine, checkpointer)
        yield from _format_events(events, fmt, nested, machine)

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
            interrupt_after, durability, control, subgraphs, version, kwargs, live=True,
        )
        async for ns, mode, payload in drive_async(machine, checkpointer):
            chunk = fmt(ns, mode, payload)
            if chunk is not SKIP:
                yield chunk
        _raise_if_nested_interrupt(machine, nested)

    def _prepare_stream(
        self, input: Any, config: Any, context: Any, stream_mode: Any, output_keys: Any,
        interrupt_before: Any, interrupt_after: Any, durability: Any, control: Any,
        subgraphs: bool, version: str, kwargs: dict[str, Any], *, live: bool,
    ) -> tuple[Machine, Any, bool, Formatter]:
        mode = stream_mode if stream_mode is not None else self.stream_mode
        single = isinstance(mode, str)
        modes = [mode] if single else list(mode)
        if control is not None:
            config = ensure_config(config, {CONF: {"__pregel_control": control}})
        if output_keys is None:
            output_keys = self.stream_channels_asis
        machine, checkpointer, nested = self._setup(
            input, config, context=context, modes=modes, output_keys=output_keys,
            interrupt_before=interrupt_before, interrupt_after=interrupt_after,
            durability=durability, subgraphs=subgraphs,
            live=live and (subgraphs or bool(set(modes) & _LIVE_MODES)),
            checkpoint_during=kwargs.get("checkpoint_during", MISSING),
        )
        fmt = Formatter(modes, single=single, subgraphs=subgraphs, version=version,
                        coerce=self._coerce_output if version == "v2" else None)
        return machine, checkpointer, nested, fmt

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
                                   interrupt_before, interrupt_after, durability, control, version, kwargs)
        machine, checkpointer, nested, collector = run
        for event in drive_sync(machine, checkpointer):
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
                                   interrupt_before, interrupt_after, durability, control, version, kwargs)
        machine, checkpointer, nested, collector = run
        async for event in drive_async(machine, checkpointer):
            collector.add(*event)
        return collector.result(machine, nested)

    def _prepare_invoke(
        self, input: Any, config: Any, context: Any, stream_mode: str, output_keys: Any,
        interrupt_before: Any, interrupt_after: Any, durability: Any, control: Any,
        version: str, kwargs: dict[str, Any],
    ) -> tuple[Machine, Any, bool, _Collector]:
        if control is not None:
            config = ensure_config(config, {CONF: {"__pregel_control": control}})
        modes = ["values"] if stream_mode == "values" else ["values", stream_mode]
        if output_keys is None:
            output_keys = self.output_channels
        machine, checkpointer, nested = self._setup(
            input, config, context=context, modes=modes, output_keys=output_keys,
            interrupt_before=interrupt_before, interrupt_after=interrupt_after,
            durability=durability, subgraphs=False, live=False,
            checkpoint_during=kwargs.get("checkpoint_during", MISSING),
        )
        forward = _parent_emit() if nested and machine.scope.stream_subgraphs else None
        collector = _Collector(
            stream_mode,
            version,
            self._coerce_output if version == "v2" else None,
            own_ns=machine.scope.ns,
            forward=forward,
        )
        return machine, checkpointer, nested, collector

    def batch(
        self,
        inputs: Sequence[Any],
        config: Mapping[str, Any] | Sequence[Mapping[str, Any]] | None = None,
        *,
        return_exceptions: bool = False,
        **kwargs: Any,
    ) -> list[Any]:
        """``invoke`` each input (concurrently on threads); results in input order."""
        from concurrent.futures import ThreadPoolExecutor

        configs = _batch_configs(config, len(inputs))
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
        with ThreadPoolExecutor(max_workers=min(len(inputs), 32)) as pool:
            return list(pool.map(one, zip(inputs, configs)))

    async def abatch(
        self,
        inputs: Sequence[Any],
        config: Mapping[str, Any] | Sequence[Mapping[str, Any]] | None = None,
        *,
        return_exceptions: bool = False,
        **kwargs: Any,
    ) -> list[Any]:
        """Async twin of ``batch``: runs the inputs concurrently in a task group."""
        import anyio

        configs = _batch_configs(config, len(inputs))
        results: list[Any] = [None] * len(inputs)

        async def one(i: int) -> None:
            try:
                results[i] = await self.ainvoke(inputs[i], configs[i], **kwargs)
            except Exception as exc:
                if not return_exceptions:
                    raise
                results[i] = exc

        async with anyio.create_task_group() as tg:
            for i in range(len(inputs)):
                tg.start_soon(one, i)
        return results

    def _coerce_output(self, value: Any) -> Any:
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

    def get_subgraphs(self, *, namespace: str | None = None, recurse: bool = False) -> Iterator[tuple[str, Any]]:
        """``(name, graph)`` for each subgraph a node runs (``recurse``: nested ones too)."""
        for name, node in self.nodes.items():
            for sub in node.subgraphs:
                if namespace is not None and not namespace.startswith(name):
                    continue
                yield name, sub
                if recurse:
                    for sub_name, nested in sub.get_subgraphs(recurse=True):
                        yield f"{name}{NS_SEP}{sub_name}", nested

    async def aget_subgraphs(self, *, namespace: str | None = None, recurse: bool = False) -> AsyncIterator[tuple[str, Any]]:
        """Async twin of ``get_subgraphs``."""
        for item in self.get_subgraphs(namespace=namespace, recurse=recurse):
            yield item

    def clear_cache(self, nodes: Sequence[str] | None = None) -> None:
        """Drop cached node writes (all nodes, or ``nodes``)."""
        if self.cache is None:
            return
        names = nodes if nodes is not None else list(self.nodes)
        self.cache.clear([_cache_ns(n) for n in names])

    async def aclear_cache(self, nodes: Sequence[str] | None = None) -> None:
        """Async twin of ``clear_cache``."""
        self.clear_cache(nodes)


class _Collector:
    """Builds ``invoke``'s return value from the run's events."""

    __slots__ = ("mode", "version", "coerce", "latest", "chunks", "interrupts", "forward", "own_ns")

    def __init__(
        self, mode: str, version: str, coerce: Any, *, own_ns: tuple[str, ...], forward: Any
    ) -> None:
        self.own_ns = own_ns
        self.mode = mode
        self.version = version
        self.coerce = coerce
        self.latest: Any = None
        self.chunks: list[Any] = []
        self.interrupts: tuple[Interrupt, ...] = ()
        self.forward = forward

    def add(self, ns: tuple[str, ...], mode: str, payload: Any) -> None:
        forward = self.forward
        if forward is not None:
            forward(ns, mode, payload)
        if ns != self.own_ns:
            return
        if mode == "values":
            self.latest, interrupts = payload
            if interrupts:
                self.interrupts = interrupts
        elif mode == self.mode:
            if self.version == "v2":
                self.chunks.append({"type": mode, "ns": ns, "data": payload})
            else:
                self.chunks.append(payload)

    def result(self, machine: Machine, nested: bool) -> Any:
        _raise_if_nested_interrupt(machine, nested)
        if self.mode != "values":
            return self.chunks
        value = self.latest
        if self.version == "v2":
            data = self.coerce(value) if self.coerce is not None else value
            return GraphOutput(value=data, interrupts=tuple(self.interrupts))
        if self.interrupts and isinstance(value, dict):
            return {**value, INTERRUPT: list(self.interrupts)}
        return value


def _format_events(events: Iterator[Any], fmt: Formatter, nested: bool, machine: Machine) -> Iterator[Any]:
    for ns, mode, payload in events:
        chunk = fmt(ns, mode, payload)
        if chunk is not SKIP:
            yield chunk
    _raise_if_nested_interrupt(machine, nested)


def _raise_if_nested_interrupt(machine: Machine, nested: bool) -> None:
    """A subgraph run that paused makes its parent task pause too."""
    if nested and machine.interrupts:
        raise GraphInterrupt(tuple(machine.interrupts))


def _parent_emit() -> Any:
    parent = current_task_or_none()
    return parent.scope.emit if parent is not None else None


def _no_emit(ns: tuple[str, ...], mode: str, payload: Any) -> None:
    return None


def _read(channels: Mapping[str, Any], keys: str | Sequence[str]) -> Any:
    if isinstance(keys, str):
        channel = channels.get(keys)
        if channel is None or not channel.is_available():
            return None
        return channel.get()
    return read_available(channels, keys)


def _as_node(name: str, node: Any) -> PregelNode:
    if isinstance(node, PregelNode):
        if not node.name:
            node.name = name
        return node
    build = getattr(node, "build", None)
    if callable(build):
        built = build()
        built.name = built.name or name
        return built
    raise TypeError(f"Node '{name}' must be a PregelNode or a NodeBuilder, got {type(node).__name__}")


def _trigger_map(nodes: Mapping[str, PregelNode]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for name, node in nodes.items():
        for chan in node.triggers:
            out.setdefault(chan, []).append(name)
    return out


def _is_policy(value: Any) -> bool:
    return hasattr(value, "max_attempts") and hasattr(value, "retry_on")


def _parent_config(config: Mapping[str, Any]) -> dict[str, Any]:
    """The parts of a parent task's config a subgraph run inherits."""
    configurable = {
        k: v
        for k, v in (config.get(CONF) or {}).items()
        if not k.startswith("__pregel_") and k not in ("checkpoint_ns", "checkpoint_id", "checkpoint_map")
    }
    out = {k: v for k, v in config.items() if k not in (CONF, "metadata")}
    out[CONF] = configurable
    out["metadata"] = {
        k: v for k, v in (config.get("metadata") or {}).items() if not k.startswith("langgraph_")
    }
    return out


def _parents(parent: Any) -> dict[str, str]:
    scope = parent.scope
    parents = dict(scope.parents)
    if scope.checkpoint_id and scope.checkpointer is not None:
        parents[scope.ns_str] = scope.checkpoint_id
    return parents


def _event_counter(config: Mapping[str, Any]) -> Any:
    import uuid

    from lingxigraph.events import EventCounter

    run_id = config.get("run_id")
    return EventCounter(str(run_id) if run_id is not None else str(uuid.uuid4()))


def _map_parents(configurable: Mapping[str, Any], ns: str | None) -> dict[str, str] | None:
    """Enclosing namespaces' checkpoint ids, from a subgraph config's ``checkpoint_map``."""
    if not ns:
        return None
    mapping = configurable.get("checkpoint_map") or {}
    return {k: v for k, v in mapping.items() if k != ns}


def _durability(durability: Any, checkpoint_during: Any, configurable: Mapping[str, Any], checkpointer: Any) -> str:
    if checkpoint_during is not MISSING and checkpoint_during is not None:
        from lingxigraph.warnings import LangGraphDeprecatedSinceV10

        if durability is not None:
            raise ValueError(
                "Cannot use both `checkpoint_during` and `durability` parameters. "
                "Please use `durability` instead."
            )
        warnings.warn(
            "`checkpoint_during` is deprecated and will be removed. Please use `durability` instead.",
            LangGraphDeprecatedSinceV10,
            stacklevel=4,
        )
        durability = "async" if checkpoint_during else "exit"
    if durability is None:
        return configurable.get("__pregel_durability") or "async"
    if checkpointer is None:
        warnings.warn("`durability` has no effect when no checkpointer is present.", stacklevel=4)
    return durability


def _coerce_context(schema: Any, context: Any) -> Any:
    """``context`` as an instance of ``context_schema`` (dicts are converted).

    Raises:
        TypeError: the context does not fit the schema (names the schema).
    """
    if context is None or schema is None or not isinstance(schema, type):
        return context
    if isinstance(context, schema):
        return context
    is_typed_dict = hasattr(schema, "__total__") and issubclass(schema, dict)
    if isinstance(context, Mapping):
        if is_typed_dict:
            unknown = set(context) - set(getattr(schema, "__annotations__", {}))
            if unknown:
                raise TypeError(f"Invalid context for {schema.__name__}: unknown keys {sorted(unknown)}")
            return dict(context)
        try:
            return schema(**context)
        except Exception as exc:
            raise TypeError(f"Invalid context for {schema.__name__}: {exc}") from exc
    raise TypeError(
        f"Invalid context for {schema.__name__}: expected {schema.__name__} or a dict, "
        f"got {type(context).__name__}"
    )


def _control(config: Mapping[str, Any]) -> Any:
    from lingxigraph.runtime import RunControl

    control = (config.get(CONF) or {}).get("__pregel_control")
    return control if control is not None else RunControl()


def _batch_configs(config: Any, n: int) -> list[Any]:
    if config is None or isinstance(config, Mapping):
        return [config] * n
    configs = list(config)
    if len(configs) != n:
        raise ValueError(f"batch got {n} inputs but {len(configs)} configs")
    return configs


def _cache_ns(node: str) -> tuple[str, ...]:
    return ("__pregel_ns_writes", node)


__all__ = ("Pregel", "InvalidUpdateError", "ParentCommand")
