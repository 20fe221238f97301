package app.larder.home.cetp

import android.app.PendingIntent
import android.os.Bundle

/** Why a tool call stopped; each becomes a §5 error with a fixed, displayable sentence. */
sealed class ToolFailure {
    class BadArgs(val field: String) : ToolFailure()
    class NotGranted(val missing: List<String>) : ToolFailure()
    object ReusedRequestId : ToolFailure()
    object InFlight : ToolFailure()
    object Late : ToolFailure()
    object Declined : ToolFailure()
    object BadResume : ToolFailure()
    object NotNegotiated : ToolFailure()
    object Unavailable : ToolFailure()
    class NeedsConfirmation(val resolution: PendingIntent, val resumeToken: String) : ToolFailure()
}

class ToolException(val failure: ToolFailure) : Exception()

fun ToolFailure.toBundle(requestId: String): Bundle = when (this) {
    is ToolFailure.BadArgs -> errorBundle(requestId, ErrorCode.INVALID_ARGS, "Argument '" + field + "' is missing or not valid.")
    is ToolFailure.NotGranted -> errorBundle(requestId, ErrorCode.PERMISSION_DENIED, "Grant these scopes in Larder first: " + missing.joinToString(", "))
    ToolFailure.ReusedRequestId -> errorBundle(requestId, ErrorCode.INVALID_REQUEST, "This request_id was used for a different call.")
    ToolFailure.InFlight -> errorBundle(requestId, ErrorCode.CONFLICT, "This request is still being processed.")
    ToolFailure.Late -> errorBundle(requestId, ErrorCode.DEADLINE_EXCEEDED, "The deadline passed before anything was changed.")
    ToolFailure.Declined -> errorBundle(requestId, ErrorCode.USER_CANCELLED, "The user did not approve this action.")
    ToolFailure.BadResume -> errorBundle(requestId, ErrorCode.INVALID_REQUEST, "The resume_token does not match this call.")
    ToolFailure.NotNegotiated -> errorBundle(requestId, ErrorCode.UNSUPPORTED_CAPABILITY, "That capability was not negotiated.")
    ToolFailure.Unavailable -> errorBundle(requestId, ErrorCode.UNAVAILABLE, "Larder cannot do this right now; try again later.")
    is ToolFailure.NeedsConfirmation -> {
        val out = errorBundle(requestId, ErrorCode.USER_ACTION_REQUIRED, "Confirm this action in Larder.")
        out.putParcelable("resolution", resolution)
        out.putString("resume_token", resumeToken)
        out
    }
}
