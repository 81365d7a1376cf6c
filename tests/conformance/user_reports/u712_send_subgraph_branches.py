# https://github.com/langchain-ai/langgraph/issues/1444 , #2011 : Send to a subgraph node with per-branch input (different keys than the parent), the subgraph's output merged via a reducer, stream updates subgraphs=True namespaces per branch, checkpointer get_state
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
from langgraph.checkpoint.memory import InMemorySaver
class P(TypedDict):
    topics: list[str]
    jokes: Annotated[list, operator.add]
class J(TypedDict):
    topic: str
    jokes: Annotated[list, operator.add]
def write(state: J):
    return {"jokes": [f"joke about {state['topic']}"]}
def polish(state: J):
    return {"jokes": [f"polished {state['topic']}"]}
sub = StateGraph(J); sub.add_node("write", write); sub.add_node("polish", polish)
sub.add_edge(START, "write"); sub.add_edge("write", "polish")
g = StateGraph(P); g.add_node("joker", sub.compile())
g.add_conditional_edges(START, lambda s: [Send("joker", {"topic": t}) for t in s["topics"]], ["joker"])
g.add_edge("joker", END)
app = g.compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "1"}}
print(app.invoke({"topics": ["cats", "dogs"]}, c))
c2 = {"configurable": {"thread_id": "2"}}
seen = []
for ns, ch in app.stream({"topics": ["a", "b"]}, c2, stream_mode="updates", subgraphs=True):
    seen.append(([p.split(":")[0] for p in ns], ch))
print(sorted(map(str, seen)))
st = app.get_state(c2)
print(st.values, st.next, st.metadata["step"])
