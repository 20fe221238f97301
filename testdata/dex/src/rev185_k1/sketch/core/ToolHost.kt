package io.quire.app.core

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
 * Quire's CETP v2 provider base (written by hand, §2.2-§5): negotiate, get_provider_info, list_tools and
 * execute_tool; get_operation / cancel_operation are answered UNSUPPORTED_CAPABILITY because async operations are
 * never offered. execute_tool runs a pipeline of [Step]s over a [CallState].
 */
abstract class ToolHost : ContentProvider() {
    abstract val providerId: String
    abstract val providerName: String
    abstract val providerDescription: String
    abstract val scopes: List<Scope>
    abstract val catalog: Catalog

    private val sessions = Sessions()
    protected val links: LinkedApps by lazy { LinkedApps(requireNotNull(context)) }
    private val journal: RequestJournal by lazy { RequestJournal(requireNotNull(context), providerId) }

    /** The provider's confirmation step: park, or redeem a resume token. */
    protected abstract val confirmation: Step

    /** The resolution PendingIntent for a parked call. */
    protected abstract fun resolution(spec: ToolSpec, ticket: String, requestCode: Int): PendingIntent

    /** Runs a tool whose call got through every check. */
    protected abstract fun run(call: Call, spec: ToolSpec): Bundle

    override fun onCreate(): Boolean = true
    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = CallerUid(Binder.getCallingUid())
        val caller = callingPackage?.let(::PackageName)
        val input = extras ?: Bundle()
        return try {
            dispatch(method, uid, caller, input)
        } catch (e: RuntimeException) {
            Log.w(TAG, "$providerId: $method failed", e)
            Wire.error("INTERNAL_ERROR", "The provider could not complete the request", input.getString("request_id"))
        }
    }

    private fun dispatch(method: String, uid: CallerUid, caller: PackageName?, extras: Bundle): Bundle = when (method) {
        "negotiate" -> negotiate(uid, extras)
        "get_provider_info", "list_tools", "execute_tool", "get_operation", "cancel_operation" ->
            enveloped(method, uid, caller, extras)
        else -> Wire.error("METHOD_NOT_FOUND", "Unknown method", extras.getString("request_id"))
    }

    private fun negotiate(uid: CallerUid, extras: Bundle): Bundle {
        val versions = extras.getIntArray("consumer_versions")
        if (versions == null || Wire.VERSION !in versions) {
            return Wire.error("UNSUPPORTED_VERSION", "Only CETP version 2 is supported", null, echo = false)
        }
        val offered = runCatching { JSONArray(extras.getString("consumer_capabilities") ?: "[]") }.getOrNull()
            ?: return Wire.error("INVALID_REQUEST", "consumer_capabilities must be a JSON array", null, echo = false)
        val wanted = (0 until offered.length()).asSequence().map { offered.optString(it) }.toSet()
        val granted = OPTIONAL.filter { it in wanted }.toSet()
        val session = sessions.open(uid, granted)
        val limits = JSONObject().put("max_request_bytes", Wire.MAX_REQUEST_BYTES)
            .put("max_inline_result_bytes", Wire.MAX_INLINE_BYTES).put("max_concurrent_requests", 4)
            .put("idempotency_window_seconds", 86400)
        val body = JSONObject().put("selected_version", Wire.VERSION).put("provider_id", providerId)
            .put("provider_name", providerName).put("session_token", session.token)
            .put("expires_at_ms", session.expiresAt)
            .put("capabilities", Wire.strings(granted)).put("limits", limits)
        return Wire.success(null, body, echo = false)
    }

    /** §4.1: protocol_version 2, a UUID request_id, and a session negotiated by this UID. */
    private fun enveloped(method: String, uid: CallerUid, caller: PackageName?, extras: Bundle): Bundle {
        val requestId = extras.getString("request_id")
        if (extras.getInt("protocol_version", 0) != Wire.VERSION) {
            return Wire.error("INVALID_REQUEST", "protocol_version must be 2", requestId)
        }
        if (requestId == null || runCatching { UUID.fromString(requestId) }.isFailure) {
            return Wire.error("INVALID_REQUEST", "request_id must be a UUID", requestId)
        }
        val session = sessions.find(extras.getString("session_token"), uid)
            ?: return Wire.error("NEGOTIATION_REQUIRED", "Negotiate a session first", requestId)
        return when (method) {
            "get_provider_info" -> Wire.success(requestId, providerInfo())
            "list_tools" -> Wire.success(requestId, catalog.toJson())
            "execute_tool" -> execute(uid, caller, requestId, extras, session)
            else -> Wire.error("UNSUPPORTED_CAPABILITY", "Operations are not offered by this provider", requestId)
        }
    }

    private fun execute(uid: CallerUid, caller: PackageName?, requestId: String, extras: Bundle, session: Session): Bundle {
        val tool = ToolName(extras.getString("tool_name") ?: "")
        if (!tool.wellFormed) return Wire.error("TOOL_NOT_FOUND", "No such tool", requestId)
        val text = extras.getString("args") ?: "{}"
        val bytes = text.toByteArray(Charsets.UTF_8)
        if (bytes.size > Wire.MAX_REQUEST_BYTES) {
            return Wire.error("INVALID_ARGS", "Arguments exceed max_request_bytes", requestId)
        }
        val args = runCatching { JSONObject(text) }.getOrNull()
            ?: return Wire.error("INVALID_ARGS", "Arguments must be a JSON object", requestId)
        val call = Call(uid, caller, requestId, tool, args, Tokens.sha256(bytes), extras, session)
        val end = pipeline.drive(CallState.Received(call))
        check(end is CallState.Finished) { "pipeline ended in ${end::class.java.simpleName}" }
        return end.response
    }

    private val deadline = Step { state ->
        if (state.call.deadlineAtMs <= System.currentTimeMillis()) {
            state.fail("DEADLINE_EXCEEDED", "The request deadline has passed")
        } else {
            state
        }
    }

    private val admit = Step { state ->
        catalog[state.call.tool]?.let { CallState.Admitted(state.call, it) }
            ?: state.fail("TOOL_NOT_FOUND", "No such tool")
    }

    /** §7.2: scopes are checked on every execution. */
    private val authorize = Step { state ->
        val admitted = state as CallState.Admitted
        if (links.allows(admitted.call.uid, admitted.call.caller, admitted.spec.scopes)) admitted
        else admitted.fail("PERMISSION_DENIED", "This app is not linked in Quire for " + admitted.spec.scopes.joinToString())
    }

    private val perform = Step { state ->
        val cleared = state as CallState.Cleared
        val response = if (cleared.spec.mutating) journal.once(cleared.call) { run(cleared.call, cleared.spec) }
        else run(cleared.call, cleared.spec)
        cleared.finish(response)
    }

    private val pipeline: List<Step> by lazy { listOf(deadline, admit, authorize, confirmation, perform) }

    /** Parks an admitted call for the user and answers USER_ACTION_REQUIRED (§4.3). */
    protected fun ask(state: CallState.Admitted, summary: String): CallState {
        val call = state.call
        val parked = Parked(call.uid, providerId, call.tool, call.requestId, call.argsDigest, summary,
            System.currentTimeMillis() + ParkedCalls.TTL_MS)
        val (token, ticket) = ParkedCalls.park(parked)
        val pending = resolution(state.spec, ticket, ticket.hashCode())
        return state.finish(Wire.userAction(call.requestId, pending, token))
    }

    private fun providerInfo(): JSONObject = JSONObject().put("provider_id", providerId)
        .put("provider_name", providerName).put("description", providerDescription)
        .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema")
        .put("scopes", scopes.fold(JSONArray()) { array, s -> array.put(s.toJson()) })

    companion object {
        const val TAG = "QuireTools"
        private val OPTIONAL = listOf("large_results")
    }
}
