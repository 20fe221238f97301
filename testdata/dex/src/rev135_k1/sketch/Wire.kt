package com.fernhill.lend

import android.app.PendingIntent
import android.os.Bundle
import org.json.JSONException
import org.json.JSONObject
import java.security.MessageDigest

/** The extras of one ContentResolver.call(), under the names the protocol gives them. */
class Request(@JvmField val method: String, private val extras: Bundle) {
    val version: Int get() = extras.getInt("protocol_version", 1)
    val sessionToken: String? get() = extras.getString("session_token")
    val requestId: String? get() = extras.getString("request_id")
    val deadlineAt: Long get() = extras.getLong("deadline_at_ms", 0L)
    val toolName: String? get() = extras.getString("tool_name")
    val resumeToken: String? get() = extras.getString("resume_token")
    val consumerVersions: IntArray? get() = extras.getIntArray("consumer_versions")
    private val argsText: String? get() = extras.getString("args")

    /** The digest a resume ticket is bound to: the argument bytes as sent. */
    val argsDigest: String by lazy {
        MessageDigest.getInstance("SHA-256").digest(argsText.orEmpty().toByteArray()).joinToString("") { "%02x".format(it) }
    }

    fun args(): JSONObject? =
        try {
            JSONObject(argsText ?: "{}")
        } catch (e: JSONException) {
            null
        }
}

data class Caller(val uid: Int, val pkg: String)

/** What a method answers; rendered into the response Bundle in one place. */
sealed class Reply {
    class Ok(val value: JSONObject) : Reply()
    class Data(val data: JSONObject) : Reply()
    class Failure(val code: String, val message: String, val retryable: Boolean) : Reply()
    class NeedsUser(val code: String, val prompt: String, val resolution: PendingIntent, val token: String) : Reply()

    companion object {
        @JvmStatic
        @JvmOverloads
        fun fail(code: String, message: String, retryable: Boolean = false): Reply = Failure(code, message, retryable)

        @JvmField
        val NO_SESSION: Reply = Failure("NEGOTIATION_REQUIRED", "Negotiate a session first", true)

        @JvmField
        val CANCELLED: Reply = Failure("USER_CANCELLED", "The user did not confirm", false)
    }
}

/** The Bundle for [request]: the Java builder does the keys, in the order the protocol lists them. */
fun Reply.render(request: Request): Bundle {
    val reply = this
    return Envelope.Builder(request.method != "negotiate", request.requestId).apply {
        when (reply) {
            is Reply.Ok -> data = JSONObject().put("kind", "inline").put("value", reply.value).toString()
            is Reply.Data -> data = reply.data.toString()
            is Reply.Failure -> {
                status = "error"
                errorCode = reply.code
                errorMessage = reply.message
                isRetryable = reply.retryable
            }
            is Reply.NeedsUser -> {
                status = "error"
                errorCode = reply.code
                errorMessage = reply.prompt
                resolution = reply.resolution
                resumeToken = reply.token
            }
        }
    }.build()
}
