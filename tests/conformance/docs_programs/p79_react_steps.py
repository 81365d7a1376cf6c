from typing import Any
from langchain_core.language_models.fake_chat_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.errors import GraphRecursionError

class M(FakeMessagesListChatModel):
    def bind_tools(self, tools, **kw): return self
@tool
def ping(n: int) -> str:
    """ping"""
    return f"pong {n}"
loop = [AIMessage("", id=f"a{i}", tool_calls=[{"name": "ping", "args": {"n": i}, "id": f"c{i}"}]) for i in range(20)]
agent = create_react_agent(M(responses=loop), [ping])
r = agent.invoke({"messages": [HumanMessage("go", id="u")]}, {"recursion_limit": 6})
print([(type(m).__name__, m.content) for m in r["messages"]])
try:
    agent.invoke({"messages": [HumanMessage("go", id="u")]}, {"recursion_limit": 2})
except GraphRecursionError as e:
    print("GraphRecursionError", str(e).splitlines()[0])
