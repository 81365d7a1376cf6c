# https://github.com/langchain-ai/langgraph/pull/6220 , langchain PR 32705 : (the wrapper's calls listed sorted: tool calls run in threads) ToolNode(wrap_tool_call=...) retrying a failing call, rewriting the args, short-circuiting with a ToolMessage, returning a Command; the request object fields; awrap_tool_call in ainvoke
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langchain_core.runnables import RunnableLambda
class Model(GenericFakeChatModel):
    seen: list = []
    def bind_tools(self, tools, **kw):
        self.seen.append(("bind", sorted(getattr(t, "name", getattr(t, "__name__", str(t))) for t in tools), sorted(kw)))
        return self
    def _generate(self, messages, stop=None, run_manager=None, **kw):
        self.seen.append([(type(m).__name__, m.content) for m in messages])
        return super()._generate(messages, stop=stop, run_manager=run_manager, **kw)
    def with_structured_output(self, schema, **kw):
        def make(msgs):
            self.seen.append(("structured", [(type(m).__name__, m.content) for m in (msgs.to_messages() if hasattr(msgs, "to_messages") else msgs)]))
            return schema(**{"answer": "forty-two"}) if isinstance(schema, type) else {"answer": "forty-two"}
        return RunnableLambda(make)
def call(name, args, id):
    return {"name": name, "args": args, "id": id, "type": "tool_call"}
def show(msgs):
    return [(type(m).__name__, m.content, getattr(m, "tool_calls", None) or getattr(m, "tool_call_id", None), getattr(m, "name", None)) for m in msgs]
import asyncio
from langchain_core.messages import ToolMessage
from langchain_core.tools import tool
from langgraph.prebuilt import ToolNode
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.types import Command
attempts = {"n": 0}
@tool
def flaky(x: int) -> str:
    """flaky"""
    attempts["n"] += 1
    if attempts["n"] < 2:
        raise ValueError("first fails")
    return f"ok {x} after {attempts['n']}"
@tool
def double(x: int) -> int:
    """double"""
    return x * 2
seen_requests = []
def wrapper(request, execute):
    seen_requests.append(("request", sorted(k for k in vars(request) if not k.startswith("_")) if hasattr(request, "__dict__") else type(request).__name__, request.tool_call["name"], request.tool.name if request.tool else None))
    name = request.tool_call["name"]
    if name == "flaky":
        try:
            return execute(request)
        except ValueError:
            return execute(request)
    if name == "double":
        request.tool_call["args"]["x"] = 100
        return execute(request)
    if name == "blocked":
        return ToolMessage("blocked by wrapper", tool_call_id=request.tool_call["id"], name=name)
    return execute(request)
def in_graph(node):
    return StateGraph(MessagesState).add_node("tools", node).add_edge(START, "tools").compile()
node = ToolNode([flaky, double], wrap_tool_call=wrapper, handle_tool_errors=False)
calls = [call("flaky", {"x": 1}, "c1"), call("double", {"x": 2}, "c2"), call("blocked", {}, "c3")]
out = in_graph(node).invoke({"messages": [AIMessage("", id="ai", tool_calls=calls)]})
print(sorted(seen_requests, key=str))
print([(m.content, m.status, m.tool_call_id) for m in out["messages"][1:]])
async def awrapper(request, execute):
    r = await execute(request)
    return ToolMessage("wrapped: " + r.content, tool_call_id=r.tool_call_id, name=r.name)
anode = ToolNode([double], awrap_tool_call=awrapper)
out = asyncio.run(in_graph(anode).ainvoke({"messages": [AIMessage("", id="ai", tool_calls=[call("double", {"x": 4}, "d1")])]}))
print([(m.content, m.tool_call_id) for m in out["messages"][1:]])
try:
    out = in_graph(anode).invoke({"messages": [AIMessage("", id="ai", tool_calls=[call("double", {"x": 4}, "d1")])]})
    print("sync with only awrap", [(m.content, m.tool_call_id) for m in out["messages"][1:]])
except Exception as e:
    print("sync with only awrap RAISED", type(e).__name__, str(e)[:200])
