# https://github.com/langchain-ai/langgraph/pull/3470 , PR 4785 : create_react_agent version="v2" with response_format and a post_model_hook: tasks stream (names), structured_response, a tool returning Command with extra state
from typing import Annotated
from pydantic import BaseModel
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.runnables import RunnableLambda
from langchain_core.tools import tool, InjectedToolCallId
from langgraph.prebuilt import create_react_agent
from langgraph.prebuilt.chat_agent_executor import AgentState
from langgraph.types import Command

class Ans(BaseModel):
    n: int
class St(AgentState):
    counter: int
    structured_response: Ans
class M(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
    def with_structured_output(self, schema, **kw):
        return RunnableLambda(lambda msgs: Ans(n=len(msgs)))

@tool
def inc(by: int, tcid: Annotated[str, InjectedToolCallId]) -> Command:
    """Increment."""
    return Command(update={"counter": by, "messages": [ToolMessage(f"+{by}", tool_call_id=tcid)]})

model = M(messages=iter([AIMessage("", id="a1", tool_calls=[{"name": "inc", "args": {"by": 2}, "id": "t1"}, {"name": "inc", "args": {"by": 3}, "id": "t2"}]), AIMessage("fin", id="a2")]))
agent = create_react_agent(model, [inc], state_schema=St, response_format=Ans, post_model_hook=lambda s: {}, version="v2")
names = []
for mode, ch in agent.stream({"messages": [HumanMessage("go", id="h")], "counter": 0}, stream_mode=["tasks", "values"]):
    if mode == "tasks" and "result" not in ch:
        names.append(ch["name"])
    elif mode == "values":
        last = ch
print(names)
print(last["counter"], repr(last.get("structured_response")), [(type(m).__name__, m.content) for m in last["messages"]])
