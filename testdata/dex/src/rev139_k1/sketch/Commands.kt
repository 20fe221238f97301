package com.larchwood.library

import android.app.PendingIntent
import android.os.Bundle
import org.json.JSONObject
import java.security.MessageDigest
import java.util.Base64

/* Request and response keys of CETP v2. */
const val PROTOCOL_VERSION = "protocol_version"
const val SESSION_TOKEN = "session_token"
const val REQUEST_ID = "request_id"

/** One ContentProvider.call(), read once from the method name and the extras. */
sealed interface Command {
    class Negotiate(val versions: List<Int>) : Command

    class Unknown(val method: String) : Command

    /** The methods that need a negotiated session. */
    sealed interface InSession : Command

    data object ProviderInfo : InSession

    data object ListTools : InSession

    class Execute(val tool: String?, val args: String?, val resumeToken: String?) : InSession

    companion object {
        fun of(method: String, extras: Bundle): Command = when (method) {
            "negotiate" -> Negotiate(extras.getIntArray("consumer_versions")?.toList().orEmpty())
            "get_provider_info" -> ProviderInfo
            "list_tools" -> ListTools
            "execute_tool" -> Execute(extras.getString("tool_name"), extras.getString("args"), extras.getString("resume_token"))
            else -> Unknown(method)
        }
    }
}

/** What a method answers; [render] turns it into the response Bundle. */
sealed interface Reply {
    class Ok(val value: JSONObject) : Reply

    class Data(val data: JSONObject) : Reply

    data class Failure(val code: String, val message: String, val retryable: Boolean) : Reply

    class NeedsUser(val code: String, val prompt: String, val resolution: PendingIntent, val token: String) : Reply

    companion object {
        fun fail(code: String, message: String, retryable: Boolean = false): Reply = Failure(code, message, retryable)

        val DENIED: Reply = Failure("PERMISSION_DENIED", "This app may not use Larchwood's tools", false)
        val NO_SESSION: Reply = Failure("NEGOTIATION_REQUIRED", "Negotiate a session first", true)
        val CANCELLED: Reply = Failure("USER_CANCELLED", "The request was not confirmed", false)
    }
}

fun invalid(message: String): Reply = Reply.fail("INVALID_ARGS", message)

/** The response Bundle; negotiate answers echo no protocol_version or request_id. */
fun Reply.render(method: String, request: Bundle): Bundle {
    val out = Bundle()
    if (method != "negotiate") {
        out.putInt(PROTOCOL_VERSION, 2)
        out.putString(REQUEST_ID, request.getString(REQUEST_ID))
    }
    when (this) {
        is Reply.Ok -> {
            out.putString("status", "success")
            out.putString("data", JSONObject().put("kind", "inline").put("value", value).toString())
        }
        is Reply.Data -> {
            out.putString("status", "success")
            out.putString("data", data.toString())
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
            out.putString("error_message", prompt)
            out.putBoolean("retryable", false)
            out.putParcelable("resolution", resolution)
            out.putString("resume_token", token)
        }
    }
    return out
}

/** What a resume ticket and a deduplication record are bound to: the argument bytes as sent. */
fun digestOf(args: String): String =
    Base64.getEncoder().encodeToString(MessageDigest.getInstance("SHA-256").digest(args.toByteArray()))
