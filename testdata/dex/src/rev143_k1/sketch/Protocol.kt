package com.harborline.ledger

import android.app.PendingIntent
import android.os.Bundle
import org.json.JSONObject

sealed class Reply {
    class Ok(val value: Any) : Reply()
    class Fail(val code: String, val message: String, val retryable: Boolean) : Reply()
    class NeedsUser(val message: String, val resolution: PendingIntent, val resumeToken: String) : Reply()
}

fun fail(code: String, message: String, retryable: Boolean = false): Reply = Reply.Fail(code, message, retryable)

class Call(val uid: Int, val pkg: String, val extras: Bundle) {
    val requestId: String get() = extras.getString("request_id") ?: ""
    val tool: String get() = extras.getString("tool_name") ?: ""
    val rawArgs: String get() = extras.getString("args") ?: "{}"
    val resumeToken: String? get() = extras.getString("resume_token")
    fun args(): JSONObject = JSONObject(rawArgs)
}

fun render(reply: Reply, requestId: String?): Bundle {
    val out = Bundle()
    out.putInt("protocol_version", 2)
    if (requestId != null) out.putString("request_id", requestId)
    when (reply) {
        is Reply.Ok -> {
            out.putString("status", "success")
            out.putString("data", JSONObject().put("kind", "inline").put("value", reply.value).toString())
        }
        is Reply.Fail -> {
            out.putString("status", "error")
            out.putString("error_code", reply.code)
            out.putString("error_message", reply.message)
            out.putBoolean("retryable", reply.retryable)
        }
        is Reply.NeedsUser -> {
            out.putString("status", "error")
            out.putString("error_code", "USER_ACTION_REQUIRED")
            out.putString("error_message", reply.message)
            out.putBoolean("retryable", false)
            out.putParcelable("resolution", reply.resolution)
            out.putString("resume_token", reply.resumeToken)
        }
    }
    return out
}
