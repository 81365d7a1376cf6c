# https://github.com/langchain-ai/langgraph/pull/4529 : create_react_agent(version="v2") with pre_model_hook, post_model_hook and response_format together over a checkpointer: the node names, the updates stream of a tool-calling turn, the final structured_response and the history's next per step
from pydantic import BaseModel
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.runnables import RunnableLambda
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.checkpoint.memory import InMemorySaver
class Out(BaseModel):
    total: int
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
    def with_structured_output(self, schema, **kw):
        return RunnableLambda(lambda msgs: schema(total=len(msgs)))
@tool
def price(item: str) -> int:
    """price"""
    return len(item)
model = Model(messages=iter([AIMessage("", id="a1", tool_calls=[{"name": "price", "args": {"item": i}, "id": "p" + i, "type": "tool_call"} for i in ("ab", "abc")]), AIMessage("sum is 5", id="a2")]))
agent = create_react_agent(model, [price], version="v2", pre_model_hook=lambda s: {"llm_input_messages": s["messages"][-3:]}, post_model_hook=lambda s: {}, response_format=Out, checkpointer=InMemorySaver())
print(sorted(agent.get_graph().nodes))
cfg = {"configurable": {"thread_id": "1"}}
rows = []
for ch in agent.stream({"messages": [HumanMessage("total?", id="h")]}, cfg, stream_mode="updates"):
    for k, v in ch.items():
        v = v or {}
        rows.append((k, repr(v["structured_response"]) if "structured_response" in v else [(type(m).__name__, m.content) for m in v.get("messages", v.get("llm_input_messages", []))]))
print(rows[:3]); print(sorted(map(str, rows[3:5]))); print(rows[5:])
print(repr(agent.get_state(cfg).values["structured_response"]))
print([(h.metadata["step"], h.next) for h in agent.get_state_history(cfg)])
