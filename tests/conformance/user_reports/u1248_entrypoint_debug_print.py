# https://github.com/langchain-ai/langgraph/pull/370 : an @entrypoint compiled-like run with debug=True (invoke(..., debug=True)) and with stream_mode="debug": what is printed to stdout for the entrypoint's and its @tasks' steps (task / task_result / checkpoint lines)
import re, io, contextlib
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
@task
def inc(x): return x + 1
@entrypoint(checkpointer=InMemorySaver())
def main(x):
    return inc(inc(x).result()).result()
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    out = main.invoke(1, {"configurable": {"thread_id": "1"}}, debug=True)
text = re.sub(r"\x1b\[[0-9;]*m", "", buf.getvalue())
print(out)
print(text)
