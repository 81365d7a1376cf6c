# https://github.com/langchain-ai/langgraph/issues/4523 , #3003 : a subgraph paused at an interrupt: Command(resume=..., update=...) on the parent, update_state on the parent while paused, then resume; what the subgraph sees
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    topic: str
    log: Annotated[list, operator.add]
def ask(s):
    ans = interrupt(f"about {s['topic']}?")
    return {"log": [f"ask saw topic={s['topic']} ans={ans}"]}
sb = StateGraph(S); sb.add_node("ask", ask); sb.add_edge(START, "ask")
pb = StateGraph(S); pb.add_node("prep", lambda s: {"log": ["prep"]}); pb.add_node("sub", sb.compile()); pb.add_node("after", lambda s: {"log": [f"after topic={s['topic']}"]})
pb.add_edge(START, "prep"); pb.add_edge("prep", "sub"); pb.add_edge("sub", "after")
for mode in ("resume+update", "update_state then resume"):
    g = pb.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": mode}}
    print(mode, [i.value for i in g.invoke({"topic": "cats", "log": []}, cfg)["__interrupt__"]])
    if mode == "resume+update":
        out = g.invoke(Command(resume="yes", update={"topic": "dogs"}), cfg)
    else:
        g.update_state(cfg, {"topic": "birds"})
        st = g.get_state(cfg, subgraphs=True)
        print("  paused", st.values["topic"], st.next, [(t.name, t.state.values["topic"] if t.state else None) for t in st.tasks])
        out = g.invoke(Command(resume="ok"), cfg)
    print("  ", out)
