from typing import Any
from langchain_core.language_models.fake_chat_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent

seen = []
class FakeToolModel(FakeMessagesListChatModel):
    def bind_tools(self, tools, **kwargs: Any):
        return self
    def _generate(self, messages, *a, **k):
        seen.append([m.content for m in messages])
        return super()._generate(messages, *a, **k)

@tool
def add(a: int, b: int) -> int:
    """Add."""
    return a + b

def pre(state):
    return {"llm_input_messages": state["messages"][-2:]}
def mk():
    return FakeToolModel(responses=[
        AIMessage("", id="a1", tool_calls=[{"name": "add", "args": {"a": 1, "b": 2}, "id": "c1"}, {"name": "add", "args": {"a": 3, "b": 4}, "id": "c2"}]),
        AIMessage("secret", id="a2"),
    ])
for version in ["v1", "v2"]:
    seen.clear()
    agent = create_react_agent(mk(), [add], pre_model_hook=pre, version=version)
    r = agent.invoke({"messages": [HumanMessage("one", id="u1"), HumanMessage("two", id="u2"), HumanMessage("three", id="u3")]})
    print(version, [(type(m).__name__, m.content) for m in r["messages"]])
    print(seen)
    print(list(agent.get_graph().nodes))
    print(sorted(map(str, (list(c.keys()) for c in create_react_agent(mk(), [add], pre_model_hook=pre, version=version).stream({"messages": [HumanMessage("x", id="x")]}, stream_mode="updates")))))
