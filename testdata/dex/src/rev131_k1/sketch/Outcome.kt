package com.quillvault

import android.app.PendingIntent
import android.os.Bundle
import org.json.JSONObject

/** What a method answers: a Result-like sealed type rendered into the response Bundle in one place. */
sealed class Outcome {
    class Ok(val value: JSONObject) : Outcome()
    class Info(val data: JSONObject) : Outcome()
    class Failed(val fault: Fault) : Outcome()
    class NeedsUser(val prompt: String, val resolution: PendingIntent, val token: String) : Outcome()
    object Cancelled : Outcome()
    object NoSession : Outcome()
    object UnknownMethod : Outcome()
}

fun failed(code: String, text: String, retryable: Boolean = false): Outcome = Outcome.Failed(Fault(code, text, retryable))

fun Outcome.render(env: Envelope): Bundle {
    val out = Bundle()
    if (env.method != "negotiate") {
        out.putInt("protocol_version", 2)
        env.requestId?.let { out.putString("request_id", it) }
    }
    when (this) {
        is Outcome.Ok -> success(out, JSONObject().put("kind", "inline").put("value", value))
        is Outcome.Info -> success(out, data)
        is Outcome.Failed -> error(out, fault.code, fault.text, fault.retryable)
        is Outcome.NeedsUser -> {
            error(out, "USER_ACTION_REQUIRED", prompt, false)
            out.putParcelable("resolution", resolution)
            out.putString("resume_token", token)
        }
        Outcome.Cancelled -> error(out, "USER_CANCELLED", "The request was not confirmed", false)
        Outcome.NoSession -> error(out, "NEGOTIATION_REQUIRED", "Negotiate a session first", true)
        Outcome.UnknownMethod -> error(out, "METHOD_NOT_FOUND", "No such method", false)
    }
    return out
}

private fun success(out: Bundle, data: JSONObject) {
    out.putString("status", "success")
    out.putString("data", data.toString())
}

private fun error(out: Bundle, code: String, message: String, retryable: Boolean) {
    out.putString("status", "error")
    out.putString("error_code", code)
    out.putString("error_message", message)
    out.putBoolean("retryable", retryable)
}
