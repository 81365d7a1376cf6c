# https://github.com/langchain-ai/langgraph/issues/1444 , docs how-to 'map-reduce' : Send to a worker whose input schema is a private TypedDict (not the graph state), writes back via reducer; a worker writing a private key; Send carrying extra keys
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
from langgraph.types import Send
class S(TypedDict):
    items: list[str]
    results: Annotated[list, operator.add]
class W(TypedDict):
    item: str
    idx: int
def fan(state):
    return [Send("worker", {"item": it, "idx": i}) for i, it in enumerate(state["items"])]
def worker(state: W):
    return {"results": [f"{state['idx']}:{state['item'].upper()}"]}
g = StateGraph(S); g.add_node("worker", worker)
g.add_conditional_edges(START, fan, ["worker"]); g.add_edge("worker", END)
app = g.compile()
print(app.invoke({"items": ["a", "b", "c"]}))
for ch in app.stream({"items": ["x", "y"]}, stream_mode=["updates", "tasks"]):
    mode, data = ch
    if mode == "tasks":
        print(mode, data.get("name"), data.get("input"), data.get("result"))
    else:
        print(mode, data)
def fan2(state):
    return [Send("worker", {"item": "z", "idx": 9, "extra": True})]
g2 = StateGraph(S); g2.add_node("worker", worker); g2.add_conditional_edges(START, fan2, ["worker"])
try:
    print(g2.compile().invoke({"items": []}))
except Exception as e:
    print("RAISED", type(e).__name__, e)
