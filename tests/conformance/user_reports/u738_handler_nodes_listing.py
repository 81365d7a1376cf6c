# https://github.com/langchain-ai/langgraph/issues/8277 , round 9 brief item 2 : where error-handler nodes appear: compiled nodes order, get_graph nodes / mermaid with a default handler no node uses, stream tasks of a handler run, interrupt_before a handler node, get_state next while a handler is pending
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
from langgraph.errors import NodeError
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def failing(s):
    raise ValueError("x")
def own(s, error: NodeError):
    return {"log": ["own " + error.node]}
def default(s, error: NodeError):
    return {"log": ["default " + error.node]}
g = StateGraph(S)
g.add_node("a", failing, error_handler=own); g.add_node("b", failing)
g.add_edge(START, "a"); g.add_edge(START, "b")
g.set_node_defaults(error_handler=default)
app = g.compile()
print(list(app.nodes), list(app.get_graph().nodes))
got = []
try:
    for ch in app.stream({"log": []}, stream_mode="updates"):
        got.append(str(ch))
except Exception as e:
    got.append("RAISED " + type(e).__name__)
print(sorted(got))
g2 = StateGraph(S); g2.add_node("a", failing, error_handler=own); g2.add_edge(START, "a"); g2.set_node_defaults(error_handler=default)
app2 = g2.compile(checkpointer=InMemorySaver(), interrupt_before=["__error_handler__a", "__default_error_handler__"])
c = {"configurable": {"thread_id": "1"}}
print(app2.invoke({"log": []}, c))
st = app2.get_state(c)
print(st.next, [t.name for t in st.tasks], list(app2.nodes))
print(app2.invoke(None, c), app2.get_state(c).next)
