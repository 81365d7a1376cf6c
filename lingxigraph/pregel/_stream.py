"""Turning internal stream events into the public chunk shapes.

Internally every producer pushes ``(namespace, mode, payload)``; ``values``
payloads are ``(values, interrupts)``. The public shape depends on whether one
mode or a list was asked for, ``subgraphs=True`` and ``version``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from lingxigraph.pregel._machine import Machine

from lingxigraph._internal._constants import INTERRUPT, START
from lingxigraph._internal._context import current_task_or_none
from lingxigraph.errors import GraphInterrupt
from lingxigraph.types import GraphOutput, Interrupt

SKIP: Any = object()


class CallNs(tuple[str, ...]):
    """Namespace of a ``custom`` chunk written inside a ``@task`` call.

    LangGraph names such a chunk after the calling task's checkpoint namespace
    (``("wf:<id>",)`` for a call made by task ``wf`` of the root graph) but, as it
    comes from the same run, shows it even without ``subgraphs=True``. ``own`` is
    the namespace of the graph level that ran the call.
    """

    own: tuple[str, ...]

    def __new__(cls, ns: tuple[str, ...], own: tuple[str, ...]) -> CallNs:  # noqa: PYI034
        self = super().__new__(cls, ns)
        self.own = own
        return self


class Formatter:
    """Formats events for one ``stream()`` call.

    Args:
        modes: the requested modes.
        single: a single mode was given as a string (v1 chunks are bare).
        subgraphs: include namespaces and subgraph events.
        version: ``"v1"`` (tuples) or ``"v2"`` (``{"type", "ns", "data"}`` dicts).
        coerce: turns a values dict into the output schema type (v2 ``values``).
        coerce_state: turns a checkpoint's values dict into the state schema type (v2
            ``checkpoints`` and ``debug`` checkpoint events; ``coerce`` if not given).
        own_ns: namespace of the streamed graph's own level: ``()``, or a subgraph's
            when the graph is streamed inside a node (its chunks are its own).
        forward: the calling task's stream sink, for a graph streamed inside a node
            of a run that streams subgraphs: every event also goes there, except
            ``custom`` chunks when this call asked for them: as in LangGraph, whose
            stream writer then writes to this call's stream only, for the graph's
            own nodes and the graphs they run.
    """

    __slots__ = (
        "modes", "single", "subgraphs", "v2", "coerce", "coerce_state", "own_ns", "forward", "all_custom",
        "print_modes", "_last_state", "_plain",
    )

    def __init__(
        self,
        modes: Sequence[str],
        *,
        single: bool,
        subgraphs: bool,
        version: str,
        coerce: Any = None,
        own_ns: tuple[str, ...] = (),
        forward: Any = None,
        print_modes: Sequence[str] = (),
        coerce_state: Any = None,
    ) -> None:
        self.modes = frozenset(modes)
        self.print_modes = frozenset(print_modes)
        self.single = single
        self.subgraphs = subgraphs
        self.v2 = version == "v2"
        self.coerce = coerce
        self.coerce_state = coerce_state if coerce_state is not None else coerce
        # (values dict, its model): a checkpoint's ``checkpoints`` and ``debug`` events
        # share one values dict, built into one model (as LangGraph coerces it in place)
        self._last_state: tuple[Any, Any] = (None, None)
        self.own_ns = own_ns
        self.forward = forward
        # custom chunks of every depth are this call's own (see ``forward``)
        self.all_custom = forward is not None and "custom" in self.modes
        if self.all_custom:
            self.forward = _forward_all_but_custom(forward)
        # v1 chunks, nothing printed or forwarded, no subgraph namespaces: the usual
        # call, formatted by the short path of ``__call__`` (the same chunks)
        self._plain = forward is None and not self.print_modes and not self.v2 and not subgraphs

    def __call__(self, ns: tuple[str, ...], mode: str, payload: Any) -> Any:
        if self._plain:
            if mode not in self.modes or (
                ns and ns != self.own_ns and not (isinstance(ns, CallNs) and ns.own == self.own_ns)
            ):
                return SKIP
            if mode == "values":
                payload = v1_values(*payload) if payload[1] else payload[0]
            return payload if self.single else (mode, payload)
        if self.forward is not None:
            self.forward(ns, mode, payload)
        printed = mode in self.print_modes
        if mode not in self.modes and not printed:
            return SKIP
        if (
            ns
            and not self.subgraphs
            and ns != self.own_ns
            and not (isinstance(ns, CallNs) and ns.own == self.own_ns)
            and not (mode == "custom" and self.all_custom)
        ):
            return SKIP
        if printed:
            print_chunk(ns, mode, payload, self.subgraphs)
            if mode not in self.modes:
                return SKIP
        if mode == "values":
            values, interrupts = payload
            if self.v2:
                return {"type": "values", "ns": ns, "data": _v2_data(values, interrupts, self.coerce), "interrupts": interrupts}
            payload = v1_values(values, interrupts)
        elif self.v2:
            if self.coerce_state is not None and mode in ("checkpoints", "debug"):
                payload = _coerce_checkpoint(payload, self._coerce_state_once)
            return {"type": mode, "ns": ns, "data": payload}
        if self.subgraphs:
            return (ns, payload) if self.single else (ns, mode, payload)
        return payload if self.single else (mode, payload)

    def _coerce_state_once(self, values: Any) -> Any:
        last_values, last_state = self._last_state
        if values is last_values:
            return last_state
        state = self.coerce_state(values)
        self._last_state = (values, state)
        return state


def v1_values(values: Any, interrupts: Any) -> Any:
    """A v1 ``values`` chunk: the values, with the step's interrupts (if any) under
    ``__interrupt__`` (alone when the values are not a dict)."""
    if not interrupts:
        return values
    return {**values, INTERRUPT: interrupts} if isinstance(values, dict) else {INTERRUPT: interrupts}


def print_chunk(ns: tuple[str, ...], mode: str, payload: Any, subgraphs: bool) -> None:
    """Print one event as LangGraph's ``print_mode`` does: ``[mode]`` in bold, the
    namespace (with ``subgraphs=True``) in yellow, then the v1 payload's repr."""
    if mode == "values":
        payload = v1_values(*payload)
    parts = [f"\033[1m[{mode}]\033[0m"]
    if subgraphs and ns:
        parts.append(f"\033[1;30;33m[graph={tuple(ns)!r}]\033[0m")
    parts.append(repr(payload))
    print(" ".join(parts))


def _forward_all_but_custom(forward: Any) -> Any:
    def send(ns: tuple[str, ...], mode: str, payload: Any) -> None:
        if mode != "custom":
            forward(ns, mode, payload)

    return send


def _coerce_checkpoint(payload: Any, coerce: Any) -> Any:
    """v2 gives a checkpoint's ``values`` as the state schema type too (for a
    ``checkpoints`` chunk, and a ``debug`` chunk of type ``checkpoint``), except the
    input's checkpoint (next: ``__start__``), whose values stay a dict as in LangGraph
    (not every channel is filled yet); values that do not fit the schema stay dicts."""
    if not isinstance(payload, dict):
        return payload
    if payload.get("type") == "checkpoint" and isinstance(payload.get("payload"), dict):
        return {**payload, "payload": _coerce_checkpoint(payload["payload"], coerce)}
    if "values" in payload and START not in (payload.get("next") or ()):
        return {**payload, "values": coerce(payload["values"])}
    return payload


def _v2_data(values: Any, interrupts: Sequence[Interrupt], coerce: Any) -> Any:
    """The ``data`` of a v2 values part (or ``GraphOutput.value``).

    LangGraph builds a paused step's values chunk as ``{**values, "__interrupt__": ...}``
    when the output is a dict and as ``{"__interrupt__": ...}`` otherwise, then pops
    the interrupts out for v2: a non-dict output (an ``@entrypoint``'s return value)
    is therefore ``{}`` while interrupts are pending.
    """
    if interrupts and not isinstance(values, dict):
        return {}
    return coerce(values) if coerce is not None else values


class Collector:
    """Builds ``invoke``'s return value from the run's events."""

    __slots__ = (
        "mode", "version", "coerce", "latest", "chunks", "interrupts", "forward", "own_ns", "formatter", "print_modes",
    )

    def __init__(
        self,
        mode: str,
        version: str,
        coerce: Any,
        # (not keyword-only: ``invoke`` passes them by position, one call per run)
        own_ns: tuple[str, ...],
        forward: Any,
        print_modes: Sequence[str] = (),
    ) -> None:
        self.print_modes = frozenset(print_modes)
        self.own_ns = own_ns
        self.mode = mode
        self.version = version
        self.coerce = coerce
        self.latest: Any = None
        self.chunks: list[Any] = []
        self.interrupts: tuple[Interrupt, ...] = ()
        self.forward = forward
        # invoke(stream_mode=[...]): every chunk of those modes, as stream() gives them
        # (which keeps custom chunks from being forwarded when "custom" is one of them)
        self.formatter = (
            None
            if isinstance(mode, str)
            else Formatter(
                mode, single=not isinstance(mode, list), subgraphs=False, version=version, own_ns=own_ns, forward=forward,
                print_modes=print_modes,
            )
        )

    def add(self, ns: tuple[str, ...], mode: str, payload: Any) -> None:
        formatter = self.formatter
        if formatter is not None:
            chunk = formatter(ns, mode, payload)
            if chunk is not SKIP:
                self.chunks.append(chunk)
            if mode == "values" and payload[1] and ns == self.own_ns:
                self.interrupts += tuple(payload[1])
            return
        forward = self.forward
        if forward is not None:
            forward(ns, mode, payload)
        if ns != self.own_ns and not (isinstance(ns, CallNs) and ns.own == self.own_ns):
            return
        if mode in self.print_modes:
            print_chunk(ns, mode, payload, False)
        if mode == "values":
            # each paused task reports its own interrupts: the run's are all of them
            self.latest, interrupts = payload
            if interrupts:
                self.interrupts += tuple(interrupts)
        elif mode == self.mode:
            if self.version == "v2":
                self.chunks.append({"type": mode, "ns": ns, "data": payload})
            else:
                self.chunks.append(payload)

    def result(self, machine: Machine, nested: bool) -> Any:
        raise_if_nested_interrupt(machine, nested)
        if self.mode != "values":
            return self.chunks
        value = self.latest
        if machine.interrupts:
            # the step's interrupts in task order (deterministic; LangGraph lists them as
            # the tasks finished, each values chunk holding only its own task's)
            self.interrupts = tuple(machine.interrupts)
        if self.version == "v2":
            return GraphOutput(value=_v2_data(value, self.interrupts, self.coerce), interrupts=tuple(self.interrupts))
        if self.interrupts:
            if isinstance(value, dict):
                return {**value, INTERRUPT: list(self.interrupts)}
            return {INTERRUPT: list(self.interrupts)}
        return value


def raise_if_nested_interrupt(machine: Machine, nested: bool) -> None:
    """A subgraph run that paused makes its parent task pause too."""
    # ("interrupted" with no interrupt: a deeper subgraph stopped at a breakpoint)
    if nested and (machine.interrupts or machine.status in ("interrupt_before", "interrupt_after", "interrupted")):
        raise GraphInterrupt(tuple(machine.interrupts))


def parent_emit() -> Any:
    parent = current_task_or_none()
    return parent.scope.emit if parent is not None else None


def no_emit(ns: tuple[str, ...], mode: str, payload: Any) -> None:
    return None
