# https://github.com/langchain-ai/langgraph/issues/3206 , PR 3521 , docs 'Command: navigate to a node in a parent graph' : a subgraph node returning Command(graph=PARENT, goto, update) with a reducer key in the parent, an update of a key the subgraph lacks, goto an unknown parent node (error), PARENT from the root graph (error)
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
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command
class P(TypedDict):
    log: Annotated[list, operator.add]
    note: str
class C(TypedDict):
    log: Annotated[list, operator.add]
def child(state):
    return Command(graph=Command.PARENT, goto="after", update={"log": ["child"], "note": "from child"})
def after(state):
    return {"log": ["after:" + state.get("note", "")]}
sub = StateGraph(C); sub.add_node("child", child); sub.add_edge(START, "child")
g = StateGraph(P); g.add_node("sub", sub.compile()); g.add_node("after", after); g.add_edge(START, "sub")
app = g.compile()
print(app.invoke({"log": ["start"]}))
for ch in app.stream({"log": []}, stream_mode="updates", subgraphs=True):
    print(ch)
def child_bad(state):
    return Command(graph=Command.PARENT, goto="nowhere", update={"log": ["x"]})
sub2 = StateGraph(C); sub2.add_node("child", child_bad); sub2.add_edge(START, "child")
g2 = StateGraph(P); g2.add_node("sub", sub2.compile()); g2.add_edge(START, "sub")
try:
    print(g2.compile().invoke({"log": []}))
except Exception as e:
    print("RAISED", type(e).__name__, e)
def root_parent(state):
    return Command(graph=Command.PARENT, goto="x")
g3 = StateGraph(P); g3.add_node("n", root_parent); g3.add_edge(START, "n")
try:
    print(g3.compile().invoke({"log": []}))
except Exception as e:
    print("RAISED", type(e).__name__, e)
