# https://github.com/langchain-ai/langgraph/issues/2220 : create_react_agent(state_schema=<AgentStatePydantic subclass with extra fields and defaults>): a tool reading a field through InjectedState, the invoke output type and keys, and a run whose input omits the extra fields
from typing import Annotated
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent, InjectedState
from langgraph.prebuilt.chat_agent_executor import AgentStatePydantic
class S(AgentStatePydantic):
    lang: str = "en"
    visits: int = 0
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
@tool
def greet(state: Annotated[S, InjectedState]) -> str:
    """greet"""
    return "%s:%s:%d" % (type(state).__name__, state.lang, state.visits)
@tool
def lang(lang: Annotated[str, InjectedState("lang")]) -> str:
    """lang"""
    return "lang=" + lang
for inp in [{"messages": [HumanMessage("hi", id="h")], "lang": "fr", "visits": 3}, {"messages": [HumanMessage("hi", id="h")]}]:
    model = Model(messages=iter([AIMessage("", id="a1", tool_calls=[{"name": "greet", "args": {}, "id": "t1", "type": "tool_call"}, {"name": "lang", "args": {}, "id": "t2", "type": "tool_call"}]), AIMessage("done", id="a2")]))
    agent = create_react_agent(model, [greet, lang], state_schema=S)
    try:
        out = agent.invoke(inp)
        print(type(out).__name__, sorted(out), out["lang"], out["visits"], [m.content for m in out["messages"] if m.type == "tool"])
    except Exception as e:
        print("ERR", type(e).__name__, str(e)[:200])
