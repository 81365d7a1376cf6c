# https://github.com/langchain-ai/langgraph/issues/1569 , HITL docs reports : create_react_agent with interrupt_before=["tools"]: reject a tool call by update_state(as_node="tools") with a ToolMessage vs edit the AIMessage's tool_calls (same id) then continue
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.prebuilt import create_react_agent

class M(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
@tool
def send_mail(to: str) -> str:
    """Send."""
    return f"sent to {to}"
def mk():
    return M(messages=iter([AIMessage("", id="a1", tool_calls=[{"name": "send_mail", "args": {"to": "x@y"}, "id": "t1"}]), AIMessage("ok", id="a2")]))
for mode in ("reject", "edit"):
    agent = create_react_agent(mk(), [send_mail], checkpointer=InMemorySaver(), interrupt_before=["tools"])
    cfg = {"configurable": {"thread_id": mode}}
    out = agent.invoke({"messages": [HumanMessage("mail", id="h")]}, cfg)
    st = agent.get_state(cfg)
    print(mode, st.next, [(type(m).__name__, m.content) for m in out["messages"]])
    if mode == "reject":
        agent.update_state(cfg, {"messages": [ToolMessage("user rejected", tool_call_id="t1", id="rej")]}, as_node="tools")
    else:
        last = st.values["messages"][-1]
        agent.update_state(cfg, {"messages": [AIMessage("", id=last.id, tool_calls=[{"name": "send_mail", "args": {"to": "z@z"}, "id": "t1"}])]})
    st = agent.get_state(cfg)
    print(mode, st.next, st.metadata["source"], st.metadata["step"])
    out = agent.invoke(None, cfg)
    print(mode, [(type(m).__name__, m.content) for m in out["messages"]])
