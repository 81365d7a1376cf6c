# pydantic state with add_messages, update_state and get_state typed values (issues on pydantic + checkpointer)
from typing import Annotated
from pydantic import BaseModel, Field
from langchain_core.messages import AnyMessage, AIMessage, HumanMessage
from langgraph.graph import StateGraph, START, END
from langgraph.graph.message import add_messages
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command

class State(BaseModel):
    messages: Annotated[list[AnyMessage], add_messages] = Field(default_factory=list)
    count: int = 0
    note: str | None = None

def chat(state: State):
    return {"messages": [AIMessage(f"reply {state.count}", id=f"r{state.count}")], "count": state.count + 1}
def ask(state: State):
    return {"note": interrupt("note?")}

b = StateGraph(State); b.add_node("chat", chat); b.add_node("ask", ask)
b.add_edge(START, "chat"); b.add_edge("chat", "ask"); b.add_edge("ask", END)
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = g.invoke({"messages": [HumanMessage("hi", id="h")]}, cfg)
print(type(out).__name__, sorted(out), out["count"])
st = g.get_state(cfg)
print(type(st.values).__name__, st.values["count"], [m.content for m in st.values["messages"]])
g.update_state(cfg, {"count": 10, "messages": [HumanMessage("edited", id="h")]})
print(g.get_state(cfg).values["count"], [m.content for m in g.get_state(cfg).values["messages"]])
out = g.invoke(Command(resume="n1"), cfg, version="v2")
print(type(out.value).__name__, out.value.note, out.value.count)
try:
    g.update_state(cfg, {"count": "not an int"})
    print("updated", g.get_state(cfg).values["count"])
    print(g.invoke({"messages": []}, cfg)["count"])
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
