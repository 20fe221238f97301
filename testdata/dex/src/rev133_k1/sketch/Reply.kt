package com.brambleway

import android.app.PendingIntent
import android.os.Bundle
import org.json.JSONObject

/** What a method answers; rendered into the response Bundle in one place. */
sealed interface Reply {
    data class Ok(val value: JSONObject) : Reply
    data class Data(val data: JSONObject) : Reply
    data class Failure(val code: String, val message: String, val retryable: Boolean) : Reply
    data class NeedsUser(val code: String, val prompt: String, val resolution: PendingIntent, val token: ResumeToken) : Reply
    data object Cancelled : Reply
    data object NoSession : Reply
    data object UnknownMethod : Reply

    companion object {
        fun fail(code: String, message: String, retryable: Boolean = false): Reply = Failure(code, message, retryable)
    }
}

fun Reply.render(request: Request): Bundle = Bundle().also { out ->
    if (request.method != "negotiate") {
        out.putInt("protocol_version", 2)
        request.requestId?.let { out.putString("request_id", it) }
    }
    when (this) {
        is Reply.Ok -> out.putSuccess(JSONObject().put("kind", "inline").put("value", value))
        is Reply.Data -> out.putSuccess(data)
        is Reply.Failure -> out.putError(code, message, retryable)
        is Reply.NeedsUser -> with(out) {
            putError(code, prompt, false)
            putParcelable("resolution", resolution)
            putString("resume_token", token.raw)
        }
        Reply.Cancelled -> out.putError("USER_CANCELLED", "The user did not confirm", false)
        Reply.NoSession -> out.putError("NEGOTIATION_REQUIRED", "Negotiate a session first", true)
        Reply.UnknownMethod -> out.putError("METHOD_NOT_FOUND", "No such method", false)
    }
}

private fun Bundle.putSuccess(data: JSONObject) {
    putString("status", "success")
    putString("data", data.toString())
}

private fun Bundle.putError(code: String, message: String, retryable: Boolean) {
    putString("status", "error")
    putString("error_code", code)
    putString("error_message", message)
    putBoolean("retryable", retryable)
}
