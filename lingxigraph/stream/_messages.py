"""Chat-model messages in v3 runs.

A graph's ``messages`` stream mode gives LangChain token chunks
(``AIMessageChunk``) of each model call, and whole messages that nodes
returned. A v3 run shows a model call as LangChain's content-block protocol
events (``message-start``, ``content-block-start`` / ``-delta`` / ``-finish``,
``message-finish``), one protocol event each, with the call's ``run_id`` in
the metadata; whole messages stay as they are. ``MessagesTransformer`` turns
both into ``ChatModelStream`` objects (``run.messages``).

langchain-core is imported only when a chat-model chunk or message shows up.
"""

from __future__ import annotations

import sys
import uuid
from collections.abc import Awaitable, Callable
from typing import Any

from lingxigraph.stream._protocol import ProtocolEvent, StreamTransformer, new_event
from lingxigraph.stream.stream_channel import StreamChannel

__all__ = ("ChunkTranslator", "MessagesTransformer")

_RUN_PREFIX = "lc_run--"


def _run_id_of(message_id: Any) -> str | None:
    if isinstance(message_id, str) and message_id.startswith(_RUN_PREFIX):
        return message_id[len(_RUN_PREFIX):]
    return message_id if isinstance(message_id, str) else None


_SKIP: Any = object()


def _from_own_message(message: Any) -> Any:
    """A lingxigraph AI message (e.g. from ``lingxigraph.testing.FakeChatModel``) as
    LangChain's, ``_SKIP`` for its other messages, ``None`` for anything else."""
    from lingxigraph.messages import AIMessage as OwnAI
    from lingxigraph.messages import AIMessageChunk as OwnChunk
    from lingxigraph.messages import BaseMessage as OwnBase

    if not isinstance(message, OwnBase):
        return None
    if not isinstance(message, OwnAI):
        return _SKIP
    from langchain_core.messages import AIMessage, AIMessageChunk

    fields: dict[str, Any] = {
        "content": message.content,
        "id": message.id,
        "response_metadata": dict(message.response_metadata or {}),
        "usage_metadata": message.usage_metadata,
    }
    if isinstance(message, OwnChunk):
        chunks = [dict(c) for c in message.tool_call_chunks]
        return AIMessageChunk(**fields, tool_call_chunks=chunks, chunk_position=message.chunk_position)
    return AIMessage(**fields, tool_calls=[dict(c) for c in message.tool_calls])


def _own_non_ai(message: Any) -> bool:
    """Whether ``message`` is a lingxigraph message other than an AI one."""
    from lingxigraph.messages import AIMessage as OwnAI
    from lingxigraph.messages import BaseMessage as OwnBase

    return isinstance(message, OwnBase) and not isinstance(message, OwnAI)


class _OneCall:
    """Protocol events of one streamed model call, built chunk by chunk."""

    def __init__(self, message_id: str | None) -> None:
        self.message_id = message_id
        self.started = False
        self.blocks: dict[Any, tuple[int, Any]] = {}  # source block key → (wire index, merged block)
        self.usage: Any = None
        self.response_metadata: dict[str, Any] = {}
        self.additional_kwargs: dict[str, Any] = {}

    def add(self, chunk: Any) -> list[dict[str, Any]]:
        from langchain_core.language_models import _compat_bridge as bridge
        from langchain_core.utils._merge import merge_dicts

        out: list[dict[str, Any]] = []
        if chunk.response_metadata:
            self.response_metadata.update(chunk.response_metadata)
        if chunk.additional_kwargs:
            self.additional_kwargs = merge_dicts(self.additional_kwargs, chunk.additional_kwargs)
        if not self.started:
            self.started = True
            out.append(dict(bridge._build_message_start(chunk, self.message_id)))
        for key, block in bridge._iter_protocol_blocks(chunk):
            known = self.blocks.get(key)
            if known is None:
                index = len(self.blocks)
                self.blocks[key] = (index, dict(block))
                out.append({"event": "content-block-start", "index": index, "content": bridge._start_skeleton(block)})
            else:
                index = known[0]
                self.blocks[key] = (index, bridge._accumulate(known[1], block))
            delta = bridge._to_content_delta(block)
            if delta is not None:
                out.append({"event": "content-block-delta", "index": index, "delta": delta})
        if chunk.usage_metadata:
            self.usage = bridge._accumulate_usage(self.usage, chunk.usage_metadata)
        return out

    def finish(self) -> list[dict[str, Any]]:
        from langchain_core.language_models import _compat_bridge as bridge

        if not self.started:
            return []
        out = [dict(bridge._finalize_and_build_finish(index, block)) for index, block in self.blocks.values()]
        out.append(
            dict(
                bridge._build_message_finish(
                    usage=self.usage, response_metadata=self.response_metadata, additional_kwargs=self.additional_kwargs
                )
            )
        )
        return out


class ChunkTranslator:
    """Turns a run's ``messages`` parts into protocol events (see the module doc)."""

    def __init__(self) -> None:
        self._calls: dict[str, tuple[_OneCall, list[str], dict[str, Any]]] = {}
        # task checkpoint namespace → streamed calls without chunk ids whose whole
        # message (the model run's end reports it again) is still to come
        self._unclaimed: dict[str, int] = {}

    def translate(self, namespace: list[str], data: Any) -> list[dict[str, Any]]:
        """The protocol events for one ``messages`` part ``(message, metadata)``."""
        message, meta = data
        if sys.modules.get("langchain_core") is None or not isinstance(meta, dict):
            # passed on as they are; like the LangChain path, only AI messages
            return [] if _own_non_ai(message) else [new_event("messages", namespace, data)]
        from langchain_core.messages import AIMessage, AIMessageChunk, BaseMessage, ToolMessage

        task_ns = str(meta.get("langgraph_checkpoint_ns", ""))
        if not isinstance(message, BaseMessage):
            converted = _from_own_message(message)
            if converted is None:  # a protocol event already (or no message at all)
                return [new_event("messages", namespace, data)]
            if converted is _SKIP:
                return []
            message = converted
            data = (message, meta)
        if not isinstance(message, AIMessageChunk):
            if isinstance(message, ToolMessage):
                return []  # tool results are not chat streams (as in LangGraph's v3 runs)
            if not isinstance(message, AIMessage):
                return [new_event("messages", namespace, data)]  # a node returned it whole
            if meta.get("ls_integration") != "langgraph" and self._unclaimed.get(task_ns):
                # the end of a model call streamed without chunk ids: already shown
                self._unclaimed[task_ns] -= 1
                return []
            return [new_event("messages", namespace, data)]
        message_id = getattr(message, "id", None)
        key = message_id or f"anon:{task_ns}"
        entry = self._calls.get(key)
        if entry is None:
            run_meta = dict(meta)
            run_id = _run_id_of(message_id)
            if run_id is None:
                # chunks without ids (a model's own v3 stream): a run id of our own
                run_id = str(uuid.uuid4())
                message_id = _RUN_PREFIX + run_id
                self._unclaimed[task_ns] = self._unclaimed.get(task_ns, 0) + 1
            run_meta["run_id"] = run_id
            entry = self._calls[key] = (_OneCall(message_id), namespace, run_meta)
        call, ns, run_meta = entry
        payloads = call.add(message)
        if getattr(message, "chunk_position", None) == "last":
            payloads += call.finish()
            del self._calls[key]
        return [new_event("messages", ns, (payload, run_meta)) for payload in payloads]

    def flush(self, node_ns: str | None = None) -> list[dict[str, Any]]:
        """Finish the calls still open (of the task with checkpoint namespace
        ``node_ns``, or all): their node ended without a last chunk."""
        events = []
        for key, (call, ns, run_meta) in list(self._calls.items()):
            if node_ns is None or run_meta.get("langgraph_checkpoint_ns") == node_ns:
                del self._calls[key]
                events += [new_event("messages", ns, (payload, run_meta)) for payload in call.finish()]
        return events

    @property
    def open(self) -> bool:
        """Whether a model call is being streamed."""
        return bool(self._calls)


class MessagesTransformer(StreamTransformer):
    """``run.messages``: a ``ChatModelStream`` (``AsyncChatModelStream`` in async
    runs) per chat-model message of the level: each streamed model call (from
    its ``message-start``), and each whole message a node returned (not tool
    results). As in LangGraph, raw token chunks (``AIMessageChunk``) are not
    turned into streams here (a v3 run hands content-block events instead),
    and events of a call whose ``message-start`` was not seen are dropped."""

    _native = True
    supports_sync = True
    required_stream_modes = ("messages",)

    def __init__(self, scope: tuple[str, ...] = ()) -> None:
        super().__init__(scope)
        # LangGraph's private names: tools written against it read them
        self._log: StreamChannel[Any] = StreamChannel()
        self._by_run: dict[str, Any] = {}  # run id → open stream
        self._ignored_runs: set[str] = set()
        self._pump_fn: Callable[[], bool] | None = None
        self._apump_fn: Callable[[], Awaitable[bool]] | None = None

    def _bind_pump(self, fn: Callable[[], bool]) -> None:
        """The sync run's pump: a stream read past its events moves the run."""
        self._pump_fn = fn

    def _bind_apump(self, fn: Callable[[], Awaitable[bool]]) -> None:
        """The async run's pump (see ``_bind_pump``)."""
        self._apump_fn = fn

    def init(self) -> dict[str, Any]:
        return {"messages": self._log}

    def _new_stream(self, node: str | None, message_id: str | None) -> Any:
        # the lane follows the pump bound; unbound (events pushed by hand) gives an
        # async stream, as in LangGraph
        if self._apump_fn is None and self._pump_fn is not None:
            from langchain_core.language_models.chat_model_stream import ChatModelStream

            stream = ChatModelStream(namespace=[], node=node, message_id=message_id)
            stream.set_request_more(self._pump_fn)
            return stream
        from langchain_core.language_models.chat_model_stream import AsyncChatModelStream

        astream = AsyncChatModelStream(namespace=[], node=node, message_id=message_id)
        if self._apump_fn is not None:
            astream.set_arequest_more(self._apump_fn)
        return astream

    def process(self, event: ProtocolEvent) -> bool:
        if event["method"] != "messages" or tuple(event["params"]["namespace"]) != self.scope:
            return True
        payload, meta = event["params"]["data"]
        node = meta.get("langgraph_node") if isinstance(meta, dict) else None
        if isinstance(payload, dict) and "event" in payload:
            self._route_event(payload, str(meta.get("run_id", "")) if isinstance(meta, dict) else "", node)
        elif sys.modules.get("langchain_core") is not None and _is_whole_message(payload):
            from langchain_core.language_models._compat_bridge import message_to_events

            stream = self._new_stream(node, getattr(payload, "id", None))
            for part in message_to_events(payload, message_id=getattr(payload, "id", None)):
                stream.dispatch(part)
            self._log.push(stream)
        return True

    def _route_event(self, payload: dict[str, Any], run_id: str, node: str | None) -> None:
        kind = payload["event"]
        if kind == "message-start":
            if payload.get("role") == "tool":
                # as in LangGraph, a call whose message-start has role ``tool`` stays
                # out (a transformer that runs first may set it, e.g. to hide a
                # middleware's own model calls)
                self._ignored_runs.add(run_id)
                return
            message_id = payload.get("message_id")
            stream = self._by_run[run_id] = self._new_stream(node, None if message_id is None else str(message_id))
            self._log.push(stream)
            stream.dispatch(payload)
        elif run_id in self._ignored_runs:
            if kind in ("message-finish", "error"):
                self._ignored_runs.discard(run_id)
        elif run_id in self._by_run:
            stream = self._by_run[run_id]
            stream.dispatch(payload)
            if kind in ("message-finish", "error"):
                del self._by_run[run_id]

    def finalize(self) -> None:
        self._by_run.clear()
        self._ignored_runs.clear()

    def fail(self, err: BaseException) -> None:
        for stream in self._by_run.values():
            stream.fail(err)
        self._by_run.clear()
        self._ignored_runs.clear()


def _is_whole_message(value: Any) -> bool:
    """A finished message a node returned, other than a tool result."""
    from langchain_core.messages import AIMessageChunk, BaseMessage, ToolMessage

    return isinstance(value, BaseMessage) and not isinstance(value, (AIMessageChunk, ToolMessage))
