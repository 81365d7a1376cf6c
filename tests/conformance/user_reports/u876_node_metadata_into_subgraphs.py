# https://github.com/langchain-ai/langgraph/issues/3380 , https://github.com/langchain-ai/langgraph/pull/7536 : add_node(metadata=...) on nodes that run graphs (a subgraph node, a node invoking a graph, a subgraph inside a subgraph node): the metadata the inner nodes' configs, messages-mode chunks and the subgraph's checkpoints carry, next to the run's own metadata and the drawn nodes' metadata
import re
from typing import TypedDict
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.runnables import RunnableConfig
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.checkpoint.memory import InMemorySaver
m = GenericFakeChatModel(messages=iter([AIMessage("a b", id="x1"), AIMessage("c d", id="x2")]))
seen = []
def inner(s, config: RunnableConfig):
    seen.append(("inner", {k: v for k, v in config["metadata"].items() if not k.startswith("langgraph_") and k not in ("checkpoint_ns", "thread_id")}, config.get("tags")))
    return {"messages": [m.invoke(s["messages"])]}
sub = StateGraph(MessagesState).add_node("inner", inner, metadata={"role": "inner", "shared": "inner"}).add_edge(START, "inner").compile()
def outer(s, config: RunnableConfig):
    seen.append(("outer", {k: v for k, v in config["metadata"].items() if not k.startswith("langgraph_") and k not in ("checkpoint_ns", "thread_id")}, config.get("tags")))
    return {"messages": [m.invoke(s["messages"])]}
app = (StateGraph(MessagesState)
       .add_node("outer", outer, metadata={"role": "outer", "shared": "outer"})
       .add_node("sub", sub, metadata={"role": "subnode", "team": "t"})
       .add_edge(START, "outer").add_edge("outer", "sub")
       .compile(checkpointer=InMemorySaver()))
for ns, (ch, meta) in app.stream({"messages": [HumanMessage("q", id="h")]}, {"configurable": {"thread_id": "1"}, "metadata": {"run": "r1", "shared": "run"}, "tags": ["rt"]}, stream_mode="messages", subgraphs=True):
    print([p.split(":")[0] for p in ns], repr(ch.content), meta["langgraph_node"], meta.get("role"), meta.get("team"), meta.get("shared"), meta.get("run"), meta.get("tags"))
for s in seen:
    print(s)
print(sorted((n, str(d.metadata)) for n, d in app.get_graph().nodes.items()))
print([(h.metadata.get("run"), h.metadata.get("shared"), h.metadata.get("role")) for h in app.get_state_history({"configurable": {"thread_id": "1"}})][:2])

from typing import TypedDict
from langchain_core.runnables import RunnableConfig
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: int
seen = []
def inner2(s, config: RunnableConfig):
    md = config["metadata"]
    seen.append((md.get("role"), md.get("team"), md.get("lvl")))
    return {"x": s["x"] + 1}
sub2 = StateGraph(S).add_node("inner", inner2, metadata={"role": "inner"}).add_edge(START, "inner").compile()
mid = StateGraph(S).add_node("subn", sub2, metadata={"lvl": "mid"}).add_edge(START, "subn").compile()
def caller(s):
    return sub2.invoke(s)
app3 = (StateGraph(S).add_node("as_node", sub2, metadata={"team": "A", "role": "outer"})
       .add_node("in_func", caller, metadata={"team": "B"})
       .add_node("two_levels", mid, metadata={"team": "C"})
       .add_edge(START, "as_node").add_edge("as_node", "in_func").add_edge("in_func", "two_levels").compile(checkpointer=InMemorySaver()))
app3.invoke({"x": 0}, {"configurable": {"thread_id": "1"}})
print(seen)
seen.clear()
app3.invoke({"x": 0}, {"configurable": {"thread_id": "2"}, "metadata": {"team": "run"}})
print(seen)
from langgraph.types import interrupt
def ask(s):
    return {"x": interrupt("q")}
asksub2 = StateGraph(S).add_node("ask", ask).add_edge(START, "ask").compile()
app2 = StateGraph(S).add_node("approval", asksub, metadata={"team": "Z", "prio": 2}).add_edge(START, "approval").compile(checkpointer=InMemorySaver())
app2.invoke({"x": 0}, {"configurable": {"thread_id": "3"}})
st = app2.get_state({"configurable": {"thread_id": "3"}}, subgraphs=True)
print(sorted((k, v) for k, v in st.tasks[0].state.metadata.items() if k not in ("parents",)))
print(sorted((k, v) for k, v in st.metadata.items() if k not in ("parents",)))
