# https://github.com/langchain-ai/langgraph/issues/2935 , round 1 #78 : interrupt() inside a conditional-edge function of a subgraph; the subgraph node's update before it; resume picks the route; subgraphs=True updates; get_state(subgraphs=True)
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    draft: str
    out: str
def write(s):
    return {"draft": s["draft"] + "+w"}
def route(s):
    ans = interrupt({"draft": s["draft"]})
    return "publish" if ans == "ok" else "rewrite"
sub = (StateGraph(S).add_node("write", write).add_node("publish", lambda s: {"out": "published " + s["draft"]})
       .add_node("rewrite", lambda s: {"out": "rewritten"}).add_edge(START, "write").add_conditional_edges("write", route, ["publish", "rewrite"]).compile())
g = StateGraph(S).add_node("sub", sub).add_edge(START, "sub").compile(checkpointer=InMemorySaver())
for ans in ["ok", "no"]:
    cfg = {"configurable": {"thread_id": ans}}
    for ns, ch in g.stream({"draft": "d", "out": ""}, cfg, stream_mode="updates", subgraphs=True):
        print(tuple(x.split(":")[0] for x in ns), {k: ([i.value for i in v] if k == "__interrupt__" else v) for k, v in ch.items()})
    st = g.get_state(cfg, subgraphs=True)
    print(st.next, st.tasks[0].state.values, st.tasks[0].state.next, [t.name for t in st.tasks[0].state.tasks])
    for ns, ch in g.stream(Command(resume=ans), cfg, stream_mode="updates", subgraphs=True):
        print(tuple(x.split(":")[0] for x in ns), ch)
    print(g.get_state(cfg).values)
