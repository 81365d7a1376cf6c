# https://github.com/langchain-ai/langgraph/issues/4305 : store search filters on nested values: a dotted field ("profile.city") against InMemoryStore (top-level keys only) and SqliteStore (a JSON path), an item whose top-level key itself contains a dot and a list filter, for both stores
from langgraph.store.memory import InMemoryStore
from langgraph.store.sqlite import SqliteStore
def fill(s):
    s.put(("users",), "ann", {"profile": {"city": "rome", "age": 30}, "tags": ["a", "b"]})
    s.put(("users",), "bob", {"profile": {"city": "oslo", "age": 40}, "tags": ["b"]})
    s.put(("users",), "dot", {"profile.city": "rome"})
def run(label, s):
    fill(s)
    for f in [{"profile.city": "rome"}, {"tags": ["b"]}]:
        try:
            print(label, f, [i.key for i in s.search(("users",), filter=f)])
        except Exception as e:
            print(label, f, type(e).__name__, str(e).splitlines()[0])
run("memory", InMemoryStore())
with SqliteStore.from_conn_string(":memory:") as s:
    s.setup()
    run("sqlite", s)
