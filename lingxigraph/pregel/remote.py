"""``RemoteGraph``: LangGraph's client for graphs served by a LangGraph server.

It runs the server's assistant through the ``langgraph_sdk`` clients it is
given (or builds from ``url``): ``invoke`` / ``stream`` (and async twins) make
runs with ``runs.stream``; ``get_state`` / ``get_state_history`` /
``update_state`` read and write the thread with ``threads.*``; ``get_graph``
draws ``assistants.get_graph``; ``stream_events(version="v3")`` streams a
v3 thread. As a node of a local graph it runs on the caller's thread id, its
interrupts pause the caller and, when the caller streams subgraphs, its parts
reach the caller's stream under the node's namespace. langgraph-sdk is
imported only to build clients from ``url``.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator, Mapping, Sequence
from typing import Any, Literal

from typing_extensions import Self

from lingxigraph._internal._config import merge_configs
from lingxigraph.pregel._remote_rest import (
    NO_PART,
    RemoteException,
    RunReader,
    checkpoint_config,
    command_input,
    drawable_graph,
    invoke_result,
    sanitize_config,
    state_snapshot,
    thread_checkpoint,
)
from lingxigraph.pregel._remote_run_stream import _AsyncRemoteGraphRunStream, _RemoteGraphRunStream
from lingxigraph.pregel.protocol import PregelProtocol

__all__ = ("RemoteException", "RemoteGraph")

_V3_SUPPORTED_KWARGS = frozenset({"metadata", "headers"})
"""The extra keyword arguments a remote v3 run takes (as in LangGraph)."""


def _merge_tracing_headers(headers: dict[str, str] | None) -> dict[str, str] | None:
    """``headers`` plus the current LangSmith run's tracing headers (when
    langsmith is installed and a run is being traced); a ``baggage`` header is
    joined, not replaced."""
    try:
        import langsmith
    except ImportError:
        return headers
    run_tree = langsmith.get_current_run_tree()
    if run_tree is None:
        return headers
    tracing = run_tree.to_headers()
    if not headers:
        return tracing
    if "baggage" in headers and "baggage" in tracing:
        tracing["baggage"] = f"{headers['baggage']},{tracing['baggage']}"
    headers.update(tracing)
    return headers


def _sdk_clients(url: str, api_key: str | None, headers: dict[str, str] | None) -> tuple[Any, Any]:
    try:
        from langgraph_sdk import get_client, get_sync_client
    except ImportError as exc:
        raise ImportError("RemoteGraph(url=...) needs the langgraph-sdk package: pip install langgraph-sdk") from exc
    return (
        get_client(url=url, api_key=api_key, headers=headers),
        get_sync_client(url=url, api_key=api_key, headers=headers),
    )


class RemoteGraph(PregelProtocol):  # type: ignore[misc]
    """A graph run by a LangGraph server (LangGraph's ``RemoteGraph``).

    Args:
        assistant_id: the server's assistant ID or graph name.
        url: the server; with it, the async and sync clients are made with
            ``langgraph_sdk.get_client`` / ``get_sync_client`` (unless given).
        api_key / headers: for those clients.
        client / sync_client: ``langgraph_sdk`` clients to use.
        config: config merged under every call's.
        name: the graph's name (default: ``assistant_id``).
        distributed_tracing: send the current LangSmith run's tracing headers.

    Raises:
        ImportError: ``url`` given and langgraph-sdk is not installed.
    """

    def __init__(
        self,
        assistant_id: str,
        /,
        *,
        url: str | None = None,
        api_key: str | None = None,
        headers: dict[str, str] | None = None,
        client: Any = None,
        sync_client: Any = None,
        config: Mapping[str, Any] | None = None,
        name: str | None = None,
        distributed_tracing: bool = False,
    ) -> None:
        self.assistant_id = assistant_id
        self.name = assistant_id if name is None else name
        self.config = config
        self.distributed_tracing = distributed_tracing
        if url is not None and (client is None or sync_client is None):
            made, made_sync = _sdk_clients(url, api_key, headers)
            client = made if client is None else client
            sync_client = made_sync if sync_client is None else sync_client
        self.client = client
        self.sync_client = sync_client

    def _validate_client(self) -> Any:
        if self.client is None:
            raise ValueError(
                "Async client is not initialized: please provide `url` or `client` when initializing `RemoteGraph`."
            )
        return self.client

    def _validate_sync_client(self) -> Any:
        if self.sync_client is None:
            raise ValueError(
                "Sync client is not initialized: please provide `url` or `sync_client` when initializing `RemoteGraph`."
            )
        return self.sync_client

    def _sanitize_config(self, config: Mapping[str, Any]) -> dict[str, Any]:
        """The part of ``config`` the server takes (see ``sanitize_config``)."""
        return sanitize_config(config)

    def _reject_v3_unsupported(
        self, *, control: Any, transformers: Any, interrupt_before: Any, interrupt_after: Any, extra_kwargs: dict[str, Any]
    ) -> None:
        """Raises:
        NotImplementedError: an argument a remote v3 run cannot take.
        """
        given = {
            "control": control,
            "transformers": transformers,
            "interrupt_before": interrupt_before,
            "interrupt_after": interrupt_after,
        }
        for name, value in given.items():
            if value:
                raise NotImplementedError(f"RemoteGraph.stream_events(version='v3') does not support `{name}=`.")
        unknown = set(extra_kwargs) - _V3_SUPPORTED_KWARGS
        if unknown:
            raise NotImplementedError(
                "RemoteGraph.stream_events(version='v3') does not support the following kwargs: "
                f"{sorted(unknown)!r}. Supported: {sorted(_V3_SUPPORTED_KWARGS)!r}."
            )

    def _v3_thread(self, client: Any, config: Mapping[str, Any] | None, headers: dict[str, str] | None) -> tuple[Any, dict[str, Any]]:
        """The SDK thread stream of a v3 run and the config sent to ``run.start``."""
        sanitized = self._sanitize_config(merge_configs(self.config, config))
        thread_id = sanitized.get("configurable", {}).pop("thread_id", None)
        sdk_thread = client.threads.stream(
            thread_id=thread_id,
            assistant_id=self.assistant_id,
            headers=_merge_tracing_headers(headers) if self.distributed_tracing else headers,
        )
        return sdk_thread, sanitized

    def stream_events(
        self,
        input: Any,
        config: Mapping[str, Any] | None = None,
        *,
        version: Literal["v1", "v2", "v3"] = "v2",
        interrupt_before: Any = None,
        interrupt_after: Any = None,
        control: Any = None,
        transformers: Sequence[Any] | None = None,
        headers: dict[str, str] | None = None,
        **kwargs: Any,
    ) -> Any:
        """A v3 run on the server: a run stream to enter (``with ... as run``) that
        starts the run (on the config's ``thread_id``, or a new thread).

        Args:
            input: the run's input; ``Command(resume=...)`` resumes a paused thread.
            config: merged over the graph's; only plain data is sent.
            version: ``"v3"`` (the only version streamed remotely, as in LangGraph).
            headers: extra HTTP headers for the run.
            **kwargs: ``metadata`` for the run.

        Raises:
            NotImplementedError: ``version`` is not ``"v3"``; or ``control``,
                ``transformers``, ``interrupt_before``/``after`` or another keyword
                given; or a ``Command`` with ``goto``/``update``.
            ValueError: no sync client (no ``url`` or ``sync_client``).
        """
        if version != "v3":
            raise NotImplementedError(
                f"stream_events(version={version!r}) is not supported. Use astream_events() for v1/v2, "
                "or stream_events(version='v3') on a supported subclass."
            )
        self._reject_v3_unsupported(
            control=control,
            transformers=transformers,
            interrupt_before=interrupt_before,
            interrupt_after=interrupt_after,
            extra_kwargs=kwargs,
        )
        sync_client = self._validate_sync_client()
        sdk_thread, sanitized = self._v3_thread(sync_client, config, headers)
        return _RemoteGraphRunStream(
            sync_client=sync_client, sdk_thread=sdk_thread, input=input, config=sanitized, metadata=kwargs.get("metadata")
        )

    async def astream_events(
        self,
        input: Any,
        config: Mapping[str, Any] | None = None,
        *,
        version: Literal["v1", "v2", "v3"] = "v2",
        interrupt_before: Any = None,
        interrupt_after: Any = None,
        control: Any = None,
        transformers: Sequence[Any] | None = None,
        headers: dict[str, str] | None = None,
        **kwargs: Any,
    ) -> Any:
        """``stream_events`` for async code: ``async with await
        graph.astream_events(..., version="v3") as run``.

        Raises:
            NotImplementedError / ValueError: as ``stream_events`` (ValueError: no
                async client).
        """
        if version != "v3":
            raise NotImplementedError(
                f"RemoteGraph.astream_events(version={version!r}) is not implemented; "
                "use astream() for v1/v2 streaming or version='v3'."
            )
        self._reject_v3_unsupported(
            control=control,
            transformers=transformers,
            interrupt_before=interrupt_before,
            interrupt_after=interrupt_after,
            extra_kwargs=kwargs,
        )
        client = self._validate_client()
        sdk_thread, sanitized = self._v3_thread(client, config, headers)
        return _AsyncRemoteGraphRunStream(
            client=client, sdk_thread=sdk_thread, input=input, config=sanitized, metadata=kwargs.get("metadata")
        )

    def copy(self, update: dict[str, Any]) -> Self:
        """A graph like this one, with the constructor arguments in ``update`` changed."""
        attrs = {**self.__dict__, **update}
        return self.__class__(attrs.pop("assistant_id"), **attrs)

    def with_config(self, config: Mapping[str, Any] | None = None, **kwargs: Any) -> Self:
        """A graph whose calls merge ``config`` (and ``kwargs``) over this one's."""
        return self.copy({"config": merge_configs(self.config, config, kwargs)})

    def get_name(self, suffix: str | None = None, *, name: str | None = None) -> str:
        """The graph's (or ``name``'s) name with ``suffix``, as ``Pregel.get_name``."""
        from lingxigraph.pregel.main import Pregel

        return Pregel.get_name(self, suffix, name=name)  # type: ignore[arg-type]

    def batch(
        self,
        inputs: Sequence[Any],
        config: Mapping[str, Any] | Sequence[Mapping[str, Any]] | None = None,
        *,
        return_exceptions: bool = False,
        **kwargs: Any,
    ) -> list[Any]:
        """``invoke`` each input (concurrently on threads), as ``Pregel.batch``."""
        from lingxigraph.pregel.main import Pregel

        return Pregel.batch(self, inputs, config, return_exceptions=return_exceptions, **kwargs)  # type: ignore[arg-type]

    async def abatch(
        self,
        inputs: Sequence[Any],
        config: Mapping[str, Any] | Sequence[Mapping[str, Any]] | None = None,
        *,
        return_exceptions: bool = False,
        **kwargs: Any,
    ) -> list[Any]:
        """``ainvoke`` each input (concurrently), as ``Pregel.abatch``."""
        from lingxigraph.pregel.main import Pregel

        return await Pregel.abatch(self, inputs, config, return_exceptions=return_exceptions, **kwargs)  # type: ignore[arg-type]


    # ---- the graph and its thread's state (threads / assistants API) ----

    def get_graph(
        self,
        config: Any = None,
        *,
        xray: int | bool = False,
        headers: dict[str, str] | None = None,
        params: Any = None,
    ) -> Any:
        """The server's drawing of the assistant's graph (``assistants.get_graph``).

        Args:
            config: not used.
            xray: draw subgraphs too (an int: down to that depth).
            headers / params: extra HTTP headers / query parameters.

        Returns:
            A drawable ``Graph`` (``nodes``, ``edges``, ``draw_mermaid()``, ...).

        Raises:
            ValueError: no sync client.
        """
        graph = self._validate_sync_client().assistants.get_graph(
            assistant_id=self.assistant_id, xray=xray, headers=headers, params=params
        )
        return drawable_graph(graph)

    async def aget_graph(
        self,
        config: Any = None,
        *,
        xray: int | bool = False,
        headers: dict[str, str] | None = None,
        params: Any = None,
    ) -> Any:
        """``get_graph`` with the async client."""
        graph = await self._validate_client().assistants.get_graph(
            assistant_id=self.assistant_id, xray=xray, headers=headers, params=params
        )
        return drawable_graph(graph)

    def _thread_request(self, config: Mapping[str, Any]) -> dict[str, Any]:
        """``thread_id`` and ``checkpoint`` of a thread call, from ``config`` over
        the graph's config.

        Raises:
            KeyError: no ``configurable`` ``thread_id``.
        """
        merged = merge_configs(self.config, config)
        return {"thread_id": merged["configurable"]["thread_id"], "checkpoint": thread_checkpoint(merged)}

    def get_state(
        self,
        config: Mapping[str, Any],
        *,
        subgraphs: bool = False,
        headers: dict[str, str] | None = None,
        params: Any = None,
    ) -> Any:
        """The thread's state (at the config's checkpoint, if it names one).

        Args:
            config: with ``configurable.thread_id`` (and optionally
                ``checkpoint_ns`` / ``checkpoint_id`` / ``checkpoint_map``).
            subgraphs: include the subgraphs' states in the tasks.
            headers / params: extra HTTP headers / query parameters.

        Returns:
            A ``StateSnapshot`` (tasks' ``path`` is ``()``; a task's ``state`` is
            its subgraph's snapshot or config when the server sent one).

        Raises:
            KeyError: no ``thread_id``.
            ValueError: no sync client.
        """
        client = self._validate_sync_client()
        state = client.threads.get_state(
            **self._thread_request(config), subgraphs=subgraphs, headers=headers, params=params
        )
        return state_snapshot(state)

    async def aget_state(
        self,
        config: Mapping[str, Any],
        *,
        subgraphs: bool = False,
        headers: dict[str, str] | None = None,
        params: Any = None,
    ) -> Any:
        """``get_state`` with the async client."""
        client = self._validate_client()
        state = await client.threads.get_state(
            **self._thread_request(config), subgraphs=subgraphs, headers=headers, params=params
        )
        return state_snapshot(state)

    def _history_request(
        self, config: Mapping[str, Any], filter: Any, before: Any, limit: int | None, headers: Any, params: Any
    ) -> dict[str, Any]:
        request = self._thread_request(config)
        return {
            "thread_id": request["thread_id"],
            "limit": limit if limit else 10,  # (the server's page: LangGraph's default)
            "before": thread_checkpoint(before),
            "metadata": filter,
            "checkpoint": request["checkpoint"],
            "headers": headers,
            "params": params,
        }

    def get_state_history(
        self,
        config: Mapping[str, Any],
        *,
        filter: dict[str, Any] | None = None,
        before: Mapping[str, Any] | None = None,
        limit: int | None = None,
        headers: dict[str, str] | None = None,
        params: Any = None,
    ) -> Iterator[Any]:
        """The thread's states, newest first (one page from the server).

        Args:
            config: with ``configurable.thread_id``.
            filter: metadata the checkpoints must have.
            before: a checkpoint's config: only older ones.
            limit: how many (``None`` or 0: 10).
            headers / params: extra HTTP headers / query parameters.

        Yields:
            ``StateSnapshot`` s.

        Raises:
            KeyError: no ``thread_id``; ValueError: no sync client (on iteration).
        """
        client = self._validate_sync_client()
        states = client.threads.get_history(**self._history_request(config, filter, before, limit, headers, params))
        for state in states:
            yield state_snapshot(state)

    async def aget_state_history(
        self,
        config: Mapping[str, Any],
        *,
        filter: dict[str, Any] | None = None,
        before: Mapping[str, Any] | None = None,
        limit: int | None = None,
        headers: dict[str, str] | None = None,
        params: Any = None,
    ) -> AsyncIterator[Any]:
        """``get_state_history`` with the async client."""
        client = self._validate_client()
        states = await client.threads.get_history(
            **self._history_request(config, filter, before, limit, headers, params)
        )
        for state in states:
            yield state_snapshot(state)

    def update_state(
        self,
        config: Mapping[str, Any],
        values: Any,
        as_node: str | None = None,
        *,
        headers: dict[str, str] | None = None,
        params: Any = None,
    ) -> dict[str, Any]:
        """Write ``values`` to the thread as if ``as_node`` had returned them.

        Returns:
            The config of the checkpoint the server made.

        Raises:
            KeyError: no ``thread_id``; ValueError: no sync client.
        """
        client = self._validate_sync_client()
        response = client.threads.update_state(
            **self._thread_request(config), values=values, as_node=as_node, headers=headers, params=params
        )
        return checkpoint_config(response["checkpoint"])

    async def aupdate_state(
        self,
        config: Mapping[str, Any],
        values: Any,
        as_node: str | None = None,
        *,
        headers: dict[str, str] | None = None,
        params: Any = None,
    ) -> dict[str, Any]:
        """``update_state`` with the async client."""
        client = self._validate_client()
        response = await client.threads.update_state(
            **self._thread_request(config), values=values, as_node=as_node, headers=headers, params=params
        )
        return checkpoint_config(response["checkpoint"])

    def bulk_update_state(self, config: Mapping[str, Any], supersteps: Sequence[Sequence[Any]]) -> Any:
        """Raises:
        NotImplementedError: always, with no message (as LangGraph's ``RemoteGraph``).
        """
        raise NotImplementedError

    async def abulk_update_state(self, config: Mapping[str, Any], supersteps: Sequence[Sequence[Any]]) -> Any:
        """Raises:
        NotImplementedError: always, with no message (as LangGraph's ``RemoteGraph``).
        """
        raise NotImplementedError

    # ---- runs (runs API) ----

    def _start_run(
        self,
        input: Any,
        config: Mapping[str, Any] | None,
        stream_mode: Any,
        subgraphs: bool,
        version: str,
        context: Any,
        interrupt_before: Any,
        interrupt_after: Any,
        headers: dict[str, str] | None,
        params: Any,
        kwargs: dict[str, Any],
    ) -> tuple[RunReader, dict[str, Any]]:
        """The reader of a run's parts and the keyword arguments of its
        ``runs.stream`` (on the config's ``thread_id``, made if missing; a new
        thread without one)."""
        reader = RunReader(stream_mode, config, subgraphs=subgraphs, version=version)
        sanitized = self._sanitize_config(merge_configs(self.config, config))
        input, command = command_input(input)
        return reader, {
            "thread_id": sanitized.get("configurable", {}).pop("thread_id", None),
            "assistant_id": self.assistant_id,
            "input": input,
            "command": command,
            "config": sanitized,
            "context": context,
            "stream_mode": reader.sent_modes,
            "interrupt_before": interrupt_before,
            "interrupt_after": interrupt_after,
            "stream_subgraphs": reader.stream_subgraphs,
            "if_not_exists": "create",
            "headers": _merge_tracing_headers(headers) if self.distributed_tracing else headers,
            "params": params,
            **kwargs,
        }

    def stream(
        self,
        input: Any,
        config: Mapping[str, Any] | None = None,
        *,
        context: Any = None,
        stream_mode: Any = None,
        interrupt_before: Any = None,
        interrupt_after: Any = None,
        subgraphs: bool = False,
        headers: dict[str, str] | None = None,
        params: Any = None,
        version: Literal["v1", "v2"] = "v1",
        **kwargs: Any,
    ) -> Iterator[Any]:
        """Run the assistant on the server and yield its chunks as ``Pregel.stream``.

        Args:
            input: the input; a ``Command`` is sent as the run's command.
            config: merged over the graph's; only plain data is sent, and its
                ``thread_id`` names the thread (made if missing).
            context: the run's context (sent as given).
            stream_mode: a mode or a list (default ``"updates"``).
            interrupt_before / interrupt_after: node names to pause at.
            subgraphs: yield ``(namespace, ...)`` chunks, subgraphs' included.
            headers / params: extra HTTP headers / query parameters.
            version: ``"v1"`` chunks, or ``"v2"`` ``{"type", "ns", "data",
                "interrupts"}`` dicts.
            **kwargs: more ``runs.stream`` arguments.

        Raises:
            GraphInterrupt: the run paused, when it runs as a node of a local graph.
            ParentCommand: the run sent a ``Command(graph=Command.PARENT)``.
            RemoteException: the server reported an error.
            ValueError: no sync client.
        """
        client = self._validate_sync_client()
        reader, request = self._start_run(
            input, config, stream_mode, subgraphs, version, context, interrupt_before, interrupt_after, headers, params, kwargs
        )
        for part in client.runs.stream(**request):
            chunk = reader.read(part)
            if chunk is not NO_PART:
                yield chunk

    async def astream(
        self,
        input: Any,
        config: Mapping[str, Any] | None = None,
        *,
        context: Any = None,
        stream_mode: Any = None,
        interrupt_before: Any = None,
        interrupt_after: Any = None,
        subgraphs: bool = False,
        headers: dict[str, str] | None = None,
        params: Any = None,
        version: Literal["v1", "v2"] = "v1",
        **kwargs: Any,
    ) -> AsyncIterator[Any]:
        """``stream`` with the async client."""
        client = self._validate_client()
        reader, request = self._start_run(
            input, config, stream_mode, subgraphs, version, context, interrupt_before, interrupt_after, headers, params, kwargs
        )
        async for part in client.runs.stream(**request):
            chunk = reader.read(part)
            if chunk is not NO_PART:
                yield chunk

    def invoke(
        self,
        input: Any,
        config: Mapping[str, Any] | None = None,
        *,
        context: Any = None,
        interrupt_before: Any = None,
        interrupt_after: Any = None,
        headers: dict[str, str] | None = None,
        params: Any = None,
        version: Literal["v1", "v2"] = "v1",
        **kwargs: Any,
    ) -> Any:
        """Run the assistant on the server and return its last state.

        Arguments as ``stream`` (``stream_mode`` is ``"values"``).

        Returns:
            The last ``values`` chunk (``__interrupt__`` in it when the run paused),
            a ``GraphOutput`` for ``version="v2"``, or ``None`` (logged) when the
            server sent none.

        Raises:
            as ``stream``.
        """
        last = NO_PART
        for last in self.stream(
            input, config, context=context, interrupt_before=interrupt_before, interrupt_after=interrupt_after,
            headers=headers, stream_mode="values", params=params, version=version, **kwargs,
        ):
            pass
        return invoke_result(last, version)

    async def ainvoke(
        self,
        input: Any,
        config: Mapping[str, Any] | None = None,
        *,
        context: Any = None,
        interrupt_before: Any = None,
        interrupt_after: Any = None,
        headers: dict[str, str] | None = None,
        params: Any = None,
        version: Literal["v1", "v2"] = "v1",
        **kwargs: Any,
    ) -> Any:
        """``invoke`` with the async client."""
        last = NO_PART
        async for last in self.astream(
            input, config, context=context, interrupt_before=interrupt_before, interrupt_after=interrupt_after,
            headers=headers, stream_mode="values", params=params, version=version, **kwargs,
        ):
            pass
        return invoke_result(last, version)
