# https://github.com/langchain-ai/langgraph/pull/1667 : an extraction loop validating the model's tool calls with ValidationNode (a pydantic schema with a validator), the node composed as LangChain runnables are (with_config(tags=...) piped into a runnable that counts errors): the validated / error ToolMessages with is_error, and the composed node's output
from pydantic import BaseModel, field_validator
from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.runnables import RunnableLambda
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.prebuilt import ValidationNode
class Pick(BaseModel):
    n: int
    @field_validator("n")
    @classmethod
    def small(cls, v):
        if v > 10:
            raise ValueError("too big")
        return v
calls = [{"name": "Pick", "args": {"n": 3}, "id": "a"}, {"name": "Pick", "args": {"n": 30}, "id": "b"}]
def count_errors(out):
    errs = [m for m in out["messages"] if m.additional_kwargs.get("is_error")]
    return {"messages": out["messages"] + [ToolMessage("%d invalid" % len(errs), tool_call_id="summary", id="sum")]}
for node in [ValidationNode([Pick]), ValidationNode([Pick]).with_config(tags=["validate"]) | RunnableLambda(count_errors)]:
    g = StateGraph(MessagesState).add_node("validate", node).add_edge(START, "validate").compile()
    out = g.invoke({"messages": [AIMessage("", id="ai", tool_calls=calls)]})
    print([(type(m).__name__, m.content[:60], m.additional_kwargs.get("is_error")) for m in out["messages"][1:]])
