# https://github.com/langchain-ai/langgraph/pull/370 : stream_mode="debug" over Send fan-out: the push tasks' triggers, input and path-free payload keys in task events, task_result results, and the checkpoint events' tasks list (names, count) and next, with a failing Send branch recorded under error
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    items: list
    out: Annotated[list, operator.add]
def work(x):
    if x["i"] == "bad":
        raise KeyError(x["i"])
    return {"out": [x["i"] * 2]}
b = StateGraph(S).add_node("work", work).add_node("fin", lambda s: {"out": ["fin"]})
b.add_conditional_edges(START, lambda s: [Send("work", {"i": i}) for i in s["items"]], ["work"])
b.add_edge("work", "fin")
g = b.compile(checkpointer=InMemorySaver())
for tid, items in [("1", ["a", "b"]), ("2", ["a", "bad"])]:
    rows = []
    try:
        for e in g.stream({"items": items, "out": []}, {"configurable": {"thread_id": tid}}, stream_mode="debug"):
            p = e["payload"]
            if e["type"] == "checkpoint":
                rows.append((e["step"], "checkpoint", p["next"], sorted(t["name"] for t in p["tasks"]), sorted(repr(t.get("error")) for t in p["tasks"])))
            elif e["type"] == "task":
                rows.append((e["step"], "task", p["name"], p["triggers"], repr(p["input"]), sorted(p)))
            else:
                rows.append((e["step"], "task_result", p["name"], repr(p["result"]), repr(p["error"]), sorted(p)))
    except KeyError as exc:
        rows.append(("raised", repr(exc)))
    for r in sorted(rows, key=repr): print(tid, r)
    st = g.get_state({"configurable": {"thread_id": tid}})
    print(tid, st.next, sorted((t.name, t.path[0], repr(t.error)) for t in st.tasks))
