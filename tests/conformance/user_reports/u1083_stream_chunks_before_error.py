# https://github.com/langchain-ai/langgraph/issues/593 : stream(..., stream_mode=["values", "updates", "custom"], subgraphs=True) where a subgraph's second node fails: every chunk yielded before the error, then the error's type and notes
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.config import get_stream_writer
class S(TypedDict):
    v: int
def ok(s):
    get_stream_writer()({"progress": s["v"]})
    return {"v": s["v"] + 1}
def fail(s):
    get_stream_writer()({"about_to_fail": s["v"]})
    raise RuntimeError("inner failure")
inner = StateGraph(S); inner.add_node("ok", ok); inner.add_node("fail", fail); inner.add_edge(START, "ok"); inner.add_edge("ok", "fail")
outer = StateGraph(S); outer.add_node("pre", ok); outer.add_node("sub", inner.compile()); outer.add_edge(START, "pre"); outer.add_edge("pre", "sub")
g = outer.compile()
chunks = []
try:
    for ns, mode, data in g.stream({"v": 0}, stream_mode=["values", "updates", "custom"], subgraphs=True):
        chunks.append((tuple(x.split(":")[0] for x in ns), mode, data))
except Exception as e:
    for ch in chunks:
        print(ch)
    print(type(e).__name__, str(e), [n.split(" and id")[0] for n in getattr(e, "__notes__", [])])
