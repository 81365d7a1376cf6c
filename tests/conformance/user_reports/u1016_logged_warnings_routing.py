# https://github.com/langchain-ai/langgraph/issues/6436 : the warnings LangGraph logs (caught here by a root logging handler) when a run writes somewhere that does not exist: a Send to an unknown node (twice: logged each time), a conditional edge naming a missing node or returning a set, a node writing a managed value; with the results
import logging, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send
from langgraph.managed import RemainingSteps
class Printer(logging.Handler):
    def emit(self, record):
        print("LOG", record.levelname, record.getMessage())
_printer = Printer()
logging.getLogger().addHandler(_printer)
class S(TypedDict):
    log: Annotated[list, operator.add]
    remaining_steps: RemainingSteps
def a(s): return {"log": ["a"]}
for label, path in [("send ghost", lambda s: [Send("ghost", {}), Send("a", {"log": []})]), ("missing", lambda s: "ghost"), ("set", lambda s: {"a"})]:
    b = StateGraph(S); b.add_node("a", a); b.add_conditional_edges(START, path)
    g = b.compile()
    for _ in range(2):
        print(label, g.invoke({"log": []}))
b = StateGraph(S); b.add_node("m", lambda s: {"log": ["m"], "remaining_steps": 1}); b.add_edge(START, "m")
print("managed", b.compile().invoke({"log": []}))
logging.getLogger().removeHandler(_printer)  # programs share one interpreter
