package com.larkbook

import android.app.PendingIntent
import android.os.Bundle
import org.json.JSONObject

/** What a method or a tool answers; rendered into the response Bundle in one place. */
sealed interface Outcome {
    data class Done(val value: JSONObject) : Outcome
    data class Info(val data: JSONObject) : Outcome
    data class Failed(val fault: Fault) : Outcome
    data class NeedsUser(val prompt: String, val resolution: PendingIntent, val token: ResumeToken) : Outcome
    data object Cancelled : Outcome
    data object NoSession : Outcome
    data object UnknownTool : Outcome
    data object UnknownMethod : Outcome
}

fun invalid(text: String): Outcome = Outcome.Failed(Fault("INVALID_ARGS", text))

fun Outcome.render(env: Envelope): Bundle = reply(env) {
    when (val outcome = this@render) {
        is Outcome.Done -> inline(outcome.value)
        is Outcome.Info -> success(outcome.data)
        is Outcome.Failed -> error {
            code = outcome.fault.code
            message = outcome.fault.text
            retryable = outcome.fault.retryable
        }
        is Outcome.NeedsUser -> error {
            code = "USER_ACTION_REQUIRED"
            message = outcome.prompt
            resolution = outcome.resolution
            resumeToken = outcome.token
        }
        Outcome.Cancelled -> error {
            code = "USER_CANCELLED"
            message = "The request was not confirmed"
        }
        Outcome.NoSession -> error {
            code = "NEGOTIATION_REQUIRED"
            message = "Negotiate a session first"
            retryable = true
        }
        Outcome.UnknownTool -> error {
            code = "TOOL_NOT_FOUND"
            message = "No tool of that name here"
        }
        Outcome.UnknownMethod -> error {
            code = "METHOD_NOT_FOUND"
            message = "No such method"
        }
    }
}
