# https://github.com/langchain-ai/langgraph/issues/2604 , round 9 brief item 1 : output_keys as a str / list / empty list / tuple / a channel like __start__ or branch:to:n, in invoke and stream values/updates, and passed to a subgraph's invoke inside a node
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
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    a: int
    b: str
def n(s):
    return {"a": s["a"] + 1, "b": "x"}
g = StateGraph(S); g.add_node("n", n); g.add_edge(START, "n"); g.add_edge("n", END)
app = g.compile()
for keys in ("a", ["b"], [], ("a", "b"), "__start__", ["branch:to:n", "a"]):
    for how in ("invoke", "values", "updates"):
        try:
            r = app.invoke({"a": 1, "b": ""}, output_keys=keys) if how == "invoke" else list(app.stream({"a": 1, "b": ""}, output_keys=keys, stream_mode=how))
            print(repr(keys), how, r)
        except Exception as e:
            print(repr(keys), how, "RAISED", type(e).__name__, e)
def outer(s):
    return {"b": str(app.invoke({"a": s["a"], "b": ""}, output_keys="a"))}
g2 = StateGraph(S); g2.add_node("outer", outer); g2.add_edge(START, "outer")
print(g2.compile().invoke({"a": 5, "b": ""}))
