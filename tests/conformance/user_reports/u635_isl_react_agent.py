# https://github.com/langchain-ai/langgraph/issues/148 , round 1 #53 : create_react_agent hitting remaining_steps with pending tool calls ("Sorry, need more steps") at recursion limits 2..5, with a checkpointer: final messages and next
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langgraph.prebuilt import create_react_agent
from langgraph.errors import GraphRecursionError
@tool
def ping(x: int) -> int:
    """ping"""
    return x
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
def make():
    msgs = iter([AIMessage("", tool_calls=[{"name": "ping", "args": {"x": i}, "id": f"c{i}"}], id=f"a{i}") for i in range(10)])
    return create_react_agent(Model(messages=msgs), [ping])
for lim in (1, 2, 3, 4, 5):
    try:
        out = make().invoke({"messages": [("user", "go")]}, {"recursion_limit": lim})
        print(lim, [(type(m).__name__, m.content, bool(getattr(m, "tool_calls", None))) for m in out["messages"]])
    except GraphRecursionError as e:
        print(lim, "GRE")
