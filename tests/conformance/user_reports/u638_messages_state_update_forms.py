# https://github.com/langchain-ai/langgraph/issues/5112 , #4866 : MessagesState update_state forms: a single message, a tuple, a dict message, a list of strings, replacing by id with a different type, as_node, messages mode does not show update_state
from langchain_core.messages import HumanMessage, AIMessage
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.checkpoint.memory import InMemorySaver
g = StateGraph(MessagesState).add_node("bot", lambda s: {"messages": [AIMessage(f"n={len(s['messages'])}", id=f"b{len(s['messages'])}")]}).add_edge(START, "bot").compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "1"}}
show = lambda: [(type(m).__name__, m.content, m.id if not str(m.id).count("-") else "<uuid>") for m in g.get_state(c).values["messages"]]
g.invoke({"messages": "hello"}, c)
print(show())
for upd in (HumanMessage("single", id="s1"), ("user", "tuple"), {"role": "assistant", "content": "dict", "id": "d1"}, ["str1", "str2"], AIMessage("replaced", id="s1")):
    try:
        g.update_state(c, {"messages": upd})
        print(show()[-4:], g.get_state(c).next)
    except Exception as e:
        print(type(e).__name__, str(e)[:80])
g.update_state(c, {"messages": [HumanMessage("as bot", id="x")]}, as_node="bot")
print(show()[-2:], g.get_state(c).next, g.get_state(c).metadata["source"])
try:
    g.update_state(c, {"messages": [{"role": "robot", "content": "x"}]})
except Exception as e:
    print(type(e).__name__, str(e)[:80])
