# https://github.com/langchain-ai/langgraph/issues/5112 , PR 4117 : add_messages: ids assigned to id-less messages, replacing by id, RemoveMessage of a missing id, REMOVE_ALL_MESSAGES, dict / tuple / str messages coerced, format="langchain-openai"
from langchain_core.messages import AIMessage, HumanMessage, RemoveMessage, ToolMessage
from langgraph.graph.message import add_messages, REMOVE_ALL_MESSAGES

r = add_messages([HumanMessage("a", id="1")], [AIMessage("b")])
print([(m.content, m.id == "1", m.id is not None) for m in r])
r = add_messages([HumanMessage("a", id="1"), AIMessage("b", id="2")], [HumanMessage("a2", id="1")])
print([(type(m).__name__, m.content, m.id) for m in r])
try:
    add_messages([HumanMessage("a", id="1")], [RemoveMessage(id="9")])
except Exception as e:
    print(type(e).__name__, e)
r = add_messages([HumanMessage("a", id="1"), AIMessage("b", id="2")], [RemoveMessage(id="1"), AIMessage("c", id="3")])
print([(m.content, m.id) for m in r])
r = add_messages([HumanMessage("a", id="1")], [RemoveMessage(id=REMOVE_ALL_MESSAGES), HumanMessage("z", id="5")])
print([(m.content, m.id) for m in r])
r = add_messages([], [{"role": "user", "content": "hi", "id": "u"}, ("ai", "yo"), "plain", {"type": "human", "content": "t", "id": "t"}])
print([(type(m).__name__, m.content, m.id if m.id in ("u", "t") else bool(m.id)) for m in r])
r = add_messages([], HumanMessage("single", id="s"))
print([(m.content, m.id) for m in r])
r = add_messages([HumanMessage("a", id="1")], [AIMessage([{"type": "text", "text": "x"}], id="2", tool_calls=[{"name": "f", "args": {"q": 1}, "id": "c"}])], format="langchain-openai")
for m in r:
    print(type(m).__name__, m.content, getattr(m, "tool_calls", None))
r = add_messages([], [ToolMessage([{"type": "text", "text": "tx"}], tool_call_id="c", id="tm")], format="langchain-openai")
print([(type(m).__name__, m.content) for m in r])
try:
    add_messages([], [{"role": "wizard", "content": "x"}])
except Exception as e:
    print(type(e).__name__, str(e)[:80])
try:
    add_messages([], [RemoveMessage(id="1")])
except Exception as e:
    print(type(e).__name__, e)
