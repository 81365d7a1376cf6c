# https://github.com/langchain-ai/langgraph/issues/8802 : which exceptions RetryPolicy's default retry_on retries: requests / httpx HTTP errors with 4xx and 5xx responses, connection errors and timeouts, plain ValueError / RuntimeError / ConnectionError / TimeoutError, and a node retried (or not) under the default policy
import httpx
import requests
from requests.models import Response
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import RetryPolicy, default_retry_on
def req_error(code):
    r = Response(); r.status_code = code
    return requests.HTTPError("%d" % code, response=r)
def httpx_error(code):
    req = httpx.Request("GET", "http://x")
    return httpx.HTTPStatusError("%d" % code, request=req, response=httpx.Response(code, request=req))
cases = {
    "req404": req_error(404), "req500": req_error(500), "req503": req_error(503),
    "req_conn": requests.ConnectionError("c"), "req_timeout": requests.Timeout("t"),
    "httpx404": httpx_error(404), "httpx502": httpx_error(502), "httpx_conn": httpx.ConnectError("c"),
    "httpx_timeout": httpx.ReadTimeout("t"), "value": ValueError("v"), "runtime": RuntimeError("r"),
    "conn": ConnectionError("c"), "timeout": TimeoutError("t"), "oserror": OSError("o"), "key": KeyError("k"),
}
for name, exc in cases.items():
    print(name, default_retry_on(exc))
class S(TypedDict):
    n: int
for name in ("req500", "req404", "value", "httpx_timeout"):
    calls = []
    def node(s, name=name):
        calls.append(1)
        if len(calls) < 3:
            raise cases[name]
        return {"n": len(calls)}
    g = StateGraph(S).add_node("n", node, retry_policy=RetryPolicy(initial_interval=0.001, jitter=False)).add_edge(START, "n").compile()
    try:
        print(name, g.invoke({"n": 0}), len(calls))
    except Exception as e:
        print(name, "ERR", type(e).__name__, len(calls))
