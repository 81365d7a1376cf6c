# https://github.com/langchain-ai/langgraph/issues/8764 , PR 5771 , #3003 : durability="exit" resumes: the saver's pending writes after a resume that completes the step, one that interrupts again (a node with two interrupts), Command(resume, update), and a resumed run that fails
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
    note: str
def two(s):
    a = interrupt("first")
    b = interrupt("second")
    if b == "boom":
        raise ValueError("boom")
    return {"log": [f"{a}+{b}"]}
saver = InMemorySaver()
g = StateGraph(S).add_node("pre", lambda s: {"log": ["pre"]}).add_node("two", two).add_edge(START, "pre").add_edge("pre", "two").compile(checkpointer=saver)
def dump(cfg):
    for c in saver.list(cfg):
        print("   ", c.metadata["step"], c.metadata["source"], sorted(c.checkpoint["channel_values"].items()), [(w[1], w[2] if w[1] != "__interrupt__" else [i.value for i in w[2]]) for w in c.pending_writes])
for d in ["exit", "async"]:
    print(d)
    cfg = {"configurable": {"thread_id": d}}
    g.invoke({"log": [], "note": ""}, cfg, durability=d)
    r = g.invoke(Command(resume="A", update={"note": "n1"}), cfg, durability=d)
    print("  after A", [i.value for i in r.get("__interrupt__", [])], r["note"])
    dump(cfg)
    r = g.invoke(Command(resume="B"), cfg, durability=d)
    print("  after B", r)
    dump(cfg)
    cfg2 = {"configurable": {"thread_id": d + "-fail"}}
    g.invoke({"log": [], "note": ""}, cfg2, durability=d)
    g.invoke(Command(resume="A"), cfg2, durability=d)
    try:
        g.invoke(Command(resume="boom"), cfg2, durability=d)
    except ValueError as e:
        print("  raised", e)
    dump(cfg2)
    st = g.get_state(cfg2)
    print("  ", st.next, [(t.name, t.error) for t in st.tasks])
