# https://github.com/langchain-ai/langgraph/issues/1761 , #7066 : SqliteSaver round trip of messages with additional_kwargs, response_metadata, usage_metadata, tool_calls, invalid_tool_calls, ToolMessage artifact/status, content blocks, RemoveMessage-free history; reload equality
import sqlite3, tempfile, os
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage, SystemMessage
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.checkpoint.sqlite import SqliteSaver
msgs = [
    SystemMessage("sys", id="s"),
    HumanMessage([{"type": "text", "text": "look"}, {"type": "image_url", "image_url": {"url": "data:x"}}], id="h", name="ann"),
    AIMessage("", id="a", tool_calls=[{"name": "t", "args": {"q": 1}, "id": "c1"}], additional_kwargs={"refusal": None},
              response_metadata={"model_name": "m", "finish_reason": "tool_calls"}, usage_metadata={"input_tokens": 3, "output_tokens": 4, "total_tokens": 7},
              invalid_tool_calls=[{"name": "bad", "args": "{oops", "id": "c2", "error": "json", "type": "invalid_tool_call"}]),
    ToolMessage("res", tool_call_id="c1", id="t1", artifact={"raw": [1, 2]}, status="error", name="t"),
]
def node(s):
    return {"messages": msgs}
g0 = StateGraph(MessagesState).add_node("n", node).add_edge(START, "n").add_edge("n", END)
db = os.path.join(tempfile.mkdtemp(), "m.db")
cfg = {"configurable": {"thread_id": "1"}}
with sqlite3.connect(db, check_same_thread=False) as conn:
    g0.compile(checkpointer=SqliteSaver(conn)).invoke({"messages": []}, cfg)
with sqlite3.connect(db, check_same_thread=False) as conn:
    vals = g0.compile(checkpointer=SqliteSaver(conn)).get_state(cfg).values["messages"]
for m, orig in zip(vals, msgs):
    print(type(m).__name__, m == orig, m.content, m.id, getattr(m, "name", None))
    print("  ", m.additional_kwargs, m.response_metadata, getattr(m, "tool_calls", None), getattr(m, "invalid_tool_calls", None), getattr(m, "usage_metadata", None), getattr(m, "artifact", None), getattr(m, "status", None))
