# https://github.com/langchain-ai/langgraph/issues/1576 : a fake chat model's with_structured_output(PydanticModel / TypedDict / JSON schema, include_raw=True) called in nodes: the parsed value stored in state, the messages-mode chunks it produces (the tool-call message, tagged with the node), and a parsing failure's error
from typing import Any
from typing_extensions import TypedDict
from pydantic import BaseModel
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import StateGraph, START
class Answer(BaseModel):
    """An answer."""
    text: str
    score: int
class AnswerTD(TypedDict):
    """An answer."""
    text: str
    score: int
class Tooly(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self.bind(tools=tools, **kw)
def mk(args):
    return Tooly(messages=iter([AIMessage("", id="s%d" % i, tool_calls=[{"name": n, "args": args, "id": "c%d" % i}]) for i, n in enumerate(["Answer", "AnswerTD", "Answer", "Answer"])]), disable_streaming=True)
class S(TypedDict, total=False):
    q: str
    parsed: Any
    raw_kind: str
model = mk({"text": "t", "score": 3})
def pyd(s): return {"parsed": model.with_structured_output(Answer).invoke(s["q"])}
def td(s): return {"parsed": model.with_structured_output(AnswerTD).invoke(s["q"])}
def raw(s):
    out = model.with_structured_output(Answer, include_raw=True).invoke(s["q"])
    return {"parsed": out["parsed"], "raw_kind": type(out["raw"]).__name__}
for fn in [pyd, td, raw]:
    g = StateGraph(S).add_node(fn.__name__, fn).add_edge(START, fn.__name__).compile()
    chunks = [(type(m).__name__, [tc["name"] for tc in getattr(m, "tool_calls", [])], meta["langgraph_node"]) for m, meta in g.stream({"q": "hi"}, stream_mode="messages")]
    print(fn.__name__, chunks)
bad = mk({"text": "t", "score": "not a number"})
def fails(s): return {"parsed": bad.with_structured_output(Answer).invoke(s["q"])}
g = StateGraph(S).add_node("fails", fails).add_edge(START, "fails").compile()
try:
    g.invoke({"q": "x"})
except Exception as e:
    print("ERR", type(e).__name__, str(e).splitlines()[0])
model2 = mk({"text": "u", "score": 9})
g2 = StateGraph(S).add_node("pyd", lambda s: {"parsed": model2.with_structured_output(Answer).invoke(s["q"])}).add_edge(START, "pyd").compile()
print(g2.invoke({"q": "x"}))
