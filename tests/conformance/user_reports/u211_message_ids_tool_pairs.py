# https://github.com/langchain-ai/langgraph/issues/5112 , add_messages id reports : messages without ids get ids, replacing an AI message by id, tool-call message pairs kept, dict/tuple coercion, format="langchain-openai"
from langchain_core.messages import AIMessage, ToolMessage, HumanMessage
from langgraph.graph import StateGraph, MessagesState, START, END
from langgraph.graph.message import add_messages
from langgraph.checkpoint.memory import InMemorySaver

def fm(ms): return [(type(m).__name__, m.content if not isinstance(m, dict) else m["content"], bool(getattr(m, "id", None)), getattr(m, "tool_call_id", None)) for m in ms]
def agent(s):
    return {"messages": [AIMessage("", tool_calls=[{"name": "t", "args": {}, "id": "tc1"}]), ToolMessage("res", tool_call_id="tc1"), {"role": "assistant", "content": "final"}]}
def edit(s):
    last = s["messages"][-1]
    return {"messages": [AIMessage("final edited", id=last.id)]}
b = StateGraph(MessagesState); b.add_node(agent); b.add_node(edit)
b.add_edge(START, "agent"); b.add_edge("agent", "edit"); b.add_edge("edit", END)
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = g.invoke({"messages": [("user", "hi"), {"role": "user", "content": "again"}]}, cfg)
print(fm(out["messages"]))
ids = [m.id for m in out["messages"]]
print(len(set(ids)) == len(ids), ids == [m.id for m in g.get_state(cfg).values["messages"]])
for ch in g.stream({"messages": "plain string"}, cfg, stream_mode="updates"):
    print({k: fm(v["messages"]) for k, v in ch.items()})
print(fm(g.get_state(cfg).values["messages"]))
m = add_messages([HumanMessage("a", id="1")], [AIMessage("b", id="1")])
print(fm(m), m[0].content)
try:
    print(add_messages([], [{"role": "wizard", "content": "x"}]))
except Exception as e:
    print(type(e).__name__, str(e)[:100])
