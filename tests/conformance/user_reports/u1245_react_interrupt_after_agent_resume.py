# https://github.com/langchain-ai/langgraph/pull/1526 : create_react_agent(interrupt_after=["agent"]) and a per-run interrupt_before=["tools"] passed to stream: where each pauses (next, the __interrupt__ chunk), continuing with stream(None), and a human answer added with update_state(as_node="tools") that skips the tool
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.checkpoint.memory import InMemorySaver
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
ran = []
@tool
def act(x: str) -> str:
    """act"""
    ran.append(x)
    return "did " + x
def mk():
    return Model(messages=iter([AIMessage("", id="a1", tool_calls=[{"name": "act", "args": {"x": "1"}, "id": "t1", "type": "tool_call"}]), AIMessage("all done", id="a2")]))
agent = create_react_agent(mk(), [act], interrupt_after=["agent"], checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for inp in [{"messages": [HumanMessage("go", id="h")]}, None, None]:
    chunks = list(agent.stream(inp, cfg, stream_mode="updates"))
    print([list(c) for c in chunks], agent.get_state(cfg).next)
agent2 = create_react_agent(mk(), [act], checkpointer=InMemorySaver())
cfg2 = {"configurable": {"thread_id": "2"}}
print([list(c) for c in agent2.stream({"messages": [HumanMessage("go", id="h")]}, cfg2, stream_mode="updates", interrupt_before=["tools"])], agent2.get_state(cfg2).next)
agent2.update_state(cfg2, {"messages": [ToolMessage("human did it", tool_call_id="t1")]}, as_node="tools")
print(agent2.get_state(cfg2).next)
out = agent2.invoke(None, cfg2)
print([(m.type, m.content) for m in out["messages"]], ran)
