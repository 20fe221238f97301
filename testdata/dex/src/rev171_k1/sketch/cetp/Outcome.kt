package app.larder.kitchen.cetp

import android.app.PendingIntent
import android.os.Bundle
import android.util.Log
import org.json.JSONException
import org.json.JSONObject

/** Everything a tool call can end in; the providers turn it into a reply with one exhaustive `when`. */
sealed interface Outcome {
    data class Done(val value: JSONObject) : Outcome
    data class Accepted(val operationId: String) : Outcome
    data class Failed(val code: ErrorCode, val message: String) : Outcome
    class NeedsUser(val message: String, val resolution: PendingIntent, val resumeToken: String) : Outcome
}

fun Outcome.toReply(requestId: String): Bundle = when (this) {
    is Outcome.Done -> successReply(requestId, JSONObject().put("kind", "inline").put("value", value))
    is Outcome.Accepted -> reply(requestId, "accepted").apply {
        putString("data", JSONObject().put("operation_id", operationId).put("poll_after_ms", 1000).toString())
    }
    is Outcome.Failed -> errorReply(requestId, code, message)
    is Outcome.NeedsUser -> errorReply(requestId, ErrorCode.USER_ACTION_REQUIRED, message).apply {
        putParcelable("resolution", resolution)
        putString("resume_token", resumeToken)
    }
}

/** What the dedup ledger keeps for a finished call. */
fun Outcome.Done.record(): String = JSONObject().put("value", value).toString()

fun Outcome.Failed.record(): String = JSONObject().put("error_code", code.name).put("error_message", message).toString()

fun replay(record: String): Outcome = JSONObject(record).let { saved ->
    if (saved.has("value")) Outcome.Done(saved.getJSONObject("value"))
    else Outcome.Failed(ErrorCode.valueOf(saved.getString("error_code")), saved.getString("error_message"))
}

/** A failed tool body as the Consumer may see it: fixed sentences; the exception itself goes only to the log. */
fun failureOf(e: Throwable, tool: String): Outcome.Failed = when (e) {
    is IllegalArgumentException, is JSONException, is NoSuchElementException ->
        Outcome.Failed(ErrorCode.INVALID_ARGS, "The arguments do not fit $tool.")
    is IllegalStateException -> Outcome.Failed(ErrorCode.CONFLICT, "Larder's data does not allow $tool right now; read it again first.")
    else -> Outcome.Failed(ErrorCode.INTERNAL_ERROR, "Larder could not finish $tool.").also { Log.w(TAG, "tool $tool failed", e) }
}
