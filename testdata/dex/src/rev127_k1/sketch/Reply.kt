package com.hearthly

import android.app.PendingIntent
import android.database.sqlite.SQLiteException
import android.os.Bundle
import org.json.JSONObject
import java.io.IOException
import java.util.concurrent.TimeoutException

/** What a handler answers; rendered into the response Bundle in one place. */
sealed interface Reply {
    data class Done(val value: JSONObject) : Reply
    data class Info(val data: JSONObject) : Reply
    data class Failed(val code: String, val message: String, val retryable: Boolean = false) : Reply
    data class NeedsUser(val prompt: String, val resolution: PendingIntent, val resumeToken: String) : Reply
}

fun Reply.toBundle(env: Envelope): Bundle = Bundle().apply {
    putInt("protocol_version", 2)
    env.requestId?.let { putString("request_id", it) }
    when (val reply = this@toBundle) {
        is Reply.Done -> {
            putString("status", "success")
            putString("data", JSONObject().put("kind", "inline").put("value", reply.value).toString())
        }
        is Reply.Info -> {
            putString("status", "success")
            putString("data", reply.data.toString())
        }
        is Reply.Failed -> putError(reply.code, reply.message, reply.retryable)
        is Reply.NeedsUser -> {
            putError("USER_ACTION_REQUIRED", reply.prompt, retryable = false)
            putParcelable("resolution", reply.resolution)
            putString("resume_token", reply.resumeToken)
        }
    }
}

private fun Bundle.putError(code: String, message: String, retryable: Boolean) {
    putString("status", "error")
    putString("error_code", code)
    putString("error_message", message)
    putBoolean("retryable", retryable)
}

/** What a failure may tell the Consumer: chosen by its type, never its text. */
val Throwable.safeText: String
    get() = when (this) {
        is SQLiteException -> "The home database is busy, try again shortly"
        is TimeoutException -> "The hub did not answer in time"
        is IOException -> "The hub could not be reached"
        is IllegalStateException -> "That is not possible right now"
        else -> "Something went wrong on our side"
    }
