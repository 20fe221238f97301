package app.larder.core

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import org.json.JSONArray
import org.json.JSONObject
import java.util.UUID

/**
 * Larder's hand-written CETP v2 provider base (§2.2-§6): negotiate, get_provider_info, list_tools, execute_tool, and
 * get_operation / cancel_operation for providers that offer async operations.
 */
abstract class ToolHost : ContentProvider() {
    abstract val providerId: String
    abstract val providerName: String
    abstract val description: String
    abstract val revision: String
    abstract val scopes: List<Scope>
    abstract val tools: List<ToolSpec>
    abstract val handlers: Map<String, ToolHandler>
    abstract val ledger: MutationLedger

    /** Optional capabilities this provider implements (§2.3). */
    open val optional: Set<String> get() = emptySet()

    /** The authorization hook: may this caller run this tool now (§3.4, §7.2)? */
    protected abstract fun authorize(call: ToolCall, spec: ToolSpec): Decision

    /** The resolution PendingIntent for a parked call (§4.3). */
    protected abstract fun resolution(spec: ToolSpec, parked: Parked): PendingIntent

    protected open fun summary(call: ToolCall, spec: ToolSpec): String = spec.title

    protected open fun operation(method: String, uid: Int, requestId: String, extras: Bundle): Reply =
        fail("UNSUPPORTED_CAPABILITY", "This provider offers no background operations")

    private val catalog: Map<String, ToolSpec> by lazy { tools.associateBy { it.name } }

    override fun onCreate(): Boolean {
        Larder.init(requireNotNull(getContext()))
        return true
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    final override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val caller = getCallingPackage()
        val input = extras ?: Bundle()
        val requestId = input.getString("request_id")
        val reply = try {
            route(method, uid, caller, input)
        } catch (r: Refusal) {
            errorReply(r.code, r.text, requestId, method != "negotiate")
        } catch (e: RuntimeException) {
            Log.w(TAG, "$providerId $method failed", e)
            errorReply("INTERNAL_ERROR", "Larder could not complete the request", requestId, method != "negotiate")
        }
        return reply.bundle
    }

    private fun route(method: String, uid: Int, caller: String?, extras: Bundle): Reply = when (method) {
        "negotiate" -> negotiate(uid, caller, extras)
        "get_provider_info", "list_tools", "execute_tool", "get_operation", "cancel_operation" ->
            enveloped(method, uid, caller, extras)
        else -> errorReply("METHOD_NOT_FOUND", "Unknown method", extras.getString("request_id"))
    }

    private fun negotiate(uid: Int, caller: String?, extras: Bundle): Reply {
        val versions = extras.getIntArray("consumer_versions")
        if (versions == null || VERSION !in versions) {
            return errorReply("UNSUPPORTED_VERSION", "Only CETP version 2 is supported", null, false)
        }
        Larder.links.verified(uid, caller) ?: fail("PERMISSION_DENIED", "Link this app in Larder's settings first")
        val offered = runCatching { JSONArray(extras.getString("consumer_capabilities") ?: "[]").strings() }
            .getOrElse { fail("INVALID_REQUEST", "consumer_capabilities must be a JSON array of strings") }
        val session = Sessions.open(uid, optional.filter { it in offered }.toSet())
        val limits = JSONObject().put("max_request_bytes", MAX_REQUEST_BYTES)
            .put("max_inline_result_bytes", MAX_INLINE_BYTES).put("max_concurrent_requests", 4)
            .put("idempotency_window_seconds", 86400)
        return Reply(Bundle().apply {
            putString("status", "success")
            putString("data", JSONObject().put("selected_version", VERSION).put("provider_id", providerId)
                .put("provider_name", providerName).put("session_token", session.token)
                .put("capabilities", session.capabilities.toJsonArray()).put("limits", limits).toString())
        })
    }

    /** §4.1: protocol_version 2, a UUID request_id, a deadline and a session negotiated by this UID. */
    private fun enveloped(method: String, uid: Int, caller: String?, extras: Bundle): Reply {
        val requestId = extras.getString("request_id")
        if (extras.getInt("protocol_version", 0) != VERSION) fail("INVALID_REQUEST", "protocol_version must be 2")
        if (requestId == null || runCatching { UUID.fromString(requestId) }.isFailure) {
            fail("INVALID_REQUEST", "request_id must be a UUID")
        }
        val session = Sessions.find(extras.getString("session_token"), uid)
            ?: fail("NEGOTIATION_REQUIRED", "Negotiate a session first")
        return when (method) {
            "get_provider_info" -> successReply(requestId, providerInfo())
            "list_tools" -> successReply(requestId, tools.catalog(revision, "async_operations" in session.capabilities))
            "execute_tool" -> execute(uid, caller, requestId, extras, session)
            "get_operation" -> session.require("async_operations").let { operation(method, uid, requestId, extras) }
            else -> session.require("cancellation").let { operation(method, uid, requestId, extras) }
        }
    }

    private fun Session.require(capability: String) {
        if (capability !in capabilities) fail("UNSUPPORTED_CAPABILITY", "$capability was not negotiated")
    }

    private fun execute(uid: Int, caller: String?, requestId: String, extras: Bundle, session: Session): Reply {
        if (extras.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis()) {
            fail("DEADLINE_EXCEEDED", "The request deadline has passed")
        }
        val name = extras.getString("tool_name") ?: fail("INVALID_REQUEST", "tool_name is required")
        val spec = catalog[name] ?: fail("TOOL_NOT_FOUND", "No such tool")
        val handler = handlers[name] ?: fail("TOOL_NOT_FOUND", "No such tool")
        val text = extras.getString("args") ?: "{}"
        val bytes = text.toByteArray(Charsets.UTF_8)
        if (bytes.size > MAX_REQUEST_BYTES) fail("INVALID_ARGS", "args exceed max_request_bytes")
        val args = runCatching { JSONObject(text) }.getOrNull() ?: fail("INVALID_ARGS", "args must be a JSON object")
        val call = ToolCall(uid, caller, requestId, name, args, Tokens.sha256(bytes), extras.getString("resume_token"), session)
        when (val decision = authorize(call, spec)) {
            is Decision.Deny -> fail(decision.code, decision.text)
            Decision.Allow -> Unit
        }
        if (!spec.mutating) return handler.handle(call)
        ledger.recorded(call, providerId)?.let { return it }
        if (spec.confirmation == "always") confirm(call, spec)?.let { return it }
        return ledger.once(call, providerId) { handler.handle(call) }
    }

    /** null when the user approved this very call; otherwise the USER_ACTION_REQUIRED reply (§4.3). */
    private fun confirm(call: ToolCall, spec: ToolSpec): Reply? {
        val token = call.resumeToken ?: return park(call, spec)
        val parked = Confirmations.take(token, call.uid) ?: fail("INVALID_REQUEST", "Unknown or expired resume_token")
        if (!parked.matches(call, providerId)) fail("INVALID_REQUEST", "resume_token belongs to another call")
        return when (parked.answer) {
            true -> null
            false -> fail("USER_CANCELLED", "The action was declined in Larder")
            null -> park(call, spec)
        }
    }

    private fun park(call: ToolCall, spec: ToolSpec): Reply {
        val parked = Confirmations.park(Parked.of(call, providerId, summary(call, spec)))
        return userActionReply(call.requestId, resolution(spec, parked), parked.token)
    }

    private fun providerInfo(): JSONObject = JSONObject().put("provider_id", providerId)
        .put("provider_name", providerName).put("description", description)
        .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema")
        .put("scopes", scopes.map { it.toJson() }.toJsonObjects())

    companion object {
        const val TAG = "LarderTools"
        const val EXTRA_TICKET = "app.larder.extra.TICKET"
    }
}
