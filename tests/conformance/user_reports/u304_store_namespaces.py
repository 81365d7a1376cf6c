# https://github.com/langchain-ai/langgraph/issues/7427 , #6240 : namespace labels that are not strings (int, None), list_namespaces prefix/suffix/max_depth
import asyncio
from langgraph.store.memory import InMemoryStore

def attempt(label, fn):
    try:
        print(label, fn())
    except Exception as e:
        print(label, "raised", type(e).__name__, e)

store = InMemoryStore()
attempt("int label", lambda: store.put(("rag-agent", 1, "rag-agent"), "k", {"v": 1}))
attempt("None label", lambda: store.put((None, "form2"), "k", {"v": 1}))
attempt("empty label", lambda: store.put(("a", ""), "k", {"v": 1}))
attempt("dot label", lambda: store.put(("a.b", "c"), "k", {"v": 1}))
attempt("empty ns", lambda: store.put((), "k", {"v": 1}))
attempt("reserved root", lambda: store.put(("langgraph", "x"), "k", {"v": 1}))
# (a non-dict value: LangGraph's ValueError comes from dict("text"); lingxigraph raises its own TypeError)
for ns in [("users", "u1", "mem"), ("users", "u2", "mem"), ("users", "u2", "prefs"), ("orgs", "o1"), ("users",)]:
    store.put(ns, "k", {"v": ns[-1]})
print(store.list_namespaces())
print(store.list_namespaces(prefix=("users",)))
print(store.list_namespaces(suffix=("mem",)))
print(store.list_namespaces(prefix=("users", "*"), suffix=("mem",)))
print(store.list_namespaces(max_depth=2))
print(store.list_namespaces(limit=2, offset=1))
attempt("get int ns", lambda: store.get(("users", 1), "k"))
attempt("search int ns", lambda: store.search(("users", 1)))
print(asyncio.run(store.alist_namespaces(prefix=("users",), max_depth=2)))
store.delete(("users", "u1", "mem"), "k")
print(store.list_namespaces(prefix=("users",)))
