"""LangChain glue for compiled graphs: registration as a ``Runnable``, and an adapter.

`register_with_langchain` makes ``Pregel`` a virtual subclass of langchain-core's
``Runnable`` once langchain-core is imported (never importing it itself).
`graph_runnable` wraps a graph in a thin ``Runnable`` that reports the graph's
run to LangChain callbacks; `relay` lets LangChain iterate a graph's async
stream from several tasks.
"""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import aclosing
from typing import Any

__all__ = ("coerce", "graph_runnable", "register_with_langchain", "relay", "require_langchain")

_registered: dict[type, Any] = {}
"""Class → the ``Runnable`` class it was registered with (langchain-core may be re-imported)."""


def require_langchain() -> Any:
    """The ``langchain_core.runnables`` module, with compiled graphs registered as runnables.

    Raises:
        ImportError: langchain-core is not installed (composition methods need it).
    """
    try:
        import langchain_core.runnables as lc_runnables
    except ImportError as exc:
        raise ImportError(
            "Composing a compiled graph with LangChain runnables needs langchain-core: "
            "install it with `pip install langchain-core`."
        ) from exc
    from lingxigraph.pregel.main import Pregel

    register_with_langchain(Pregel)
    return lc_runnables


def register_with_langchain(cls: type) -> None:
    """Make ``cls`` a virtual subclass of LangChain's ``Runnable`` if langchain-core is imported.

    Never imports langchain-core itself: without it this does nothing.
    """
    base = sys.modules.get("langchain_core.runnables.base")
    runnable = getattr(base, "Runnable", None)
    if runnable is None or _registered.get(cls) is runnable:
        return
    runnable.register(cls)
    _registered[cls] = runnable


def _same_kind(other: Any) -> bool:
    from lingxigraph.pregel.main import Pregel

    return isinstance(other, Pregel)


def coerce(other: Any) -> Any:
    """``other`` as a LangChain runnable; a compiled graph gets the callback-reporting adapter."""
    if _same_kind(other):
        return graph_runnable(other)
    from langchain_core.runnables.base import coerce_to_runnable

    return coerce_to_runnable(other)


async def relay(make: Callable[[], AsyncIterator[Any]]) -> AsyncIterator[Any]:
    """Iterate ``make()``, under asyncio in a task of its own.

    A graph's async stream holds a task group while it runs, so it must be
    iterated from one task; LangChain advances async iterators with a new task per
    item (and closes abandoned ones from yet another). Under asyncio one task
    therefore iterates the stream, one item per request, so the stream advances
    exactly when it would if iterated directly; under other event loops (trio) it
    is iterated directly.
    """
    if _async_library() != "asyncio":
        async with aclosing(make()) as items:
            async for item in items:
                yield item
        return
    import asyncio

    wanted: asyncio.Queue[None] = asyncio.Queue()
    results: asyncio.Queue[tuple[bool, Any]] = asyncio.Queue()

    async def pump() -> None:
        try:
            async with aclosing(make()) as items:
                while True:
                    await wanted.get()
                    try:
                        item = await items.__anext__()
                    except StopAsyncIteration:
                        results.put_nowait((False, None))
                        return
                    results.put_nowait((True, item))
        except asyncio.CancelledError:
            raise
        except BaseException as exc:  # handed to the consumer, raised there
            results.put_nowait((False, exc))

    task = asyncio.ensure_future(pump())
    try:
        while True:
            wanted.put_nowait(None)
            ok, item = await results.get()
            if ok:
                yield item
            elif item is None:
                return
            else:
                raise item
    finally:
        task.cancel()


def _async_library() -> str | None:
    try:
        import sniffio

        return sniffio.current_async_library()
    except Exception:
        return None


# ---- the adapter ----------------------------------------------------------------------

_adapter_classes: dict[type, type] = {}
"""LangChain's ``Runnable`` class → the adapter class built on it (langchain-core may be re-imported)."""


def graph_runnable(graph: Any) -> Any:
    """A langchain-core ``Runnable`` that runs ``graph`` (name, types and schemas are the graph's).

    A graph that reports its own runs to LangChain callbacks is returned as is
    (it is a registered ``Runnable``). Otherwise an adapter reports one run for
    it, so ``with_listeners`` and ``astream_log`` see the graph's run.

    Raises:
        ImportError: langchain-core is not installed.
    """
    runnable = require_langchain().Runnable
    if _reports_callbacks(graph):
        return graph  # a registered Runnable that reports its own runs needs no wrapper
    if runnable not in _adapter_classes:
        _adapter_classes[runnable] = _make_adapter_class(runnable)
    return _adapter_classes[runnable](graph)


def _reports_callbacks(graph: Any) -> bool:
    # graphs that run LangChain callbacks themselves come with astream_events; then
    # reporting a run here too would nest the graph's run in a copy of itself
    return callable(getattr(graph, "astream_events", None))


def _make_adapter_class(runnable: Any) -> type:
    class CompiledGraphRunnable(runnable[Any, Any]):  # type: ignore[misc,valid-type]
        """A compiled lingxigraph graph as a LangChain runnable."""

        def __init__(self, graph: Any) -> None:
            self.graph = graph
            self.name = graph.get_name()

        def __repr__(self) -> str:
            return f"CompiledGraphRunnable({self.name!r})"

        @property
        def InputType(self) -> Any:
            return self.graph.InputType or Any

        @property
        def OutputType(self) -> Any:
            return self.graph.OutputType or Any

        def get_input_schema(self, config: Any = None) -> Any:
            return self.graph.get_input_schema(config)

        def get_output_schema(self, config: Any = None) -> Any:
            return self.graph.get_output_schema(config)

        def get_input_jsonschema(self, config: Any = None) -> dict[str, Any]:
            return self.graph.get_input_jsonschema(config)

        def get_output_jsonschema(self, config: Any = None) -> dict[str, Any]:
            return self.graph.get_output_jsonschema(config)

        @property
        def config_specs(self) -> list[Any]:
            return list(self.graph.config_specs)

        def invoke(self, input: Any, config: Any = None, **kwargs: Any) -> Any:
            return self._call_with_config(self._run, input, config, **kwargs)

        def _run(self, input: Any, config: Any, **kwargs: Any) -> Any:
            return self.graph.invoke(input, config, **kwargs)

        async def ainvoke(self, input: Any, config: Any = None, **kwargs: Any) -> Any:
            return await self._acall_with_config(self._arun, input, config, **kwargs)

        async def _arun(self, input: Any, config: Any, **kwargs: Any) -> Any:
            return await self.graph.ainvoke(input, config, **kwargs)

        def stream(self, input: Any, config: Any = None, **kwargs: Any) -> Iterator[Any]:
            yield from self._transform_stream_with_config(iter([input]), self._stream_each, config, **kwargs)

        def _stream_each(self, inputs: Iterator[Any], config: Any, **kwargs: Any) -> Iterator[Any]:
            for item in inputs:
                yield from self.graph.stream(item, config, **kwargs)

        async def astream(self, input: Any, config: Any = None, **kwargs: Any) -> AsyncIterator[Any]:
            async def one() -> AsyncIterator[Any]:
                yield input

            async for chunk in self._atransform_stream_with_config(one(), self._astream_each, config, **kwargs):
                yield chunk

        async def _astream_each(self, inputs: AsyncIterator[Any], config: Any, **kwargs: Any) -> AsyncIterator[Any]:
            async for item in inputs:
                async for chunk in relay(lambda item=item: self.graph.astream(item, config, **kwargs)):
                    yield chunk

    return CompiledGraphRunnable
