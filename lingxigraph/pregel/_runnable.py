"""The LangChain ``Runnable`` surface of a compiled graph.

LangGraph's ``Pregel`` *is* a langchain-core ``Runnable``; lingxigraph's is not
(LangChain is optional), so `RunnableMethods` adds the methods user code calls on
one:

* types and schemas (``InputType``, ``get_input_schema``, ``get_input_jsonschema``,
  ``get_context_jsonschema``, ...): need Pydantic only (see `_schemas`);
* ``batch_as_completed``, ``transform`` and their async twins: no dependency;
* composition (``|``, ``pipe``, ``with_retry``, ``bind``, ``as_tool``,
  ``astream_log``, ...): these return genuine LangChain runnables built around
  `graph_runnable(graph)`, a thin ``Runnable`` that delegates to the graph.

When langchain-core is imported, ``Pregel`` is registered as a virtual subclass
of ``Runnable``, so LangChain accepts a compiled graph wherever it takes a
runnable (``RunnableLambda(f) | graph``, ``RunnableParallel(a=graph)``).
Registration happens when this module is imported after langchain-core, when a
graph is built, or when one of the composition methods runs.
"""

from __future__ import annotations

import contextvars
import math
import warnings
from collections.abc import AsyncIterator, Callable, Iterator, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from typing import TYPE_CHECKING, Any

from lingxigraph.channels.base import BaseChannel
from lingxigraph.pregel import _schemas
from lingxigraph.pregel._lc_adapter import (
    coerce,
    graph_runnable,
    register_with_langchain,
    relay,
    require_langchain,
)
from lingxigraph.warnings import LangGraphDeprecatedSinceV10

__all__ = ("RunnableMethods", "register_with_langchain")


class RunnableMethods:
    """Mixin of ``Pregel``: the ``Runnable`` methods LangGraph's graphs inherit from LangChain.

    Expects ``channels``, ``input_channels``, ``output_channels``,
    ``context_schema``, ``get_name`` and the run methods of ``Pregel``.
    """

    channels: dict[str, Any]
    input_channels: str | Sequence[str]
    output_channels: str | Sequence[str]
    context_schema: Any

    if TYPE_CHECKING:  # Pregel defines them
        get_name: Callable[..., str]
        invoke: Callable[..., Any]
        ainvoke: Callable[..., Any]
        stream: Callable[..., Iterator[Any]]
        astream: Callable[..., AsyncIterator[Any]]

    # ---- types and schemas -----------------------------------------------------------

    @property
    def InputType(self) -> Any:
        """Type of the input channel's updates (``None`` with several input channels)."""
        chans = self.input_channels
        if isinstance(chans, str) and isinstance(self.channels.get(chans), BaseChannel):
            return self.channels[chans].UpdateType
        return None

    @property
    def OutputType(self) -> Any:
        """Type of the output channel's value (``None`` with several output channels)."""
        chans = self.output_channels
        if isinstance(chans, str) and isinstance(self.channels.get(chans), BaseChannel):
            return self.channels[chans].ValueType
        return None

    @property
    def input_schema(self) -> Any:
        """``get_input_schema()``."""
        return self.get_input_schema()

    @property
    def output_schema(self) -> Any:
        """``get_output_schema()``."""
        return self.get_output_schema()

    def get_input_schema(self, config: Mapping[str, Any] | None = None) -> Any:
        """A Pydantic model of the input.

        With one input channel: its update type (itself if a Pydantic model, else a
        root model named ``<name>Input``); with several: a model with one optional
        field per channel.

        Raises:
            ImportError: Pydantic is not installed.
        """
        name = self.get_name("Input")
        chans = self.input_channels
        if isinstance(chans, str):
            return _schemas.runnable_schema(name, self.InputType)
        fields = {
            k: (c.UpdateType, None)
            for k in (chans or self.channels)
            if isinstance(c := self.channels.get(k), BaseChannel)
        }
        return _schemas.fields_model(name, fields)

    def get_output_schema(self, config: Mapping[str, Any] | None = None) -> Any:
        """A Pydantic model of the output (see `get_input_schema`; fields use value types).

        Raises:
            ImportError: Pydantic is not installed.
        """
        name = self.get_name("Output")
        chans = self.output_channels
        if isinstance(chans, str):
            return _schemas.runnable_schema(name, self.OutputType)
        # managed values (RemainingSteps, ...) are output keys without a channel: skipped
        fields = {k: (c.ValueType, None) for k in chans if isinstance(c := self.channels.get(k), BaseChannel)}
        return _schemas.fields_model(name, fields)

    def get_input_jsonschema(self, config: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """JSON schema of the input, as a dict."""
        return self.get_input_schema(config).model_json_schema()

    def get_output_jsonschema(self, config: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """JSON schema of the output, as a dict."""
        return self.get_output_schema(config).model_json_schema()

    def get_context_jsonschema(self) -> dict[str, Any] | None:
        """JSON schema of ``context_schema`` (``None`` when the graph has none).

        Raises:
            ValueError: the context schema is not a Pydantic model, TypedDict or dataclass.
            ImportError: Pydantic is not installed.
        """
        return _schemas.context_jsonschema(self.context_schema)

    def config_schema(self, *, include: Sequence[str] | None = None) -> Any:
        """Deprecated: a model of the run config (``configurable`` typed by ``context_schema``).

        ``include`` adds other config keys (``tags``, ``recursion_limit``, ...).
        Warns ``LangGraphDeprecatedSinceV10``; use `get_context_jsonschema`.
        """
        warnings.warn(
            "`config_schema` is deprecated. Use `get_context_jsonschema` for the relevant schema instead.",
            LangGraphDeprecatedSinceV10,
            stacklevel=2,
        )
        return _schemas.config_model(self.get_name("Config"), self.context_schema, include)

    def get_config_jsonschema(self, *, include: Sequence[str] | None = None) -> dict[str, Any]:
        """Deprecated: JSON schema of `config_schema` (warns ``LangGraphDeprecatedSinceV10``)."""
        warnings.warn(
            "`get_config_jsonschema` is deprecated. Use `get_context_jsonschema` instead.",
            LangGraphDeprecatedSinceV10,
            stacklevel=2,
        )
        model = _schemas.config_model(self.get_name("Config"), self.context_schema, include)
        return model.model_json_schema()

    @property
    def config_specs(self) -> list[Any]:
        """Configurable fields (a compiled graph has none)."""
        return []

    # ---- many inputs, streamed inputs --------------------------------------------------

    def batch_as_completed(
        self,
        inputs: Sequence[Any],
        config: Mapping[str, Any] | Sequence[Mapping[str, Any]] | None = None,
        *,
        return_exceptions: bool = False,
        **kwargs: Any,
    ) -> Iterator[tuple[int, Any]]:
        """``invoke`` each input on threads; yield ``(index, output)`` as each run finishes.

        Args:
            inputs: the inputs.
            config: one config for all, or one per input (``max_concurrency``
                of the first bounds the threads).
            return_exceptions: yield ``(index, exception)`` for a failed run
                instead of raising.

        Raises:
            ValueError: the number of configs differs from the number of inputs.
            Exception: a run's error, when ``return_exceptions`` is false.
        """
        configs = config_list(config, len(inputs))
        if not inputs:
            return
        if len(inputs) == 1:
            yield self._invoke_indexed(0, inputs[0], configs[0], return_exceptions, kwargs)
            return
        # 0 or a negative limit fails in ThreadPoolExecutor, as in LangChain
        limit = (configs[0] or {}).get("max_concurrency")
        if limit is None:
            limit = min(len(inputs), 32)
        with ThreadPoolExecutor(max_workers=limit) as pool:
            pending: set[Future[tuple[int, Any]]] = {
                # each run starts from the caller's context, as LangChain's executor does
                pool.submit(contextvars.copy_context().run, self._invoke_indexed, i, x, c, return_exceptions, kwargs)
                for i, (x, c) in enumerate(zip(inputs, configs))
            }
            try:
                while pending:
                    done, pending = wait(pending, return_when=FIRST_COMPLETED)
                    for future in done:
                        yield future.result()
            finally:
                for future in pending:
                    future.cancel()

    def _invoke_indexed(
        self, i: int, input: Any, config: Any, return_exceptions: bool, kwargs: dict[str, Any]
    ) -> tuple[int, Any]:
        try:
            return i, self.invoke(input, config, **kwargs)
        except Exception as exc:
            if not return_exceptions:
                raise
            return i, exc

    def abatch_as_completed(
        self,
        inputs: Sequence[Any],
        config: Mapping[str, Any] | Sequence[Mapping[str, Any]] | None = None,
        *,
        return_exceptions: bool = False,
        **kwargs: Any,
    ) -> AsyncIterator[tuple[int, Any]]:
        """Async twin of `batch_as_completed`: the runs go concurrently in a task group.

        ``max_concurrency`` (first config) bounds how many run at once.

        Raises:
            ValueError: the number of configs differs from the number of inputs.
            Exception: a run's error, when ``return_exceptions`` is false (the
                other runs are cancelled).
        """
        configs = config_list(config, len(inputs))
        return relay(lambda: self._abatch_as_completed(inputs, configs, return_exceptions, kwargs))

    async def _abatch_as_completed(
        self, inputs: Sequence[Any], configs: list[Any], return_exceptions: bool, kwargs: dict[str, Any]
    ) -> AsyncIterator[tuple[int, Any]]:
        import anyio

        if not inputs:
            return
        gate = batch_gate((configs[0] or {}).get("max_concurrency"))
        send, receive = anyio.create_memory_object_stream[tuple[int, Any, BaseException | None]](len(inputs))

        async def one(i: int) -> None:
            error: BaseException | None = None
            out: Any = None
            try:
                if gate is None:
                    out = await self.ainvoke(inputs[i], configs[i], **kwargs)
                else:
                    async with gate:
                        out = await self.ainvoke(inputs[i], configs[i], **kwargs)
            except Exception as exc:
                error = exc
            try:
                send.send_nowait((i, out, error))
            except (anyio.ClosedResourceError, anyio.BrokenResourceError):
                pass  # the consumer stopped early: nobody wants this result

        failure: BaseException | None = None
        async with anyio.create_task_group() as tg:
            for i in range(len(inputs)):
                tg.start_soon(one, i)
            try:
                for _ in range(len(inputs)):
                    i, out, error = await receive.receive()
                    if error is not None and not return_exceptions:
                        failure = error
                        break
                    try:
                        yield (i, error if error is not None else out)
                    except GeneratorExit:
                        # closed by the consumer: leave the task group normally (cancelling
                        # the rest) rather than through it, which trio would not allow
                        break
            finally:
                # an early exit (error, consumer stopped) cancels the runs still going
                tg.cancel_scope.cancel()
                send.close()
                receive.close()
        if failure is not None:
            raise failure  # outside the task group: the error itself, not an exception group

    def transform(self, input: Iterator[Any], config: Mapping[str, Any] | None = None, **kwargs: Any) -> Iterator[Any]:
        """``stream`` the input chunks added up with ``+`` (a chunk that can't be added replaces the sum)."""
        total = _Sum()
        for chunk in input:
            total.add(chunk)
        if total.seen:
            yield from self.stream(total.value, config, **kwargs)

    async def atransform(
        self, input: AsyncIterator[Any], config: Mapping[str, Any] | None = None, **kwargs: Any
    ) -> AsyncIterator[Any]:
        """Async twin of `transform`."""
        total = _Sum()
        async for chunk in input:
            total.add(chunk)
        if total.seen:
            async for out in relay(lambda: self.astream(total.value, config, **kwargs)):
                yield out

    # ---- composition (LangChain runnables) ---------------------------------------------

    def __or__(self, other: Any) -> Any:
        """``graph | other``: a LangChain ``RunnableSequence``."""
        lc = require_langchain()
        return lc.RunnableSequence(graph_runnable(self), coerce(other))

    def __ror__(self, other: Any) -> Any:
        """``other | graph`` (``other`` a function or dict): a LangChain ``RunnableSequence``."""
        lc = require_langchain()
        return lc.RunnableSequence(coerce(other), graph_runnable(self))

    def pipe(self, *others: Any, name: str | None = None) -> Any:
        """A LangChain ``RunnableSequence`` of this graph then ``others``."""
        lc = require_langchain()
        return lc.RunnableSequence(graph_runnable(self), *(coerce(o) for o in others), name=name)

    def pick(self, keys: str | list[str]) -> Any:
        """This graph, then keep only ``keys`` of its output dict (a str key gives the bare value)."""
        return _lc_method("pick")(graph_runnable(self), keys)

    def assign(self, **kwargs: Any) -> Any:
        """This graph, then add ``key → runnable(output)`` entries to its output dict."""
        return _lc_method("assign")(graph_runnable(self), **{k: coerce(v) for k, v in kwargs.items()})

    def bind(self, **kwargs: Any) -> Any:
        """A LangChain ``RunnableBinding`` that passes ``kwargs`` to every run."""
        return _lc_method("bind")(graph_runnable(self), **kwargs)

    def with_retry(self, **kwargs: Any) -> Any:
        """A LangChain ``RunnableRetry`` (``stop_after_attempt``, ``retry_if_exception_type``, ...)."""
        return _lc_method("with_retry")(graph_runnable(self), **kwargs)

    def with_fallbacks(self, fallbacks: Sequence[Any], **kwargs: Any) -> Any:
        """A LangChain ``RunnableWithFallbacks`` trying ``fallbacks`` in order when the graph fails."""
        return _lc_method("with_fallbacks")(graph_runnable(self), [coerce(f) for f in fallbacks], **kwargs)

    def with_listeners(self, **kwargs: Any) -> Any:
        """A LangChain binding calling ``on_start`` / ``on_end`` / ``on_error`` with the run."""
        return _lc_method("with_listeners")(graph_runnable(self), **kwargs)

    def with_alisteners(self, **kwargs: Any) -> Any:
        """Async twin of `with_listeners` (the listeners are coroutine functions)."""
        return _lc_method("with_alisteners")(graph_runnable(self), **kwargs)

    def with_types(self, **kwargs: Any) -> Any:
        """A LangChain binding declaring other ``input_type`` / ``output_type``."""
        return _lc_method("with_types")(graph_runnable(self), **kwargs)

    def map(self) -> Any:
        """A LangChain ``RunnableEach``: runs the graph on each item of a list input."""
        return _lc_method("map")(graph_runnable(self))

    def as_tool(self, *args: Any, **kwargs: Any) -> Any:
        """A LangChain ``BaseTool`` running the graph (``name``, ``description``, ``args_schema``, ...)."""
        return _lc_method("as_tool")(graph_runnable(self), *args, **kwargs)

    def get_prompts(self, config: Mapping[str, Any] | None = None) -> list[Any]:
        """The LangChain prompt templates that are nodes of the graph."""
        require_langchain()
        from langchain_core.prompts.base import BasePromptTemplate

        get_graph = getattr(self, "get_graph", None)
        if get_graph is None:  # low-level graphs and entrypoints have no drawable graph
            return []
        nodes = get_graph(config).nodes.values()
        return [node.data for node in nodes if isinstance(node.data, BasePromptTemplate)]

    def astream_log(self, input: Any, config: Mapping[str, Any] | None = None, **kwargs: Any) -> AsyncIterator[Any]:
        """LangChain's run-log stream (``RunLogPatch`` items; ``diff=False``: ``RunLog`` states)."""
        return _lc_method("astream_log")(graph_runnable(self), input, config, **kwargs)


def _lc_method(name: str) -> Callable[..., Any]:
    """LangChain's own ``Runnable.<name>``, to call on the graph or its adapter."""
    return getattr(require_langchain().Runnable, name)


class _Sum:
    """Adds chunks with ``+``; a chunk that can't be added replaces the total."""

    __slots__ = ("seen", "value")

    def __init__(self) -> None:
        self.seen = False
        self.value: Any = None

    def add(self, chunk: Any) -> None:
        if not self.seen:
            self.seen, self.value = True, chunk
            return
        try:
            self.value = self.value + chunk
        except TypeError:
            self.value = chunk


def config_list(config: Any, n: int) -> list[Any]:
    """One config per input (``batch`` and friends), as LangChain's ``get_config_list``.

    Raises:
        ValueError: a list of configs whose length differs from ``n``.
    """
    if config is None or isinstance(config, Mapping):
        return [config] * n
    configs = list(config)
    if len(configs) != n:
        raise ValueError(f"config must be a list of the same length as inputs, but got {len(configs)} configs for {n} inputs")
    return configs




def batch_gate(limit: Any) -> Any:
    """The semaphore bounding ``abatch`` / ``abatch_as_completed`` runs, or ``None``.

    ``limit`` is the first config's ``max_concurrency``: ``None`` or 0 set no bound
    (LangChain's ``abatch`` would wait forever on 0), nor does a fraction (the
    ``asyncio.Semaphore`` LangChain uses counts down past 0 without ever reaching
    it, so it never blocks).

    Raises:
        ValueError: a negative limit (``asyncio.Semaphore``'s text).
        TypeError: a limit that does not compare with 0 (a string).
    """
    import anyio

    if not limit:
        return None
    if limit < 0:
        raise ValueError("Semaphore initial value must be >= 0")
    if limit != math.floor(limit):
        return None
    return anyio.Semaphore(int(limit))
