# https://github.com/langchain-ai/langgraph/issues/4866 : get_state(subgraphs=True) while two Send-reached subgraph workers are paused on interrupts: each task's name, interrupts, child state values and next; the state of one worker via its task config; resuming one by id map then the other
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send, interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class W(TypedDict, total=False):
    topic: str
    draft: str
    done: Annotated[list, operator.add]
def write(s):
    return {"draft": "draft on " + s["topic"]}
def review(s):
    ok = interrupt({"review": s["draft"]})
    return {"done": [f"{s['topic']}:{ok}"]}
worker = StateGraph(W).add_node("write", write).add_node("review", review).add_edge(START, "write").add_edge("write", "review").compile()
class P(TypedDict, total=False):
    topics: list
    done: Annotated[list, operator.add]
g = (StateGraph(P).add_node("worker", worker).add_conditional_edges(START, lambda s: [Send("worker", {"topic": t}) for t in s["topics"]], ["worker"])
     .add_edge("worker", END).compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "1"}}
out = g.invoke({"topics": ["cats", "dogs"]}, cfg)
print(sorted(i.value["review"] for i in out["__interrupt__"]))
st = g.get_state(cfg, subgraphs=True)
print(st.next, st.values)
rows = []
for t in st.tasks:
    rows.append((t.name, [i.value for i in t.interrupts], t.state.values, t.state.next))
print(sorted(map(str, rows)))
by_topic = {t.state.values["topic"]: t for t in st.tasks}
child_cfg = by_topic["cats"].state.config
print(g.get_state(child_cfg).values)
iid = by_topic["cats"].interrupts[0].id
out = g.invoke(Command(resume={iid: "yes"}), cfg)
print(out.get("done"), [i.value for i in out.get("__interrupt__", [])])
st = g.get_state(cfg, subgraphs=True)
print(st.next, [(t.name, t.state.values.get("topic")) for t in st.tasks])
out = g.invoke(Command(resume="no"), cfg)
print(sorted(out["done"]))
