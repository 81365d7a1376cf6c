# https://github.com/langchain-ai/langgraph/issues/5112 , PR 2132 : message ids assigned by add_messages as seen by nodes, updates chunks vs get_state, a node returning a message with the same id (replace) and a RemoveMessage list, messages mode metadata nodes
from langchain_core.messages import AIMessage, HumanMessage, RemoveMessage
from langgraph.graph import StateGraph, START, MessagesState
from langgraph.checkpoint.memory import InMemorySaver

ids = []
def a(s):
    ids.append([m.id is not None for m in s["messages"]])
    return {"messages": [AIMessage("one"), AIMessage("two", id="fixed")]}
def b(s):
    ids.append([m.id is not None for m in s["messages"]])
    return {"messages": [AIMessage("two-replaced", id="fixed"), RemoveMessage(id=s["messages"][1].id)]}
g = StateGraph(MessagesState).add_node("a", a).add_node("b", b).add_edge(START, "a").add_edge("a", "b").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for mode, ch in g.stream({"messages": [HumanMessage("hi")]}, cfg, stream_mode=["updates", "messages"]):
    if mode == "messages":
        m, meta = ch
        print(mode, type(m).__name__, m.content, meta["langgraph_node"], meta["langgraph_step"])
    else:
        for k, v in ch.items():
            print(mode, k, [(m.content, m.id == "fixed", m.id is None) for m in v["messages"]])
print(ids)
print([(type(m).__name__, m.content) for m in g.get_state(cfg).values["messages"]])
