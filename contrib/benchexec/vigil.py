# Tool-info module for Vigil, an automatic verifier for C programs, for BenchExec
# (https://github.com/sosy-lab/benchexec). Copy it into BenchExec's benchexec/tools/ folder,
# or put this folder on PYTHONPATH and name the tool "vigil" in the benchmark definition.
# See "Benchmarking" in Vigil's README.md.

import re

import benchexec.result as result
import benchexec.tools.template
from benchexec.tools.template import UnsupportedFeatureException

# "Verification result: TRUE", "... FALSE(valid-deref)", "... UNKNOWN(timeout)"
_VERDICT = re.compile(r"^Verification result: (TRUE|FALSE\(([a-z-]+)\)|UNKNOWN\((.*)\))\s*$")

# Vigil's data-model flags for the "data_model" option of SV-COMP task definitions.
_DATA_MODEL_FLAGS = {"ILP32": "--32", "LP64": "--64"}


class Tool(benchexec.tools.template.BaseTool2):
    """
    Vigil: given a C program and an SV-COMP property it answers TRUE with a proof,
    FALSE with a counterexample that replays in its interpreter, or UNKNOWN with a reason.
    The executable is the launcher script `vigil` in a built checkout of Vigil
    (`mvn -DskipTests package`); it runs Java with the class path in target/classpath.txt.
    """

    # target/vigil.jar and its ahead-of-time cache target/vigil.aot make the start fast; the
    # launcher falls back to target/classes without them.
    REQUIRED_PATHS = [
        "vigil",
        "target/classes",
        "target/classpath.txt",
        "target/native",
        "target/vigil.jar",
        "target/vigil.aot",
    ]

    def executable(self, tool_locator):
        return tool_locator.find_executable("vigil")

    def name(self):
        return "Vigil"

    def version(self, executable):
        # `vigil --version` prints "vigil 0.1.0-dev".
        return self._version_from_tool(executable, line_prefix="vigil ")

    def environment(self, executable):
        # Inside BenchExec's cgroup the JVM sees the memory limit as the machine's memory;
        # give the heap three quarters of it, as `vigil bench` does, and leave the rest to the
        # JVM itself and to the SMT solver's native memory.
        return {"newEnv": {"VIGIL_JAVA_OPTS": "-XX:MaxRAMPercentage=75"}}

    def cmdline(self, executable, options, task, rlimits):
        cmd = [executable, "verify", *options]
        if task.property_file:
            cmd += ["--property", task.property_file]
        data_model = task.options.get("data_model") if isinstance(task.options, dict) else None
        if data_model:
            if data_model not in _DATA_MODEL_FLAGS:
                raise UnsupportedFeatureException(f"Vigil does not support data model {data_model}")
            cmd.append(_DATA_MODEL_FLAGS[data_model])
        if rlimits.cputime and "--timeout" not in options:
            # Vigil's own time limit, so that it can stop and answer UNKNOWN(timeout) itself.
            cmd += ["--timeout", str(rlimits.cputime)]
        return cmd + [task.single_input_file]

    def determine_result(self, run):
        for line in reversed(run.output):
            match = _VERDICT.match(line.strip())
            if not match:
                continue
            if match.group(1) == "TRUE":
                return result.RESULT_TRUE_PROP
            if match.group(2):
                # false(unreach-call), false(no-overflow), false(valid-deref), ...
                return f"{result.RESULT_FALSE_PROP}({match.group(2)})"
            # The reason's kind comes first: "timeout", or "timeout; kinduction: timeout" (the
            # portfolio adds its stages' reasons after a semicolon).
            reason = re.split(r"[;:]", match.group(3), maxsplit=1)[0].strip()
            if reason == "timeout":
                return "TIMEOUT"
            if reason == "out of memory":
                return "OUT OF MEMORY"
            return result.RESULT_UNKNOWN
        if run.was_timeout:
            return "TIMEOUT"
        if run.output.any_line_contains("OutOfMemoryError") or run.output.any_line_contains(
            "vigil: error: out of memory"
        ):
            return "OUT OF MEMORY"
        if run.output.any_line_contains("vigil: internal error: "):
            return "ERROR (internal)"
        if run.output.any_line_contains("vigil: error: "):
            return "ERROR (input)"  # one line in the output says what was wrong with it
        return result.RESULT_ERROR

    def get_value_from_output(self, output, identifier):
        # For <column> in a benchmark definition: the text after "identifier:" on the last line
        # that starts with it, e.g. <column title="verdict">Verification result</column> shows
        # UNKNOWN(unsupported: ... at file:line) with its reason.
        for line in reversed(output):
            if line.strip().startswith(identifier + ":"):
                return line.split(":", 1)[1].strip()
        return None
