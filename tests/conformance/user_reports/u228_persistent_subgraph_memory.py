# https://github.com/langchain-ai/langgraph/issues/3206 , subgraph memory reports : a subgraph compiled with checkpointer=True keeps its own state across parent invocations; its history; get_state(subgraphs=True); checkpointer=False
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver

class Sub(TypedDict, total=False):
    seen: Annotated[list, operator.add]
    q: str
class P(TypedDict, total=False):
    q: str
    seen: Annotated[list, operator.add]
def remember(s): return {"seen": [s["q"]]}
for flag in (True, None, False):
    sb = StateGraph(Sub); sb.add_node("remember", remember); sb.add_edge(START, "remember")
    sub = sb.compile(checkpointer=flag)
    pb = StateGraph(P); pb.add_node("sub", sub); pb.add_edge(START, "sub"); pb.add_edge("sub", END)
    cp = InMemorySaver(); g = pb.compile(checkpointer=cp)
    cfg = {"configurable": {"thread_id": "1"}}
    for q in ("a", "b", "c"):
        out = g.invoke({"q": q}, cfg)
    print(flag, out)
    ns = sorted({c.config["configurable"]["checkpoint_ns"] for c in cp.list(None)})
    print([n.split(":")[0] + (":<task>" if ":" in n else "") for n in ns], len(list(cp.list(None))))
    if flag:
        scfg = {"configurable": {"thread_id": "1", "checkpoint_ns": "sub"}}
        print(g.get_state(scfg).values, [h.metadata["step"] for h in g.get_state_history(scfg)])
