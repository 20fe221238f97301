package app.larder.home.cetp

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle

/** One ContentProvider.call, with the caller's UID captured on the Binder thread before anything else runs. */
class ToolCall(val uid: Int, val method: String, val extras: Bundle) {
    /** The caller's package, once the provider's authorize hook resolved it. */
    var packageName: String? = null

    val requestId: String? get() = extras.getString("request_id")
    val sessionToken: String? get() = extras.getString("session_token")
    val toolName: String get() = extras.getString("tool_name") ?: ""
    val rawArgs: String get() = extras.getString("args") ?: "{}"
    val resumeToken: String? get() = extras.getString("resume_token")
    val deadlineAtMs: Long get() = extras.getLong("deadline_at_ms", 0L)
    val late: Boolean get() = deadlineAtMs <= System.currentTimeMillis()
}

sealed class Decision {
    object Allow : Decision()
    class Deny(val message: String) : Decision()
}

/**
 * Larder's own CETP v2 provider base, modelled on the SDK's CetpV2ContentProvider: it owns the envelope (method
 * routing, version, request_id, session) and asks the subclass's [authorize] hook before serving anything.
 */
abstract class ToolProviderBase : ContentProvider() {
    protected abstract val providerId: String
    protected abstract val sessions: Sessions

    /** The app's authorization policy for one call. */
    protected abstract fun authorize(call: ToolCall): Decision

    protected abstract fun providerInfo(): org.json.JSONObject

    protected abstract fun listTools(call: ToolCall, session: Session): org.json.JSONObject

    protected abstract fun executeTool(call: ToolCall, requestId: String, session: Session): Bundle

    protected abstract fun operation(call: ToolCall, requestId: String, session: Session, cancel: Boolean): Bundle

    final override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val call = ToolCall(Binder.getCallingUid(), method, extras ?: Bundle())
        if (method !in V2_METHODS) return errorBundle(call.requestId, ErrorCode.METHOD_NOT_FOUND, "Unknown method.")
        val decision = authorize(call)
        if (decision is Decision.Deny) return errorBundle(call.requestId, ErrorCode.PERMISSION_DENIED, decision.message)
        if (method == "negotiate") return sessions.negotiate(call)
        val rid = call.requestId
        if (call.extras.getInt("protocol_version", 0) != 2 || rid.isNullOrBlank()) {
            return errorBundle(rid, ErrorCode.INVALID_REQUEST, "protocol_version 2 and a request_id are required.")
        }
        val session = sessions.current(call.sessionToken, call.uid)
            ?: return errorBundle(rid, ErrorCode.NEGOTIATION_REQUIRED, "The session is missing or expired; negotiate again.")
        return when (method) {
            "get_provider_info" -> successBundle(rid, providerInfo())
            "list_tools" -> successBundle(rid, listTools(call, session))
            "execute_tool" -> executeTool(call, rid, session)
            "get_operation" -> operation(call, rid, session, false)
            else -> operation(call, rid, session, true)
        }
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null

    override fun getType(uri: Uri): String? = null

    override fun insert(uri: Uri, values: ContentValues?): Uri? = null

    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0

    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0
}
