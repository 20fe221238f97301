package com.spokeshare

import android.app.PendingIntent
import android.os.Bundle
import org.json.JSONObject
import java.security.MessageDigest

/** One ContentResolver.call(), read once at the entry of the provider. */
class Envelope(
    val method: String,
    val version: Int,
    val sessionToken: String?,
    val requestId: String?,
    val deadlineAt: Long,
    val tool: String?,
    val args: String?,
    val resumeToken: String?,
    val consumerVersions: IntArray?,
) {
    /** SHA-256 of the argument bytes: tickets and receipts are bound to it. */
    val digest: String by lazy { sha256(args ?: "") }

    fun pastDeadline(now: Long = System.currentTimeMillis()): Boolean = deadlineAt <= now

    /** How long runBlocking may wait for the handlers: until the deadline, at most ten seconds. */
    fun budgetMillis(): Long =
        if (deadlineAt <= 0L) MAX_BUDGET else (deadlineAt - System.currentTimeMillis()).coerceIn(1L, MAX_BUDGET)

    companion object {
        private const val MAX_BUDGET = 10_000L

        @JvmStatic
        fun read(method: String, extras: Bundle?): Envelope = Envelope(
            method = method,
            version = extras?.getInt("protocol_version", 1) ?: 1,
            sessionToken = extras?.getString("session_token"),
            requestId = extras?.getString("request_id"),
            deadlineAt = extras?.getLong("deadline_at_ms", 0L) ?: 0L,
            tool = extras?.getString("tool_name"),
            args = extras?.getString("args"),
            resumeToken = extras?.getString("resume_token"),
            consumerVersions = extras?.getIntArray("consumer_versions"),
        )

        @JvmStatic
        fun sha256(text: String): String =
            MessageDigest.getInstance("SHA-256").digest(text.toByteArray()).joinToString("") { "%02x".format(it) }
    }
}

private fun Envelope.base(status: String): Bundle = Bundle().apply {
    putString("status", status)
    putInt("protocol_version", 2)
    requestId?.let { putString("request_id", it) }
}

fun Envelope.success(data: JSONObject): Bundle = base("success").apply { putString("data", data.toString()) }

fun Envelope.inline(value: JSONObject): Bundle = success(JSONObject().put("kind", "inline").put("value", value))

fun Envelope.error(code: String, message: String, retryable: Boolean): Bundle = base("error").apply {
    putString("error_code", code)
    putString("error_message", message)
    putBoolean("retryable", retryable)
}

fun Envelope.needsUser(message: String, resolution: PendingIntent, resumeToken: String): Bundle =
    error("USER_ACTION_REQUIRED", message, false).apply {
        putParcelable("resolution", resolution)
        putString("resume_token", resumeToken)
    }

/** What a failed repository call may tell the Consumer: chosen by the failure's type, never its text. */
fun Throwable.userText(): String = when (this) {
    is android.database.sqlite.SQLiteException -> "The database is busy, try again shortly"
    is java.io.IOException -> "The service could not be reached"
    is IllegalStateException -> "That is not possible right now"
    else -> "Something went wrong on our side"
}
