# https://github.com/langchain-ai/langgraph/pull/3202 : an @entrypoint and its @tasks writing custom data through get_stream_writer() and an injected `writer` parameter, streamed with stream_mode=["custom", "updates", "values"] and subgraphs=True: the order and namespaces of the chunks, and a writer called outside any run
from langgraph.func import entrypoint, task
from langgraph.config import get_stream_writer
from langgraph.types import StreamWriter
@task
def step(x, writer: StreamWriter = None):
    writer({"task": "step", "x": x})
    get_stream_writer()("plain from step %d" % x)
    return x + 1
@entrypoint()
def main(x, writer: StreamWriter):
    writer("start")
    a = step(x).result()
    b = step(a).result()
    get_stream_writer()({"done": b})
    return b
for mode, sg in [(["custom", "updates", "values"], False), (["custom", "updates"], True), ("custom", False)]:
    out = list(main.stream(1, stream_mode=mode, subgraphs=sg))
    print(mode, sg)
    for c in out:
        if sg:
            ns, m, v = c
            print("  ", [n.split(":")[0] for n in ns], m, v)
        else:
            print("  ", c)
w = get_stream_writer()
print(type(w).__name__, w("ignored"))
