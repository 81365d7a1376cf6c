# https://github.com/langchain-ai/langgraph/pull/4457 : create_react_agent with a dynamic model (a callable (state, runtime) -> model picking by runtime.context) and context_schema; runs with two contexts, which model answered, and that the tools are bound by the agent (bind_tools called with the tool names)
from dataclasses import dataclass
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.runtime import Runtime
bound = []
class Model(GenericFakeChatModel):
    tag: str = ""
    def bind_tools(self, tools, **kw):
        bound.append((self.tag, sorted(getattr(t, "name", None) or t.__name__ for t in tools)))
        return self
@tool
def ping(x: str) -> str:
    """ping"""
    return "pong " + x
@dataclass
class Ctx:
    tier: str
fast = Model(tag="fast", messages=iter([AIMessage("fast answer", id="f%d" % i) for i in range(5)]))
smart = Model(tag="smart", messages=iter([AIMessage("", id="s0", tool_calls=[{"name": "ping", "args": {"x": "1"}, "id": "p", "type": "tool_call"}])] + [AIMessage("smart answer", id="s%d" % i) for i in range(1, 5)]))
def pick(state, runtime: Runtime[Ctx]):
    m = smart if runtime.context.tier == "pro" else fast
    return m.bind_tools([ping])
agent = create_react_agent(pick, [ping], context_schema=Ctx)
for tier in ["free", "pro"]:
    out = agent.invoke({"messages": [HumanMessage("hi", id="h")]}, context=Ctx(tier=tier))
    print(tier, [(m.type, m.content) for m in out["messages"]], bound)
    bound.clear()
