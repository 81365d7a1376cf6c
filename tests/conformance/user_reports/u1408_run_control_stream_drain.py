# https://github.com/langchain-ai/langgraph/pull/7274 : a drain requested by the stream's consumer between chunks (updates and values modes): the chunks seen before GraphDrained, a drain inside a subgraph reaching the parent (the control is shared), and astream with a control
import asyncio
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.runtime import Runtime, RunControl
from langgraph.errors import GraphDrained
class S(TypedDict, total=False):
    n: int
def inc(s):
    return {"n": s["n"] + 1}
b = StateGraph(S)
for name in ("a", "b", "c"):
    b.add_node(name, inc)
g = b.add_edge(START, "a").add_edge("a", "b").add_edge("b", "c").add_edge("c", END).compile(checkpointer=InMemorySaver())
for mode in ("updates", "values"):
    ctl = RunControl()
    seen = []
    cfg = {"configurable": {"thread_id": mode}}
    try:
        for chunk in g.stream({"n": 0}, cfg, stream_mode=mode, control=ctl):
            seen.append(chunk)
            if len(seen) == 2:
                ctl.request_drain("consumer")
    except GraphDrained as e:
        seen.append(("drained", e.reason))
    print(mode, seen, g.get_state(cfg).next)
def sub_node(s, runtime: Runtime):
    runtime.control.request_drain("from child")
    return {"n": s["n"] + 10}
child = StateGraph(S).add_node("x", sub_node).add_node("y", inc).add_edge(START, "x").add_edge("x", "y").compile()
parent = StateGraph(S).add_node("child", child).add_node("after", inc).add_edge(START, "child").add_edge("child", "after").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "p"}}
try:
    print(parent.invoke({"n": 0}, cfg))
except GraphDrained as e:
    print("parent drained", e.reason)
st = parent.get_state(cfg, subgraphs=True)
print(st.next, st.values, [(t.name, t.state.values if t.state else None) for t in st.tasks])
print(parent.invoke(None, cfg))
async def main():
    ctl = RunControl()
    out = []
    try:
        async for c in g.astream({"n": 5}, {"configurable": {"thread_id": "as"}}, stream_mode="updates", control=ctl):
            out.append(c)
            ctl.request_drain()
    except GraphDrained as e:
        out.append(e.reason)
    print(out)
asyncio.run(main())
