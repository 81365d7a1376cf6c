# https://github.com/langchain-ai/langgraph/issues/148 , docs#1121 , round 9 brief item 1 : a managed value (RemainingSteps / IsLastStep) given in the input, in update_state, in an output_schema, in input_schema; get_state values; stream values chunks
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
from langgraph.managed import RemainingSteps, IsLastStep
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    a: int
    rs: RemainingSteps
    last: IsLastStep
class Out(TypedDict):
    a: int
    rs: RemainingSteps
class In(TypedDict):
    a: int
    last: IsLastStep
def n(s):
    return {"a": s["a"] + 1, "seen": None} if False else {"a": s["a"] + s["rs"] % 7}
for sch in ((In, S), (S, Out)):
    try:
        StateGraph(S, input_schema=sch[0], output_schema=sch[1]).add_node("n", n).add_edge(START, "n").compile()
    except Exception as e:
        print("schema RAISED", type(e).__name__, e)
g = StateGraph(S); g.add_node("n", n); g.add_edge(START, "n"); g.add_edge("n", END)
app = g.compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "1"}}
for inp in ({"a": 1}, {"a": 1, "rs": 99}, {"a": 1, "last": True}):
    try:
        print(inp, app.invoke(inp, c))
    except Exception as e:
        print(inp, "RAISED", type(e).__name__, e)
print(list(app.stream({"a": 2}, c, stream_mode="values")))
print(app.output_channels, sorted(app.stream_channels) if isinstance(app.stream_channels, list) else app.stream_channels)
print(app.get_state(c).values)
for upd in ({"rs": 5}, {"a": 3, "last": False}):
    try:
        app.update_state(c, upd)
        print(upd, app.get_state(c).values)
    except Exception as e:
        print(upd, "RAISED", type(e).__name__, e)
def n2(s):
    return {"rs": 1}
g2 = StateGraph(S); g2.add_node("n", n2); g2.add_edge(START, "n")
try:
    print(g2.compile().invoke({"a": 1}))
except Exception as e:
    print("write managed RAISED", type(e).__name__, e)
print(sorted(app.get_output_jsonschema()["properties"]), sorted(app.get_input_jsonschema()["properties"]))
