# https://github.com/langchain-ai/langgraph/pull/6008 , #1667 : ToolNode with an unknown tool name, invalid args (pydantic validation), missing args; texts of the ToolMessages with each handle_tool_errors setting
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
def add(a: int, b: int) -> int:
    """add"""
    return a + b
for flag in (True, False, "custom"):
    node = ToolNode([add], handle_tool_errors=flag)
    for label, c in [("unknown", call("sub", {"a": 1}, "c1")), ("invalid", call("add", {"a": "x", "b": 2}, "c2")), ("missing", call("add", {"a": 1}, "c3")), ("ok", call("add", {"a": 1, "b": 2}, "c4"))]:
        try:
            out = in_graph(node).invoke({"messages": [AIMessage("", tool_calls=[c], id="ai")]})
            print(flag, label, [(m.content.splitlines()[:3], m.status) for m in out["messages"][1:]])
        except Exception as e:
            print(flag, label, "RAISED", type(e).__name__, str(e).splitlines()[:2])
