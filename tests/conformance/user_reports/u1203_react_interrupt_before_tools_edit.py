# https://github.com/langchain-ai/langgraph/pull/1526 : create_react_agent(interrupt_before=["tools"], checkpointer): the pause (next, tasks, interrupts), then the human edits the pending tool call with update_state(as_node="agent") replacing the AIMessage by id, and invoke(None) runs the edited call; get_state history nodes
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.checkpoint.memory import InMemorySaver
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
@tool
def search(q: str) -> str:
    """search"""
    return "results for " + q
model = Model(messages=iter([AIMessage("", id="a1", tool_calls=[{"name": "search", "args": {"q": "cats"}, "id": "t1", "type": "tool_call"}]), AIMessage("done", id="a2")]))
agent = create_react_agent(model, [search], interrupt_before=["tools"], checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = agent.invoke({"messages": [HumanMessage("find", id="h")]}, cfg)
print(sorted(out), len(out["messages"]))
st = agent.get_state(cfg)
print(st.next, [(t.name, t.interrupts) for t in st.tasks], st.interrupts)
last = st.values["messages"][-1]
edited = AIMessage("", id=last.id, tool_calls=[{"name": "search", "args": {"q": "dogs"}, "id": "t1", "type": "tool_call"}])
nc = agent.update_state(cfg, {"messages": [edited]}, as_node="agent")
st = agent.get_state(cfg)
print(st.next, st.values["messages"][-1].tool_calls[0]["args"], st.metadata["source"], st.metadata["step"])
out = agent.invoke(None, cfg)
print([(m.type, m.content) for m in out["messages"]])
print([(h.metadata["source"], h.metadata["step"], h.next) for h in agent.get_state_history(cfg)])
