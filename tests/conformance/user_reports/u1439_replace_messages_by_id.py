# https://github.com/langchain-ai/langgraph/pull/211 : replacing and removing messages by id in a MessagesState thread: a node returning a message with an existing id, update_state with an edited message and with RemoveMessage, a message without an id, and the values / history after each
from langchain_core.messages import AIMessage, HumanMessage, RemoveMessage
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.checkpoint.memory import InMemorySaver
def answer(s):
    last = s["messages"][-1]
    return {"messages": [AIMessage(f"echo {last.content}", id="ai-1")]}
g = StateGraph(MessagesState).add_node("answer", answer).add_edge(START, "answer").add_edge("answer", END).compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
show = lambda: [(type(m).__name__, m.content, m.id) for m in g.get_state(cfg).values["messages"]]
g.invoke({"messages": [HumanMessage("hi", id="h1")]}, cfg)
print(show())
g.invoke({"messages": [HumanMessage("again", id="h2")]}, cfg)
print(show())
g.update_state(cfg, {"messages": [HumanMessage("hi (edited)", id="h1")]})
print(show())
g.update_state(cfg, {"messages": [RemoveMessage(id="h2")]}, as_node="answer")
print(show(), g.get_state(cfg).next)
g.update_state(cfg, {"messages": [AIMessage("no id")]})
print([(t, c, i is not None) for t, c, i in show()])
try:
    g.update_state(cfg, {"messages": [RemoveMessage(id="missing")]})
except Exception as e:
    print(type(e).__name__, str(e)[:120])
print(len(list(g.get_state_history(cfg))))
