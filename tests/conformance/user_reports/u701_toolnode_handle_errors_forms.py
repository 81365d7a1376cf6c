# https://github.com/langchain-ai/langgraph/pull/1667 , PR 6021 , PR 910 : ToolNode handle_tool_errors True / False / str / callable / tuple / single exception type: ToolMessage texts and status, which errors re-raise
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
from langchain_core.messages import AIMessage
from langgraph.prebuilt import ToolNode
from langgraph.graph import StateGraph, MessagesState, START
def in_graph(node):
    return StateGraph(MessagesState).add_node('tools', node).add_edge(START, 'tools').compile()
from langchain_core.tools import tool
@tool
def bad_value(x: int) -> int:
    """raises ValueError"""
    raise ValueError(f"bad {x}")
@tool
def bad_key(x: int) -> int:
    """raises KeyError"""
    raise KeyError("k")
def only_value(e: ValueError) -> str:
    return "handled: " + str(e)
def any_err(e: Exception) -> str:
    return "any: " + type(e).__name__
for label, flag in [("default", None), ("True", True), ("False", False), ("str", "please retry"), ("callable_value", only_value), ("callable_any", any_err), ("tuple", (ValueError,)), ("type", ValueError), ("type_key", KeyError)]:
    node = ToolNode([bad_value, bad_key]) if flag is None else ToolNode([bad_value, bad_key], handle_tool_errors=flag)
    for name in ("bad_value", "bad_key"):
        msg = AIMessage("", tool_calls=[call(name, {"x": 1}, "c1")], id="ai")
        try:
            out = in_graph(node).invoke({"messages": [msg]})
            print(label, name, [(m.content, m.status, m.name, m.tool_call_id) for m in out["messages"][1:]])
        except Exception as e:
            print(label, name, "RAISED", type(e).__name__, e)
