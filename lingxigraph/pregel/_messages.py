"""``messages`` stream mode: chat-model tokens and the messages nodes return.

Producers:

- ``report_message_chunk(chunk)``: a chat model running inside a node reports
  each token chunk (lingxigraph's ``FakeChatModel`` does; LangChain models do
  through ``LangChainBridge`` when ``langchain_core`` is in use);
- ``emit_returned_messages(task)``: after a node finishes, the messages its
  output holds (read as LangGraph reads it) that were not already streamed;
- ``emit_call_messages(task)``: the same for a finished ``@task`` call's return
  value (under the calling task's namespace, see ``stream_ns``).

Each event is ``(namespace, "messages", (message, metadata))``.
"""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any
from uuid import uuid4  # bound once: a test patching uuid.uuid4 sees no draws from here, as in LangGraph

from lingxigraph._internal._constants import (
    CONF,
    CONFIG_KEY_PROTOCOL_MESSAGES,
    NS_SEP,
    RETURN,
)
from lingxigraph._internal._context import current_task_or_none
from lingxigraph.graph._schema import ROOT

if TYPE_CHECKING:
    from lingxigraph.pregel._task import Task


def _is_message(value: Any) -> bool:
    from lingxigraph.messages import is_message

    return is_message(value)


def base_metadata(task: Task, integration: str) -> dict[str, Any]:
    """Task metadata with ``ls_integration`` placed before the ``langgraph_*`` keys."""
    return _with_integration(task.config["metadata"], integration)


def _with_integration(metadata: dict[str, Any], integration: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    inserted = False
    for key, value in metadata.items():
        if key == "ls_integration":
            continue
        if not inserted and key.startswith("langgraph_"):
            out["ls_integration"] = integration
            inserted = True
        out[key] = value
    if not inserted:
        out["ls_integration"] = integration
    return out


def report_message_chunk(chunk: Any, metadata: dict[str, Any] | None = None) -> bool:
    """Stream ``chunk`` in ``messages`` mode from the node running now.

    Args:
        chunk: a message chunk (e.g. ``AIMessageChunk``).
        metadata: extra metadata merged after the task's (model name, provider...).

    Returns:
        True if the chunk was streamed (a run with ``messages`` mode is active).
    """
    task = current_task_or_none()
    if task is None or "messages" not in task.scope.modes:
        return False
    ns = stream_ns(task)
    if ns is None:
        return False
    meta = base_metadata(task, "lingxigraph_chat_model")
    if metadata:
        meta.update(metadata)
    _remember(task, chunk)
    task.scope.emit(ns, "messages", (chunk, meta))
    return True


def stream_ns(task: Task) -> tuple[str, ...] | None:
    """The namespace ``task``'s messages are streamed under, or ``None`` if they are not.

    As in LangGraph, it is the task's checkpoint namespace minus its own part: the
    graph level's namespace for a node, but the *calling task's* for a ``@task``
    call (``("wf:<id>",)`` for a call made by entrypoint ``wf``), which, like a
    subgraph's, is streamed only with ``subgraphs=True``.
    """
    scope = task.scope
    ns = tuple(task.ns.split(NS_SEP)[:-1])
    if ns == scope.ns:
        return scope.ns
    return ns if scope.stream_subgraphs else None


def _ensure_id(message: Any) -> Any:
    """The message's id, a fresh uuid4 string set on it first if it had none.

    LangGraph's ``messages`` stream names every message it emits this way, in place,
    so the state the message reaches keeps the id the stream showed.
    """
    msg_id = getattr(message, "id", None)
    if msg_id is None and hasattr(message, "id"):
        msg_id = message.id = str(uuid4())
    return msg_id


def _remember(task: Task, message: Any) -> None:
    msg_id = _ensure_id(message)
    if msg_id is not None:
        task.scope.streamed_ids.add(msg_id)


def _input_ids(value: Any) -> set[str]:
    """Ids of the messages in a node's input (never re-emitted as its output)."""
    if isinstance(value, dict):
        items = value.values()
    else:
        items = [getattr(value, k, None) for k in getattr(type(value), "__annotations__", {})]
    out: set[str] = set()
    for item in items:
        for message in _field_messages(item):
            msg_id = getattr(message, "id", None)
            if msg_id is not None:
                out.add(msg_id)
    return out


def emit_returned_messages(task: Task, state_keys: Any) -> None:
    """Stream the messages in ``task``'s output, skipping ones already streamed
    (see `_written_messages`).

    An entrypoint's saved value (``entrypoint.final(save=...)``) counts too: LangGraph
    reads the node's whole output, so messages saved for the next run are streamed
    after the returned ones.
    """
    if task.node.hidden:
        return
    task.scope.streamed_ids.update(_input_ids(task.input))
    _emit_unseen(task, task.scope.ns, _written_messages(task, state_keys))


def emit_messages_to_callers(task: Task, state_keys: Any, callers: tuple[Task, ...]) -> None:
    """Stream the messages ``task`` wrote to state keys to the ``messages`` streams of
    ``callers``, the tasks that started ``task``'s run (or the run it is a subgraph
    of) on a thread of its own (see ``RunScope.foreign_messages``).

    As LangGraph's caller's stream handler hears the node end: with the task's
    metadata, under its namespace in its own run (the root one for a node of that
    graph, deeper ones only for a caller streaming with ``subgraphs=True``), skipping
    messages the caller streamed already (its model's tokens, say).
    """
    if task.node.hidden:
        return
    ns = tuple(task.ns.split(NS_SEP)[:-1])
    input_ids = _input_ids(task.input)
    for caller in callers:
        scope = caller.scope
        if ns and not scope.stream_subgraphs:
            continue
        scope.streamed_ids.update(input_ids)
        _emit_unseen(task, ns, _written_messages(task, state_keys), scope)


def callers_streaming(callbacks: Any) -> tuple[Any, tuple[Task, ...], bool]:
    """The stream bridges among ``callbacks`` (a LangChain callback manager or list
    of handlers), for a graph run on a thread of its own: ``callbacks`` with one
    bridge of a kind per stream, the tasks the ``messages`` bridges stream into,
    and whether a ``tools`` bridge is among them.

    A node of a subgraph streamed with ``subgraphs=True`` has its own bridges and,
    in a run with callbacks, its caller's: both would stream the inner run's
    tokens and tool calls into the same stream. The bridge of the deepest task
    is kept.
    """
    handlers = getattr(callbacks, "handlers", callbacks)
    if not isinstance(handlers, list):
        return callbacks, (), False
    from lingxigraph.pregel import _tools

    kinds = {_BRIDGE, _PROTOCOL_BRIDGE, _tools._BRIDGE} - {None}
    kept: dict[tuple[Any, int], Any] = {}
    extra = []
    for handler in handlers:
        kind = type(handler)
        if kind not in kinds:
            continue
        # (one stream: a run and its subgraphs share ``streamed_ids``)
        key = (kind, id(handler.task.scope.streamed_ids))
        other = kept.get(key)
        if other is None:
            kept[key] = handler
            continue
        deeper = len(handler.task.ns) > len(other.task.ns)
        extra.append(other if deeper else handler)
        if deeper:
            kept[key] = handler
    if extra:
        if isinstance(callbacks, list):
            callbacks = [h for h in callbacks if h not in extra]
        else:
            callbacks = callbacks.copy()
            for handler in extra:
                callbacks.remove_handler(handler)
    tool_bridge = _tools._BRIDGE
    tasks = tuple(handler.task for (kind, _), handler in kept.items() if kind is not tool_bridge)
    return callbacks, tasks, any(kind is tool_bridge for kind, _ in kept)


def with_bridge(callbacks: Any, bridge: Any) -> Any:
    """``callbacks`` (``None``, a list of handlers or a LangChain callback manager)
    plus the stream bridge ``bridge``."""
    if callbacks is None:
        return [bridge]
    if isinstance(callbacks, list):
        return [*callbacks, bridge]
    manager = callbacks.copy()
    manager.add_handler(bridge, inherit=True)
    return manager


def bridge_for(task: Task) -> Any:
    """A ``messages`` stream bridge streaming into ``task``'s run."""
    # a v3 run (lingxigraph.stream) wants LangChain's content-block events
    protocol = (task.config.get(CONF) or {}).get(CONFIG_KEY_PROTOCOL_MESSAGES)
    return (_protocol_bridge_class() if protocol else _bridge_class())(task)


def _written_messages(task: Task, state_keys: Any) -> Iterator[Any]:
    """The messages ``task``'s output holds, read as LangGraph reads a node's output.

    A RemoveMessage counts too (it is skipped when its id was streamed already, as
    removals name messages in the state; REMOVE_ALL_MESSAGES's id is streamed).
    """
    output = getattr(task, "stream_output", None)
    if output is not None:
        # more than a dict of state keys was returned: read it as returned (unknown
        # keys count; a Command's update given as (key, value) pairs does not)
        return _output_messages(output)
    return (
        message
        for chan, value in task.writes
        if chan in state_keys
        # (a root state is a whole output; a key's value is one field of it)
        for message in (_returned_messages(value) if chan == ROOT else _field_messages(value))
    )


def _field_messages(value: Any) -> Iterator[Any]:
    """The messages of one field of an output: the value, or the items of a list or tuple."""
    if _is_message(value):
        yield value
    elif isinstance(value, (list, tuple)):
        yield from (item for item in value if _is_message(item))


def _output_messages(output: Any) -> Iterator[Any]:
    """The messages in a node's output as returned: a ``Command``'s update, each
    item of a list holding ``Command``s, or the output itself (see `_returned_messages`)."""
    from lingxigraph.types import Command

    if isinstance(output, Command):
        yield from _returned_messages(output.update)
    elif isinstance(output, (list, tuple)) and any(isinstance(item, Command) for item in output):
        for item in output:
            yield from _returned_messages(item.update if isinstance(item, Command) else item)
    else:
        yield from _returned_messages(output)


def emit_call_messages(task: Task) -> None:
    """Stream the messages a finished ``@task`` call returned (skipping ones already
    streamed), under the calling task's namespace (see `stream_ns`).

    The return value is read as LangGraph reads a node's output: a message, a
    sequence of messages, or the fields of a dict, pydantic model or dataclass
    (a message or a sequence of messages each).
    """
    ns = stream_ns(task)
    if ns is None or task.node.hidden:
        return
    value = next((v for c, v in task.writes if c == RETURN), None)
    _emit_unseen(task, ns, _returned_messages(value))


def _emit_unseen(task: Task, ns: tuple[str, ...], messages: Iterable[Any], scope: Any = None) -> None:
    """Emit each message not streamed before in this run (by id) in ``messages`` mode,
    with the task's metadata (built once, copied per message), into the stream of
    ``scope`` (a run's ``RunScope``; the task's own by default)."""
    if scope is None:
        scope = task.scope
    seen = scope.streamed_ids
    meta: dict[str, Any] | None = None
    for message in messages:
        msg_id = getattr(message, "id", None)
        if msg_id in seen:
            continue
        msg_id = _ensure_id(message)
        if msg_id is not None:
            seen.add(msg_id)
        if meta is None:
            meta = base_metadata(task, "langgraph")
        scope.emit(ns, "messages", (message, dict(meta)))


def _returned_messages(value: Any) -> Iterator[Any]:
    if _is_message(value):
        yield value
        return
    if isinstance(value, (list, tuple)):
        yield from (item for item in value if _is_message(item))
        return
    for field_value in _field_values(value):
        if _is_message(field_value):
            yield field_value
        elif isinstance(field_value, (list, tuple)):
            yield from (item for item in field_value if _is_message(item))


def _field_values(value: Any) -> list[Any]:
    """Top-level values of a dict, pydantic model or dataclass instance (else none)."""
    if isinstance(value, dict):
        return list(value.values())
    fields = getattr(type(value), "model_fields", None)
    if isinstance(fields, dict):
        return [getattr(value, k, None) for k in fields]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [getattr(value, f.name) for f in dataclasses.fields(value)]
    return []


def _quiet_run(scope: Any) -> bool:
    """Whether no task of the run ``scope`` needs LangChain handlers of ours or the
    caller's (``_node_handlers``) for the run's sake: no ``messages`` / ``tools``
    mode, no caller streaming them, no callbacks in the run's config. Decided once
    per run (``RunScope.quiet_langchain``): none of these change while it runs."""
    modes = scope.modes
    quiet = (
        "messages" not in modes
        and "tools" not in modes
        and scope.messages_caller is None
        and scope.config.get("callbacks") is None
    )
    scope.quiet_langchain = quiet
    return quiet


def _node_handlers(task: Task) -> list[Any]:
    """The callback handlers ``task``'s LangChain runs report to: the ``messages``
    and ``tools`` stream bridges and a node timeout's progress handler."""
    modes = task.scope.modes
    handlers: list[Any] = []
    if "messages" in modes:
        handlers.append(bridge_for(task))
    elif task.scope.messages_caller is not None:
        # a subgraph of a run streaming ``messages`` without ``subgraphs=True``: its
        # tokens are not streamed, but LangGraph's handler still reaches its models,
        # so they stream on invoke() (the user's callbacks see the tokens)
        handlers.append(_streaming_marker())
    if "tools" in modes:
        from lingxigraph.pregel._tools import tool_bridge_class

        handlers.append(tool_bridge_class()(task))
    if task.timeout is not None or task.node.timeout is not None:
        from lingxigraph.pregel._timeouts import progress_handler

        progress = progress_handler(task)
        if progress is not None:
            handlers.append(progress)
    return handlers


def langchain_config(task: Task) -> dict[str, Any] | None:
    """The LangChain ``RunnableConfig`` to expose while ``task`` runs, so that
    LangChain models called inside it inherit callbacks and metadata; ``None``
    when LangChain is not in use."""
    if "langchain_core" not in sys.modules:
        return None
    config = dict(task.config)
    given = config.get("callbacks")
    if given is not None and _holds_own_handlers(given, task):
        return config  # made already (the node's config carries them, below)
    handlers = _node_handlers(task)
    if handlers:
        callbacks = given
        if callbacks is None or isinstance(callbacks, list):
            # a manager, not a list: the run's tags reach the model's run as inheritable
            # tags (a model's own with_config(tags=...) would replace a plain config's)
            from langchain_core.callbacks import CallbackManager

            manager = CallbackManager(handlers=[])
            for h in [*(callbacks or ()), *handlers]:
                manager.add_handler(h, inherit=True)
            manager.add_tags(list(config.get("tags") or ()), inherit=True)
            # the node's metadata too: a model called with its own ``metadata`` config
            # replaces the config's, and LangGraph's still reach the model run from its manager
            manager.add_metadata(dict(config.get("metadata") or {}), inherit=True)
            config["callbacks"] = manager
        else:
            try:
                manager = callbacks.copy()
                for h in handlers:
                    manager.add_handler(h, inherit=True)
                config["callbacks"] = manager
            except AttributeError:
                config["callbacks"] = handlers
        if given is not None:
            # as LangGraph's: the config a node is given (its ``config`` parameter,
            # ``get_config()``, a runnable node's invoke) has the stream's handlers too,
            # or a model called with it explicitly under the user's callbacks streams nothing
            task.config["callbacks"] = config["callbacks"]
    elif config.get("callbacks") is None:
        # LangGraph's node always runs as a (handler-less) LangChain run, so code in
        # it finds a parent run: ``dispatch_custom_event`` works without a tracer
        config["callbacks"] = (_NODE_RUN or _node_run_class())(handlers=[])
    return config


def with_own_handlers(manager: Any, task: Task) -> Any:
    """``manager`` (a child of ``task``'s traced node run) plus the stream handlers the
    node's config holds (the ``messages`` / ``tools`` bridges), so that a model run by a
    step of the node streams as one the node calls with its config does."""
    given = getattr(task.config.get("callbacks"), "handlers", None)
    if not given:
        return manager
    for handler in given:
        if getattr(handler, "task", None) is task or handler is _MARKER:
            manager.add_handler(handler, inherit=True)
    return manager


def without_own_handlers(callbacks: Any, task: Task) -> Any:
    """``callbacks`` (a handler list or manager) less ``task``'s own stream handlers: a
    graph run inside the task brings its own (both would stream its events)."""
    handlers = getattr(callbacks, "handlers", callbacks)
    if not isinstance(handlers, list):
        return callbacks
    own = [h for h in handlers if getattr(h, "task", None) is task or h is _MARKER]
    if not own:
        return callbacks
    if isinstance(callbacks, list):
        return [h for h in callbacks if h not in own]
    manager = callbacks.copy()
    for handler in own:
        manager.remove_handler(handler)
    return manager


def _holds_own_handlers(callbacks: Any, task: Task) -> bool:
    """Whether ``callbacks`` (a handler list or manager) has ``task``'s own handlers."""
    handlers = getattr(callbacks, "handlers", callbacks)
    return isinstance(handlers, list) and any(getattr(h, "task", None) is task for h in handlers)


_NODE_RUN: Any = None


def _node_run_class() -> Any:
    """A handler-less ``CallbackManager`` standing for the node's own LangChain run
    (built lazily). Its ``parent_run_id`` is made when first read: most nodes never
    call LangChain code that reads it, and making the UUID was the largest cost of
    a node's LangChain config."""
    global _NODE_RUN
    if _NODE_RUN is not None:
        return _NODE_RUN
    from langchain_core.callbacks import CallbackManager

    try:
        from langchain_core.utils.uuid import uuid7
    except ImportError:  # an older langchain-core
        from uuid import uuid4 as uuid7

    class NodeRunManager(CallbackManager):
        @property  # type: ignore[override]
        def parent_run_id(self) -> Any:
            run_id = self._lingxigraph_run_id
            if run_id is None:
                # (uuid7, as LangChain's own run ids: no uuid.uuid4 draw per node, which
                # code patching uuid4 for deterministic ids would see)
                run_id = self._lingxigraph_run_id = uuid7()
            return run_id

        @parent_run_id.setter
        def parent_run_id(self, value: Any) -> None:
            self._lingxigraph_run_id = value

    _NODE_RUN = NodeRunManager
    return NodeRunManager


def enter_langchain(task: Task) -> Any:
    """Expose ``task``'s config to LangChain code for the task's duration.

    Returns:
        The ``contextvars.Token`` to restore the previous value with
        (``token.var.reset(token)``), or ``None`` when LangChain is not in use.
    """
    # (looked up, not imported, per task: most runs have it loaded already; a module
    # another thread is still importing lacks it, and the import statement waits for it)
    var = getattr(sys.modules.get("langchain_core.runnables.config"), "var_child_runnable_config", None)
    if var is None:
        if "langchain_core" not in sys.modules:
            return None
        try:
            from langchain_core.runnables.config import var_child_runnable_config as var
        except ImportError:
            return None
    quiet = task.scope.quiet_langchain
    if quiet is None:
        quiet = _quiet_run(task.scope)
    if quiet and task._config is None and task.timeout is None and task.node.timeout is None:
        # (the usual node: it may never call LangChain, so its config is built when read)
        config = LazyNodeConfig()
        config._task = task
        return var.set(config)
    return var.set(langchain_config(task))


def _filled(method: Any) -> Any:
    """``dict.method`` on a ``LazyNodeConfig`` that has been filled in first."""

    def call(self: LazyNodeConfig, *args: Any, **kwargs: Any) -> Any:
        if self._task is not None:
            self._fill()
        return method(self, *args, **kwargs)

    call.__name__ = method.__name__
    call.__doc__ = method.__doc__
    return call


class LazyNodeConfig(dict):  # type: ignore[type-arg]
    """The LangChain config of a node (what ``langchain_config`` returns for it,
    handler-less), made on first use.

    It is what ``var_child_runnable_config`` holds while the node runs, so that
    LangChain code called in the node (``ensure_config`` in every runnable's
    ``invoke``) inherits the node's metadata, configurable and parent run, as
    under LangGraph. Most nodes never call LangChain, and building the config
    (the task id, namespace, runtime and metadata) cost more than the rest of a
    superstep. Every ``dict`` method fills the mapping in first; code that reads
    a dict's storage from C without calling its methods (``json.dumps`` of the
    raw context value, say) would see it empty, and nothing in LangChain does.
    A copy (``copy()``, ``dict(config)``, ``{**config}``, pickling) is a plain
    dict.
    """

    __slots__ = ("_task", "_run")
    # (made empty, then ``_task`` set, by ``enter_langchain``: no ``__init__`` frame per
    # task; ``_run``, the node's run once handed out, stays unset until then)
    _task: Task | None
    _run: Any

    def callbacks(self, make: bool = True) -> Any:
        """``self["callbacks"]`` (the node's handler-less run), without filling in the
        rest: what a graph run started in the node asks for, to hang under it.
        ``make=False``: ``None`` while that run has not been made (nobody holds it,
        so it has no handlers)."""
        if self._task is None:
            return dict.get(self, "callbacks")
        run = getattr(self, "_run", None)
        if run is None and make:
            run = self._run = (_NODE_RUN or _node_run_class())(handlers=[])
        return run

    def _fill(self) -> None:
        task = self._task
        if task is None:
            return
        made = langchain_config(task)
        run = getattr(self, "_run", None)
        if run is not None:
            made["callbacks"] = run  # (handed out already: the same run)
        # (two threads filling at once both write the same keys: no half-filled reads)
        dict.update(self, made)  # type: ignore[arg-type]
        self._task = None

    def __reduce_ex__(self, protocol: Any) -> Any:
        return dict, (self.copy(),)

    __getitem__ = _filled(dict.__getitem__)
    __contains__ = _filled(dict.__contains__)
    __iter__ = _filled(dict.__iter__)
    __reversed__ = _filled(dict.__reversed__)
    __len__ = _filled(dict.__len__)
    __eq__ = _filled(dict.__eq__)
    __ne__ = _filled(dict.__ne__)
    __or__ = _filled(dict.__or__)
    __ror__ = _filled(dict.__ror__)
    __ior__ = _filled(dict.__ior__)
    __repr__ = _filled(dict.__repr__)
    __setitem__ = _filled(dict.__setitem__)
    __delitem__ = _filled(dict.__delitem__)
    get = _filled(dict.get)
    keys = _filled(dict.keys)
    values = _filled(dict.values)
    items = _filled(dict.items)
    copy = _filled(dict.copy)
    setdefault = _filled(dict.setdefault)
    pop = _filled(dict.pop)
    popitem = _filled(dict.popitem)
    update = _filled(dict.update)
    clear = _filled(dict.clear)
    __hash__ = None  # type: ignore[assignment]


_BRIDGE: Any = None


def _bridge_class() -> Any:
    """A LangChain callback handler that streams chat-model tokens (built lazily)."""
    global _BRIDGE
    if _BRIDGE is not None:
        return _BRIDGE

    class LangChainBridge(_marker_class()):  # type: ignore[misc]
        """Streams a LangChain chat model's tokens into ``messages`` mode."""

        def __init__(self, task: Task) -> None:
            self.task = task
            self.runs: dict[Any, dict[str, Any]] = {}
            self.foreign: dict[Any, tuple[str, ...]] = {}
            """Model run → the namespace it streams under, for the runs of another
            graph's root run made inside this task (see ``on_chat_model_start``)."""

        def out_ns(self, run_id: Any) -> tuple[str, ...]:
            ns = self.foreign.get(run_id)
            return ns if ns is not None else stream_ns(self.task) or ()

        def on_chat_model_start(
            self,
            serialized: Any,
            messages: Any,
            *,
            run_id: Any,
            parent_run_id: Any = None,
            tags: list[str] | None = None,
            metadata: dict[str, Any] | None = None,
            **kwargs: Any,
        ) -> None:
            if tags and "nostream" in tags:
                return
            foreign = None
            if metadata and metadata.get("langgraph_node") not in (None, self.task.name):
                inner_ns = metadata.get("langgraph_checkpoint_ns")
                if not isinstance(inner_ns, str) or inner_ns.startswith(self.task.ns + NS_SEP):
                    return  # a subgraph's node: its own bridge streams it
                # a node of another graph's root run (a graph invoked here with its own
                # thread): nothing else streams it here; as LangGraph, it goes under its
                # own namespace, the root one for that run's nodes
                foreign = tuple(inner_ns.split(NS_SEP)[:-1])
                if foreign and not self.task.scope.stream_subgraphs:
                    return
            elif stream_ns(self.task) is None:
                return  # a @task call's model outside subgraphs=True (see stream_ns)
            # the model run's tags come along (LangGraph: filter tokens by model tag)
            meta = _with_integration(dict(metadata or {}), (metadata or {}).get("ls_integration", "langchain_chat_model"))
            # LangGraph adds the user's tags (no ``seq:step:N`` bookkeeping) after the metadata
            user_tags = [t for t in tags or () if not t.startswith("seq:step")]
            if user_tags:
                meta["tags"] = user_tags
            self.runs[run_id] = meta
            if foreign is not None:
                self.foreign[run_id] = foreign

        def on_llm_new_token(self, token: Any, *, chunk: Any = None, run_id: Any, **kwargs: Any) -> None:
            meta = self.runs.get(run_id)
            if meta is None or chunk is None:
                return
            message = getattr(chunk, "message", None)
            if message is None:
                return
            task = self.task
            _remember(task, message)
            task.scope.emit(self.out_ns(run_id), "messages", (message, meta))

        def on_llm_end(self, response: Any, *, run_id: Any, **kwargs: Any) -> None:
            meta = self.runs.pop(run_id, None)
            if meta is None:
                return
            ns = self.out_ns(run_id)
            self.foreign.pop(run_id, None)
            task = self.task
            for generations in getattr(response, "generations", None) or ():
                for generation in generations:
                    message = getattr(generation, "message", None)
                    msg_id = getattr(message, "id", None)
                    if message is None or (msg_id is not None and msg_id in task.scope.streamed_ids):
                        continue
                    _remember(task, message)
                    task.scope.emit(ns, "messages", (message, meta))

        def on_llm_error(self, error: BaseException, *, run_id: Any, **kwargs: Any) -> None:
            self.runs.pop(run_id, None)
            self.foreign.pop(run_id, None)

    _BRIDGE = LangChainBridge
    return _BRIDGE


_MARKER_CLASS: Any = None


def _marker_class() -> Any:
    """A LangChain handler class that marks its run as consumed by a stream (models
    called under it stream on invoke()) and streams nothing; the messages bridge
    builds on it (built lazily)."""
    global _MARKER_CLASS
    if _MARKER_CLASS is not None:
        return _MARKER_CLASS
    from langchain_core.callbacks import BaseCallbackHandler

    try:  # the streaming-consumer mark
        from langchain_core.tracers._streaming import _StreamingCallbackHandler

        bases: tuple[type, ...] = (BaseCallbackHandler, _StreamingCallbackHandler)
    except ImportError:  # pragma: no cover - older langchain_core
        bases = (BaseCallbackHandler,)

    class StreamingMarker(*bases):  # type: ignore[misc]
        run_inline = True
        lingxigraph_bridge = True  # not a tracer: graph runs need not report to it

        def tap_output_iter(self, run_id: Any, output: Any) -> Any:
            return output

        def tap_output_aiter(self, run_id: Any, output: Any) -> Any:
            return output

    _MARKER_CLASS = StreamingMarker
    return StreamingMarker


_MARKER: Any = None


def _streaming_marker() -> Any:
    """The one `_marker_class` handler (it holds no state)."""
    global _MARKER
    if _MARKER is None:
        _MARKER = _marker_class()()
    return _MARKER


_PROTOCOL_BRIDGE: Any = None


def _protocol_bridge_class() -> Any:
    """``LangChainBridge`` for v3 runs: models called in nodes report LangChain's
    content-block protocol events (``on_stream_event``), streamed in ``messages``
    mode as ``(event, metadata with the model run's run_id)``."""
    global _PROTOCOL_BRIDGE
    if _PROTOCOL_BRIDGE is not None:
        return _PROTOCOL_BRIDGE
    base = _bridge_class()
    try:
        from langchain_core.tracers._streaming import _V2StreamingCallbackHandler
    except ImportError:  # pragma: no cover - a langchain-core without the protocol
        _PROTOCOL_BRIDGE = base
        return base

    class ProtocolBridge(base, _V2StreamingCallbackHandler):  # type: ignore[misc, valid-type]
        """Streams a chat model's protocol events into ``messages`` mode."""

        def on_llm_new_token(self, token: Any, *, chunk: Any = None, run_id: Any, **kwargs: Any) -> None:
            return None  # the same tokens come as protocol events

        def on_stream_event(self, event: Any, *, run_id: Any, **kwargs: Any) -> None:
            meta = self.runs.get(run_id)
            if meta is None:
                return
            task = self.task
            if isinstance(event, dict) and event.get("event") == "message-start" and event.get("id"):
                task.scope.streamed_ids.add(event["id"])  # its end is not a message of its own
            task.scope.emit(self.out_ns(run_id), "messages", (event, {**meta, "run_id": str(run_id)}))

    _PROTOCOL_BRIDGE = ProtocolBridge
    return _PROTOCOL_BRIDGE


def __getattr__(name: str) -> Any:
    # (a compatibility name: LangGraph's callback handler that streams chat models'
    # protocol events in v3 runs; lingxigraph's is the per-task ``ProtocolBridge``,
    # built with the task instead of LangGraph's ``(stream, subgraphs)``)
    if name == "StreamMessagesHandlerV2":
        try:
            return _protocol_bridge_class()
        except ImportError as exc:
            raise AttributeError(f"{name} needs langchain-core: {exc}") from None
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
