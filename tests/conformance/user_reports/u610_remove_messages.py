# https://github.com/langchain-ai/langgraph/issues/5112 , PR 4117 , langchain PR 23636 : MessagesState with RemoveMessage by id from nodes and update_state, REMOVE_ALL_MESSAGES then new messages, removing an unknown id, RemoveMessage mixed with replacements
from langchain_core.messages import HumanMessage, AIMessage, RemoveMessage
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.graph.message import REMOVE_ALL_MESSAGES, add_messages
from langgraph.checkpoint.memory import InMemorySaver
def reply(s):
    return {"messages": [AIMessage(f"echo {s['messages'][-1].content}", id=f"ai{len(s['messages'])}")]}
def trim(s):
    if len(s["messages"]) > 3:
        return {"messages": [RemoveMessage(id=m.id) for m in s["messages"][:-2]]}
    return {}
g = StateGraph(MessagesState).add_node("reply", reply).add_node("trim", trim).add_edge(START, "reply").add_edge("reply", "trim").add_edge("trim", END).compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "1"}}
show = lambda ms: [(type(m).__name__, m.content, m.id) for m in ms]
for i in range(3):
    print(show(g.invoke({"messages": [HumanMessage(f"m{i}", id=f"h{i}")]}, c)["messages"]))
g.update_state(c, {"messages": [RemoveMessage(id="ai3")]})
print(show(g.get_state(c).values["messages"]))
g.update_state(c, {"messages": [RemoveMessage(id=REMOVE_ALL_MESSAGES), HumanMessage("fresh", id="f")]})
print(show(g.get_state(c).values["messages"]), g.get_state(c).next)
try:
    g.update_state(c, {"messages": [RemoveMessage(id="nope")]})
except Exception as e:
    print(type(e).__name__, e)
print(show(add_messages([HumanMessage("a", id="1"), HumanMessage("b", id="2")], [RemoveMessage(id="1"), HumanMessage("B", id="2")])))
print(show(add_messages([HumanMessage("a", id="1")], [HumanMessage("x", id="9"), RemoveMessage(id=REMOVE_ALL_MESSAGES), HumanMessage("y", id="8")])))
print(show(list(g.stream({"messages": [HumanMessage("again", id="h9")]}, c, stream_mode="values"))[-1]["messages"]))
