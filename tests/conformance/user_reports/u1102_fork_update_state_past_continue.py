# https://github.com/langchain-ai/langgraph/issues/2336 : forking with update_state on a past checkpoint (with and without as_node, with a reducer key and a plain key), then continuing: values, next, metadata of the fork, what runs, and the latest state after continuing each fork
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    topic: str
    log: Annotated[list, operator.add]
calls = []
def mk(n):
    def f(s):
        calls.append(n)
        return {"log": [n + ":" + s["topic"]]}
    return f
g = StateGraph(S).add_sequence([(n, mk(n)) for n in ["plan", "write", "review"]]).add_edge(START, "plan").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
g.invoke({"topic": "cats", "log": []}, cfg)
hist = list(g.get_state_history(cfg))
before_write = next(h for h in hist if h.next == ("write",))
for label, kw in [("plain", {}), ("as plan", {"as_node": "plan"}), ("as write", {"as_node": "write"}), ("as review", {"as_node": "review"})]:
    fork = g.update_state(before_write.config, {"topic": "dogs", "log": ["edit"]}, **kw)
    st = g.get_state(fork)
    print(label, st.values, st.next, st.metadata["source"], st.metadata["step"], sorted(st.metadata), st.parent_config["configurable"]["checkpoint_id"] == before_write.config["configurable"]["checkpoint_id"])
    calls.clear()
    out = g.invoke(None, fork)
    print(" ->", out, calls, g.get_state(cfg).values == out)
print(len(list(g.get_state_history(cfg))))
