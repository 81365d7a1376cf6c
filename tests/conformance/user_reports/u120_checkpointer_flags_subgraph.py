# https://github.com/langchain-ai/langgraph/issues/3206 (round 2) : checkpointer=True/False/None subgraphs: state across calls, get_state(subgraphs=True), history namespaces
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    log: Annotated[list, operator.add]

def make(flag):
    def inner(s): return {"log": [f"inner{len(s['log'])}"]}
    sb = StateGraph(S); sb.add_node("inner", inner); sb.add_edge(START, "inner"); sb.add_edge("inner", END)
    sub = sb.compile(checkpointer=flag)
    pb = StateGraph(S); pb.add_node("sub", sub); pb.add_edge(START, "sub"); pb.add_edge("sub", END)
    return pb.compile(checkpointer=InMemorySaver())

for flag in [None, True, False]:
    g = make(flag)
    cfg = {"configurable": {"thread_id": "t"}}
    print(flag, g.invoke({"log": ["a"]}, cfg))
    print(flag, g.invoke({"log": ["b"]}, cfg))
    st = g.get_state(cfg, subgraphs=True)
    print(flag, st.values, [(t.name, t.state) for t in st.tasks])
    for ns, c in g.stream({"log": ["c"]}, cfg, stream_mode="updates", subgraphs=True):
        print(flag, [x.split(":")[0] for x in ns], c)
    print(flag, len(list(g.get_state_history(cfg))))
    cp = g.checkpointer
    nss = sorted({(c.config["configurable"]["checkpoint_ns"].split(":")[0]) for c in cp.list(None)})
    print(flag, nss)
