# https://github.com/langchain-ai/langgraph/issues/1909 : a pydantic state with messages: Annotated[list[AnyMessage], add_messages] fed message dicts, (role, text) tuples and message objects at input, from nodes and through update_state: the message types and contents nodes see, and the ids kept
from typing import Annotated
from pydantic import BaseModel
from langchain_core.messages import AnyMessage, AIMessage, HumanMessage
from langgraph.graph import StateGraph, START, END
from langgraph.graph.message import add_messages
from langgraph.checkpoint.memory import InMemorySaver
class S(BaseModel):
    messages: Annotated[list[AnyMessage], add_messages]
    note: str = ""
def show(ms): return [(type(m).__name__, m.content, m.id if m.id and len(m.id) < 10 else "<gen>") for m in ms]
def n1(s):
    print("n1 sees", show(s.messages))
    return {"messages": [{"role": "assistant", "content": "from dict", "id": "d1"}, ("ai", "from tuple")]}
def n2(s):
    print("n2 sees", show(s.messages))
    return {"messages": [AIMessage("replaced", id="d1")], "note": "n2"}
g = StateGraph(S).add_node("n1", n1).add_node("n2", n2).add_edge(START, "n1").add_edge("n1", "n2").add_edge("n2", END).compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for inp in [{"messages": [{"role": "user", "content": "hi", "id": "u1"}]}, {"messages": [("user", "tuple in")]}, S(messages=[HumanMessage("obj", id="o1")])]:
    try:
        out = g.invoke(inp, cfg)
        print("out", show(out["messages"]), out["note"])
    except Exception as e:
        print("!!", type(e).__name__, str(e).splitlines()[0][:200])
g.update_state(cfg, {"messages": [{"role": "user", "content": "edited", "id": "e1"}]}, as_node="n2")
print("after update", show(g.get_state(cfg).values["messages"])[-2:])
try:
    g.invoke({"messages": [{"role": "nobody", "content": "x"}]}, cfg)
except Exception as e:
    print("bad role", type(e).__name__, str(e).splitlines()[0][:200])
