"""Tasks: one node run planned for one superstep, and what it needs while it runs.

A ``Task`` is plain data plus the few hooks a node reaches through the
context variable: its config, its runtime, the stream writer and
``interrupt()``. Config and runtime are built lazily, only when a node asks.
"""

from __future__ import annotations

import functools
import itertools
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from lingxigraph._internal._constants import (
    CONF,
    CONFIG_KEY_CHECKPOINTER,
    CONFIG_KEY_RUNTIME,
    CONFIG_KEY_SCRATCHPAD,
    CONFIG_KEY_TASK_ID,
    NS_END,
    NS_SEP,
    PREVIOUS,
    PULL,
    RESUME,
)
from lingxigraph._internal._context import INTERRUPT_TURN
from lingxigraph._internal._ids import hash_hex, task_id
from lingxigraph._internal._typing import MISSING
from lingxigraph._internal._xxh3 import xxh3_128_hexdigest
from lingxigraph.errors import GraphInterrupt
from lingxigraph.runtime import _task_runtime
from lingxigraph.types import Interrupt

if TYPE_CHECKING:
    from lingxigraph.channels.base import BaseChannel
    from lingxigraph.pregel._node import PregelNode
    from lingxigraph.runtime import Runtime

Emit = Callable[[tuple[str, ...], str, Any], None]
"""Pushes one stream event ``(namespace, mode, payload)`` to the run's queue."""

_MINT_RUNS = itertools.count()
"""Numbers the runs without a checkpointer that show a step's id (``public_checkpoint_id``)."""


@functools.cache
def _mint_prefix() -> str:
    """The first 24 characters of a uuid6 made once per process."""
    from lingxigraph.pregel._checkpoint import new_checkpoint_id

    return new_checkpoint_id()[:24]


class DueId:
    """A checkpoint id made when first read (``get``).

    With durability "exit" only a run's last checkpoint is saved: the others'
    ids are read only when something shows them (a task id, a node's config,
    a stream event, a subgraph's parent map), and most steps show none.
    Made on first read, the id still sorts after every id made before it.
    """

    __slots__ = ("value",)

    def __init__(self) -> None:
        self.value = ""

    def get(self) -> str:
        """The id, made now if not yet made."""
        value = self.value
        if not value:
            from lingxigraph.pregel._checkpoint import new_checkpoint_id

            # (tasks on worker threads may read it at once: one id for all of them)
            with _DUE_LOCK:
                value = self.value
                if not value:
                    value = self.value = new_checkpoint_id()
        return value


_DUE_LOCK = threading.Lock()


class ResumeSlot:
    """A resume value not addressed to any interrupt id.

    It answers ``owner``, the one interrupt that was pending when it was given,
    or another interrupt raised inside the task that raised it (``owner_task``,
    at namespace depth ``owner_depth``): a subgraph whose state was updated
    meanwhile runs its paused node again at a new step, so the node's
    interrupt gets a new id. Without an owner the first interrupt that finds
    no stored answer takes it. (With an owner, a new interrupt of a sibling
    task running in the same step cannot win the race for it, which in
    LangGraph depends on thread timing.)
    """

    __slots__ = ("value", "owner", "owner_task", "owner_depth")

    def __init__(self, value: Any = MISSING) -> None:
        self.value = value
        self.owner: str | None = None
        self.owner_task: str | None = None
        self.owner_depth = 0

    def take(self, interrupt_id: str, task_ns: str = "") -> Any:
        """The value, if the interrupt ``interrupt_id`` of the task at ``task_ns`` may have it."""
        if self.owner is not None and interrupt_id != self.owner and not self._inside_owner_task(task_ns):
            return MISSING
        value, self.value = self.value, MISSING
        return value

    def _inside_owner_task(self, task_ns: str) -> bool:
        if self.owner_task is None:
            return False
        parts = task_ns.split(NS_SEP)
        return len(parts) > self.owner_depth and parts[self.owner_depth].rpartition(NS_END)[2] == self.owner_task


_NOT_INHERITED = frozenset({"metadata", CONF, "recursion_limit", "run_name", "run_id"})
_TO_METADATA = ("thread_id", "checkpoint_id", "checkpoint_ns", "task_id", "run_id", "assistant_id", "graph_id")


def propagate_to_metadata(configurable: Mapping[str, Any], metadata: dict[str, Any]) -> None:
    """Copy the run-identifying configurable values (when set) into ``metadata``, as LangGraph does."""
    for key in _TO_METADATA:
        if key not in metadata:
            value = configurable.get(key)
            if value:
                metadata[key] = value


@dataclass(slots=True)
class RunScope:
    """What every task of one run (one graph level) shares."""

    config: dict[str, Any]
    """The caller's config, normalised."""
    channels: dict[str, BaseChannel[Any, Any, Any]]
    """Live channels of the run (read-only for tasks)."""
    emit: Emit
    """Stream sink."""
    modes: frozenset[str]
    """Stream modes the caller asked for (plus what the run needs)."""
    runtime: Runtime[Any]
    """The base runtime (context, store, control); tasks patch execution info in."""
    ns: tuple[str, ...]
    """Namespace of this graph level: ``()`` for the root."""
    ns_str: str
    """``ns`` joined with ``|`` (the parent's checkpoint_ns)."""
    thread_id: str | None
    checkpointer: Any
    """The saver, or ``None``."""
    # (the fields a run gives come first, in the order ``prepare_run`` passes them:
    # positionally, as a call with two dozen keywords costs more than the dataclass's init)
    path_caller: Any = None
    """The task that called this subgraph run, until ``stable_prefix()`` has made the
    run's ``path_prefix`` from its stable path (most runs never ask: no interrupt)."""
    resume_slot: ResumeSlot = field(default_factory=ResumeSlot)
    resume_map: dict[str, Any] = field(default_factory=dict)
    """Resume values addressed by interrupt id."""
    stream_subgraphs: bool = False
    """Whether subgraph events should be streamed (``subgraphs=True``)."""
    retry_policy: tuple[Any, ...] = ()
    """Graph-level retry policies, used when a node has none."""
    live: bool = False
    """Stream events must reach the caller while nodes run (sync: use worker threads)."""
    max_concurrency: int | None = None
    """Upper bound on tasks run at once."""
    streamed_ids: set[str] = field(default_factory=set)
    """Ids of messages already streamed in ``messages`` mode (shared with subgraphs)."""
    foreign_messages: tuple[Any, ...] = ()
    """Tasks of other runs streaming ``messages`` that called this run (or the run
    it is a subgraph of) on a thread of its own: their streams get the messages
    its nodes return (see ``_messages.emit_messages_to_callers``)."""
    messages_caller: Any = None
    """For a subgraph run streamed without ``messages`` of its own (no
    ``subgraphs=True``): the nearest calling task up the chain whose run streams
    them, which streams a graph a node of this run calls on a thread of its own."""
    tools_caller: Any = None
    """``messages_caller`` for the ``tools`` mode."""
    events: Any = None
    """``EventCounter`` when the ``events`` mode is on, else ``None``."""
    durability: str = "async"
    """The run's durability; subgraph runs inherit it."""
    replay: ReplayPoint | None = None
    """Set while the root run replays from a saved checkpoint (shared with subgraph runs)."""
    targets: dict[str, str] | None = None
    """Subgraph namespace → the checkpoint id its next run starts from (time travel
    into a subgraph: the ``checkpoint_map`` of the caller's config; shared with
    subgraph runs, each entry used once)."""
    cache: Any = None
    """The graph's cache (``BaseCache``) for cached nodes and ``@task`` calls, or ``None``."""
    _checkpoint_id: str | None = ""
    """(``checkpoint_id`` once made; ``None``: planned from no checkpoint, see ``step_name``)"""
    due_id: DueId | None = None
    """The planned-from checkpoint's id while it is not made yet (see ``DueId``)."""
    step: int = 0
    """The superstep being run."""
    path_prefix: str = ""
    """Stable path of this graph level, for interrupt ids (see ``interrupt_id``); read
    it with ``stable_prefix()`` (a subgraph run makes it from ``path_caller``)."""
    parents: dict[str, str] = field(default_factory=dict)
    """Enclosing namespace → its current checkpoint id (for nested checkpoints)."""
    stop_step: int = 0
    """First superstep this run may not start (recursion limit)."""
    saved_writes: dict[str, list[tuple[str, Any]]] = field(default_factory=dict)
    """Task id → writes saved against the checkpoint being run (functional-API results)."""
    replaying: bool = False
    """The first step of a replay (config with ``checkpoint_id``): saved results are not reused."""
    pool: Any = None
    """Worker threads for ``@task`` calls (created on first use)."""
    callbacks: Any = None
    """The LangChain run manager of this graph run when it is traced (see ``_callbacks``)."""
    quiet_langchain: bool | None = None
    """Whether this run's tasks need no LangChain handlers for the run's sake (see
    ``_messages._quiet_run``); ``None`` until the first task with LangChain loaded asks."""
    at_barrier: Any = None
    """Called by the machine as a step's tasks are all done, before their writes are
    applied (set by the driver: the events made so far go out, later ones are held)."""
    sync_driver: bool = False
    """Run by the sync driver (``invoke``/``stream``): async ``@task`` calls cannot be made."""
    persistent_starts: dict[tuple[int, str], str | None] = field(default_factory=dict)
    """(step, namespace) → the checkpoint id a ``checkpointer=True`` subgraph called by
    a task of that step started from (``None``: no checkpoint yet), so the step's other
    tasks calling it start from the same one (see ``Machine._load``)."""
    node_config_base: tuple[dict[str, Any], dict[str, Any], tuple[str, ...], dict[str, Any]] | None = None
    """What every task's config (``Task.config``) starts from, made on first use (see
    ``Task._config_base``): metadata, configurable, the key order, the other keys."""
    inherited_config: tuple[dict[str, Any], dict[Any, Any]] | None = None
    """For this run's subgraph calls (``_setup._inherited``, made on the first call):
    the part of ``config`` they inherit (never changed after), and a dict of config
    skeletons by (graph, whether it is the calling node, the calling node when it
    has metadata) that ``_nested_config`` adds to as new subgraphs are called."""
    caller_keys: dict[str, Any] | None = None
    """The caller's own ``configurable`` values (``thread_id``, checkpoint keys and
    internal ones left out), given to the saver with every call (see
    ``_checkpoint.caller_keys``); made on first use."""
    minted_id: tuple[str, str] = ("", "")
    """(an id ``checkpoint_id`` took in a run without a checkpointer, the uuid6 shown
    for it): see ``public_checkpoint_id``."""
    minted_base: str = ""
    """This run's prefix of those uuid6s (see ``public_checkpoint_id``)."""
    run_name: str = ""
    """The machine's name for this run (see ``step_name``)."""

    @property
    def checkpoint_id(self) -> str:
        """Id of the checkpoint tasks are being planned from."""
        due = self.due_id
        if due is not None:
            # (the id stored before the due one is dropped: a thread reading
            # meanwhile gets this step's id either way)
            value = self._checkpoint_id = due.get()
            self.due_id = None
            return value
        value = self._checkpoint_id
        if value is None:
            value = self._checkpoint_id = self.step_name(self.step)
        return value

    @checkpoint_id.setter
    def checkpoint_id(self, value: str) -> None:
        self.due_id = None
        self._checkpoint_id = value

    def step_name(self, step: int) -> str:
        """What stands for the checkpoint id the tasks of ``step`` were planned from
        when there is none (no saver): the run's name and the step before. Made only
        when read (a task id, a node's config): most runs without a saver read none."""
        return f"{self.run_name}-{step - 1}"

    def public_checkpoint_id(self) -> str:
        """``checkpoint_id`` as a node sees it (``runtime.execution_info``).

        A run without a checkpointer names its steps cheaply (nothing saves them);
        a node reading the id gets a uuid6 like LangGraph's, the same for every task
        of the step: one uuid6 made per process, its last field the run's number
        and the step (a uuid6 per run or step would cost more than the step).
        """
        cid = self.checkpoint_id
        if self.checkpointer is not None:
            return cid
        minted = self.minted_id
        if minted[0] != cid:
            if not self.minted_base:
                # (two threads may both make it: each takes a new run number, and the
                # step's id is then read from whichever was stored last)
                self.minted_base = f"{_mint_prefix()}{next(_MINT_RUNS) & 0xFFFF:04x}"
            minted = self.minted_id = (cid, f"{self.minted_base}{self.step & 0xFFFFFFFF:08x}")
        return minted[1]

    def stable_prefix(self) -> str:
        """``path_prefix``, made from the calling task on first use."""
        caller = self.path_caller
        if caller is not None:
            # (two threads may both make it: they make the same string)
            self.path_prefix = caller.stable_path()
            self.path_caller = None
        return self.path_prefix

    def call_pool(self) -> Any:
        """The thread pool that runs sync ``@task`` calls."""
        if self.pool is None:
            from concurrent.futures import ThreadPoolExecutor

            self.pool = ThreadPoolExecutor(thread_name_prefix="lingxigraph-task")
        return self.pool

    def close_pool(self) -> None:
        """Let the task-call threads finish on their own."""
        if self.pool is not None:
            self.pool.shutdown(wait=False)
            self.pool = None


class ReplayPoint:
    """A run replaying from a saved checkpoint (time travel): the first run of each
    subgraph in it loads the subgraph's newest checkpoint from before that point,
    later runs (a subgraph called in a loop) their latest, as LangGraph does."""

    __slots__ = ("checkpoint_id", "visited")

    def __init__(self, checkpoint_id: str) -> None:
        self.checkpoint_id = checkpoint_id
        self.visited: set[str] = set()

    def first_visit(self, ns: str) -> bool:
        """Whether ``ns`` (its last task id dropped) is seen for the first time."""
        stable = ns.rsplit(NS_END, 1)[0]
        if stable in self.visited:
            return False
        self.visited.add(stable)
        return True


def _without_task_ids(ns: str) -> str:
    return NS_SEP.join(level.split(NS_END, 1)[0] for level in ns.split(NS_SEP))


def take_target(targets: dict[str, str] | None, ns: str) -> tuple[str, str] | None:
    """The checkpoint a subgraph run at ``ns`` starts from, when the caller
    time travels into it: ``(namespace, checkpoint id)``, removed from ``targets``.

    A namespace that holds a task id names the task of the checkpoint the
    caller replays; a replay forks that checkpoint, which gives the task a new
    id, so a target whose namespace differs only in task ids is the same
    subgraph (LangGraph loses the target then and starts the subgraph over).
    """
    if not targets:
        return None
    if ns in targets:
        return ns, targets.pop(ns)
    stable = _without_task_ids(ns)
    for key in targets:
        if _without_task_ids(key) == stable:
            return key, targets.pop(key)
    return None


class Task:
    """One node run within a superstep.

    ``writes`` collects ``(channel, value)`` pairs the node produced; they
    are applied only at the barrier (the ``updates`` stream is built from them).
    """

    __slots__ = (
        "_id",
        "_id_parts",
        "name",
        "path",
        "node",
        "input",
        "triggers",
        "writes",
        "scope",
        "_ns",
        "resume",
        "interrupt_index",
        "interrupts",
        "error",
        "cached",
        "_config",
        "_runtime",
        "_writer",
        "step",
        "attempt",
        "first_attempt_time",
        "timeout",
        "hidden_update",
        "call_index",
        "call_writes",
        "call_futures",
        "call_tasks",
        "paused",
        "parent_command",
        "subgraph_calls",
        "foreign",
        # (set only by writers of outputs that are not a plain known-key dict; read
        # with getattr: most tasks never have it)
        "stream_output",
    )

    def __init__(
        self,
        id_parts: tuple[Any, ...] | None,
        name: str,
        path: tuple[Any, ...],
        node: PregelNode,
        input: Any,
        triggers: Sequence[str],
        scope: RunScope,
        step: int,
        timeout: Any = None,
        id: str | None = None,
    ) -> None:
        # (positional parameters: planning makes a task per node run, and passing
        # them by position costs less than matching keywords)
        # the id (a hash) and namespace are made on first use: most runs
        # without a checkpointer never look at them
        if id_parts is None and id is None:
            raise TypeError("Task needs an id or id_parts")
        self._id = id
        self._id_parts = id_parts
        self.name = name
        self.path = path
        self.node = node
        self.input = input
        self.triggers = triggers if type(triggers) is tuple else tuple(triggers)
        self.scope = scope
        self.step = step
        self.writes: list[tuple[str, Any]] = []
        self._ns: str | None = None
        # answers and interrupts: most tasks have none, so an empty tuple until the
        # first (each is then a list, made where it is added to)
        self.resume: list[Any] | tuple[()] = ()
        self.interrupt_index = 0
        self.interrupts: list[Interrupt] | tuple[()] = ()
        self.error: BaseException | None = None
        self.cached = False
        self._config: dict[str, Any] | None = None
        self._runtime: Runtime[Any] | None = None
        self._writer: Callable[[Any], None] | None = None
        self.attempt = 1
        self.first_attempt_time: float | None = None
        self.timeout = timeout
        self.hidden_update = False
        self.call_index = 0
        self.paused = False
        self.parent_command = False
        self.subgraph_calls = 0
        self.call_writes: list[tuple[str, str, list[tuple[str, Any]]]] = []
        # futures of sync ``@task`` calls started on worker threads (made on first call)
        self.call_futures: list[Any] | None = None
        # asyncio tasks of async ``@task`` calls (made on first call)
        self.call_tasks: list[Any] | None = None
        # planned from a checkpoint LangGraph saved: that checkpoint's format (ids
        # are made as LangGraph makes them, see _foreign); else 0
        self.foreign = 0

    def __repr__(self) -> str:
        return f"Task(name={self.name!r}, id={self.id!r}, path={self.path!r})"

    @property
    def id(self) -> str:
        """The task id: a UUID-formatted hash of where the task was planned."""
        value = self._id
        if value is None:
            parts = self._id_parts
            head = parts[0]  # type: ignore[index]
            if head is None or type(head) is DueId:
                parts = self.id_parts
            value = self._id = task_id(*parts)  # type: ignore[misc]
        return value

    @property
    def id_parts(self) -> tuple[str, ...] | None:
        """The planning facts the id hashes (``None`` for an id given as is)."""
        parts = self._id_parts
        if parts is not None:
            head = parts[0]
            if head is None:
                # planned from no checkpoint (no saver): the run's name for the step, made now
                parts = self._id_parts = (self.scope.step_name(self.step), *parts[1:])
            elif type(head) is DueId:
                # planned from a checkpoint whose id was not made yet: made now
                parts = self._id_parts = (head.get(), *parts[1:])
        return parts

    def adopt_foreign_id(self, value: str, version: int) -> None:
        """Take the id LangGraph gave this task (its namespace and interrupt ids
        follow); ``version`` is the format of the checkpoint it was planned from."""
        self._id = value
        self._ns = None
        self._config = None
        self.foreign = version

    @property
    def ns(self) -> str:
        """The task's checkpoint namespace: ``<parent ns>|<name>:<id>``."""
        value = self._ns
        if value is None:
            ns_str = self.scope.ns_str
            own = f"{self.name}{NS_END}{self.id}"
            value = self._ns = f"{ns_str}{NS_SEP}{own}" if ns_str else own
        return value

    @ns.setter
    def ns(self, value: str) -> None:
        # functional-API calls run inside their caller's namespace, not the scope's
        self._ns = value

    # ---- what nodes reach through the context variable -----------------------------

    @property
    def config(self) -> dict[str, Any]:
        """The config the node sees (built on first use)."""
        if self._config is None:
            self._config = self._build_config()
        return self._config

    def _config_base(self) -> tuple[dict[str, Any], dict[str, Any], tuple[str, ...], dict[str, Any]]:
        """The run-wide part of every task's config, made once per run (a run's config
        does not change while it runs): metadata with the run-identifying keys,
        configurable, the config's key order and its other keys."""
        scope = self.scope
        base = scope.config
        metadata = dict(base.get("metadata") or {})
        configurable = dict(base.get(CONF) or {})
        propagate_to_metadata(configurable, metadata)
        if scope.thread_id is not None:
            metadata.setdefault("thread_id", scope.thread_id)
        # (run_name / run_id name the graph's own run: a node's config has neither, as in LangGraph)
        rest = {k: v for k, v in base.items() if k not in _NOT_INHERITED}
        if "recursion_limit" in base:
            rest["recursion_limit"] = base["recursion_limit"]
        if not rest.get("tags"):
            rest.pop("tags", None)  # LangGraph's node config has no "tags" when there are none
        rest.setdefault("callbacks", None)
        order = tuple(sorted([*rest, "metadata", CONF]))
        made = scope.node_config_base = (metadata, configurable, order, rest)
        return made

    def _build_config(self) -> dict[str, Any]:
        scope = self.scope
        made = scope.node_config_base
        base_metadata, base_configurable, order, rest = made if made is not None else self._config_base()
        metadata = dict(base_metadata)
        metadata.update(
            {
                "langgraph_step": self.step,
                "langgraph_node": self.name,
                "langgraph_triggers": self.triggers,
                "langgraph_path": _shown_path(self.path),
                "langgraph_checkpoint_ns": self.ns,
            }
        )
        if scope.ns and "checkpoint_ns" in metadata:
            # as LangGraph: in a subgraph the inherited namespace follows the langgraph_* keys
            # (LangGraph's node keys sit where the parent task's were, before it)
            metadata["checkpoint_ns"] = metadata.pop("checkpoint_ns")
        if self.node.metadata:
            metadata.update(self.node.metadata)
        configurable = dict(base_configurable)
        configurable.update(
            {
                "__pregel_send": self._send,
                "__pregel_read": self._read,
                "__pregel_call": None,
                "__pregel_replay_state": None,
                CONFIG_KEY_TASK_ID: self.id,
                CONFIG_KEY_SCRATCHPAD: self,
                CONFIG_KEY_RUNTIME: self.runtime,
                CONFIG_KEY_CHECKPOINTER: scope.checkpointer,
                "checkpoint_ns": self.ns,
                "checkpoint_id": None,
            }
        )
        if scope.checkpointer is not None:
            configurable["checkpoint_map"] = {**scope.parents, scope.ns_str: scope.checkpoint_id}
        if scope.stream_subgraphs and scope.ns:
            configurable["__pregel_stream"] = scope.emit
        own = {"metadata": metadata, CONF: configurable}
        # the keys sorted, as before: {**rest, metadata, configurable} in sorted order
        return {k: own[k] if k in own else rest[k] for k in order}

    def next_call_index(self) -> int:
        """Index of the next ``@task`` call made by this task (stable across re-runs)."""
        index = self.call_index
        self.call_index += 1
        return index

    def _send(self, writes: Sequence[tuple[str, Any]]) -> None:
        """Append writes (LangGraph's ``__pregel_send`` hook)."""
        self.writes.extend(writes)

    def _read(self, select: str | Sequence[str], fresh: bool = False) -> Any:
        """Read channels (LangGraph's ``__pregel_read`` hook)."""
        from lingxigraph.pregel._node import read_available

        channels = self.scope.channels
        if isinstance(select, str):
            channel = channels.get(select)
            return channel.get() if channel is not None and channel.is_available() else None
        return read_available(channels, select)

    @property
    def runtime(self) -> Runtime[Any]:
        """The runtime the node sees, with this task's execution info."""
        if self._runtime is None:
            scope = self.scope
            # an entrypoint's last saved value, as the task's checkpoint holds it
            # (LangGraph's runtime.previous; None in graphs without that channel)
            saved = scope.channels.get(PREVIOUS)
            self._runtime = _task_runtime(
                scope.runtime,
                saved.get() if saved is not None and saved.is_available() else None,
                self.stream_writer,
                scope.public_checkpoint_id(),
                self.ns,
                self.id,
                scope.thread_id,
                _str_or_none(scope.config.get("run_id")),
                self.attempt,
                self.first_attempt_time,
            )
        return self._runtime

    @property
    def stream_writer(self) -> Callable[[Any], None]:
        """Emits a ``custom`` chunk under this graph level's namespace."""
        if self._writer is None:
            scope = self.scope
            if "custom" in scope.modes:
                emit, ns = scope.emit, scope.ns
                # LangGraph: the writing task's checkpoint namespace minus its own part
                # (a @task call's chunks carry the calling task's namespace)
                task_ns = tuple(self.ns.split(NS_SEP)[:-1])
                if task_ns != ns:
                    from lingxigraph.pregel._stream import CallNs

                    ns = CallNs(task_ns, ns)

                def stream_writer(chunk: Any) -> None:
                    emit(ns, "custom", chunk)

                self._writer = stream_writer
            else:
                self._writer = _no_op
        return self._writer

    def interrupt(self, value: Any) -> Any:
        """Return the stored answer for the next ``interrupt()`` call, or raise.

        Answers are matched by call order within the task. An answer addressed
        by id (``Command(resume={id: v})``) or a plain resume value is taken
        the first time an interrupt has no stored answer, and recorded as a
        ``__resume__`` write so that later re-runs see it.

        Raises:
            GraphInterrupt: no answer is available for this call.
        """
        turn = INTERRUPT_TURN.get()
        if turn is not None:
            # one of several calls of this task running on threads (a ToolNode's):
            # numbered in call order, one at a time
            turn.wait()
            try:
                with turn.lock:
                    return self._take_answer(value)
            finally:
                turn.settle()
        return self._take_answer(value)

    def _take_answer(self, value: Any) -> Any:
        index = self.interrupt_index
        self.interrupt_index += 1
        if index < len(self.resume):
            # (recorded again, as LangGraph does on every answered call: the task's
            # writes keep the same positions, so saving them again adds nothing)
            self.writes.append((RESUME, list(self.resume)))
            return self.resume[index]
        interrupt_id = self.interrupt_id(index)
        scope = self.scope
        answer = scope.resume_map.pop(interrupt_id, MISSING)
        if answer is MISSING:
            answer = scope.resume_slot.take(interrupt_id, self.ns)
        if answer is not MISSING:
            self.resume = [*self.resume, answer]
            self.writes.append((RESUME, list(self.resume)))
            return answer
        raise GraphInterrupt((Interrupt(value=value, id=interrupt_id),))

    def interrupt_id(self, index: int) -> str:
        """The stable id of this task's ``index``-th interrupt.

        A pure function of the thread, this graph level's stable path (node
        names, steps and Send indexes from the root), this task's step, name
        and path, and ``index``: replaying the same attempt, in any process,
        gives the same id.
        """
        if self.foreign:
            # LangGraph's: a hash of the task's namespace (the same for each call)
            return xxh3_128_hexdigest(self.ns.encode())
        scope = self.scope
        return hash_hex(
            scope.thread_id or "",
            scope.stable_prefix(),
            str(self.step),
            self.name,
            _path_str(self.path),
            str(index),
        )

    def stable_path(self) -> str:
        """This task's stable path, the prefix for ids inside its subgraphs."""
        return f"{self.scope.stable_prefix()}/{self.step}:{self.name}:{_path_str(self.path)}"


def _path_str(path: tuple[Any, ...]) -> str:
    if path and path[0] == PULL:
        return ""
    if len(path) > 2 and isinstance(path[1], tuple):
        # a @task call (PUSH, caller's path, call index, ...): calls of one task by
        # one caller differ by their index, so their interrupts get different ids
        return repr(path[1:3])
    return repr(path[1:2])


def _no_op(_chunk: Any) -> None:
    return None


# a node's writer is named "stream_writer" whether custom chunks are streamed or not (as LangGraph's)
_no_op.__name__ = _no_op.__qualname__ = "stream_writer"


def _str_or_none(value: Any) -> str | None:
    return None if value is None else str(value)


def _shown_path(path: tuple[Any, ...]) -> tuple[Any, ...]:
    """The ``langgraph_path`` a task's metadata shows: its path, save that a
    ``@task`` call's ends in ``True`` where lingxigraph keeps the call's id
    (LangGraph's ``(PUSH, caller's path, index, True)``)."""
    if len(path) == 4 and isinstance(path[1], tuple):
        from lingxigraph.pregel._foreign import _langgraph_path

        return _langgraph_path(path)
    return path
