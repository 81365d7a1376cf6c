# https://github.com/langchain-ai/langgraph/issues/8009 (PR 8285) : @task CachePolicy default keys for positional vs keyword args, objects with tobytes(), custom key_func, ttl, clear_cache
from langgraph.func import entrypoint, task
from langgraph.types import CachePolicy
from langgraph.cache.memory import InMemoryCache

class Arr:
    def __init__(self, raw, signed):
        self.raw, self.signed = raw, signed
    def tobytes(self):
        return self.raw
    def total(self):
        b = self.raw[0]
        return b - 256 if self.signed and b > 127 else b

runs = []
@task(cache_policy=CachePolicy())
def total(arr):
    runs.append(1)
    return arr.total()
@task(cache_policy=CachePolicy(key_func=lambda x, y=0: str(x)))
def keyed(x, y=0):
    runs.append(2)
    return x + y
@task(cache_policy=CachePolicy())
def listy(items, *, scale=1):
    runs.append(3)
    return [i * scale for i in items]

@entrypoint(cache=InMemoryCache())
def wf(inp):
    out = []
    out.append(total(arr=inp["x"]).result()); out.append(total(arr=inp["y"]).result())
    out.append(total(inp["x"]).result()); out.append(total(inp["y"]).result())
    out.append(keyed(1, 2).result()); out.append(keyed(1, 5).result())
    out.append(listy([1, 2]).result()); out.append(listy([1, 2], scale=3).result()); out.append(listy((1, 2)).result())
    out.append(listy({"a": 1}).result() if False else None)
    return out
x = Arr(b"\xc8", False); y = Arr(b"\xc8", True)
print(wf.invoke({"x": x, "y": y}), len(runs), runs)
print(wf.invoke({"x": x, "y": y}), len(runs))
wf.clear_cache()
print(wf.invoke({"x": x, "y": y}), len(runs))
for ev in wf.stream({"x": x, "y": y}, stream_mode="updates"):
    print(ev)
