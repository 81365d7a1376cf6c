"""What a ``StateGraph`` node writes: state updates, edges, branches, ``Command`` routes.

Built once per node at compile time; called with each task's output.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Generator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from lingxigraph._internal._call import make_caller
from lingxigraph._internal._constants import END, START, TASKS
from lingxigraph._internal._fields import annotated_keys, get_update_as_tuples
from lingxigraph.errors import ErrorCode, InvalidUpdateError, ParentCommand, create_error_message
from lingxigraph.graph._schema import ROOT, as_dict
from lingxigraph.types import Command, Send

if TYPE_CHECKING:
    from lingxigraph.pregel._task import Task

logger = logging.getLogger("lingxigraph")


def branch_channel(node: str) -> str:
    """The trigger channel of edges into ``node``."""
    return f"branch:to:{node}"


class StateWriter:
    """Turns a node's output into writes.

    Args:
        name: the node's name.
        keys: state keys the graph has (writes to other keys are ignored).
        static: writes every output makes (static edges, join barriers).
        branches: conditional edges leaving the node.
        nodes: names of the graph's nodes (``goto`` targets).
        managed: the state's managed-value keys (``RemainingSteps``, ...): writes
            to them are kept with the task (and saved) but change no state; a
            warning is logged, as LangGraph does.
    """

    __slots__ = ("name", "keys", "static", "branches", "nodes", "root", "managed")

    def __init__(
        self,
        name: str,
        keys: frozenset[str],
        static: Sequence[tuple[str, Any]],
        branches: Sequence[Branch],
        nodes: frozenset[str],
        managed: frozenset[str] = frozenset(),
        bound_steps: int = 1,
    ) -> None:
        self.name = name
        self.keys = keys
        self.managed = managed
        self.root = keys == {ROOT}  # (the state is one root value)
        self.static = tuple(static)
        self.branches = tuple(branches)
        self.nodes = nodes
        for index, branch in enumerate(self.branches):
            # LangGraph runs a node as a sequence: the node, its state write, one write
            # per static edge, then each branch (traced runs are tagged by position; a
            # RunnableSequence node counts as its steps)
            branch.seq_step = 2 + bound_steps + len(self.static) + index

    def __call__(self, task: Task, output: Any) -> Any:
        writes = task.writes
        if type(output) is dict:  # the usual output: a state update, no Command in it
            if self.root:
                writes.append((ROOT, output))
            else:
                # (``_pairs``, inlined)
                keys = self.keys
                for key, value in output.items():
                    if key in keys:
                        writes.append((key, value))
                    elif key in self.managed:
                        self._managed_write(task, key, value)
                    else:
                        # (the messages stream reads what the node returned, unknown keys too)
                        task.stream_output = output
            writes.extend(self.static)
            pending = None
            for branch in self.branches:
                result = branch.run(task, self, output)
                if result is not None:
                    pending = _chain(pending, result)
            return pending
        gotos: list[Any] = []
        # the messages stream reads this output as returned, as LangGraph does (not the
        # writes: a Command's update given as (key, value) pairs streams nothing there)
        task.stream_output = output
        if isinstance(output, Command):
            self._command(task, output, gotos)
        elif isinstance(output, (list, tuple)) and output and any(isinstance(o, Command) for o in output):
            for item in output:
                if isinstance(item, Command):
                    self._command(task, item, gotos)
                elif item is not None:
                    self._update(task, item)
        elif output is not None:
            self._update(task, output)
        writes = task.writes
        writes.extend(self.static)
        for target in gotos:
            self._route(task, target)
        pending = None
        for branch in self.branches:
            result = branch.run(task, self, output)
            if result is not None:
                pending = _chain(pending, result)
        return pending

    def _command(self, task: Task, cmd: Command[Any], gotos: list[Any]) -> None:
        if cmd.graph == Command.PARENT:
            error = ParentCommand(cmd)
            error.origin_ns = task.scope.ns_str  # type: ignore[attr-defined]
            raise error
        if cmd.update is not None:
            if self.root:
                task.writes.append((ROOT, cmd.update))
            else:
                pairs = cmd._update_as_tuples()
                self._pairs(task, pairs)
        goto = cmd.goto
        if isinstance(goto, (str, Send)):
            gotos.append(goto)
        elif goto:
            gotos.extend(goto)

    def _update(self, task: Task, output: Any) -> None:
        if self.root:
            task.writes.append((ROOT, output))
            return
        if type(output) is dict:
            self._pairs(task, output.items())
            return
        if not isinstance(output, Mapping) and annotated_keys(type(output)):
            # a dataclass, Pydantic model or annotated object: LangGraph's field rule
            self._pairs(task, get_update_as_tuples(output))
            return
        value = as_dict(output)
        if not isinstance(value, Mapping):
            raise InvalidUpdateError(
                create_error_message(
                    message=f"Expected dict, got {output}",
                    error_code=ErrorCode.INVALID_GRAPH_NODE_RETURN_VALUE,
                )
            )
        self._pairs(task, value.items())

    def _pairs(self, task: Task, pairs: Any) -> None:
        keys = self.keys
        writes = task.writes
        for key, value in pairs:
            if key in keys:
                writes.append((key, value))
            elif key in self.managed:
                self._managed_write(task, key, value)

    @staticmethod
    def _managed_write(task: Task, key: str, value: Any) -> None:
        # a managed value is computed, not stored: LangGraph keeps the write with
        # the task's (saved as a pending write) and ignores it at the barrier, with this warning
        task.writes.append((key, value))
        logger.warning("Task %s with path %s wrote to unknown channel %s, ignoring it.", task.name, task.path, key)

    def _route(self, task: Task, target: Any) -> None:
        if type(target) is str and target in self.nodes:  # (the usual target: a node's name)
            task.writes.append((branch_channel(target), None))
            return
        if isinstance(target, Send):
            task.writes.append((TASKS, target))
        elif target == END or target is None:
            return
        elif isinstance(target, str):
            if target not in self.nodes:
                # as LangGraph: the write is made (and saved with the task's writes); its
                # unknown channel is ignored when the writes are applied
                logger.warning(
                    "Task %s with path %s wrote to unknown channel %s, ignoring it.",
                    task.name,
                    task.path,
                    branch_channel(target),
                )
            task.writes.append((branch_channel(target), None))
        else:
            # a target that is no name (a set, an int without a path map) names no node:
            # LangGraph still makes the write under its str() and warns when applying it
            channel = f"branch:to:{target}"
            logger.warning("Task %s with path %s wrote to unknown channel %s, ignoring it.", task.name, task.path, channel)
            task.writes.append((channel, None))


def _chain(first: Any, second: Any) -> Any:
    if first is None:
        return second

    async def both() -> None:
        await first
        await second

    return both()


class Branch:
    """A conditional edge: ``path(state)`` picks the next node(s).

    Args:
        path: the routing function (sync or async; may ask for ``config``).
        path_map: maps ``path``'s results to node names (``None``: results are names).
        reader: reads the state the routing function sees, including the
            writes of the task that just ran.
        with_output: also pass the keys of the node's (dict) output that the
            reader does not give (LangGraph's rule for a routing function whose
            state type is not annotated).
    """

    __slots__ = ("path", "call", "plain", "path_map", "reader", "seq_step", "with_output")

    def __init__(
        self,
        path: Callable[..., Any],
        path_map: Mapping[Any, str] | None,
        reader: Callable[[Task], Any],
        with_output: bool = False,
    ) -> None:
        self.path = path
        self.call = make_caller(path)
        # a function taking just the state: called as it is (no caller in between)
        self.plain: Callable[[Any], Any] | None = getattr(self.call, "plain_fn", None)
        self.path_map = path_map
        self.reader = reader
        self.seq_step = 3
        """Position among the node's steps, for LangChain callbacks (``seq:step:N``)."""
        self.with_output = with_output

    def state_for(self, task: Task, output: Any) -> Any:
        """What the routing function is given after ``task`` wrote ``output``."""
        state = self.reader(task)
        if self.with_output and isinstance(state, dict) and isinstance(output, dict):
            state = {**output, **state}
        return state

    def run(self, task: Task, writer: StateWriter, output: Any = None) -> Any:
        """Route after ``task``; returns an awaitable for async routing functions."""
        if task.scope.callbacks is not None:
            from lingxigraph.pregel._callbacks import traced_route

            return traced_route(task, self, writer, output)
        plain = self.plain
        state = self.state_for(task, output)
        result = plain(state) if plain is not None else self.call(state, task)
        if type(result) is not str and hasattr(result, "__await__"):
            return _RouteLater(result, lambda value: self._finish(task, writer, value))
        self._finish(task, writer, result)
        return None

    def _finish(self, task: Task, writer: StateWriter, result: Any) -> None:
        if type(result) is str:  # (the common case: one name, or one key of the path map)
            path_map = self.path_map
            target = result if path_map is None else path_map[result]
            if type(target) is str and target != START:
                writer._route(task, target)
                return
        results = result if isinstance(result, (list, tuple)) else [result]
        if self.path_map is not None:
            # (LangGraph's lookup: an unknown result raises KeyError(result), before any routing)
            path_map = self.path_map
            results = [
                item if isinstance(item, (Send, Command)) else path_map[item] for item in results
            ]
        for item in results:
            if item is None or (isinstance(item, str) and item == START):
                # (LangGraph's check of the whole list, before any routing)
                raise ValueError("Branch did not return a valid destination")
        if any(isinstance(item, Send) and item.node == END for item in results):
            raise InvalidUpdateError("Cannot send a packet to the END node")
        for item in results:
            writer._route(task, item)


class _RouteLater:
    """The routing an async path function still owes: await it to route.

    ``close()`` (what a sync run does before refusing) closes the path
    function's coroutine too, so it is not reported as never awaited.
    """

    __slots__ = ("_result", "_then")

    def __init__(self, result: Any, then: Callable[[Any], None]) -> None:
        self._result = result
        self._then = then

    def __await__(self) -> Generator[Any, None, None]:
        value = yield from self._result.__await__()
        self._then(value)

    def close(self) -> None:
        getattr(self._result, "close", lambda: None)()

    @property
    def __name__(self) -> str | None:  # type: ignore[override]
        """The routing function's name (a sync run's error names it)."""
        return getattr(self._result, "__name__", None)
