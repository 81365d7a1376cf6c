# https://github.com/langchain-ai/langgraph/issues/3166 : human review of tool calls on the functional API: the entrypoint asks interrupt() for each proposed tool call and the reviewer accepts, edits the args, or answers instead of the tool; the streamed updates over the resumes, get_state's interrupts, and the final messages
from langchain_core.messages import AIMessage, ToolMessage
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
@task
def run_tool(call):
    return ToolMessage("%s(%s)" % (call["name"], call["args"]["x"]), tool_call_id=call["id"], id="tm-" + call["id"])
def review(call):
    decision = interrupt({"tool": call["name"], "args": call["args"]})
    if decision["action"] == "accept":
        return call, None
    if decision["action"] == "edit":
        return {**call, "args": decision["args"]}, None
    return call, ToolMessage(decision["text"], tool_call_id=call["id"], id="tm-" + call["id"])
@entrypoint(checkpointer=InMemorySaver())
def wf(calls):
    out = []
    for call in calls:
        call, reply = review(call)
        out.append(reply if reply is not None else run_tool(call).result())
    return [m.content for m in out]
calls = [{"name": "delete", "args": {"x": 1}, "id": "c1"}, {"name": "rename", "args": {"x": 2}, "id": "c2"}, {"name": "email", "args": {"x": 3}, "id": "c3"}]
cfg = {"configurable": {"thread_id": "1"}}
for inp in [calls, Command(resume={"action": "accept"}), Command(resume={"action": "edit", "args": {"x": 20}}), Command(resume={"action": "respond", "text": "do not email"})]:
    print([{k: ([i.value for i in v] if k == "__interrupt__" else (v.content if hasattr(v, "content") else v)) for k, v in c.items()} for c in wf.stream(inp, cfg, stream_mode="updates")])
    print([i.value for i in wf.get_state(cfg).interrupts])
print(wf.get_state(cfg).values)
