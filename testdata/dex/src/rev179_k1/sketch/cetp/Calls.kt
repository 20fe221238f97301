package io.quillkit.notes.cetp

import org.json.JSONObject

/** One execute_tool call, its envelope checked; [uid] was captured on the Binder thread in `call`. */
class ToolCall(
    val uid: Int,
    val callerPackage: String,
    val requestId: String,
    val tool: ToolSpec,
    val args: JSONObject,
    val argsDigest: String,
    val deadlineAtMs: Long,
    val resumeToken: String?,
    val session: Session,
)

val ToolCall.late: Boolean get() = deadlineAtMs <= System.currentTimeMillis()

val ToolCall.ledgerKey: LedgerKey get() = LedgerKey(uid, requestId, tool.name, argsDigest)

val ToolCall.largeResults: Boolean get() = "large_results" in session.capabilities
