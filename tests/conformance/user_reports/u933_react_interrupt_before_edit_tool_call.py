# https://github.com/langchain-ai/langgraph/issues/1341 : the classic review-a-tool-call loop: create_react_agent(interrupt_before=["tools"]), the user edits the pending AIMessage's tool call args via update_state (same message id), resumes with invoke(None); then a second turn rejected by adding a ToolMessage with update_state(as_node="tools"); next/values/history sources at each point
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.checkpoint.memory import InMemorySaver
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
@tool
def transfer(amount: int) -> str:
    """transfer"""
    return "moved %d" % amount
model = Model(messages=iter([AIMessage("", id="a1", tool_calls=[{"name": "transfer", "args": {"amount": 1000}, "id": "t1", "type": "tool_call"}]), AIMessage("done", id="a2"), AIMessage("", id="a3", tool_calls=[{"name": "transfer", "args": {"amount": 5}, "id": "t2", "type": "tool_call"}]), AIMessage("ok, not sent", id="a4")]))
agent = create_react_agent(model, [transfer], interrupt_before=["tools"], checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
def msgs(v):
    return [(type(m).__name__, m.content, getattr(m, "tool_calls", None) or getattr(m, "tool_call_id", None)) for m in v["messages"]]
agent.invoke({"messages": [HumanMessage("send 1000", id="h1")]}, cfg)
st = agent.get_state(cfg)
last = st.values["messages"][-1]
print(st.next, msgs(st.values)[-1])
edited = AIMessage("", id=last.id, tool_calls=[{"name": "transfer", "args": {"amount": 100}, "id": "t1", "type": "tool_call"}])
print(agent.update_state(cfg, {"messages": [edited]})["configurable"].keys())
st = agent.get_state(cfg)
print(st.next, msgs(st.values)[-1], st.metadata["source"], st.metadata["step"])
print(msgs(agent.invoke(None, cfg)))
agent.invoke({"messages": [HumanMessage("send 5", id="h2")]}, cfg)
agent.update_state(cfg, {"messages": [ToolMessage("user declined", tool_call_id="t2", id="tm2")]}, as_node="tools")
st = agent.get_state(cfg)
print(st.next, msgs(st.values)[-2:])
print(msgs(agent.invoke(None, cfg))[-3:])
print([(h.metadata["step"], h.metadata["source"], h.next) for h in agent.get_state_history(cfg)])
