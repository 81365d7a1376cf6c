# https://github.com/langchain-ai/langgraph/issues/5112 , PR 4117 : a MessagesState subclass with extra keys, add_messages(format="langchain-openai") via a custom reducer, message dicts coerced, ids assigned, RemoveMessage by id in update_state
from typing import Annotated
from langchain_core.messages import AIMessage, HumanMessage, RemoveMessage
from langgraph.graph import StateGraph, START, MessagesState
from langgraph.graph.message import add_messages
from langgraph.checkpoint.memory import InMemorySaver

class Chat(MessagesState):
    summary: str
class Fmt(MessagesState):
    messages: Annotated[list, add_messages(format="langchain-openai")]
def reply(state):
    return {"messages": [{"role": "assistant", "content": "hi back", "id": "r1"}], "summary": "greeted"} if "summary" in Chat.__annotations__ and isinstance(state, dict) and "summary" in state or True else {}
b = StateGraph(Chat); b.add_node("reply", lambda s: {"messages": [AIMessage("hi back", id="r1")], "summary": "greeted"}); b.add_edge(START, "reply")
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = g.invoke({"messages": [{"role": "user", "content": "hello", "id": "u1"}], "summary": ""}, cfg)
print([(type(m).__name__, m.content, m.id) for m in out["messages"]], out["summary"])
g.update_state(cfg, {"messages": [RemoveMessage(id="u1")]})
print([(type(m).__name__, m.id) for m in g.get_state(cfg).values["messages"]])
f = StateGraph(Fmt); f.add_node("n", lambda s: {"messages": [AIMessage([{"type": "text", "text": "block"}], id="b1")]}); f.add_edge(START, "n")
try:
    fo = f.compile().invoke({"messages": [HumanMessage("q", id="q")]})
    print([(type(m).__name__, m.content) for m in fo["messages"]])
except Exception as e:
    print("format raised", type(e).__name__, str(e).splitlines()[0])
