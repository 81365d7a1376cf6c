# https://github.com/langchain-ai/langgraph/issues/8764 , #8039 , PR 8765 : durability sync/async/exit with a failing node after a parallel sibling, invoke(None) resumes without re-running the sibling; invoke(None) on an empty thread
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.errors import EmptyInputError

class S(TypedDict):
    log: Annotated[list, operator.add]

def build(counts, fail_times):
    def first(state):
        counts["first"] += 1
        return {"log": ["first"]}
    def flaky(state):
        counts["flaky"] += 1
        if counts["flaky"] <= fail_times:
            raise ConnectionError(f"flaky attempt {counts['flaky']}")
        return {"log": ["flaky"]}
    def last(state):
        counts["last"] += 1
        return {"log": ["last"]}
    b = StateGraph(S)
    b.add_node("first", first); b.add_node("flaky", flaky); b.add_node("last", last)
    b.add_edge(START, "first"); b.add_edge("first", "flaky"); b.add_edge("flaky", "last"); b.add_edge("last", END)
    return b.compile(checkpointer=InMemorySaver())

for durability in ("sync", "async", "exit"):
    counts = {"first": 0, "flaky": 0, "last": 0}
    g = build(counts, 2)
    cfg = {"configurable": {"thread_id": "t"}}
    for attempt in range(3):
        try:
            out = g.invoke({"log": ["in"]} if attempt == 0 else None, cfg, durability=durability)
            print(durability, attempt, "->", out)
        except ConnectionError as e:
            print(durability, attempt, "raised", e)
        st = g.get_state(cfg)
        print("   state", st.values, st.next, [(t.name, repr(t.error)) for t in st.tasks])
    print("   counts", counts)
    print("   history", [(h.metadata["source"], h.metadata["step"], h.next) for h in g.get_state_history(cfg)])
g = build({"first": 0, "flaky": 0, "last": 0}, 0)
try:
    g.invoke(None, {"configurable": {"thread_id": "empty"}})
except EmptyInputError as e:
    print("EmptyInputError", repr(str(e)))
print(g.get_state({"configurable": {"thread_id": "empty"}}))
