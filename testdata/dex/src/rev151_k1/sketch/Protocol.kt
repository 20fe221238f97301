package com.tallyfold.money

import android.app.PendingIntent
import android.os.Bundle
import org.json.JSONObject

const val TAG = "Tallyfold"

/** What a method produced, before it is written into the reply Bundle. */
sealed interface Outcome {
    data class Done(val value: JSONObject) : Outcome
    data class Accepted(val operation: OperationId, val pollAfterMs: Long) : Outcome
    data class Failure(val code: String, val message: String, val retryable: Boolean = false) : Outcome
    data class NeedsUser(val message: String, val resolution: PendingIntent, val token: ResumeToken) : Outcome
}

fun Outcome.toBundle(requestId: String?): Bundle = Bundle().apply {
    putInt("protocol_version", 2)
    requestId?.let { putString("request_id", it) }
    when (val outcome = this@toBundle) {
        is Outcome.Done -> {
            putString("status", "success")
            putString("data", JSONObject().put("kind", "inline").put("value", outcome.value).toString())
        }
        is Outcome.Accepted -> {
            putString("status", "accepted")
            putString("data", JSONObject().put("operation_id", outcome.operation.value)
                .put("poll_after_ms", outcome.pollAfterMs).toString())
        }
        is Outcome.Failure -> putFailure(outcome.code, outcome.message, outcome.retryable)
        is Outcome.NeedsUser -> {
            putFailure("USER_ACTION_REQUIRED", outcome.message, false)
            putParcelable("resolution", outcome.resolution)
            putString("resume_token", outcome.token.value)
        }
    }
}

/** Folds a tool's Result into an outcome: [done] shapes the value, [failed] chooses the error the Consumer sees. */
inline fun <T> Result<T>.settle(crossinline done: (T) -> JSONObject, crossinline failed: (Throwable) -> Outcome.Failure): Outcome =
    fold(onSuccess = { Outcome.Done(done(it)) }, onFailure = { failed(it) })

/** A tool as list_tools describes it. */
class ToolSpec(
    val name: String,
    val title: String,
    val description: String,
    val effect: String,
    val risk: String,
    val confirmation: String,
    val scopes: List<String>,
    val inputSchema: String,
    val outputSchema: String,
    val destructive: Boolean = false,
    val mayRunAsync: Boolean = false,
) {
    val mutating: Boolean get() = effect != "read"

    fun descriptor(asyncNegotiated: Boolean): JSONObject = JSONObject()
        .put("name", name).put("title", title).put("description", description)
        .put("input_schema", JSONObject(inputSchema)).put("output_schema", JSONObject(outputSchema))
        .put("scopes", org.json.JSONArray(scopes))
        .put("annotations", JSONObject().put("effect", effect).put("risk", risk).put("destructive", destructive)
            .put("idempotent", false).put("open_world", false).put("confirmation", confirmation)
            .put("execution", if (mayRunAsync && asyncNegotiated) "sync_or_async" else "sync"))
}

/** A mutation's recorded outcome, bound to its tool and the digest of its args. */
data class Prior(val tool: String, val argsDigest: String, val value: JSONObject, val operation: String?) {
    fun replay(): Outcome = operation?.let { Outcome.Accepted(OperationId(it), 1000L) } ?: Outcome.Done(value)
}
