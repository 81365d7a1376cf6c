# https://github.com/langchain-ai/docs/pull/2276 , langgraph PR 4117 : REMOVE_ALL_MESSAGES then re-adding messages (short-term memory trimming), RemoveMessage by id in nodes
from langchain_core.messages import AIMessage, HumanMessage, RemoveMessage, SystemMessage
from langgraph.graph import StateGraph, MessagesState, START, END
from langgraph.graph.message import REMOVE_ALL_MESSAGES, add_messages
from langgraph.checkpoint.memory import InMemorySaver

def fm(ms): return [(type(m).__name__, m.content, m.id) for m in ms]
def chat(s): return {"messages": [AIMessage(f"reply {len(s['messages'])}", id=f"ai{len(s['messages'])}")]}
def trim(s):
    if len(s["messages"]) > 4:
        return {"messages": [RemoveMessage(id=REMOVE_ALL_MESSAGES), SystemMessage("summary", id="sum"), *s["messages"][-2:]]}
    return {}
def drop_first(s): return {"messages": [RemoveMessage(id=s["messages"][0].id)]}
b = StateGraph(MessagesState); b.add_node(chat); b.add_node(trim)
b.add_edge(START, "chat"); b.add_edge("chat", "trim"); b.add_edge("trim", END)
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for i in range(4):
    out = g.invoke({"messages": [HumanMessage(f"q{i}", id=f"h{i}")]}, cfg)
    print(fm(out["messages"]))
g.update_state(cfg, {"messages": [RemoveMessage(id="sum")]})
print(fm(g.get_state(cfg).values["messages"]))
try:
    g.update_state(cfg, {"messages": [RemoveMessage(id="nope")]})
except Exception as e:
    print(type(e).__name__, e)
print(fm(add_messages([HumanMessage("a", id="1")], [HumanMessage("b", id="2"), RemoveMessage(id=REMOVE_ALL_MESSAGES), HumanMessage("c", id="3")])))
b2 = StateGraph(MessagesState); b2.add_node(drop_first); b2.add_edge(START, "drop_first")
print(fm(b2.compile().invoke({"messages": [HumanMessage("x", id="x"), HumanMessage("y", id="y")]})["messages"]))
