# https://github.com/langchain-ai/langgraph/issues/5112: RemoveMessage does not remove messages from state
from typing import Annotated, TypedDict
from langchain_core.messages import HumanMessage, AIMessage, RemoveMessage
from langgraph.checkpoint.memory import MemorySaver
from langgraph.graph import END, START, StateGraph
from langgraph.graph.message import AnyMessage, add_messages, REMOVE_ALL_MESSAGES

class State(TypedDict):
    messages: Annotated[list[AnyMessage], add_messages]

n = {"i": 0}
class Assistant:
    def __call__(self, state: State):
        n["i"] += 1
        return {"messages": AIMessage(content="Assistant's response.", id=f"ai{n['i']}")}

b = StateGraph(State)
b.add_node("assistant", Assistant())
b.add_edge(START, "assistant"); b.add_edge("assistant", END)
graph = b.compile(checkpointer=MemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
graph.invoke({"messages": [HumanMessage("Hi", id="h1")]}, cfg)
graph.invoke({"messages": [HumanMessage("Again", id="h2")]}, cfg)
msgs = graph.get_state(cfg).values["messages"]
print([m.id for m in msgs])
r = graph.update_state(cfg, {"messages": [RemoveMessage(id=m.id) for m in msgs[:2]]})
st = graph.get_state(cfg)
print([m.id for m in st.values["messages"]], st.next, st.metadata["source"], st.metadata["step"])
graph.update_state(cfg, {"messages": [RemoveMessage(id=REMOVE_ALL_MESSAGES), HumanMessage("fresh", id="f1")]})
print([m.content for m in graph.get_state(cfg).values["messages"]])
try:
    graph.update_state(cfg, {"messages": [RemoveMessage(id="nope")]})
except Exception as e:
    print("raised", type(e).__name__, e)
print(graph.invoke({"messages": [("user", "q")]}, cfg)["messages"][-1].content)
print(add_messages([HumanMessage("a", id="1")], [RemoveMessage(id=REMOVE_ALL_MESSAGES), AIMessage("x", id="2"), AIMessage("y", id="2")]))
print(add_messages([HumanMessage("a", id="1"), AIMessage("b", id="2")], [AIMessage("B", id="2"), RemoveMessage(id="1")]))
