# https://github.com/langchain-ai/langgraph/issues/3156 : InMemoryStore.list_namespaces with prefix / suffix (with "*" wildcards), max_depth, limit and offset, and after deleting the last item of a namespace
from langgraph.store.memory import InMemoryStore
st = InMemoryStore()
for ns in [("users", "1", "memories"), ("users", "1", "prefs"), ("users", "2", "memories"), ("users", "2", "memories", "old"), ("teams", "a", "memories"), ("solo",)]:
    st.put(ns, "k", {"v": 1})
print(st.list_namespaces())
print(st.list_namespaces(prefix=("users",)))
print(st.list_namespaces(prefix=("users", "*", "memories")))
print(st.list_namespaces(suffix=("memories",)))
print(st.list_namespaces(prefix=("*",), suffix=("memories",)))
print(st.list_namespaces(max_depth=2))
print(st.list_namespaces(prefix=("users",), max_depth=1))
print(st.list_namespaces(limit=2), st.list_namespaces(limit=2, offset=2), st.list_namespaces(offset=100))
print(st.list_namespaces(prefix=("nope",)), st.list_namespaces(suffix=("*",)))
st.delete(("solo",), "k")
st.delete(("users", "2", "memories", "old"), "k")
print(st.list_namespaces(), st.list_namespaces(max_depth=3, suffix=("memories",)))
