"""A supervisor routing work to two sub-agents, with long-term memory and retries.

    python examples/multi_agent.py

- The ``supervisor`` reads each incoming request and hands it to an agent with
  ``Command(goto=...)``.
- ``researcher`` and ``writer`` are compiled subgraphs (their own nodes and
  edges); when done they return control to the supervisor with
  ``Command(graph=Command.PARENT, goto="supervisor", ...)``.
- The researcher's ``lookup`` tool is flaky (a fake network call that fails its
  first attempts); a ``RetryPolicy`` retries it.
- What the agents learn is kept in the store (``InMemoryStore``) under the
  user's namespace, so a second conversation on a new thread remembers it.

No language model is needed: routing and answers are rule-based, so the run
is deterministic and needs no network.
"""

from __future__ import annotations

import argparse
import operator
from typing import Annotated, Any

from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.store.base import BaseStore
from lingxigraph.store.memory import InMemoryStore
from lingxigraph.types import Command, RetryPolicy

FACTS = {
    "pregel": "Pregel runs a graph in supersteps: plan, run tasks, apply writes at a barrier.",
    "checkpoint": "A checkpoint saves every channel after each superstep so a run can resume.",
    "interrupt": "interrupt() pauses a node until the caller resumes with Command(resume=...).",
}


class Team(TypedDict, total=False):
    user: str
    requests: list[str]
    done: Annotated[list[str], operator.add]
    log: Annotated[list[str], operator.add]


class Flaky:
    """A fake remote lookup that fails ``failures`` times before answering."""

    def __init__(self, failures: int) -> None:
        self.failures = failures
        self.calls = 0

    def __call__(self, topic: str) -> str:
        self.calls += 1
        if self.calls <= self.failures:
            raise ConnectionError(f"lookup service unavailable (attempt {self.calls})")
        return FACTS.get(topic, f"No notes on {topic!r} yet.")


LOOKUP = Flaky(failures=2)


def _topic(request: str) -> str:
    return request.split(":", 1)[1].strip().lower()


# ---- the researcher agent (a subgraph) -------------------------------------------------


def research(state: Team, *, store: BaseStore) -> dict[str, Any]:
    request = state["requests"][0]
    topic = _topic(request)
    remembered = store.get(("memory", state["user"]), topic)
    if remembered is not None:
        return {"log": [f"researcher: remembered {topic!r}: {remembered.value['fact']}"]}
    fact = LOOKUP(topic)
    store.put(("memory", state["user"]), topic, {"fact": fact})
    return {"log": [f"researcher: looked up {topic!r}: {fact}"]}


def research_done(state: Team) -> Command[str]:
    request = state["requests"][0]
    return Command(graph=Command.PARENT, goto="supervisor", update={"done": [request]})


def build_researcher() -> Any:
    graph = StateGraph(Team)
    graph.add_node("research", research, retry_policy=RetryPolicy(initial_interval=0.01, jitter=False))
    graph.add_node("report", research_done)
    graph.add_edge(START, "research")
    graph.add_edge("research", "report")
    return graph.compile()


# ---- the writer agent (a subgraph) -----------------------------------------------------


def draft(state: Team, *, store: BaseStore) -> dict[str, Any]:
    request = state["requests"][0]
    topic = _topic(request)
    notes = store.search(("memory", state["user"]))
    known = {item.key: item.value["fact"] for item in notes}
    body = known.get(topic, f"(nothing known about {topic!r} yet)")
    return {"log": [f"writer: drafted a note on {topic!r}: {body}"]}


def write_done(state: Team) -> Command[str]:
    request = state["requests"][0]
    return Command(graph=Command.PARENT, goto="supervisor", update={"done": [request]})


def build_writer() -> Any:
    graph = StateGraph(Team)
    graph.add_node("draft", draft)
    graph.add_node("hand_back", write_done)
    graph.add_edge(START, "draft")
    graph.add_edge("draft", "hand_back")
    return graph.compile()


# ---- the supervisor --------------------------------------------------------------------


def supervisor(state: Team) -> Command[str]:
    pending = [r for r in state.get("requests", []) if r not in state.get("done", [])]
    if not pending:
        return Command(goto=END, update={"log": ["supervisor: all requests handled"]})
    request = pending[0]
    agent = "researcher" if request.startswith("research") else "writer"
    return Command(
        goto=agent,
        update={"requests": [request, *[r for r in pending if r != request]], "log": [f"supervisor: {request!r} -> {agent}"]},
    )


def build(store: BaseStore) -> Any:
    """The supervisor graph with both agents as subgraph nodes."""
    graph = StateGraph(Team)
    graph.add_node("supervisor", supervisor, destinations=("researcher", "writer", END))
    graph.add_node("researcher", build_researcher())
    graph.add_node("writer", build_writer())
    graph.add_edge(START, "supervisor")
    return graph.compile(checkpointer=InMemorySaver(), store=store)


def run(graph: Any, thread: str, user: str, requests: list[str]) -> dict[str, Any]:
    config = {"configurable": {"thread_id": thread}}
    print(f"\n=== conversation {thread} ({user}) ===")
    for namespace, chunk in graph.stream(
        {"user": user, "requests": requests, "done": [], "log": []},
        config,
        stream_mode="updates",
        subgraphs=True,
    ):
        for node, update in chunk.items():
            where = " > ".join(part.split(":")[0] for part in namespace) or "root"
            for line in (update or {}).get("log", []) if isinstance(update, dict) else []:
                print(f"  [{where}/{node}] {line}")
    return graph.get_state(config).values


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.parse_args(argv)
    store = InMemoryStore()
    graph = build(store)
    first = run(graph, "t1", "ada", ["research: pregel", "write: pregel", "research: checkpoint"])
    print(f"lookups so far: {LOOKUP.calls} (2 failed attempts were retried)")
    second = run(graph, "t2", "ada", ["research: pregel", "write: checkpoint"])
    print("\nremembered for ada:", sorted(item.key for item in store.search(("memory", "ada"))))
    print("handled:", first["done"], "+", second["done"])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
