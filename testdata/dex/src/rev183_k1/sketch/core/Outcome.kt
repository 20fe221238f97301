package io.kanbu.app.core

import android.app.PendingIntent
import android.os.Bundle
import com.clawseed.sdk.provider.Cetp
import org.json.JSONObject

/** What one execute_tool request came to, as the reducers record it in state. */
sealed class Outcome {
    data class Done(val value: String) : Outcome()
    data class Failed(val code: String, val message: String) : Outcome()
    data class NeedsUser(val resolution: PendingIntent, val resumeToken: String) : Outcome()
    data class Accepted(val operationId: String, val pollAfterMs: Long) : Outcome()

    val terminal: Boolean get() = this !is NeedsUser

    fun toBundle(requestId: String): Bundle = when (this) {
        is Done -> Cetp.inline(requestId, JSONObject(value))
        is Failed -> Cetp.error(code, message, requestId)
        is NeedsUser -> Cetp.userAction(requestId, resolution, resumeToken)
        is Accepted -> Cetp.accepted(requestId, operationId, pollAfterMs)
    }

    fun toJson(): JSONObject = when (this) {
        is Done -> JSONObject().put("kind", "done").put("value", value)
        is Failed -> JSONObject().put("kind", "failed").put("code", code).put("message", message)
        is Accepted -> JSONObject().put("kind", "accepted").put("operation_id", operationId).put("poll_after_ms", pollAfterMs)
        is NeedsUser -> throw IllegalStateException("a pending confirmation is not stored")
    }

    companion object {
        fun fromJson(json: JSONObject): Outcome = when (json.optString("kind")) {
            "done" -> Done(json.optString("value"))
            "accepted" -> Accepted(json.optString("operation_id"), json.optLong("poll_after_ms", 1000L))
            else -> Failed(json.optString("code", "INTERNAL_ERROR"), json.optString("message", "The tool failed"))
        }
    }
}
