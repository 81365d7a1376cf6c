# https://github.com/bytedance/deer-flow/issues/55 , https://github.com/langchain-ai/langgraph/issues/3209 : a looping subgraph hits the recursion limit: the error the caller sees (type, message's first line) with the limit from the parent config, a subgraph compiled with its own with_config(recursion_limit), streaming it with subgraphs=True until the error, and the parent checkpoint left behind (next, tasks' error)
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.errors import GraphRecursionError
class S(TypedDict):
    n: int
sub = StateGraph(S)
sub.add_node("loop", lambda s: {"n": s["n"] + 1})
sub.add_conditional_edges(START, lambda s: "loop"); sub.add_conditional_edges("loop", lambda s: END if s["n"] >= 100 else "loop")
sub_app = sub.compile()
def build(child):
    g = StateGraph(S)
    g.add_node("pre", lambda s: {"n": s["n"]}); g.add_node("child", child)
    g.add_edge(START, "pre"); g.add_edge("pre", "child"); g.add_edge("child", END)
    return g.compile(checkpointer=InMemorySaver())
for label, child, limit in [("plain", sub_app, 6), ("own limit", sub_app.with_config(recursion_limit=4), 50), ("enough", sub_app, 200)]:
    app = build(child)
    cfg = {"configurable": {"thread_id": label}, "recursion_limit": limit}
    try:
        print(label, app.invoke({"n": 90}, cfg))
    except GraphRecursionError as e:
        print(label, "GraphRecursionError", str(e).splitlines()[0])
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e).splitlines()[0])
    st = app.get_state(cfg)
    print("  ", st.values, st.next, [(t.name, t.error is not None and type(t.error).__name__) for t in st.tasks])
app = build(sub_app)
seen = []
try:
    for ns, ch in app.stream({"n": 0}, {"configurable": {"thread_id": "s"}, "recursion_limit": 5}, stream_mode="updates", subgraphs=True):
        seen.append(([p.split(":")[0] for p in ns], ch))
except Exception as e:
    seen.append(("RAISED", type(e).__name__))
print(seen)
