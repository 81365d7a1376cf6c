# https://github.com/langchain-ai/langgraph/issues/3362 , https://github.com/langchain-ai/langgraph/pull/7536 : a sub-agent graph with a memory thread of its own, invoked inside a node with {"configurable": {"thread_id": ...}}: what its node's config carries from the calling node (metadata, tags, recursion_limit, max_concurrency) and what its own checkpoints' metadata copies, with and without its own metadata / recursion_limit
import re
from typing import TypedDict
from langchain_core.runnables import RunnableConfig
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: int
def norm(v):
    return re.sub(r"[0-9a-f]{8}-[0-9a-f-]{27}", "<id>", str(v))
def inner(s, config: RunnableConfig):
    print("  md:", norm(sorted(config["metadata"].items())))
    print("  conf:", norm(sorted((k, v) for k, v in config["configurable"].items() if not k.startswith("__"))))
    print("  other:", sorted(k for k in config if k not in ("metadata", "configurable", "callbacks")), config.get("tags"), config.get("recursion_limit"), config.get("max_concurrency"), config.get("run_name"))
    return {"x": s["x"] + 1}
child = StateGraph(S).add_node("inner", inner).add_edge(START, "inner").compile(checkpointer=InMemorySaver())
for label, cfg in [("own thread", {"configurable": {"thread_id": "own"}}), ("own ckpt ns", {"configurable": {"thread_id": "own3", "checkpoint_ns": ""}}), ("own with metadata", {"configurable": {"thread_id": "own4"}, "metadata": {"k": 2}, "recursion_limit": 50})]:
    def outer(s):
        return {"x": child.invoke(s, cfg)["x"]}
    app = StateGraph(S).add_node("outer", outer).add_edge(START, "outer").compile(checkpointer=InMemorySaver())
    print(label)
    app.invoke({"x": 0}, {"configurable": {"thread_id": "p", "user": "u"}, "tags": ["ptag"], "metadata": {"m": 1}, "recursion_limit": 30, "max_concurrency": 4})
    print("  child ckpt metadata:", norm(sorted((k, v) for k, v in child.get_state(cfg).metadata.items() if k not in ("parents",))))
