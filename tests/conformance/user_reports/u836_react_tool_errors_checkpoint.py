# https://github.com/langchain-ai/langgraph/issues/4176 , https://github.com/langchain-ai/langgraph/issues/2937 : errors raised inside tools of a create_react_agent with a checkpointer: a ValueError (default handling: the ToolMessage text and status), a ToolException, a custom handle_tool_errors message via ToolNode, handle_tool_errors=False (the exception the caller sees and the state/next/tasks the checkpoint keeps), then resuming that failed thread with invoke(None)
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
def call(name, args, id):
    return {"name": name, "args": args, "id": id, "type": "tool_call"}
def show(msgs):
    return [(type(m).__name__, m.content, getattr(m, "tool_calls", None) or getattr(m, "tool_call_id", None), getattr(m, "name", None)) for m in msgs]
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool, ToolException
from langgraph.prebuilt import create_react_agent, ToolNode
from langgraph.checkpoint.memory import InMemorySaver
calls = {"n": 0}
@tool
def flaky(x: int) -> str:
    """flaky"""
    calls["n"] += 1
    if calls["n"] == 1:
        raise ValueError("bad x=%d" % x)
    return "ok %d" % x
@tool
def tex(x: int) -> str:
    """raises ToolException"""
    raise ToolException("tool exploded")
def script():
    return iter([AIMessage("", id="a1", tool_calls=[call("flaky", {"x": 1}, "c1"), call("tex", {"x": 2}, "c2")]), AIMessage("done", id="a2")])
def tm(msgs):
    return [(m.content, getattr(m, "status", None)) for m in msgs if type(m).__name__ == "ToolMessage"]
for label, tools in [("default", [flaky, tex]), ("default flaky ok", [flaky, tex]), ("handle=True", ToolNode([flaky, tex], handle_tool_errors=True)), ("custom", ToolNode([flaky, tex], handle_tool_errors="custom: try again")), ("only ValueError", ToolNode([flaky, tex], handle_tool_errors=(ValueError,)))]:
    calls["n"] = 1 if label == "default flaky ok" else 0
    if label == "default":
        tools = [flaky]  # (one failing call: two at once would race for which error is raised)
    agent = create_react_agent(Model(messages=script() if label != "default" else iter([AIMessage("", id="a1", tool_calls=[call("flaky", {"x": 1}, "c1")])])), tools, checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": label}}
    try:
        print(label, tm(agent.invoke({"messages": [HumanMessage("go", id="h")]}, cfg)["messages"]))
    except Exception as e:
        st = agent.get_state(cfg)
        print(label, "RAISED", type(e).__name__, str(e), st.next, len(st.values["messages"]), [(t.name, type(t.error).__name__) for t in st.tasks])
calls["n"] = 0
agent = create_react_agent(Model(messages=iter([AIMessage("", id="a1", tool_calls=[call("flaky", {"x": 3}, "c1")]), AIMessage("after", id="a2")])), ToolNode([flaky], handle_tool_errors=False), checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "3"}}
try:
    agent.invoke({"messages": [HumanMessage("go", id="h")]}, cfg)
except Exception as e:
    print("RAISED", type(e).__name__, str(e))
st = agent.get_state(cfg)
print(show(st.values["messages"]), st.next, [(t.name, type(t.error).__name__, str(t.error)) for t in st.tasks])
out = agent.invoke(None, cfg)
print(show(out["messages"]), calls["n"])
