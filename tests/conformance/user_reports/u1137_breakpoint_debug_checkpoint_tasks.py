# https://github.com/langchain-ai/langgraph/pull/1420 : interrupt_before / interrupt_after breakpoints seen through stream_mode=["debug", "updates", "values"]: the last checkpoint event's next and tasks (no interrupts), the updates / values interrupt chunks, get_state().interrupts (empty) and tasks, and resuming with None
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
g = StateGraph(S).add_sequence([(n, (lambda n: lambda s: {"log": [n]})(n)) for n in "abc"]).add_edge(START, "a").compile(checkpointer=InMemorySaver(), interrupt_before=["b"], interrupt_after=["b"])
cfg = {"configurable": {"thread_id": "1"}}
def run(inp):
    for mode, c in g.stream(inp, cfg, stream_mode=["debug", "updates", "values"]):
        if mode == "debug":
            p = c["payload"]
            print(mode, c["type"], c["step"], p.get("next"), [(t["name"], t["interrupts"]) for t in p.get("tasks", [])] if c["type"] == "checkpoint" else p.get("name"))
        else:
            print(mode, {k: (v if k != "__interrupt__" else repr(v)) for k, v in c.items()})
    st = g.get_state(cfg)
    print("state", st.next, st.interrupts, [(t.name, t.interrupts, t.result) for t in st.tasks])
run({"log": []})
run(None)
run(None)
