# https://github.com/langchain-ai/langgraph/issues/1444 , #2011 , PR 3521 : Send to an unknown node (when and what error), Send to END, Send with a non-dict arg (str, int, pydantic) to nodes with TypedDict / pydantic inputs, Command(goto=[Send, 'node']) mixed, Send repr and equality
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
from pydantic import BaseModel
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send, Command
class S(TypedDict):
    out: Annotated[list, operator.add]
class PIn(BaseModel):
    v: int
def w_any(x):
    return {"out": [repr(x)]}
def w_p(x: PIn):
    return {"out": [f"p{x.v}"]}
def build(router, nodes=("w",)):
    g = StateGraph(S)
    for n in nodes:
        g.add_node(n, w_p if n == "wp" else w_any)
    g.add_conditional_edges(START, router)
    return g.compile()
cases = [
    ("unknown", lambda s: [Send("nope", {"out": []})]),
    ("end", lambda s: [Send(END, {"out": []})]),
    ("str", lambda s: [Send("w", "hello")]),
    ("int", lambda s: [Send("w", 5)]),
    ("pyd_dict", lambda s: [Send("wp", {"v": 3})]),
    ("pyd_bad", lambda s: [Send("wp", {"v": "x"})]),
]
for label, r in cases:
    try:
        print(label, build(r, ("w", "wp")).invoke({"out": []}))
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e).splitlines()[0])
def cmd_node(s):
    return Command(goto=[Send("w", {"out": ["sent"]}), "w2"], update={"out": ["cmd"]})
g = StateGraph(S); g.add_node("c", cmd_node); g.add_node("w", w_any); g.add_node("w2", lambda s: {"out": ["w2 saw " + str(len(s["out"]))]})
g.add_edge(START, "c")
print(g.compile().invoke({"out": []}))
print(repr(Send("a", {"x": 1})), Send("a", {"x": 1}) == Send("a", {"x": 1}), Send("a", 1) == Send("b", 1))
