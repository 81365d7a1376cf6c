# https://github.com/langchain-ai/langgraph/pull/2624 : a functional-API assistant with long-term memory: @entrypoint(checkpointer=..., store=InMemoryStore(index={fake embed})) saving each user's facts from a @task through get_store() and recalling them by semantic search on another thread; the recalled items (key, text, score), previous per thread, and the store's namespaces
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore
from langgraph.store.base import BaseStore
from langgraph.config import get_store, get_config
def embed(texts):
    return [[float(t.count("coffee")), float(t.count("hiking")), float(t.count("jazz")) + 0.1] for t in texts]
store = InMemoryStore(index={"dims": 3, "embed": embed})
@task
def remember(user: str, fact: str) -> str:
    s = get_store()
    key = "f%d" % len(s.search(("facts", user), limit=50))
    s.put(("facts", user), key, {"text": fact})
    return key
@entrypoint(checkpointer=InMemorySaver(), store=store)
def assistant(msg: dict, *, previous=None, store: BaseStore):
    user = get_config()["configurable"]["user"]
    if msg.get("fact"):
        key = remember(user, msg["fact"]).result()
        return {"saved": key, "turns": (previous or {}).get("turns", 0) + 1}
    hits = store.search(("facts", user), query=msg["ask"], limit=2)
    return {"recalled": [(h.key, h.value["text"], round(h.score, 3)) for h in hits], "turns": (previous or {}).get("turns", 0) + 1}
for thread, user, msg in [("t1", "ann", {"fact": "loves coffee, coffee"}), ("t1", "ann", {"fact": "goes hiking"}), ("t1", "bob", {"fact": "plays jazz"}), ("t2", "ann", {"ask": "coffee"}), ("t2", "ann", {"ask": "hiking trip"}), ("t3", "bob", {"ask": "coffee"})]:
    print(thread, user, assistant.invoke(msg, {"configurable": {"thread_id": thread, "user": user}}))
print(store.list_namespaces(), [(i.namespace, i.key) for i in store.search(("facts",), limit=10)])
