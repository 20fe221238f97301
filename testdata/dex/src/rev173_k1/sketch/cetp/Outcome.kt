package app.quire.reader.cetp

import android.app.PendingIntent
import android.os.Bundle
import android.os.ParcelFileDescriptor
import android.util.Log
import org.json.JSONException
import org.json.JSONObject

/** Everything an execute_tool call can end in; [toReply] renders each with one exhaustive `when`. */
sealed interface Outcome {
    class Done(val value: JSONObject) : Outcome
    class FileDone(val fd: ParcelFileDescriptor, val sizeBytes: Long, val sha256: String) : Outcome
    class Accepted(val operationId: String) : Outcome
    class Failed(val code: ErrorCode, val message: String) : Outcome
    class NeedsUser(val code: ErrorCode, val message: String, val resolution: PendingIntent, val resumeToken: String) : Outcome
}

fun Outcome.toReply(requestId: String): Bundle = when (this) {
    is Outcome.Done -> successReply(requestId, JSONObject().put("kind", "inline").put("value", value))
    is Outcome.FileDone -> {
        val data = JSONObject()
            .put("kind", "file")
            .put("media_type", "application/json")
            .put("size_bytes", sizeBytes)
            .put("sha256", sha256)
        val out = successReply(requestId, data)
        out.putParcelable("result_fd", fd)
        out
    }
    is Outcome.Accepted -> {
        val out = reply(requestId, "accepted")
        out.putString("data", JSONObject().put("operation_id", operationId).put("poll_after_ms", 1500).toString())
        out
    }
    is Outcome.Failed -> errorReply(requestId, code, message)
    is Outcome.NeedsUser -> {
        val out = errorReply(requestId, code, message)
        out.putParcelable("resolution", resolution)
        out.putString("resume_token", resumeToken)
        out
    }
}

/** What background and export work reports back. */
sealed class WorkEvent {
    class Progress(val done: Int, val total: Int) : WorkEvent()
    class Finished(val value: JSONObject) : WorkEvent()
    class Failed(val cause: Throwable) : WorkEvent()
    object Cancelled : WorkEvent()
}

/** A failed tool body as the Consumer may see it: fixed sentences; the exception itself goes only to the log. */
fun failureOf(e: Throwable, tool: String): Outcome.Failed = when (e) {
    is IllegalArgumentException, is JSONException, is NoSuchElementException ->
        Outcome.Failed(ErrorCode.INVALID_ARGS, "The arguments do not fit $tool.")
    is IllegalStateException -> Outcome.Failed(ErrorCode.CONFLICT, "Quire's data does not allow $tool right now.")
    else -> {
        Log.w(TAG, "tool $tool failed", e)
        Outcome.Failed(ErrorCode.INTERNAL_ERROR, "Quire could not finish $tool.")
    }
}
