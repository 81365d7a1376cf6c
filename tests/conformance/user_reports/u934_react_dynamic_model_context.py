# https://github.com/langchain-ai/langgraph/pull/5451 : create_react_agent with a dynamic model (a callable of state and runtime choosing a model per call), a callable prompt, context_schema and a tool reading get_runtime().context; two runs with different contexts: which model answered, the system prompt seen and the tool result
from dataclasses import dataclass
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.runtime import Runtime, get_runtime
seen = []
class Model(GenericFakeChatModel):
    tag: str = ""
    def bind_tools(self, tools, **kw):
        return self
    def invoke(self, msgs, *a, **kw):
        seen.append((self.tag, [m.content for m in msgs if isinstance(m, SystemMessage)]))
        return super().invoke(msgs, *a, **kw)
@dataclass
class Ctx:
    tier: str
@tool
def quota() -> str:
    """quota"""
    return "quota for " + get_runtime(Ctx).context.tier
cheap = Model(tag="cheap", messages=iter([AIMessage("", id="c1", tool_calls=[{"name": "quota", "args": {}, "id": "q1", "type": "tool_call"}]), AIMessage("cheap answer", id="c2")]))
premium = Model(tag="premium", messages=iter([AIMessage("premium answer", id="p1")]))
def pick(state, runtime: Runtime[Ctx]):
    return premium if runtime.context.tier == "gold" else cheap
def prompt(state):
    return [SystemMessage("you have %d messages" % len(state["messages"]))] + state["messages"]
agent = create_react_agent(pick, [quota], prompt=prompt, context_schema=Ctx)
for tier in ["free", "gold"]:
    out = agent.invoke({"messages": [HumanMessage("hi " + tier, id="h")]}, context=Ctx(tier=tier))
    print(tier, [(type(m).__name__, m.content) for m in out["messages"]])
print(seen)
