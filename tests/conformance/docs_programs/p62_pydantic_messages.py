from typing import Annotated
from pydantic import BaseModel, Field
from langchain_core.messages import AnyMessage, AIMessage, HumanMessage
from langgraph.graph import StateGraph, START, END
from langgraph.graph.message import add_messages
from langgraph.checkpoint.memory import InMemorySaver

class State(BaseModel):
    messages: Annotated[list[AnyMessage], add_messages] = Field(default_factory=list)
    turns: int = 0

def bot(state: State):
    return {"messages": [AIMessage(f"turn {state.turns}", id=f"b{state.turns}")], "turns": state.turns + 1}

g = StateGraph(State).add_node(bot).add_edge(START, "bot").add_edge("bot", END).compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
print(g.invoke({"messages": [HumanMessage("hi", id="h1")]}, cfg))
print(g.invoke({"messages": [("user", "again")]}, cfg)["turns"])
for c in g.stream({"messages": [{"role": "user", "content": "x", "id": "h3"}]}, cfg, stream_mode="values", version="v2"):
    print(type(c["data"]).__name__, [m.content for m in c["data"].messages], c["data"].turns)
print(g.get_state(cfg).values["turns"], type(g.get_state(cfg).values).__name__)
print(g.get_input_jsonschema()["properties"].keys())
