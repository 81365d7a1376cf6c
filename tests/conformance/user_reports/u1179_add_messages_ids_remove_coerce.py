# https://github.com/langchain-ai/langgraph/issues/6624 : add_messages fed message dicts, (role, text) tuples, bare strings, messages with and without ids, replacement by id, RemoveMessage of a present and a missing id, REMOVE_ALL_MESSAGES then new messages, and a list mixing them, through a graph with a checkpointer and update_state
from typing import Annotated
from typing_extensions import TypedDict
from langchain_core.messages import AIMessage, HumanMessage, RemoveMessage, ToolMessage
from langgraph.graph import StateGraph, START, END
from langgraph.graph.message import add_messages, REMOVE_ALL_MESSAGES
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    messages: Annotated[list, add_messages]
def show(ms):
    return [(type(m).__name__, m.content, m.id if m.id and len(m.id) < 12 else "<gen>" if m.id else None) for m in ms]
plan = []
def node(s):
    return {"messages": plan.pop(0)}
g = StateGraph(S).add_node("node", node).add_edge(START, "node").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
def step(label, upd, inp=None):
    plan.append(upd)
    try:
        out = g.invoke(inp if inp is not None else {"messages": []}, cfg)
        print(label, show(out["messages"]))
    except Exception as e:
        plan.clear()
        print(label, "!!", type(e).__name__, str(e).splitlines()[0][:200])
step("dicts", [{"role": "user", "content": "hi", "id": "h1"}, {"role": "assistant", "content": "yo"}, ("system", "sys"), "bare"], {"messages": [("user", "start")]})
step("replace by id", [AIMessage("hi again", id="h1")])
step("remove present", [RemoveMessage(id="h1")])
step("remove missing", [RemoveMessage(id="nope")])
step("remove all then new", [RemoveMessage(id=REMOVE_ALL_MESSAGES), HumanMessage("fresh", id="f1"), ("ai", "reply")])
step("tool dict", [{"role": "tool", "content": "res", "tool_call_id": "c1", "id": "t1"}])
step("bad role", [{"role": "wizard", "content": "x"}])
step("single message not list", AIMessage("solo", id="solo"))
g.update_state(cfg, {"messages": [RemoveMessage(id="f1"), ("user", "edited")]}, as_node="node")
print("after update", show(g.get_state(cfg).values["messages"]))
print("direct", show(add_messages([HumanMessage("a", id="1")], [RemoveMessage(id=REMOVE_ALL_MESSAGES)])))
print("direct tuple", show(add_messages(("user", "x"), ("ai", "y"))))
