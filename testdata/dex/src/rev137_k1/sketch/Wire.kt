package com.saltmarsh.ferry

import android.os.Bundle
import android.os.Parcelable
import android.app.PendingIntent
import org.json.JSONObject
import java.security.MessageDigest
import java.util.Base64

/* The request extras under the names CETP v2 gives them. */
val Bundle.protocolVersion: Int get() = getInt("protocol_version", 1)
val Bundle.sessionToken: String? get() = getString("session_token")
val Bundle.requestId: String? get() = getString("request_id")
val Bundle.deadlineAt: Long get() = getLong("deadline_at_ms", 0L)
val Bundle.toolName: String? get() = getString("tool_name")
val Bundle.resumeToken: String? get() = getString("resume_token")
val Bundle.consumerVersions: IntArray? get() = getIntArray("consumer_versions")
val Bundle.argsText: String? get() = getString("args")

/** What a resume ticket is bound to: the argument bytes exactly as they were sent. */
val Bundle.argsDigest: String
    get() = MessageDigest.getInstance("SHA-256").digest(argsText.orEmpty().toByteArray()).let { Base64.getEncoder().encodeToString(it) }

/** What a method answers; [render] turns it into the response Bundle. */
sealed class Reply {
    class Ok(val value: JSONObject) : Reply()
    class Data(val data: JSONObject) : Reply()
    data class Failure(val code: String, val message: String, val retryable: Boolean) : Reply()
    class NeedsUser(val code: String, val prompt: String, val resolution: PendingIntent, val token: String) : Reply()

    companion object {
        fun fail(code: String, message: String, retryable: Boolean = false): Reply = Failure(code, message, retryable)

        val NO_SESSION: Reply = Failure("NEGOTIATION_REQUIRED", "Negotiate a session first", true)
        val CANCELLED: Reply = Failure("USER_CANCELLED", "The user did not confirm", false)
    }
}

fun invalid(message: String): Reply = Reply.fail("INVALID_ARGS", message)

/** `"key" to value` inside [bundle] puts the value under the key with the typed Bundle setter. */
@JvmInline
value class BundleScope(val bundle: Bundle) {
    infix fun String.to(value: String?) = bundle.putString(this, value)

    infix fun String.to(value: Int) = bundle.putInt(this, value)

    infix fun String.to(value: Boolean) = bundle.putBoolean(this, value)

    infix fun String.to(value: Parcelable?) = bundle.putParcelable(this, value)
}

inline fun bundle(fill: BundleScope.() -> Unit): Bundle = Bundle().also { BundleScope(it).fill() }

/** The response Bundle of [method]; negotiate answers carry no protocol_version / request_id echo. */
fun Reply.render(method: String, extras: Bundle): Bundle = bundle {
    val reply = this@render
    if (method != "negotiate") {
        "protocol_version" to 2
        "request_id" to extras.requestId
    }
    when (reply) {
        is Reply.Ok -> {
            "status" to "success"
            "data" to JSONObject().put("kind", "inline").put("value", reply.value).toString()
        }
        is Reply.Data -> {
            "status" to "success"
            "data" to reply.data.toString()
        }
        is Reply.Failure -> {
            val (code, message, retryable) = reply
            "status" to "error"
            "error_code" to code
            "error_message" to message
            "retryable" to retryable
        }
        is Reply.NeedsUser -> {
            "status" to "error"
            "error_code" to reply.code
            "error_message" to reply.prompt
            "retryable" to false
            "resolution" to reply.resolution
            "resume_token" to reply.token
        }
    }
}
