# a pydantic state with messages (add_messages) next to plain fields
from typing import Annotated
from pydantic import BaseModel, Field
from langchain_core.messages import AIMessage, AnyMessage, HumanMessage
from langgraph.graph import StateGraph, START, END
from langgraph.graph.message import add_messages
from langgraph.checkpoint.memory import InMemorySaver

class State(BaseModel):
    messages: Annotated[list[AnyMessage], add_messages] = Field(default_factory=list)
    counts: list[int] = []
    note: str = ""

def model(st: State):
    print("model", [(type(m).__name__, m.content) for m in st.messages], st.counts, st.note)
    st.messages.append(AIMessage("leak?", id="leak"))
    return {"messages": [AIMessage(f"reply {len(st.messages)}", id=f"r{len(st.counts)}")], "counts": st.counts + [len(st.messages)]}

def route(st: State):
    return "model" if len(st.counts) < 3 else "done"

def done(st: State):
    print("done", [m.id for m in st.messages], st.counts)
    return {"note": "ok"}

g = StateGraph(State)
g.add_node(model).add_node(done)
g.add_edge(START, "model").add_conditional_edges("model", route, ["model", "done"]).add_edge("done", END)
graph = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "t"}}
out = graph.invoke({"messages": [HumanMessage("hi", id="h")]}, cfg)
print([m.content for m in out["messages"]], out["counts"], out["note"])
out = graph.invoke({"messages": [("user", "more")], "counts": []}, cfg)
print([m.content for m in out["messages"]][-3:], out["counts"])
print(type(graph.get_state(cfg).values).__name__, graph.get_state(cfg).values["counts"])
