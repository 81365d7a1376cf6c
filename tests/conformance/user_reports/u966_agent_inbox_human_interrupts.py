# https://github.com/langchain-ai/langgraph/issues/3133 , the agent-inbox pattern : a tool-executing graph that asks a human through interrupt([HumanInterrupt]) built with langgraph.prebuilt.interrupt's TypedDicts (action_request, config flags, description) and handles the HumanResponse list it is resumed with (accept / edit / response / ignore) over four pending tool calls; what each interrupt carried, the resumes and the final transcript
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
from langgraph.prebuilt.interrupt import HumanInterrupt, HumanInterruptConfig, ActionRequest, HumanResponse
class S(TypedDict):
    calls: list
    done: Annotated[list, operator.add]
def review(s):
    out = []
    for call in s["calls"]:
        req: HumanInterrupt = {
            "action_request": ActionRequest(action=call["name"], args=call["args"]),
            "config": HumanInterruptConfig(allow_ignore=True, allow_respond=True, allow_edit=True, allow_accept=True),
            "description": "please review %s" % call["name"],
        }
        resp: HumanResponse = interrupt([req])[0]
        if resp["type"] == "accept":
            out.append("%s%s" % (call["name"], sorted(call["args"].items())))
        elif resp["type"] == "edit":
            out.append("%s%s (edited)" % (resp["args"]["action"], sorted(resp["args"]["args"].items())))
        elif resp["type"] == "response":
            out.append("%s: user said %r" % (call["name"], resp["args"]))
        else:
            out.append("%s ignored" % call["name"])
    return {"done": out}
app = StateGraph(S).add_node("review", review).add_edge(START, "review").add_edge("review", END).compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "inbox"}}
calls = [{"name": "send_email", "args": {"to": "bob"}}, {"name": "schedule", "args": {"at": 9}}, {"name": "post", "args": {"text": "hi"}}, {"name": "delete", "args": {"id": 7}}]
out = app.invoke({"calls": calls, "done": []}, cfg)
print(out["__interrupt__"][0].value)
for resp in [{"type": "accept", "args": None}, {"type": "edit", "args": {"action": "schedule", "args": {"at": 10}}}, {"type": "response", "args": "not now"}, {"type": "ignore", "args": None}]:
    out = app.invoke(Command(resume=[resp]), cfg)
    print([i.value[0]["description"] for i in out.get("__interrupt__", [])], out["done"])
print(app.get_state(cfg).values["done"], app.get_state(cfg).next)
