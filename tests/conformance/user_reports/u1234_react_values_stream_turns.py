# https://github.com/langchain-ai/langgraph/issues/3665 : create_react_agent(checkpointer=...) streamed with stream_mode="values" over two turns of one thread: how many values chunks each turn yields, the message counts in each, and stream_mode=["values", "updates"] on the second turn
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.checkpoint.memory import InMemorySaver
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
@tool
def now() -> str:
    """time"""
    return "noon"
model = Model(messages=iter([AIMessage("", id="a1", tool_calls=[{"name": "now", "args": {}, "id": "t1", "type": "tool_call"}]), AIMessage("it is noon", id="a2"), AIMessage("you're welcome", id="a3")]))
agent = create_react_agent(model, [now], checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
print([[m.content for m in c["messages"]] for c in agent.stream({"messages": [HumanMessage("time?", id="q1")]}, cfg, stream_mode="values")])
for mode, c in agent.stream({"messages": [HumanMessage("thanks", id="q2")]}, cfg, stream_mode=["values", "updates"]):
    print(mode, [m.content for m in c["messages"]] if mode == "values" else {k: [m.content for m in v["messages"]] for k, v in c.items()})
