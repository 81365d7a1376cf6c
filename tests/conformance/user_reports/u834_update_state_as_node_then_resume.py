# https://github.com/langchain-ai/langgraph/issues/1554 , https://github.com/langchain-ai/langgraph/issues/2986 : update_state(as_node=...) on a graph with conditional edges, then invoke(None): which node runs next for each as_node (a router's source, a node with a plain edge, START, a node with Command destinations), next and tasks after each update, and as_node=END / unknown names
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command
class S(TypedDict):
    n: int
    log: Annotated[list, operator.add]
def route(s):
    return "big" if s["n"] > 10 else "small"
def jump(s) -> Command:
    return Command(goto="small", update={"log": ["jump"]})
g = StateGraph(S)
g.add_node("check", lambda s: {"log": ["check"]}); g.add_node("big", lambda s: {"log": ["big"]}); g.add_node("small", lambda s: {"log": ["small"]})
g.add_node("jump", jump, destinations=("small",))
g.add_edge(START, "check"); g.add_conditional_edges("check", route, ["big", "small"]); g.add_edge("big", END); g.add_edge("small", END)
app = g.compile(checkpointer=InMemorySaver(), interrupt_before=["check"])
for i, (as_node, val) in enumerate([("check", 50), ("check", 1), ("big", 3), ("__start__", 20), ("jump", 0), ("__end__", 9), ("nope", 1), (None, 99)]):
    cfg = {"configurable": {"thread_id": str(i)}}
    app.invoke({"n": 0, "log": []}, cfg)
    try:
        app.update_state(cfg, {"n": val}, as_node=as_node)
    except Exception as e:
        print(as_node, "update RAISED", type(e).__name__, str(e)[:100]); continue
    st = app.get_state(cfg)
    print(as_node, st.next, [t.name for t in st.tasks], st.metadata["source"], st.metadata["step"])
    out = app.invoke(None, cfg)
    print("   ", out, app.get_state(cfg).next)
