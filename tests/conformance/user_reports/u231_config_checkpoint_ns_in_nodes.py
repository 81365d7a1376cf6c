# https://github.com/langchain-ai/langgraph/pull/1530 , #5932 : config["configurable"] seen by nodes in nested subgraphs (checkpoint_ns, thread_id, custom keys), get_config(), langgraph_checkpoint_ns in messages metadata
from typing_extensions import TypedDict
from langchain_core.language_models import FakeListChatModel
from langgraph.graph import StateGraph, START, END
from langgraph.config import get_config
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict, total=False):
    x: int
model = FakeListChatModel(responses=["r1"])
def leaf(s, config):
    c = config["configurable"]
    print("leaf", [p.split(":")[0] for p in c["checkpoint_ns"].split("|")], c["thread_id"], c.get("user_id"), sorted(k for k in c if not k.startswith("__")))
    print("get_config", get_config()["configurable"]["checkpoint_ns"] == c["checkpoint_ns"], sorted(get_config()["metadata"]))
    model.invoke("hi")
    return {"x": 1}
inner = StateGraph(S); inner.add_node("leaf", leaf); inner.add_edge(START, "leaf"); ig = inner.compile()
mid = StateGraph(S); mid.add_node("inner", ig); mid.add_edge(START, "inner"); mg = mid.compile()
top = StateGraph(S); top.add_node("mid", mg); top.add_edge(START, "mid"); g = top.compile(checkpointer=InMemorySaver())
for ns, (m, meta) in g.stream({"x": 0}, {"configurable": {"thread_id": "t", "user_id": "u1"}}, stream_mode="messages", subgraphs=True):
    print([p.split(":")[0] for p in ns], m.content, [p.split(":")[0] for p in meta["langgraph_checkpoint_ns"].split("|")], [p.split(":")[0] for p in meta["checkpoint_ns"].split("|")], meta.get("user_id"), meta.get("thread_id"))
