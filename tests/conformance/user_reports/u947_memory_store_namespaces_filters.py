# https://github.com/langchain-ai/langgraph/pull/2624 : a cross-thread memory app: nodes taking `store` save facts under ("users", user_id, kind) namespaces from the config's user_id and read them back on another thread; then the store's list_namespaces with prefix / suffix / max_depth, search with comparison filters ($gt, $in-like $eq, $ne) and offset / limit
from typing import TypedDict
from langchain_core.runnables import RunnableConfig
from langgraph.graph import StateGraph, START, END
from langgraph.store.memory import InMemoryStore
from langgraph.store.base import BaseStore
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict, total=False):
    fact: str
    score: int
    recalled: list
def save(s, config: RunnableConfig, *, store: BaseStore):
    uid = config["configurable"]["user_id"]
    if s.get("fact"):
        kind = "likes" if "like" in s["fact"] else "misc"
        store.put(("users", uid, kind), "f%d" % s["score"], {"text": s["fact"], "score": s["score"]})
    return {}
def recall(s, config: RunnableConfig, *, store: BaseStore):
    uid = config["configurable"]["user_id"]
    return {"recalled": [(it.namespace[-1], it.key, it.value["text"]) for it in store.search(("users", uid), limit=10)]}
store = InMemoryStore()
app = StateGraph(S).add_node("save", save).add_node("recall", recall).add_edge(START, "save").add_edge("save", "recall").add_edge("recall", END).compile(checkpointer=InMemorySaver(), store=store)
facts = [("ann", "likes tea", 3), ("ann", "has a cat", 7), ("bob", "likes jazz", 5), ("ann", "likes rain", 9)]
for i, (u, f, sc) in enumerate(facts):
    app.invoke({"fact": f, "score": sc}, {"configurable": {"thread_id": "t%d" % i, "user_id": u}})
print(app.invoke({}, {"configurable": {"thread_id": "new", "user_id": "ann"}})["recalled"])
print(store.list_namespaces(), store.list_namespaces(prefix=("users", "ann")), store.list_namespaces(suffix=("likes",)), store.list_namespaces(max_depth=2), store.list_namespaces(limit=1, offset=1))
print([it.key for it in store.search(("users",), filter={"score": {"$gt": 4}})])
print([it.key for it in store.search(("users",), filter={"score": {"$gte": 5, "$lt": 9}})])
print([it.key for it in store.search(("users",), filter={"text": {"$ne": "likes tea"}}, limit=2, offset=1)])
print([it.key for it in store.search(("users", "ann"), filter={"text": "has a cat"})])
