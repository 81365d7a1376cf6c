# https://github.com/langchain-ai/langgraph/issues/3772 , #5932 : a create_react_agent as a subgraph node; stream messages with subgraphs=True: namespaces, which messages (AI chunks and ToolMessages), metadata langgraph_node / checkpoint_ns prefixes
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
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.graph import StateGraph, MessagesState, START
@tool
def echo(x: str) -> str:
    """echo"""
    return "echo " + x
m = Model(disable_streaming=True, messages=iter([AIMessage("calling echo", id="a1", tool_calls=[call("echo", {"x": "y"}, "c1")]), AIMessage("final answer", id="a2")]))
agent = create_react_agent(m, [echo])
g = StateGraph(MessagesState); g.add_node("agent", agent); g.add_edge(START, "agent")
app = g.compile()
for ns, (msg, meta) in app.stream({"messages": [HumanMessage("hi", id="h")]}, stream_mode="messages", subgraphs=True):
    print([p.split(":")[0] for p in ns], type(msg).__name__, repr(msg.content), meta["langgraph_node"], meta["checkpoint_ns"].split(":")[0], len(meta["checkpoint_ns"].split("|")))
for msg, meta in app.stream({"messages": [HumanMessage("hi", id="h")]}, stream_mode="messages") if False else []:
    pass
