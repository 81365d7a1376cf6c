# https://github.com/langchain-ai/langgraph/issues/5764 , #6073 : debug / tasks stream modes with a failing node (alone and beside a sibling), the task_result payload shape vs get_state tasks
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict, total=False):
    a: str
    b: str

def ok(state):
    return {"a": "ok"}
def failing(state):
    raise ValueError("This node always fails")

def show(ev):
    if isinstance(ev, dict) and "payload" in ev:
        p = ev["payload"]
        return (ev["type"], ev["step"], p.get("name"), sorted(p), p.get("error"), p.get("result"))
    return (sorted(ev) if isinstance(ev, dict) else ev)

for parallel in (False,):  # beside a sibling: whether the sibling finished first is thread timing in LangGraph
    b = StateGraph(S)
    b.add_node("failer", failing)
    b.add_edge(START, "failer")
    if parallel:
        b.add_node("ok", ok); b.add_edge(START, "ok")
    for mode in ("debug", ["debug", "updates"], "tasks", ["tasks", "values"]):
        g = b.compile(checkpointer=InMemorySaver())
        cfg = {"configurable": {"thread_id": "1"}}
        got = []
        try:
            for item in g.stream({}, cfg, stream_mode=mode):
                got.append(item)
        except ValueError as e:
            got.append(("raised", str(e)))
        lines = []
        for item in got:
            if isinstance(item, tuple) and len(item) == 2 and item[0] in ("debug", "updates", "tasks", "values"):
                lines.append((item[0], show(item[1])))
            elif isinstance(item, dict):
                lines.append(show(item))
            else:
                lines.append(item)
        print(parallel, mode)
        for l in sorted(lines, key=repr):
            print("  ", l)
        st = g.get_state(cfg)
        print("  state", st.values, st.next, [(t.name, repr(t.error)) for t in st.tasks])
