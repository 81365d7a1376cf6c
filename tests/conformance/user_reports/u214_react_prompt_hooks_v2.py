# https://github.com/langchain-ai/langgraph/issues/4841 , pre_model_hook reports : create_react_agent prompt forms, pre_model_hook with llm_input_messages, version v1 vs v2 tool execution (Send per call)
from langchain_core.language_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage, SystemMessage, RemoveMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.graph.message import REMOVE_ALL_MESSAGES

class M(FakeMessagesListChatModel):
    seen: list = []
    def bind_tools(self, tools, **kw): return self
    def _generate(self, messages, *a, **kw):
        self.seen.append([(type(m).__name__, m.content) for m in messages])
        return super()._generate(messages, *a, **kw)
@tool
def add(a: int, b: int) -> int:
    """add"""
    return a + b
def fm(ms): return [(type(m).__name__, m.content, getattr(m, "tool_call_id", None)) for m in ms]
resp = lambda: [AIMessage("", id="a1", tool_calls=[{"name": "add", "args": {"a": 1, "b": 2}, "id": "c1"}, {"name": "add", "args": {"a": 3, "b": 4}, "id": "c2"}]), AIMessage("7 and 3", id="a2")]
for kw in ({"prompt": "be nice"}, {"prompt": SystemMessage("sys")}, {"prompt": lambda s: [SystemMessage("dyn")] + s["messages"][-1:]},
           {"pre_model_hook": lambda s: {"llm_input_messages": s["messages"][-2:]}},
           {"pre_model_hook": lambda s: {"messages": [RemoveMessage(id=REMOVE_ALL_MESSAGES), *s["messages"][-1:]]}},
           {"version": "v1"}, {"version": "v2"}):
    m = M(responses=resp()); m.seen = []
    ag = create_react_agent(m, [add], **kw)
    ups = list(ag.stream({"messages": [("user", "sum")]}, stream_mode="updates"))
    print(sorted(kw), [sorted(u) for u in ups])
    print(m.seen)
    print(fm(ag.invoke({"messages": [("user", "sum")]})["messages"]) if not m.responses else None)
