# https://github.com/langchain-ai/langgraph/issues/8764 : durability="exit" on a run that pauses inside a subgraph and one that pauses at the top: the checkpoints saved per namespace, get_state(subgraphs=True), the resume under "exit" and under "sync", and the history length after each
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def ask(s): return {"log": [str(interrupt("q"))]}
child = StateGraph(S).add_node("c", lambda s: {"log": ["c"]}).add_node("ask", ask).add_edge(START, "c").add_edge("c", "ask").compile()
for label, node in [("sub", child), ("top", ask)]:
    for second in ["exit", "sync"]:
        saver = InMemorySaver()
        g = StateGraph(S).add_node("p", lambda s: {"log": ["p"]}).add_node("x", node).add_edge(START, "p").add_edge("p", "x").compile(checkpointer=saver)
        cfg = {"configurable": {"thread_id": "t"}}
        g.invoke({"log": []}, cfg, durability="exit")
        def by_ns():
            out = {}
            for c in saver.list(None):
                k = c.config["configurable"]["checkpoint_ns"].split(":")[0] or "<root>"
                out.setdefault(k, []).append((c.metadata["source"], c.metadata["step"]))
            return sorted(out.items())
        st = g.get_state(cfg, subgraphs=True)
        print(label, second, by_ns(), st.next, [(t.name, [i.value for i in t.interrupts], t.state.next if t.state is not None else None) for t in st.tasks])
        print(" resumed", g.invoke(Command(resume="r"), cfg, durability=second), by_ns())
