# https://github.com/langchain-ai/langgraph/issues/4028 , PR 6254 : Send fan-out to a subgraph whose node interrupts; interrupts listed, id-map resume of all, results joined
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command, Send
class W(TypedDict):
    item: str
    out: Annotated[list, operator.add]
def ask(s): return {"out": [f"{s['item']}={interrupt('value for ' + s['item'])}"]}
worker = StateGraph(W).add_node("ask", ask).add_edge(START, "ask").compile()
class P(TypedDict):
    items: list
    out: Annotated[list, operator.add]
g = (StateGraph(P).add_node("worker", worker).add_node("start", lambda s: {})
     .add_edge(START, "start").add_conditional_edges("start", lambda s: [Send("worker", {"item": i, "out": []}) for i in s["items"]], ["worker"])
     .compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "1"}}
out = g.invoke({"items": ["a", "b"], "out": []}, cfg)
print(sorted(i.value for i in out["__interrupt__"]))
st = g.get_state(cfg)
print(st.next, sorted(i.value for i in st.interrupts))
answers = {i.id: i.value.split()[-1].upper() for i in st.interrupts}
res = g.invoke(Command(resume=answers), cfg)
print(sorted(res["out"]), g.get_state(cfg).next)
