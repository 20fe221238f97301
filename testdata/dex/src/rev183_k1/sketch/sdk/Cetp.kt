package com.clawseed.sdk.provider

import android.app.PendingIntent
import android.os.Bundle
import org.json.JSONArray
import org.json.JSONObject

/** Wire helpers of the vendored provider half of the ClawSeed SDK (CETP v2, §4 and §5). */
object Cetp {
    const val VERSION = 2
    const val MAX_REQUEST_BYTES = 65536

    /** §5: codes whose `retryable` is fixed at true; the conditional ones are answered false here. */
    private val RETRYABLE = setOf("NEGOTIATION_REQUIRED", "RATE_LIMITED", "UNAVAILABLE")

    fun error(code: String, message: String, requestId: String?, echoVersion: Boolean = true): Bundle {
        val out = Bundle()
        out.putString("status", "error")
        out.putString("error_code", code)
        out.putString("error_message", message)
        out.putBoolean("retryable", code in RETRYABLE)
        if (echoVersion) out.putInt("protocol_version", VERSION)
        if (requestId != null) out.putString("request_id", requestId)
        return out
    }

    fun data(requestId: String?, data: JSONObject, echoVersion: Boolean = true): Bundle {
        val out = Bundle()
        out.putString("status", "success")
        if (echoVersion) out.putInt("protocol_version", VERSION)
        if (requestId != null) out.putString("request_id", requestId)
        out.putString("data", data.toString())
        return out
    }

    fun inline(requestId: String, value: Any): Bundle =
        data(requestId, JSONObject().put("kind", "inline").put("value", value))

    fun accepted(requestId: String, operationId: String, pollAfterMs: Long): Bundle {
        val out = Bundle()
        out.putString("status", "accepted")
        out.putInt("protocol_version", VERSION)
        out.putString("request_id", requestId)
        out.putString("data", JSONObject().put("operation_id", operationId).put("poll_after_ms", pollAfterMs).toString())
        return out
    }

    fun userAction(requestId: String, resolution: PendingIntent, resumeToken: String): Bundle {
        val out = error("USER_ACTION_REQUIRED", "Confirm this action in the app", requestId)
        out.putParcelable("resolution", resolution)
        out.putString("resume_token", resumeToken)
        return out
    }

    fun strings(values: Collection<String>): JSONArray {
        val out = JSONArray()
        for (v in values) out.put(v)
        return out
    }
}

class ScopeInfo(val name: String, val title: String, val access: String, val sensitivity: String) {
    fun toJson(): JSONObject = JSONObject().put("name", name).put("title", title)
        .put("description", title).put("access", access).put("sensitivity", sensitivity)
}

class ToolAnnotations(
    val effect: String,
    val risk: String,
    val confirmation: String,
    val destructive: Boolean = false,
    val idempotent: Boolean = false,
    val openWorld: Boolean = false,
    val execution: String = "sync",
) {
    fun toJson(): JSONObject = JSONObject().put("effect", effect).put("risk", risk)
        .put("confirmation", confirmation).put("destructive", destructive).put("idempotent", idempotent)
        .put("open_world", openWorld).put("execution", execution)
}

class ToolDescriptor(
    val name: String,
    val title: String,
    val description: String,
    val inputSchema: String,
    val outputSchema: String,
    val scopes: List<String>,
    val annotations: ToolAnnotations,
) {
    val mutating: Boolean get() = annotations.effect != "read"

    fun toJson(): JSONObject = JSONObject().put("name", name).put("title", title).put("description", description)
        .put("input_schema", JSONObject(inputSchema)).put("output_schema", JSONObject(outputSchema))
        .put("scopes", Cetp.strings(scopes)).put("annotations", annotations.toJson())
}

sealed class CetpAccessDecision {
    object Allow : CetpAccessDecision()
    class Deny(val code: String, val message: String) : CetpAccessDecision()
}

/** One opened v2 request: envelope checked, session found for this UID. */
class CetpRequest(
    val callerUid: Int,
    val method: String,
    val requestId: String,
    val extras: Bundle,
    val session: Session,
    val args: JSONObject,
) {
    val toolName: String get() = extras.getString("tool_name") ?: ""
    val argsText: String get() = extras.getString("args") ?: "{}"
    val resumeToken: String? get() = extras.getString("resume_token")
}

/**
 * Runs a mutating request at most once per (calling UID, provider, request_id) and answers retries with the stored
 * outcome (§6). The application's implementation must keep its records durable.
 */
interface CetpMutationExecutor {
    fun execute(request: CetpRequest, work: (CetpRequest) -> Bundle): Bundle
}

sealed class Envelope {
    class Opened(val request: CetpRequest) : Envelope()
    class Rejected(val response: Bundle) : Envelope()
}
