# https://github.com/langchain-ai/langgraph/issues/1144 : a parent compiled with interrupt_before=["child"] and interrupt_after=["child"] around a subgraph node: where it stops each time, update_state(as_node="child") at the before-breakpoint (the child skipped: does the child run?), and get_state(subgraphs=True) at each stop
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
ran = []
def c(s):
    ran.append("c")
    return {"log": ["c"]}
child = StateGraph(S).add_node("c", c).add_edge(START, "c").compile()
b = StateGraph(S).add_node("child", child).add_node("tail", lambda s: {"log": ["tail"]}).add_edge(START, "child").add_edge("child", "tail")
for mode in ["before", "after", "before-skip"]:
    kw = {"interrupt_before": ["child"]} if mode.startswith("before") else {"interrupt_after": ["child"]}
    g = b.compile(checkpointer=InMemorySaver(), **kw)
    cfg = {"configurable": {"thread_id": mode}}
    ran.clear()
    r = g.invoke({"log": []}, cfg)
    st = g.get_state(cfg, subgraphs=True)
    print(mode, r, st.next, [(t.name, t.state.values if t.state is not None else None, t.state.next if t.state is not None else None) for t in st.tasks], ran)
    if mode == "before-skip":
        g.update_state(cfg, {"log": ["manual"]}, as_node="child")
        print(" after edit", g.get_state(cfg).next)
    print(" continued", g.invoke(None, cfg), ran, g.get_state(cfg).next)
