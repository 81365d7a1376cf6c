# https://github.com/langchain-ai/langgraph/issues/2336 : interrupt_before a Send target with two pending Send tasks; update_state (as the fan-out node, as the target, no as_node) before resuming: next, tasks (names, paths), whether the pending Sends survive, and the final reduced results
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    items: list
    out: Annotated[list, operator.add]
def fan(s): return {"out": ["fan"]}
def work(x): return {"out": ["w:" + x["i"]]}
b = StateGraph(S).add_node("fan", fan).add_node("work", work)
b.add_edge(START, "fan")
b.add_conditional_edges("fan", lambda s: [Send("work", {"i": i}) for i in s["items"]], ["work"])
g = b.compile(checkpointer=InMemorySaver(), interrupt_before=["work"])
for tid, kw in [("1", {}), ("2", {"as_node": "fan"}), ("3", {"as_node": "work"}), ("4", None)]:
    cfg = {"configurable": {"thread_id": tid}}
    g.invoke({"items": ["a", "b"], "out": []}, cfg)
    st = g.get_state(cfg)
    print(tid, st.next, sorted((t.name, t.path[0]) for t in st.tasks))
    if kw is not None:
        g.update_state(cfg, {"out": ["edit"]}, **kw)
        st = g.get_state(cfg)
        print(tid, st.next, sorted((t.name, t.path[0]) for t in st.tasks), st.values["out"])
    r = g.invoke(None, cfg)
    print(tid, sorted(r["out"]), g.get_state(cfg).next)
