# https://github.com/langchain-ai/langgraph/issues/3206 , langgraph-supervisor-py#199 : Command(graph=PARENT) whose update names a key the parent lacks, a key only the child has, update=None with goto; from a tool inside a react agent subgraph: the error types/texts
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
from typing import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import Command
class P(TypedDict):
    a: int
class C(TypedDict):
    a: int
    secret: str
def mk(update, goto="end_node"):
    def child(state):
        return Command(graph=Command.PARENT, goto=goto, update=update)
    sub = StateGraph(C); sub.add_node("child", child); sub.add_edge(START, "child")
    g = StateGraph(P); g.add_node("sub", sub.compile()); g.add_node("end_node", lambda s: {"a": s["a"] * 10}); g.add_edge(START, "sub")
    return g.compile()
for label, upd in [("unknown", {"zzz": 1}), ("child_only", {"secret": "s"}), ("none", None), ("ok", {"a": 5}), ("list", [("a", 7)])]:
    try:
        print(label, mk(upd).invoke({"a": 1}))
    except Exception as e:
        print(label, "RAISED", type(e).__name__, e)
