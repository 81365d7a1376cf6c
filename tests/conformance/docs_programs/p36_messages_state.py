from langchain_core.messages import AIMessage, HumanMessage, RemoveMessage, SystemMessage, ToolMessage
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.graph.message import add_messages, REMOVE_ALL_MESSAGES
from langgraph.checkpoint.memory import InMemorySaver

def bot(state: MessagesState):
    return {"messages": [AIMessage(f"reply {len(state['messages'])}", id=f"r{len(state['messages'])}")]}

def trim(state: MessagesState):
    msgs = state["messages"]
    if len(msgs) > 4:
        return {"messages": [RemoveMessage(id=m.id) for m in msgs[:2]]}
    return {}

b = StateGraph(MessagesState)
b.add_node(bot); b.add_node(trim)
b.add_edge(START, "bot"); b.add_edge("bot", "trim"); b.add_edge("trim", END)
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for i in range(4):
    r = g.invoke({"messages": [HumanMessage(f"msg {i}", id=f"h{i}")]}, cfg)
    print([m.id for m in r["messages"]])
r = g.invoke({"messages": [RemoveMessage(id=REMOVE_ALL_MESSAGES), HumanMessage("fresh", id="f")]}, cfg)
print([(m.id, m.content) for m in r["messages"]])
# replace by id
r = g.invoke({"messages": [HumanMessage("fresh edited", id="f")]}, cfg)
print([(m.id, m.content) for m in r["messages"]])
print(add_messages([HumanMessage("a", id="1")], [HumanMessage("b", id="1"), AIMessage("c", id="2")]))
print(add_messages([HumanMessage("a", id="1")], {"role": "assistant", "content": "x", "id": "9"}))
try:
    add_messages([HumanMessage("a", id="1")], [RemoveMessage(id="nope")])
except Exception as e:
    print(type(e).__name__, e)
print(add_messages([], [HumanMessage("a", id="1")], format="langchain-openai") if False else "")
m = add_messages([], "just a string")
print(type(m[0]).__name__, m[0].content, m[0].id is not None)
