# https://github.com/langchain-ai/langgraph/issues/2373 , https://github.com/langchain-ai/langgraph/issues/6208 : map-reduce over sub-agent workers (a subgraph with its own schema) reached by Send, each asking for approval: the pending workers' nested states, resuming one worker by interrupt id then the other, the merge after both, and the history
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Send, interrupt, Command
class P(TypedDict):
    items: list
    done: Annotated[list, operator.add]
class W(TypedDict):
    item: str
    done: list
def draft(s):
    return {"done": ["draft:" + s["item"]]}
def check(s):
    ok = interrupt({"item": s["item"]})
    return {"done": ["%s:%s" % (s["item"], ok)]}
worker = StateGraph(W).add_node("draft", draft).add_node("check", check).add_edge(START, "draft").add_edge("draft", "check").compile()
def fan(s):
    return [Send("worker", {"item": i, "done": []}) for i in s["items"]]
app = StateGraph(P).add_node("worker", worker).add_node("merge", lambda s: {"done": ["merged %d" % len(s["done"])]})
app.add_conditional_edges(START, fan, ["worker"]); app.add_edge("worker", "merge"); app.add_edge("merge", END)
app = app.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = app.invoke({"items": ["x", "y"], "done": []}, cfg)
print(sorted(i.value["item"] for i in out["__interrupt__"]), out["done"])
st = app.get_state(cfg, subgraphs=True)
print(st.next, sorted((t.name, t.state.values["done"], t.state.next) for t in st.tasks))
ids = {i.value["item"]: i.id for i in st.interrupts}
out = app.invoke(Command(resume={ids["y"]: "ok"}), cfg)
print(sorted(out["done"]), sorted(i.value["item"] for i in out.get("__interrupt__", [])))
out = app.invoke(Command(resume={ids["x"]: "fine"}), cfg)
print(sorted(out["done"][:-1]), out["done"][-1], out.get("__interrupt__"))
print([(h.metadata["step"], h.next) for h in app.get_state_history(cfg)])
