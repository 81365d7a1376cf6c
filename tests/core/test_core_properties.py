"""Hypothesis properties of the runtime.

(i) Determinism: a random layered graph (chains, fan-outs, joins, Send fan-outs) of nodes
    appending to an ``operator.add`` log gives, on every run and under every driver,
    exactly the output of a small model of the superstep rules (writes of a step are
    applied at the barrier, pull tasks in node-name order, then Send tasks in Send order).
(ii) Interrupt equivalence: a graph whose node calls ``interrupt()`` and is resumed with
    values v1..vk ends in the same state as the same graph with the calls replaced by v1..vk.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

import pytest
from core_helpers import DRIVER_NAMES, Driver, Log, thread
from hypothesis import given, settings
from hypothesis import strategies as st

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import START, StateGraph
from lingxigraph.types import Command, Send, interrupt

WORK = "aaa_work"
"""The Send target; sorts before every layer node, yet its writes come after theirs."""

# ---------------------------------------------------------------------------
# (i) determinism against a model
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Layered:
    """A random layered graph."""

    layers: list[list[str]]
    """Node names per layer; layer 0 is started from START."""
    parents: dict[str, list[str]]
    """Node → its parents in the previous layer (non-empty for layers > 0)."""
    joins: frozenset[str]
    """Nodes wired with one join edge ``add_edge(parents, node)`` instead of one edge per parent."""
    sends: list[int]
    """Items sent to ``WORK`` from START, in Send order."""
    add_order: list[str]
    """The order in which nodes are added to the builder."""


@st.composite
def layered_graphs(draw: st.DrawFn) -> Layered:
    n_layers = draw(st.integers(1, 3))
    sizes = [draw(st.integers(1, 3)) for _ in range(n_layers)]
    names = draw(
        st.lists(
            st.text("bcdefghjkmnpqrstuvwxyz", min_size=1, max_size=2),
            min_size=sum(sizes),
            max_size=sum(sizes),
            unique=True,
        )
    )
    layers, i = [], 0
    for size in sizes:
        layers.append(names[i : i + size])
        i += size
    parents: dict[str, list[str]] = {}
    for prev, layer in itertools.pairwise(layers):
        for node in layer:
            parents[node] = draw(
                st.lists(
                    st.sampled_from(prev), min_size=1, max_size=len(prev), unique=True
                )
            )
    joins = frozenset(n for n in parents if len(parents[n]) > 1 and draw(st.booleans()))
    sends = draw(st.lists(st.integers(0, 99), max_size=3))
    add_order = draw(st.permutations(names + ([WORK] if sends else [])))
    return Layered(layers, parents, joins, sends, list(add_order))


def _node(name: str) -> Any:
    def node(state: Log) -> dict[str, Any]:
        return {"log": [f"{name}@{len(state['log'])}"]}

    return node


def _work(arg: dict[str, int]) -> dict[str, Any]:
    return {"log": [f"w{arg['item']}"]}


def build_layered(spec: Layered) -> Any:
    builder = StateGraph(Log)
    for name in spec.add_order:
        builder.add_node(name, _work if name == WORK else _node(name))
    first = list(spec.layers[0])
    sends = list(spec.sends)
    targets = first + ([WORK] if sends else [])
    builder.add_conditional_edges(
        START, lambda s: [*first, *(Send(WORK, {"item": v}) for v in sends)], targets
    )
    for node, parents in spec.parents.items():
        if node in spec.joins:
            builder.add_edge(list(parents), node)
        else:
            for parent in parents:
                builder.add_edge(parent, node)
    return builder.compile()


def model(spec: Layered, log: list[Any]) -> list[list[Any]]:
    """The ``values`` chunks the superstep rules predict."""
    log = list(log)
    states = [list(log)]
    step = [f"{n}@{len(log)}" for n in sorted(spec.layers[0])] + [
        f"w{v}" for v in spec.sends
    ]
    log += step
    states.append(list(log))
    for layer in spec.layers[1:]:
        log += [f"{n}@{len(log)}" for n in sorted(layer)]
        states.append(list(log))
    return states


@settings(max_examples=30, deadline=None)
@given(spec=layered_graphs(), start=st.lists(st.integers(-5, 5), max_size=3))
def test_random_graphs_match_the_model_on_every_run_and_driver(
    spec: Layered, start: list[int]
) -> None:
    graph = build_layered(spec)
    expected = model(spec, start)
    for name in (*DRIVER_NAMES, "sync"):
        run = Driver(name)
        assert run(graph, "stream", {"log": start}, stream_mode="values") == [
            {"log": s} for s in expected
        ]
        assert run(graph, "invoke", {"log": start}) == {"log": expected[-1]}


# ---------------------------------------------------------------------------
# (ii) interrupt equivalence
# ---------------------------------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-1000, 1000) | st.text(max_size=5),
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(st.text(max_size=3), inner, max_size=3)
    ),
    max_leaves=6,
)


@dataclass(frozen=True)
class AskGraph:
    """``START -> pre... -> {ask, siblings...}``, ``ask -> post...``."""

    pre: int
    """Nodes before ``ask``."""
    siblings: int
    """Nodes running in the same step as ``ask``."""
    post: int
    """Nodes after ``ask``."""
    answers: list[Any]
    """The value of each ``interrupt()`` call of ``ask``, in call order."""


ask_graphs = st.builds(
    AskGraph,
    pre=st.integers(0, 2),
    siblings=st.integers(0, 2),
    post=st.integers(0, 2),
    answers=st.lists(json_values, min_size=1, max_size=3),
)


def build_ask(spec: AskGraph, *, interrupting: bool) -> Any:
    def ask(state: Log) -> dict[str, Any]:
        got = [
            interrupt(f"q{i}") if interrupting else a
            for i, a in enumerate(spec.answers)
        ]
        return {"log": [["ask", len(state["log"]), got]]}

    builder = StateGraph(Log)
    pre = [f"pre{i}" for i in range(spec.pre)]
    post = [f"post{i}" for i in range(spec.post)]
    siblings = [f"sib{i}" for i in range(spec.siblings)]
    for name in pre + post + siblings:
        builder.add_node(name, _node(name))
    builder.add_node("ask", ask)
    chain = [START, *pre]
    for left, right in itertools.pairwise(chain):
        builder.add_edge(left, right)
    for name in ["ask", *siblings]:
        builder.add_edge(chain[-1], name)
    after = ["ask", *post]
    for left, right in itertools.pairwise(after):
        builder.add_edge(left, right)
    return builder.compile(checkpointer=InMemorySaver())


@pytest.mark.parametrize("driver", DRIVER_NAMES)
@settings(max_examples=20, deadline=None)
@given(
    spec=ask_graphs,
    by_id=st.lists(st.booleans(), min_size=3, max_size=3),
    start=st.lists(st.integers(-1000, 1000), max_size=2),
)
def test_resuming_interrupts_equals_answering_inline(
    driver: str, spec: AskGraph, by_id: list[bool], start: list[int]
) -> None:
    run = Driver(driver)  # type: ignore[arg-type]
    direct = build_ask(spec, interrupting=False)
    expected = run(direct, "invoke", {"log": start}, thread())

    paused = build_ask(spec, interrupting=True)
    out = run(paused, "invoke", {"log": start}, thread())
    for i, answer in enumerate(spec.answers):
        (pending,) = out["__interrupt__"]
        assert pending.value == f"q{i}"
        # a bare None or {} is no resume value at all (Command's default / an empty id map)
        plain_ok = answer is not None and answer != {}
        resume = answer if plain_ok and not by_id[i] else {pending.id: answer}
        out = run(paused, "invoke", Command(resume=resume), thread())
    assert "__interrupt__" not in out
    assert out == expected
    assert (
        run(paused, "get_state", thread()).values
        == run(direct, "get_state", thread()).values
    )
