# https://github.com/langchain-ai/langgraph/issues/4866 , #5112 : pydantic BaseModel state with add_messages, RemoveMessage in a node, update_state with a dict, extra reducer key
import operator
from typing import Annotated
from pydantic import BaseModel, Field
from langchain_core.messages import AnyMessage, AIMessage, HumanMessage, RemoveMessage
from langgraph.graph import StateGraph, START, END
from langgraph.graph.message import add_messages
from langgraph.checkpoint.memory import InMemorySaver

class State(BaseModel):
    messages: Annotated[list[AnyMessage], add_messages] = Field(default_factory=list)
    notes: Annotated[list[str], operator.add] = Field(default_factory=list)
    turn: int = 0
def chat(s: State):
    return {"messages": [AIMessage(f"turn {s.turn}", id=f"a{s.turn}")], "turn": s.turn + 1, "notes": [type(s.messages[0]).__name__]}
def prune(s: State):
    if len(s.messages) > 3:
        return {"messages": [RemoveMessage(id=m.id) for m in s.messages[:-3]]}
    return {}
b = StateGraph(State); b.add_node(chat); b.add_node(prune); b.add_edge(START, "chat"); b.add_edge("chat", "prune"); b.add_edge("prune", END)
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for i in range(3):
    out = g.invoke({"messages": [HumanMessage(f"h{i}", id=f"h{i}")]}, cfg)
    print([(type(m).__name__, m.content) for m in out["messages"]], out["turn"], out["notes"])
g.update_state(cfg, {"messages": [RemoveMessage(id="a2")], "turn": 10})
st = g.get_state(cfg); print(type(st.values).__name__, [m.id for m in st.values["messages"]], st.values["turn"])
print(g.invoke({"messages": [("user", "x")]}, cfg)["turn"])
try:
    g.invoke({"turn": "notanint"}, {"configurable": {"thread_id": "2"}})
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
