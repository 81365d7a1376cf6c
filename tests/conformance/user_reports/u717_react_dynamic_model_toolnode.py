# https://github.com/langchain-ai/langgraph/pull/5064 , #4890 : create_react_agent with a callable model (dynamic selection by state / runtime context), tools given as a ToolNode, tools=[] with a model that still emits a tool call
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
from dataclasses import dataclass
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent, ToolNode
@tool
def ping() -> str:
    """ping"""
    return "pong"
small = Model(messages=iter([AIMessage("", id="s1", tool_calls=[call("ping", {}, "p1")]), AIMessage("small done", id="s2")]))
big = Model(messages=iter([AIMessage("big done", id="b1")]))
@dataclass
class Ctx:
    size: str = "small"
def pick(state, runtime):
    return (small if runtime.context.size == "small" else big).bind_tools([ping])
agent = create_react_agent(pick, [ping], context_schema=Ctx)
print(show(agent.invoke({"messages": [HumanMessage("x", id="h")]}, context=Ctx("small"))["messages"]))
print(show(agent.invoke({"messages": [HumanMessage("x", id="h")]}, context=Ctx("big"))["messages"]))
m = Model(messages=iter([AIMessage("", id="t1", tool_calls=[call("ping", {}, "p2")]), AIMessage("tn done", id="t2")]))
agent2 = create_react_agent(m, ToolNode([ping], handle_tool_errors=False))
print(show(agent2.invoke({"messages": [HumanMessage("x", id="h")]})["messages"]))
m3 = Model(messages=iter([AIMessage("", id="n1", tool_calls=[call("ping", {}, "p3")])]))
agent3 = create_react_agent(m3, [])
print(list(agent3.get_graph().nodes))
print(show(agent3.invoke({"messages": [HumanMessage("x", id="h")]})["messages"]))
