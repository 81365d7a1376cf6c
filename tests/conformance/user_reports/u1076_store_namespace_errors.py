# https://github.com/langchain-ai/langgraph/pull/4122 : InMemoryStore put / get / search / delete with bad namespaces (empty tuple, a label with '.', an empty label, a non-string label, "langgraph" as the first label), and list_namespaces forms: errors and results
from langgraph.store.memory import InMemoryStore
s = InMemoryStore()
def show(label, fn):
    try:
        print(label, "ok", fn())
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0])
show("empty ns", lambda: s.put((), "k", {"a": 1}))
show("dot label", lambda: s.put(("a.b",), "k", {"a": 1}))
show("empty label", lambda: s.put(("a", ""), "k", {"a": 1}))
show("int label", lambda: s.put(("a", 1), "k", {"a": 1}))
show("reserved", lambda: s.put(("langgraph", "x"), "k", {"a": 1}))
show("none value deletes", lambda: (s.put(("a",), "k", {"v": 1}), s.put(("a",), "k", None), s.get(("a",), "k"))[2])
show("get empty ns", lambda: s.get((), "k"))
show("search empty", lambda: s.search(()))
show("list ns", lambda: (s.put(("u", "1", "m"), "k", {"v": 1}), s.put(("u", "2"), "k", {"v": 1}), s.list_namespaces(prefix=("u",)), s.list_namespaces(max_depth=1), s.list_namespaces(suffix=("m",)))[2:])
show("int key", lambda: s.put(("a",), 5, {"v": 1}))
