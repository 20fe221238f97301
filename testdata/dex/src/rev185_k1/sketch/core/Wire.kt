package io.quire.app.core

import android.app.PendingIntent
import android.os.Bundle
import org.json.JSONArray
import org.json.JSONObject

/** Response envelopes of CETP v2 (§4.2, §4.3, §4.5, §5). */
object Wire {
    const val VERSION = 2
    const val MAX_REQUEST_BYTES = 65536
    const val MAX_INLINE_BYTES = 262144

    private val ALWAYS_RETRYABLE = setOf("NEGOTIATION_REQUIRED", "RATE_LIMITED", "UNAVAILABLE")

    fun error(code: String, message: String, requestId: String?, echo: Boolean = true): Bundle {
        val out = Bundle()
        out.putString("status", "error")
        out.putString("error_code", code)
        out.putString("error_message", message)
        out.putBoolean("retryable", code in ALWAYS_RETRYABLE)
        if (echo) out.putInt("protocol_version", VERSION)
        if (requestId != null) out.putString("request_id", requestId)
        return out
    }

    fun success(requestId: String?, data: JSONObject, echo: Boolean = true): Bundle {
        val out = Bundle()
        out.putString("status", "success")
        if (echo) out.putInt("protocol_version", VERSION)
        if (requestId != null) out.putString("request_id", requestId)
        out.putString("data", data.toString())
        return out
    }

    fun inline(requestId: String, value: Any): Bundle =
        success(requestId, JSONObject().put("kind", "inline").put("value", value))

    fun userAction(requestId: String, resolution: PendingIntent, resumeToken: String): Bundle {
        val out = error("USER_ACTION_REQUIRED", "Confirm this action in Quire", requestId)
        out.putParcelable("resolution", resolution)
        out.putString("resume_token", resumeToken)
        return out
    }

    fun strings(values: Iterable<String>): JSONArray = values.fold(JSONArray()) { array, v -> array.put(v) }
}
