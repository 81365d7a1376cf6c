# https://github.com/langchain-ai/langgraph/issues/1222 , #1569 , PR 2430 : interrupt_before on a node inside a subgraph (compiled with interrupt_before) and interrupt_after on the parent's subgraph node; what stream(updates, subgraphs=True) shows, next/tasks, resume with None twice
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    messages: list
def nothing(s):
    return {"messages": s["messages"] + ["x"]}
inner = (StateGraph(S).add_node("A", nothing).add_node("B", nothing).add_edge(START, "A")
         .add_conditional_edges("A", lambda s: len(s["messages"]) < 3, {True: "B", False: END}).add_edge("B", END).compile(interrupt_before=["A"]))
g = (StateGraph(S).add_node("sub_app", inner).add_node("tail", nothing).add_edge(START, "sub_app").add_edge("sub_app", "tail").add_edge("tail", END)
     .compile(checkpointer=InMemorySaver(), interrupt_after=["sub_app"]))
cfg = {"configurable": {"thread_id": "1"}}
for i, inp in enumerate([{"messages": ["hi"]}, None, None, None]):
    for ns, ch in g.stream(inp, cfg, stream_mode="updates", subgraphs=True):
        print(i, tuple(x.split(":")[0] for x in ns), ch)
    st = g.get_state(cfg, subgraphs=True)
    print(i, "next", st.next, [(t.name, t.state.next if t.state else None) for t in st.tasks], st.values)
