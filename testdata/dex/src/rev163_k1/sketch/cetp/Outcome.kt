package app.keelson.backup.cetp

import android.app.PendingIntent
import android.content.ComponentName
import android.content.Context
import android.content.Intent
import android.os.Bundle
import android.os.ParcelFileDescriptor
import app.keelson.backup.data.Replay
import org.json.JSONObject

const val EXTRA_TOKEN = "app.keelson.backup.extra.RESUME_TOKEN"
const val EXTRA_SUMMARY = "app.keelson.backup.extra.SUMMARY"

/** What a provider method decided; [toReply] turns it into the Bundle call() returns. */
sealed interface Outcome {
    /** A synchronous result, inline. */
    class Done(val value: JSONObject) : Outcome

    /** A result too large for the Bundle: a descriptor the Consumer reads, with its size and digest. */
    class File(val fd: ParcelFileDescriptor, val size: Long, val sha256: String) : Outcome

    /** A background execution was started (or had been, for a retried request_id). */
    class Accepted(val operation: OperationId, val pollAfterMs: Long) : Outcome

    /** An operation's state or a cancellation's acknowledgement: data is the object itself. */
    class Status(val data: JSONObject) : Outcome

    /** AUTH_REQUIRED or USER_ACTION_REQUIRED: [screen] resolves it, [token] resumes the held call. */
    class NeedsUser(val code: String, val message: String, val screen: ComponentName, val token: ResumeToken,
                    val summary: String) : Outcome

    class Failed(val code: String, val message: String, val retryable: Boolean = false) : Outcome
}

fun Outcome.toReply(context: Context, requestId: String): Bundle = when (this) {
    is Outcome.Done -> {
        val reply = envelope(requestId, "success")
        reply.putString("data", JSONObject().put("kind", "inline").put("value", value).toString())
        reply
    }
    is Outcome.File -> {
        val reply = envelope(requestId, "success")
        reply.putString("data", JSONObject().put("kind", "file").put("media_type", "application/json")
            .put("size_bytes", size).put("sha256", sha256).toString())
        reply.putParcelable("result_fd", fd)
        reply
    }
    is Outcome.Accepted -> {
        val reply = envelope(requestId, "accepted")
        reply.putString("data", JSONObject().put("operation_id", operation.raw).put("poll_after_ms", pollAfterMs).toString())
        reply
    }
    is Outcome.Status -> plain(requestId, data)
    is Outcome.NeedsUser -> {
        val reply = failure(requestId, code, message)
        reply.putParcelable("resolution", resolution(context))
        reply.putString("resume_token", token.raw)
        reply
    }
    is Outcome.Failed -> failure(requestId, code, message, retryable)
}

/** The PendingIntent that opens [Outcome.NeedsUser.screen] with the held call's token. */
fun Outcome.NeedsUser.resolution(context: Context): PendingIntent {
    val intent = Intent().setComponent(screen)
        .putExtra(EXTRA_TOKEN, token.raw)
        .putExtra(EXTRA_SUMMARY, summary)
    return PendingIntent.getActivity(context, token.raw.hashCode(), intent,
        PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
}

/** What a request_id seen before answers: its recorded outcome, or why it cannot run again. */
fun Replay.outcomeFor(call: Call): Outcome = when {
    tool != call.tool || digest != call.argsDigest ->
        Outcome.Failed("INVALID_REQUEST", "This request_id was already used for another call.")
    state == null -> Outcome.Failed("CONFLICT", "This request is still running.", true)
    state == "accepted" -> Outcome.Accepted(OperationId(payload.orEmpty()), 1000L)
    else -> Outcome.Done(JSONObject(payload.orEmpty()))
}

/** A §5 error object for a failed operation. */
fun errorJson(code: String, message: String, retryable: Boolean): String =
    JSONObject().put("error_code", code).put("error_message", message).put("retryable", retryable).toString()
