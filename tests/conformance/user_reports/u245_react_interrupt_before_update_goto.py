# https://github.com/langchain-ai/langgraph/issues/1569 , #3003 : create_react_agent(interrupt_before=["tools"]): skip the tool via update_state(Command(goto="agent")) / as_node, history and next
from langchain_core.language_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.checkpoint.memory import InMemorySaver

class M(FakeMessagesListChatModel):
    def bind_tools(self, tools, **kw): return self
@tool
def danger(x: str) -> str:
    """dangerous"""
    return "did " + x
def mk(): return M(responses=[AIMessage("", id="a1", tool_calls=[{"name": "danger", "args": {"x": "rm"}, "id": "d1"}]), AIMessage("ok then", id="a2")])
for how in ("tool_message_as_tools", "as_node_agent", "resume"):
    ag = create_react_agent(mk(), [danger], checkpointer=InMemorySaver(), interrupt_before=["tools"])
    cfg = {"configurable": {"thread_id": how}}
    ag.invoke({"messages": [("user", "do it")]}, cfg)
    st = ag.get_state(cfg); print(how, st.next, [t.name for t in st.tasks])
    if how == "tool_message_as_tools":
        ag.update_state(cfg, {"messages": [ToolMessage("denied", tool_call_id="d1")]}, as_node="tools")
    elif how == "as_node_agent":
        ag.update_state(cfg, {"messages": [AIMessage("cancelled", id="a1")]}, as_node="agent")
    print(ag.get_state(cfg).next)
    out = ag.invoke(None, cfg)
    print([(type(m).__name__, m.content) for m in out["messages"]])
    print([(h.metadata["source"], h.metadata["step"], h.next) for h in ag.get_state_history(cfg)])
