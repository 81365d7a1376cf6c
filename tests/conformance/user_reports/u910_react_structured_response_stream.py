# https://github.com/langchain-ai/langgraph/issues/4756 : create_react_agent(response_format=Model) with a checkpointer over two turns: the structured_response node's update in the stream, the state's structured_response after each turn, and what messages the structured-output model saw on the second turn
from pydantic import BaseModel
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.runnables import RunnableLambda
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.checkpoint.memory import InMemorySaver
class Answer(BaseModel):
    city: str
    temp: int
seen = []
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
    def with_structured_output(self, schema, **kw):
        def f(msgs):
            seen.append([(type(m).__name__, m.content) for m in msgs])
            return schema(city="sf", temp=len(msgs))
        return RunnableLambda(f)
@tool
def weather(city: str) -> str:
    """weather"""
    return "sunny in " + city
model = Model(messages=iter([AIMessage("", id="a1", tool_calls=[{"name": "weather", "args": {"city": "sf"}, "id": "t1", "type": "tool_call"}]), AIMessage("sunny", id="a2"), AIMessage("still sunny", id="a3")]))
agent = create_react_agent(model, [weather], response_format=("Answer tersely", Answer), checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for q in ["weather in sf?", "and now?"]:
    for ch in agent.stream({"messages": [HumanMessage(q, id=q)]}, cfg, stream_mode="updates"):
        print({k: (repr(v.get("structured_response")) if "structured_response" in v else [(type(m).__name__, m.content) for m in v.get("messages", [])]) for k, v in ch.items()})
    print(repr(agent.get_state(cfg).values["structured_response"]))
print(seen)
