# https://github.com/langchain-ai/langgraph/issues/5870 , response_format reports : create_react_agent(response_format=...) with a fake model: structured_response after tool calls, (prompt, schema) tuple, graph nodes
from pydantic import BaseModel
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.runnables import RunnableLambda
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent

class Weather(BaseModel):
    temp: int
    city: str

seen = []
class M(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
    def with_structured_output(self, schema, **kw):
        def f(msgs):
            seen.append([type(m).__name__ for m in msgs])
            return Weather(temp=20, city="sf")
        return RunnableLambda(f)

@tool
def get_weather(city: str) -> str:
    """Weather."""
    return f"20 in {city}"

for rf in (Weather, ("Be terse.", Weather)):
    seen.clear()
    model = M(messages=iter([AIMessage("", id="a1", tool_calls=[{"name": "get_weather", "args": {"city": "sf"}, "id": "t1"}]), AIMessage("it is 20", id="a2")]))
    agent = create_react_agent(model, [get_weather], response_format=rf)
    print(sorted(agent.get_graph().nodes))
    out = agent.invoke({"messages": [HumanMessage("weather?", id="h")]})
    print(repr(out["structured_response"]), [type(m).__name__ for m in out["messages"]], seen)
    model = M(messages=iter([AIMessage("", id="a1", tool_calls=[{"name": "get_weather", "args": {"city": "sf"}, "id": "t1"}]), AIMessage("it is 20", id="a2")]))
    agent = create_react_agent(model, [get_weather], response_format=rf)
    print([list(c) for c in agent.stream({"messages": [HumanMessage("weather?", id="h")]}, stream_mode="updates")])
