package app.kestrel.notes.cetp

import android.os.Bundle
import android.util.Log

/** The §5 answer for a failure; messages are fixed sentences, causes go to the log only. */
fun ToolFailure.toBundle(requestId: String): Bundle = when (this) {
    is ToolFailure.BadArgs -> errorBundle(requestId, ErrorCode.INVALID_ARGS, "Argument '" + field + "' is missing or has the wrong type.")
    is ToolFailure.NotGranted -> errorBundle(requestId, ErrorCode.PERMISSION_DENIED, "Missing scopes: " + missing.joinToString(", "))
    is ToolFailure.ReusedRequestId -> errorBundle(requestId, ErrorCode.INVALID_REQUEST, "request_id was already used with other arguments.")
    ToolFailure.InFlight -> errorBundle(requestId, ErrorCode.CONFLICT, "This request is already running.")
    ToolFailure.Late -> errorBundle(requestId, ErrorCode.DEADLINE_EXCEEDED, "The deadline passed before the tool started.")
    ToolFailure.Declined -> errorBundle(requestId, ErrorCode.USER_CANCELLED, "The user declined this action.")
    ToolFailure.BadResume -> errorBundle(requestId, ErrorCode.INVALID_REQUEST, "resume_token is not valid for this call.")
    is ToolFailure.Pending -> {
        val out = errorBundle(requestId, ErrorCode.USER_ACTION_REQUIRED, "Confirm this action in Kestrel.")
        out.putParcelable("resolution", resolution)
        out.putString("resume_token", resumeToken)
        out
    }
    is ToolFailure.Crashed -> {
        Log.w(TAG, "tool " + tool + " failed", cause)
        errorBundle(requestId, ErrorCode.INTERNAL_ERROR, "The tool could not finish; nothing was changed.")
    }
}
