"""The workload shapes, written once against `benchmarks.lib` (whichever library it loaded).

Each workload builds a `StateGraph` whose node functions are wrapped by
`timed`, which adds the time spent inside user code (nodes and routing
functions) to a list; the worker subtracts that from the wall time to get the
framework's own overhead. Node functions are plain ``def`` for the sync
variants and ``async def`` for the async ones. All inputs come from fixed
seeds, so both libraries see identical data and must produce identical final
states.
"""

from __future__ import annotations

import operator
import random
import string
from collections import Counter
from collections.abc import Callable
from itertools import pairwise
from time import perf_counter
from typing import Annotated, Any

from typing_extensions import TypedDict

from benchmarks import lib


def timed(fn: Callable[[Any], Any], clock: list[float], is_async: bool) -> Callable[[Any], Any]:
    """`fn` wrapped so that the seconds spent inside it are appended to `clock`.

    ``list.append`` is atomic, so this is safe when a library runs several
    nodes of a superstep in worker threads.
    """
    if is_async:

        async def anode(state: Any) -> Any:
            t0 = perf_counter()
            try:
                return fn(state)
            finally:
                clock.append(perf_counter() - t0)

        return anode

    def node(state: Any) -> Any:
        t0 = perf_counter()
        try:
            return fn(state)
        finally:
            clock.append(perf_counter() - t0)

    return node


def timed_router(fn: Callable[[Any], Any], clock: list[float]) -> Callable[[Any], Any]:
    """A routing function (always sync) wrapped like `timed`."""

    def route(state: Any) -> Any:
        t0 = perf_counter()
        try:
            return fn(state)
        finally:
            clock.append(perf_counter() - t0)

    return route


class Workload:
    """One graph shape: how to build it, its input and its superstep count."""

    supersteps: int = 1
    """Supersteps of one run, summed over the graph and every subgraph run."""
    recursion_limit: int = 25

    def builder(self, is_async: bool, clock: list[float]) -> Any:
        raise NotImplementedError

    def build(self, saver: bool, is_async: bool, clock: list[float]) -> Any:
        checkpointer = lib.InMemorySaver() if saver else None
        return self.builder(is_async, clock).compile(checkpointer=checkpointer)

    def make_input(self) -> Any:
        raise NotImplementedError


# ----------------------------------------------------------------------------- chain


class ChainState(TypedDict):
    count: int
    last: str


class Chain(Workload):
    """START -> n000 -> n001 -> ... -> END; each node increments ``count``."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.supersteps = n
        self.recursion_limit = n + 10

    def builder(self, is_async: bool, clock: list[float]) -> Any:
        builder = lib.StateGraph(ChainState)
        names = [f"n{i:04d}" for i in range(self.n)]
        for name in names:

            def step(state: ChainState, name: str = name) -> dict:
                return {"count": state["count"] + 1, "last": name}

            builder.add_node(name, timed(step, clock, is_async))
        builder.add_edge(lib.START, names[0])
        for left, right in pairwise(names):
            builder.add_edge(left, right)
        builder.add_edge(names[-1], lib.END)
        return builder

    def make_input(self) -> Any:
        return {"count": 0, "last": ""}


# ----------------------------------------------------------------------------- fan-out


class SubjectState(TypedDict):
    subject_id: int
    text: str
    counts: dict
    results: Annotated[list, operator.add]


class FanoutState(TypedDict):
    subjects: list
    results: Annotated[list, operator.add]
    summary: dict


def _count_letters(state: SubjectState) -> dict:
    return {"counts": dict(sorted(Counter(state["text"]).items()))}


def _summarize(state: SubjectState) -> dict:
    counts = state["counts"]
    top, top_count = max(counts.items(), key=lambda kv: (kv[1], kv[0]))
    vowels = sum(counts.get(v, 0) for v in "aeiou")
    return {"results": [{"subject_id": state["subject_id"], "top": top, "top_count": top_count, "vowels": vowels}]}


def _prepare(state: FanoutState) -> dict:
    return {"summary": {"subjects": len(state["subjects"])}}


def _reduce(state: FanoutState) -> dict:
    results = state["results"]
    return {
        "summary": {
            "subjects": len(state["subjects"]),
            "results": len(results),
            "order": [r["subject_id"] for r in results],
            "vowels": sum(r["vowels"] for r in results),
            "tops": "".join(r["top"] for r in results),
        }
    }


class Fanout(Workload):
    """prepare -> Send("subject", ...) per subject -> reduce; "subject" is a compiled 2-node subgraph."""

    def __init__(self, subjects: int, letters: int = 1000, seed: int = 1234) -> None:
        rng = random.Random(seed)
        self.subjects = ["".join(rng.choices(string.ascii_lowercase, k=letters)) for _ in range(subjects)]
        # prepare + subject + reduce in the parent, count + summarize in each subgraph run.
        self.supersteps = 3 + 2 * subjects

    def builder(self, is_async: bool, clock: list[float]) -> Any:
        sub = lib.StateGraph(SubjectState)
        sub.add_node("count", timed(_count_letters, clock, is_async))
        sub.add_node("summarize", timed(_summarize, clock, is_async))
        sub.add_edge(lib.START, "count")
        sub.add_edge("count", "summarize")
        sub.add_edge("summarize", lib.END)
        subgraph = sub.compile()

        def fan_out(state: FanoutState) -> list:
            return [lib.Send("subject", {"subject_id": i, "text": text}) for i, text in enumerate(state["subjects"])]

        builder = lib.StateGraph(FanoutState)
        builder.add_node("prepare", timed(_prepare, clock, is_async))
        builder.add_node("subject", subgraph)
        builder.add_node("reduce", timed(_reduce, clock, is_async))
        builder.add_edge(lib.START, "prepare")
        builder.add_conditional_edges("prepare", timed_router(fan_out, clock), ["subject"])
        builder.add_edge("subject", "reduce")
        builder.add_edge("reduce", lib.END)
        return builder

    def make_input(self) -> Any:
        return {"subjects": self.subjects, "results": []}


# ----------------------------------------------------------------------------- wide state


class Wide(Workload):
    """A 10-node chain over a state of `keys` lists of `items` ints; node j rewrites one key.

    `schema` is ``typeddict`` (one channel per key), ``dict`` (``StateGraph(dict)``:
    the state is one plain dict of keys in a single root channel, so nodes return
    the whole dict) or ``pydantic`` (a ``BaseModel`` with one field per key).
    """

    steps = 10

    def __init__(self, keys: int, items: int, schema: str, seed: int = 42) -> None:
        rng = random.Random(seed)
        self.keys = [f"k{i:02d}" for i in range(keys)]
        self.initial = {key: [rng.randrange(1_000_000) for _ in range(items)] for key in self.keys}
        self.schema_kind = schema
        self.supersteps = self.steps
        if schema == "typeddict":
            self.schema: Any = TypedDict("WideState", {key: list for key in self.keys})  # type: ignore[misc]
        elif schema == "dict":
            self.schema = dict
        elif schema == "pydantic":
            import pydantic

            fields = {key: (list[int], pydantic.Field(default_factory=list)) for key in self.keys}
            self.schema = pydantic.create_model("WideModel", **fields)  # type: ignore[call-overload]
        else:
            raise ValueError(schema)

    def _node(self, j: int) -> Callable[[Any], Any]:
        key = self.keys[(j * 7) % len(self.keys)]
        if self.schema_kind == "pydantic":

            def step(state: Any) -> dict:
                return {key: [v + j for v in getattr(state, key)]}

        elif self.schema_kind == "dict":

            def step(state: Any) -> dict:
                return {**state, key: [v + j for v in state[key]]}

        else:

            def step(state: Any) -> dict:
                return {key: [v + j for v in state[key]]}

        return step

    def builder(self, is_async: bool, clock: list[float]) -> Any:
        builder = lib.StateGraph(self.schema)
        names = [f"w{j:02d}" for j in range(self.steps)]
        for j, name in enumerate(names):
            builder.add_node(name, timed(self._node(j), clock, is_async))
        builder.add_edge(lib.START, names[0])
        for left, right in pairwise(names):
            builder.add_edge(left, right)
        builder.add_edge(names[-1], lib.END)
        return builder

    def make_input(self) -> Any:
        return dict(self.initial)


# ----------------------------------------------------------------------------- agent loop


class AgentState(TypedDict):
    messages: Annotated[list, lib.add_messages]


class Agent(Workload):
    """A scripted model node emits an AIMessage with one tool call per turn; a tool node answers.

    model -> (tool_calls? tools : END); tools -> model. The last model turn
    answers without tool calls. Messages carry explicit ids, so runs are
    deterministic.
    """

    def __init__(self, turns: int, seed: int = 7) -> None:
        rng = random.Random(seed)
        words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet"]
        self.turns = turns
        self.queries = [" ".join(rng.choices(words, k=5)) for _ in range(turns)]
        self.supersteps = 2 * turns + 1
        self.recursion_limit = 2 * turns + 10

    def builder(self, is_async: bool, clock: list[float]) -> Any:
        turns, queries = self.turns, self.queries
        AIMessage, ToolMessage = lib.AIMessage, lib.ToolMessage

        def model(state: AgentState) -> dict:
            turn = (len(state["messages"]) - 1) // 2
            if turn < turns:
                call = {"name": "lookup", "args": {"query": queries[turn], "turn": turn}, "id": f"call-{turn}"}
                return {"messages": [AIMessage(content=f"thinking {turn}", tool_calls=[call], id=f"ai-{turn}")]}
            return {"messages": [AIMessage(content=f"done after {turns} tool calls", id="ai-final")]}

        def tools(state: AgentState) -> dict:
            last = state["messages"][-1]
            answers = []
            for call in last.tool_calls:
                query = call["args"]["query"]
                answers.append(
                    ToolMessage(
                        content=f"{len(query)} chars, {query.count('a')} a's: {query.upper()}",
                        tool_call_id=call["id"],
                        name=call["name"],
                        id=f"tool-{call['args']['turn']}",
                    )
                )
            return {"messages": answers}

        def route(state: AgentState) -> str:
            return "tools" if getattr(state["messages"][-1], "tool_calls", None) else lib.END

        builder = lib.StateGraph(AgentState)
        builder.add_node("model", timed(model, clock, is_async))
        builder.add_node("tools", timed(tools, clock, is_async))
        builder.add_edge(lib.START, "model")
        builder.add_conditional_edges("model", timed_router(route, clock), ["tools", lib.END])
        builder.add_edge("tools", "model")
        return builder

    def make_input(self) -> Any:
        return {"messages": [lib.HumanMessage(content="Look things up until you are done.", id="human-0")]}


def make(params: dict) -> Workload:
    """The workload described by a registry group's ``params``."""
    kind = params["workload"]
    if kind == "chain":
        return Chain(params["n"])
    if kind == "fanout":
        return Fanout(params["subjects"])
    if kind == "wide":
        return Wide(params["keys"], params["items"], params["schema"])
    if kind == "agent":
        return Agent(params["turns"])
    raise ValueError(f"unknown workload {kind!r}")


# ----------------------------------------------------------------------------- checkpoint payloads


def checkpoint_payloads(puts: int, seed: int = 99) -> list[tuple[dict, list[str]]]:
    """(channel values, channels changed since the previous put) for each of `puts` checkpoints.

    Five channels: a counter and a 1000-letter text change every time, a list
    of 100 small dicts every 10th put, a growing list of 60-letter notes every
    other put, and a config dict only at the first.
    """
    rng = random.Random(seed)
    items = [{"id": i, "name": f"item-{i}", "score": rng.random()} for i in range(100)]
    notes: list[str] = []
    out = []
    for i in range(puts):
        changed = ["counter", "text"]
        values: dict[str, Any] = {
            "counter": i,
            "text": "".join(rng.choices(string.ascii_letters, k=1000)),
            "config": {"model": "scripted", "temperature": 0.0, "tags": ["bench", "checkpoint"]},
        }
        if i % 10 == 0:
            items = [dict(item, score=rng.random()) for item in items]
            changed.append("items")
        if i % 2 == 0:
            notes = notes + ["".join(rng.choices(string.ascii_lowercase, k=60))]
            changed.append("notes")
        if i == 0:
            changed.append("config")
        values["items"] = items
        values["notes"] = notes
        out.append((values, changed))
    return out
