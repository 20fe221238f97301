package io.quire.app.core

import android.os.Bundle
import org.json.JSONObject

/** One opened execute_tool call: envelope checked, session bound to [uid]. */
class Call(
    val uid: CallerUid,
    val caller: PackageName?,
    val requestId: String,
    val tool: ToolName,
    val args: JSONObject,
    val argsDigest: String,
    val extras: Bundle,
    val session: Session,
) {
    val resumeToken: String? get() = extras.getString("resume_token")
    val deadlineAtMs: Long get() = extras.getLong("deadline_at_ms", 0L)
}

/** The states one execute_tool call moves through; every step either advances it or finishes it. */
sealed interface CallState {
    val call: Call

    data class Received(override val call: Call) : CallState
    data class Admitted(override val call: Call, val spec: ToolSpec) : CallState
    data class Cleared(override val call: Call, val spec: ToolSpec) : CallState
    data class Finished(override val call: Call, val response: Bundle) : CallState
}

fun CallState.finish(response: Bundle): CallState = CallState.Finished(call, response)

fun CallState.fail(code: String, message: String): CallState = finish(Wire.error(code, message, call.requestId))

fun interface Step {
    fun advance(state: CallState): CallState
}

/** Runs the steps in order; a finished call skips the rest. */
fun List<Step>.drive(start: CallState): CallState =
    fold(start) { state, step -> if (state is CallState.Finished) state else step.advance(state) }
