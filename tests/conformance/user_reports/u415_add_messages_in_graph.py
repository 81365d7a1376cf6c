# https://github.com/langchain-ai/langgraph/issues/5112 : MessagesState graph: id assignment visible in updates vs values chunks, RemoveMessage from a node, replacing an earlier message, update_state with dict messages
from langchain_core.messages import AIMessage, HumanMessage, RemoveMessage
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.checkpoint.memory import InMemorySaver

def a(s):
    return {"messages": [{"role": "assistant", "content": "from dict", "id": "d1"}, ("ai", "from tuple")]}
def b(s):
    first = s["messages"][0]
    return {"messages": [RemoveMessage(id=s["messages"][1].id), HumanMessage("replaced", id=first.id)]}
g = StateGraph(MessagesState).add_node("a", a).add_node("b", b).add_edge(START, "a").add_edge("a", "b").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for mode, ch in g.stream({"messages": [HumanMessage("hi", id="h1")]}, cfg, stream_mode=["updates", "values"]):
    if mode == "values":
        print(mode, [(type(m).__name__, m.content, m.id if m.id in ("h1", "d1") else bool(m.id)) for m in ch["messages"]])
    else:
        for k, v in ch.items():
            print(mode, k, [(type(m).__name__, m.content, m.id if m.id in ("h1", "d1") else m.id is not None) for m in v["messages"]])
g.update_state(cfg, {"messages": [{"role": "user", "content": "later", "id": "l"}]})
print([(type(m).__name__, m.content) for m in g.get_state(cfg).values["messages"]])
g.update_state(cfg, {"messages": [RemoveMessage(id="l")]})
print([(type(m).__name__, m.content) for m in g.get_state(cfg).values["messages"]])
