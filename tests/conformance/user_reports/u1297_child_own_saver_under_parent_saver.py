# https://github.com/langchain-ai/langgraph/issues/3206 : a child compiled with its own InMemorySaver instance under a parent with another: where each checkpoint lands (counts per saver and namespace), the child's interrupt and resume through the parent, and get_state(subgraphs=True)
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def ask(s): return {"log": ["ans " + str(interrupt("q"))]}
child_saver, parent_saver = InMemorySaver(), InMemorySaver()
child = StateGraph(S).add_node("c", lambda s: {"log": ["c"]}).add_node("ask", ask).add_edge(START, "c").add_edge("c", "ask").compile(checkpointer=child_saver)
g = StateGraph(S).add_node("child", child).add_edge(START, "child").compile(checkpointer=parent_saver)
cfg = {"configurable": {"thread_id": "t"}}
def where():
    out = []
    for label, sv in [("child_saver", child_saver), ("parent_saver", parent_saver)]:
        d = {}
        for c in sv.list(None):
            k = c.config["configurable"]["checkpoint_ns"].split(":")[0] or "<root>"
            d[k] = d.get(k, 0) + 1
        out.append((label, sorted(d.items())))
    return out
try:
    r = g.invoke({"log": []}, cfg)
    print(r["log"], [i.value for i in r.get("__interrupt__", [])], where())
    st = g.get_state(cfg, subgraphs=True)
    print(st.next, [(t.name, t.state.values if t.state is not None and hasattr(t.state, "values") else t.state) for t in st.tasks])
    print(g.invoke(Command(resume="R"), cfg), where())
except Exception as e:
    print("!!", type(e).__name__, str(e)[:200])
