# https://github.com/langchain-ai/langgraph/issues/6370 , #2092 : ToolNode tools with InjectedStore, returning a dict / list / int / None (ToolMessage content forms), response_format content_and_artifact (artifact kept)
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
from typing import Annotated
from langchain_core.tools import tool
from langgraph.prebuilt import ToolNode, InjectedStore
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.store.memory import InMemoryStore
@tool
def remember(x: str, store: Annotated[object, InjectedStore()]) -> str:
    """remember"""
    store.put(("mem",), "k", {"x": x})
    return "saved " + str(store.get(("mem",), "k").value)
@tool
def as_dict() -> dict:
    """d"""
    return {"a": 1, "b": [1, 2]}
@tool
def as_list() -> list:
    """l"""
    return [{"type": "text", "text": "block"}]
@tool
def as_int() -> int:
    """i"""
    return 5
@tool
def as_none() -> None:
    """n"""
    return None
@tool(response_format="content_and_artifact")
def with_art() -> tuple:
    """a"""
    return "content part", {"raw": [1, 2, 3]}
store = InMemoryStore()
app = StateGraph(MessagesState).add_node("tools", ToolNode([remember, as_dict, as_list, as_int, as_none, with_art])).add_edge(START, "tools").compile(store=store)
calls = [call("remember", {"x": "q"}, "c1"), call("as_dict", {}, "c2"), call("as_list", {}, "c3"), call("as_int", {}, "c4"), call("as_none", {}, "c5"), call("with_art", {}, "c6")]
out = app.invoke({"messages": [AIMessage("", id="ai", tool_calls=calls)]})
for m in out["messages"][1:]:
    print(m.tool_call_id, repr(m.content), m.artifact, m.status)
print(store.get(("mem",), "k").value)
