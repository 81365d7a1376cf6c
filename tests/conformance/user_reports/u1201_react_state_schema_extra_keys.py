# https://github.com/langchain-ai/langgraph/issues/3564 : create_react_agent(state_schema=...) with extra keys: a callable prompt reading an extra key, a tool reading it through InjectedState("key") and the whole state through InjectedState, the invoke input carrying the extra keys, the output keys, and an input missing them
from typing import Annotated
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent, InjectedState
from langgraph.prebuilt.chat_agent_executor import AgentState
class S(AgentState):
    user: str
    count: int
seen = []
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
    def invoke(self, msgs, *a, **kw):
        ms = msgs.to_messages() if hasattr(msgs, "to_messages") else msgs
        seen.append(ms[0].content)
        return super().invoke(msgs, *a, **kw)
@tool
def whoami(user: Annotated[str, InjectedState("user")]) -> str:
    """who"""
    return "you are " + user
@tool
def keys(state: Annotated[dict, InjectedState]) -> str:
    """keys"""
    return ",".join(sorted(k for k in state if state[k] is not None))
def prompt(s):
    return [SystemMessage("hello %s" % s.get("user"))] + s["messages"]
calls = [{"name": "whoami", "args": {}, "id": "c1", "type": "tool_call"}, {"name": "keys", "args": {}, "id": "c2", "type": "tool_call"}]
for inp in [{"messages": [HumanMessage("hi", id="h")], "user": "ann", "count": 2}, {"messages": [HumanMessage("hi", id="h")]}]:
    seen.clear()
    model = Model(messages=iter([AIMessage("", id="a1", tool_calls=calls), AIMessage("done", id="a2")]))
    agent = create_react_agent(model, [whoami, keys], state_schema=S, prompt=prompt)
    try:
        out = agent.invoke(inp)
        print(sorted(out), out.get("user"), out.get("count"), seen, [m.content for m in out["messages"] if m.type == "tool"])
    except Exception as e:
        print("ERR", type(e).__name__, str(e)[:200], seen)
