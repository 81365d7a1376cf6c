# https://github.com/langchain-ai/langgraph/issues/3206 , PR 2328 , round 9 brief item 3 : a checkpointer=False subgraph (as a node and called in a node): stream subgraphs=True namespaces, checkpoints mode, get_state / update_state with its checkpoint_ns, get_subgraphs, history
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
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    a: int
def inner(s):
    return {"a": s["a"] + 1}
def asker(s):
    return {"a": s["a"] + interrupt("num?")}
sg = StateGraph(S); sg.add_node("inner", inner); sg.add_node("asker", asker); sg.add_edge(START, "inner"); sg.add_edge("inner", "asker")
sub = sg.compile(checkpointer=False)
def caller(s):
    return sub.invoke(s)
for how in ("node", "called"):
    g = StateGraph(S); g.add_node("sub", sub if how == "node" else caller); g.add_edge(START, "sub")
    app = g.compile(checkpointer=InMemorySaver())
    c = {"configurable": {"thread_id": how}}
    for ns, mode, data in app.stream({"a": 1}, c, stream_mode=["updates", "checkpoints"], subgraphs=True):
        print(how, [p.split(":")[0] for p in ns], mode, data if mode == "updates" else (data["next"], data["values"]))
    print(how, [n for n, _ in app.get_subgraphs()], [n for n, _ in app.get_subgraphs(recurse=True)])
    st = app.get_state(c, subgraphs=True)
    print(how, st.next, [(t.name, t.state) for t in st.tasks])
    for cfg in ({"configurable": {"thread_id": how, "checkpoint_ns": "sub"}},):
        try:
            print(how, "sub state", app.get_state(cfg))
        except Exception as e:
            print(how, "sub state RAISED", type(e).__name__, e)
        try:
            print(how, "sub update", app.update_state(cfg, {"a": 50}))
        except Exception as e:
            print(how, "sub update RAISED", type(e).__name__, e)
    print(how, app.invoke(Command(resume=10), c))
    print(how, len(list(app.get_state_history(c))))
