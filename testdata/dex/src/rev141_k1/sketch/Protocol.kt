package com.saltmarsh.podcasts

import android.app.PendingIntent
import android.os.Bundle
import android.os.ParcelFileDescriptor
import org.json.JSONObject
import java.security.MessageDigest

const val APP_ID = "com.saltmarsh.podcasts"
const val APP_NAME = "Saltmarsh Podcasts"

/* CETP v2 request keys. */
const val PROTOCOL_VERSION = "protocol_version"
const val SESSION_TOKEN = "session_token"
const val REQUEST_ID = "request_id"
const val DEADLINE_AT_MS = "deadline_at_ms"

/* What the app's own screens and broadcasts carry. */
const val EXTRA_TOKEN = "com.saltmarsh.podcasts.extra.TOKEN"
const val EXTRA_PROMPT = "com.saltmarsh.podcasts.extra.PROMPT"
const val KEY_CONFIRMED = "confirmed"
const val KEY_CALLING_PACKAGE = "calling_package"
const val ACTION_ANSWER = "com.saltmarsh.podcasts.action.PROMPT_ANSWERED"
const val ACTION_UPGRADE = "com.saltmarsh.podcasts.action.UPGRADE"
const val PERMISSION_INTERNAL = "com.saltmarsh.podcasts.permission.INTERNAL"

/** The negotiated max_request_bytes. */
const val MAX_REQUEST_BYTES = 65536

/** What one method answers; [render] turns it into the response Bundle. */
sealed class Reply {
    class Data(val data: JSONObject) : Reply()

    class Ok(val value: JSONObject) : Reply()

    class Accepted(val operationId: String, val pollAfterMs: Long) : Reply()

    class File(val fd: ParcelFileDescriptor, val mediaType: String, val size: Long, val sha256: String) : Reply()

    class Failure(val code: String, val message: String, val retryable: Boolean) : Reply()

    class NeedsUser(val code: String, val message: String, val resolution: PendingIntent, val token: String) : Reply()

    companion object {
        fun fail(code: String, message: String, retryable: Boolean = false): Reply = Failure(code, message, retryable)

        val DENIED: Reply = Failure("PERMISSION_DENIED", "This app may not use Saltmarsh's tools", false)
        val NO_SESSION: Reply = Failure("NEGOTIATION_REQUIRED", "Negotiate a session first", true)
        val CANCELLED: Reply = Failure("USER_CANCELLED", "The request was not confirmed", false)
        val BUSY: Reply = Failure("UNAVAILABLE", "Saltmarsh's player is starting; try again shortly", true)
    }
}

fun invalid(message: String): Reply = Reply.fail("INVALID_ARGS", message)

/** The response Bundle; a negotiate answer echoes no protocol_version or request_id. */
fun Reply.render(method: String, request: Bundle): Bundle {
    val out = Bundle()
    if (method != "negotiate") {
        out.putInt(PROTOCOL_VERSION, 2)
        out.putString(REQUEST_ID, request.getString(REQUEST_ID))
    }
    when (this) {
        is Reply.Data -> {
            out.putString("status", "success")
            out.putString("data", data.toString())
        }
        is Reply.Ok -> {
            out.putString("status", "success")
            out.putString("data", JSONObject().put("kind", "inline").put("value", value).toString())
        }
        is Reply.Accepted -> {
            out.putString("status", "accepted")
            out.putString("data", JSONObject().put("operation_id", operationId).put("poll_after_ms", pollAfterMs).toString())
        }
        is Reply.File -> {
            out.putString("status", "success")
            out.putString(
                "data",
                JSONObject().put("kind", "file").put("media_type", mediaType).put("size_bytes", size).put("sha256", sha256).toString(),
            )
            out.putParcelable("result_fd", fd)
        }
        is Reply.Failure -> {
            out.putString("status", "error")
            out.putString("error_code", code)
            out.putString("error_message", message)
            out.putBoolean("retryable", retryable)
        }
        is Reply.NeedsUser -> {
            out.putString("status", "error")
            out.putString("error_code", code)
            out.putString("error_message", message)
            out.putBoolean("retryable", false)
            out.putParcelable("resolution", resolution)
            out.putString("resume_token", token)
        }
    }
    return out
}

fun hex(bytes: ByteArray): String = bytes.joinToString("") { "%02x".format(it) }

/** What resume tickets and deduplication records are bound to: the argument bytes as sent. */
fun digestOf(args: String): String = hex(MessageDigest.getInstance("SHA-256").digest(args.toByteArray(Charsets.UTF_8)))
