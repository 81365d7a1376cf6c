# https://github.com/langchain-ai/langgraph/pull/4003 , #3380 : (lines of a run sorted: v2's two tools tasks report in thread-timing order) create_react_agent version='v1' vs 'v2' with two tool calls in one turn: updates chunks per tools task, final messages order
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
from langchain_core.messages import HumanMessage
from langgraph.prebuilt import create_react_agent
from langchain_core.tools import tool
@tool
def add(a: int, b: int) -> int:
    """add"""
    return a + b
@tool
def mul(a: int, b: int) -> int:
    """mul"""
    return a * b
for version in ("v1", "v2"):
    m = Model(messages=iter([AIMessage("", id="a1", tool_calls=[call("add", {"a": 1, "b": 2}, "c1"), call("mul", {"a": 3, "b": 4}, "c2")]), AIMessage("7 and 12", id="a2")]))
    agent = create_react_agent(m, [add, mul], version=version)
    chunks = list(agent.stream({"messages": [HumanMessage("go", id="h")]}, stream_mode="updates"))
    lines = []
    for ch in chunks:
        for k, v in ch.items():
            msgs = v["messages"] if isinstance(v, dict) else [mm for x in v for mm in x["messages"]]
            lines.append((version, k, sorted(show(msgs), key=str)))
    print(len(lines), sorted(lines, key=str))
    out = agent.invoke({"messages": [HumanMessage("go", id="h")]}) if False else None
try:
    create_react_agent(Model(messages=iter([])), [add], version="v3")
except Exception as e:
    print("v3", type(e).__name__, e)
