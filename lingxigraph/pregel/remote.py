"""``RemoteGraph``: LangGraph's client for graphs served by a LangGraph server.

lingxigraph reaches a server only through the v3 streaming protocol
(``stream_events(version="v3")`` / ``astream_events(version="v3")``), with the
``langgraph_sdk`` clients given to (or built by) the graph; the other graph
methods (``invoke``, ``stream``, ``get_state``, ...) raise ``NotImplementedError``.
Code that only imports the class (for ``isinstance`` checks, as
langgraph-supervisor does) works as with LangGraph.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Literal
from uuid import UUID

from typing_extensions import Self

from lingxigraph._internal._constants import CONFIG_KEY_TASK_ID
from lingxigraph.pregel._remote_run_stream import _AsyncRemoteGraphRunStream, _RemoteGraphRunStream
from lingxigraph.pregel.protocol import PregelProtocol

__all__ = ("RemoteException", "RemoteGraph")

_CONF_DROPLIST = frozenset(("checkpoint_map", "checkpoint_id", "checkpoint_ns", CONFIG_KEY_TASK_ID))
"""``configurable`` keys never sent to the server (they name this process's checkpoints)."""

_V3_SUPPORTED_KWARGS = frozenset({"metadata", "headers"})
"""The extra keyword arguments a remote v3 run takes (as in LangGraph)."""


class RemoteException(Exception):
    """An error the remote graph reported."""


def _sanitize_config_value(value: Any) -> Any:
    """``value`` with only what the server can take: str/int/float/bool/UUID, and
    dicts (str keys) and lists of them; ``None`` when nothing is left."""
    if isinstance(value, (str, int, float, bool, UUID)):
        return value
    if isinstance(value, dict):
        kept = {k: _sanitize_config_value(v) for k, v in value.items() if isinstance(k, str)}
        return {k: v for k, v in kept.items() if v is not None}
    if isinstance(value, (list, tuple)):
        return [item for item in map(_sanitize_config_value, value) if item is not None]
    return None


def _merge_configs(*configs: Mapping[str, Any] | None) -> dict[str, Any]:
    """Later configs win; ``metadata`` and ``configurable`` merge key by key,
    ``tags`` add up."""
    merged: dict[str, Any] = {}
    for config in configs:
        for key, value in (config or {}).items():
            if key in ("metadata", "configurable") and isinstance(value, Mapping):
                merged[key] = {**merged.get(key, {}), **value}
            elif key == "tags" and value:
                merged[key] = list(dict.fromkeys([*merged.get(key, ()), *value]))
            else:
                merged[key] = value
    return merged


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
        """The part of ``config`` the server takes: ``recursion_limit``, str ``tags``,
        and ``metadata`` / ``configurable`` values of plain data (checkpoint keys dropped)."""
        sanitized: dict[str, Any] = {}
        if "recursion_limit" in config:
            sanitized["recursion_limit"] = config["recursion_limit"]
        if "tags" in config:
            sanitized["tags"] = [tag for tag in config["tags"] if isinstance(tag, str)]
        for key in ("metadata", "configurable"):
            if key in config:
                sanitized[key] = {
                    k: v
                    for k, v in ((k, _sanitize_config_value(v)) for k, v in config[key].items())
                    if isinstance(k, str) and v is not None and not (key == "configurable" and k in _CONF_DROPLIST)
                }
        return sanitized

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
        sanitized = self._sanitize_config(_merge_configs(self.config, config))
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
            version: ``"v3"`` (the only version lingxigraph streams remotely).
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
                f"RemoteGraph.stream_events(version={version!r}) is not implemented in lingxigraph; use version='v3'."
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
        return self.copy({"config": _merge_configs(self.config, config, kwargs)})

    # The rest of LangGraph's RemoteGraph talks to the server's REST API, which
    # lingxigraph does not: each says so.

    def _unavailable(self, method: str) -> NotImplementedError:
        return NotImplementedError(
            f"RemoteGraph.{method}() is not available in lingxigraph: it reaches assistant "
            f"{self.assistant_id!r} only through stream_events(version='v3') / astream_events(version='v3')"
        )

    def get_graph(self, config: Any = None, *, xray: int | bool = False) -> Any:
        raise self._unavailable("get_graph")

    async def aget_graph(self, config: Any = None, *, xray: int | bool = False) -> Any:
        raise self._unavailable("aget_graph")

    def get_state(self, config: Mapping[str, Any], *, subgraphs: bool = False) -> Any:
        raise self._unavailable("get_state")

    async def aget_state(self, config: Mapping[str, Any], *, subgraphs: bool = False) -> Any:
        raise self._unavailable("aget_state")

    def get_state_history(self, config: Mapping[str, Any], **kwargs: Any) -> Any:
        raise self._unavailable("get_state_history")

    def aget_state_history(self, config: Mapping[str, Any], **kwargs: Any) -> Any:
        raise self._unavailable("aget_state_history")

    def bulk_update_state(self, config: Mapping[str, Any], supersteps: Sequence[Sequence[Any]]) -> Any:
        raise self._unavailable("bulk_update_state")

    async def abulk_update_state(self, config: Mapping[str, Any], supersteps: Sequence[Sequence[Any]]) -> Any:
        raise self._unavailable("abulk_update_state")

    def update_state(self, config: Mapping[str, Any], values: Any, as_node: str | None = None, **kwargs: Any) -> Any:
        raise self._unavailable("update_state")

    async def aupdate_state(
        self, config: Mapping[str, Any], values: Any, as_node: str | None = None, **kwargs: Any
    ) -> Any:
        raise self._unavailable("aupdate_state")

    def stream(self, input: Any, config: Mapping[str, Any] | None = None, **kwargs: Any) -> Any:
        raise self._unavailable("stream")

    def astream(self, input: Any, config: Mapping[str, Any] | None = None, **kwargs: Any) -> Any:
        raise self._unavailable("astream")

    def invoke(self, input: Any, config: Mapping[str, Any] | None = None, **kwargs: Any) -> Any:
        raise self._unavailable("invoke")

    async def ainvoke(self, input: Any, config: Mapping[str, Any] | None = None, **kwargs: Any) -> Any:
        raise self._unavailable("ainvoke")
