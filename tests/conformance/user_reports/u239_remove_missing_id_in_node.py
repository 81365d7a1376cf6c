# https://github.com/langchain-ai/langgraph/issues/5112 , PR 4117 : a node returning RemoveMessage for an id that does not exist (error at the barrier), saved state, next, a retry with None; a tool error task in get_state().tasks
from langchain_core.messages import AIMessage, RemoveMessage
from langgraph.graph import StateGraph, MessagesState, START, END
from langgraph.checkpoint.memory import InMemorySaver

def chat(s): return {"messages": [AIMessage("hi", id="a1")]}
calls = {"n": 0}
def prune(s):
    calls["n"] += 1
    return {"messages": [RemoveMessage(id="ghost" if calls["n"] == 1 else "a1")]}
b = StateGraph(MessagesState); b.add_node(chat); b.add_node(prune); b.add_edge(START, "chat"); b.add_edge("chat", "prune"); b.add_edge("prune", END)
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
try:
    for ch in g.stream({"messages": [("user", "x")]}, cfg, stream_mode="updates"):
        print({k: [(type(m).__name__, m.id) for m in v["messages"]] for k, v in ch.items()})
except Exception as e:
    print("RAISED", type(e).__name__, e)
st = g.get_state(cfg)
print(st.next, [m.id for m in st.values["messages"][1:]], [(t.name, t.error and type(t.error).__name__) for t in st.tasks])
print([m.content for m in g.invoke(None, cfg)["messages"]])
print([(h.metadata["step"], h.next) for h in g.get_state_history(cfg)])
