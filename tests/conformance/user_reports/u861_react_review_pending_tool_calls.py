# https://github.com/langchain-ai/langgraph/issues/2886 , https://github.com/langchain-ai/langgraph/issues/1800 : reviewing a create_react_agent's tool calls with interrupt_before=["tools"]: editing the pending call by update_state with the same message id then resuming, rejecting it with a ToolMessage written as_node="tools", sending a new user message over a dangling tool call (the error), and version v1 / v2 with two tool calls (streamed updates)
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
def call(name, args, id):
    return {"name": name, "args": args, "id": id, "type": "tool_call"}
def show(msgs):
    return [(type(m).__name__, m.content, getattr(m, "tool_calls", None) or getattr(m, "tool_call_id", None), getattr(m, "name", None)) for m in msgs]
from langchain_core.messages import HumanMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.checkpoint.memory import InMemorySaver
def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e).splitlines()[0][:200])
@tool
def search(q: str) -> str:
    """search"""
    return "results for " + q
# review tool call before it runs: interrupt_before tools, edit the call with update_state, resume
m = Model(messages=iter([AIMessage("", id="a1", tool_calls=[call("search", {"q": "cats"}, "s1")]), AIMessage("done", id="a2")]))
agent = create_react_agent(m, [search], checkpointer=InMemorySaver(), interrupt_before=["tools"])
cfg = {"configurable": {"thread_id": "1"}}
t("run", lambda: show(agent.invoke({"messages": [HumanMessage("find", id="h")]}, cfg)["messages"]))
st = agent.get_state(cfg)
t("state", lambda: (st.next, [tk.name for tk in st.tasks]))
last = st.values["messages"][-1]
edited = AIMessage("", id=last.id, tool_calls=[call("search", {"q": "dogs"}, "s1")])
t("update", lambda: agent.update_state(cfg, {"messages": [edited]}) and agent.get_state(cfg).next)
t("resume", lambda: show(agent.invoke(None, cfg)["messages"]))
# reject a tool call: answer it with a ToolMessage as the tools node
m2 = Model(messages=iter([AIMessage("", id="b1", tool_calls=[call("search", {"q": "x"}, "s2")]), AIMessage("ok then", id="b2")]))
agent2 = create_react_agent(m2, [search], checkpointer=InMemorySaver(), interrupt_before=["tools"])
cfg2 = {"configurable": {"thread_id": "2"}}
agent2.invoke({"messages": [HumanMessage("find", id="h")]}, cfg2)
t("reject as tools", lambda: agent2.update_state(cfg2, {"messages": [ToolMessage("rejected by user", tool_call_id="s2", id="rej")]}, as_node="tools") and agent2.get_state(cfg2).next)
t("resume2", lambda: show(agent2.invoke(None, cfg2)["messages"]))
# a new user turn while a tool call is pending (dangling tool call)
m3 = Model(messages=iter([AIMessage("", id="c1", tool_calls=[call("search", {"q": "y"}, "s3")]), AIMessage("fine", id="c2")]))
agent3 = create_react_agent(m3, [search], checkpointer=InMemorySaver(), interrupt_before=["tools"])
cfg3 = {"configurable": {"thread_id": "3"}}
agent3.invoke({"messages": [HumanMessage("find", id="h")]}, cfg3)
t("new turn over dangling", lambda: show(agent3.invoke({"messages": [HumanMessage("never mind", id="h2")]}, cfg3)["messages"]))
t("state3", lambda: agent3.get_state(cfg3).next)
# version v1 vs v2 with two tool calls, stream updates
for version in ["v1", "v2"]:
    m4 = Model(messages=iter([AIMessage("", id="d1", tool_calls=[call("search", {"q": "a"}, "t1"), call("search", {"q": "b"}, "t2")]), AIMessage("both", id="d2")]))
    ag = create_react_agent(m4, [search], version=version)
    t(version, lambda: sorted(str({k: show(v["messages"]) for k, v in ch.items()}) for ch in ag.stream({"messages": [HumanMessage("go", id="h")]}, stream_mode="updates")))
