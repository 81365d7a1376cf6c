# https://github.com/langchain-ai/langgraph/pull/6141 : stream_mode="values" surfacing interrupts: the chunks of a run pausing in a node (interrupt()), in a subgraph, and at a compiled interrupt_before breakpoint; invoke's output in each case; with subgraphs=True for the child
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict, total=False):
    v: str
def ask(s):
    return {"v": s["v"] + interrupt("more?")}
def mk(name):
    return lambda s: {"v": s["v"] + name}
child = StateGraph(S).add_node("c1", mk("c")).add_node("ask", ask).add_edge(START, "c1").add_edge("c1", "ask").compile()
plain = StateGraph(S).add_node("a", mk("a")).add_node("ask", ask).add_edge(START, "a").add_edge("a", "ask").compile(checkpointer=InMemorySaver())
nested = StateGraph(S).add_node("a", mk("a")).add_node("child", child).add_edge(START, "a").add_edge("a", "child").compile(checkpointer=InMemorySaver())
brk = StateGraph(S).add_node("a", mk("a")).add_node("b", mk("b")).add_edge(START, "a").add_edge("a", "b").compile(checkpointer=InMemorySaver(), interrupt_before=["b"])
for name, g in (("plain", plain), ("nested", nested), ("breakpoint", brk)):
    print(name, list(g.stream({"v": "x"}, {"configurable": {"thread_id": name}}, stream_mode="values")))
    print(name, g.invoke({"v": "y"}, {"configurable": {"thread_id": name + "-i"}}))
print([(ns and ns[0].split(":")[0], c) for ns, c in nested.stream({"v": "z"}, {"configurable": {"thread_id": "sub"}}, stream_mode="values", subgraphs=True)])
