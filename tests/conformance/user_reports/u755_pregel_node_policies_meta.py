# https://github.com/langchain-ai/langgraph/pull/1049 , #4468 : low-level NodeBuilder extras: several .do() steps chained, .meta(tags, metadata) seen in stream debug/tasks and get_graph, add_retry_policies (attempts counted), add_cache_policy with an InMemoryCache (second run cached), a graph-level retry_policy default, copy()/with_config of a Pregel
from langgraph.channels import EphemeralValue, LastValue, Topic
from langgraph.pregel import Pregel, NodeBuilder
from langgraph.types import RetryPolicy, CachePolicy
from langgraph.cache.memory import InMemoryCache
calls = {"flaky": 0, "slow": 0}
def flaky(x):
    calls["flaky"] += 1
    if calls["flaky"] < 3:
        raise ConnectionError(f"try {calls['flaky']}")
    return x + "-ok"
def slow(x):
    calls["slow"] += 1
    return x.upper()
n1 = NodeBuilder().subscribe_only("inp").do(lambda x: x + "1").do(lambda x: x + "2").meta("tagA", kind="chain").write_to("mid")
n2 = NodeBuilder().subscribe_only("mid").do(flaky).add_retry_policies(RetryPolicy(max_attempts=3, initial_interval=0, jitter=False, retry_on=ConnectionError)).write_to("log", "out")
n3 = NodeBuilder().subscribe_only("out").do(slow).add_cache_policy(CachePolicy()).write_to("log", "final")
chans = {"inp": EphemeralValue(str), "mid": EphemeralValue(str), "out": LastValue(str), "final": LastValue(str), "log": Topic(str, accumulate=True)}
app = Pregel(nodes={"n1": n1, "n2": n2, "n3": n3}, channels=chans, input_channels="inp", output_channels=["final", "log"], cache=InMemoryCache())
print(app.invoke("a"), calls)
calls["flaky"] = 5
for ch in app.stream("a", stream_mode="updates"):
    print(ch)
print(calls)
for ch in app.stream("b", stream_mode="tasks"):
    print(ch["name"], sorted(ch.get("triggers", [])), ch.get("result"), ch.get("error"))
print(list(app.nodes["n1"].tags), app.nodes["n1"].metadata, list(app.get_graph().nodes))
calls["flaky"] = 0
app2 = Pregel(nodes={"n2": NodeBuilder().subscribe_only("mid").do(flaky).write_to("out")}, channels=chans, input_channels="mid", output_channels="out",
              retry_policy=RetryPolicy(max_attempts=2, initial_interval=0, jitter=False, retry_on=ConnectionError))
try:
    print(app2.invoke("z"))
except Exception as e:
    print("RAISED", type(e).__name__, e)
print(calls)
app3 = app2.copy(update={"retry_policy": RetryPolicy(max_attempts=4, initial_interval=0, jitter=False, retry_on=ConnectionError)})
calls["flaky"] = 0
print(app3.invoke("z"), calls, app3.name, app2.with_config(run_name="X").invoke("y"))
