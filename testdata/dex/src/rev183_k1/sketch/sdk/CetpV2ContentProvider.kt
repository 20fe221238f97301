package com.clawseed.sdk.provider

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import org.json.JSONArray
import org.json.JSONObject
import java.util.UUID

/**
 * The provider half of CETP v2 (§2.2, §3, §4). Subclasses describe themselves and override [authorize]
 * (deny by default) and [executeTool]; [runTool] is the SDK's execution path.
 */
abstract class CetpV2ContentProvider : ContentProvider() {
    abstract val providerId: String
    abstract val providerName: String
    abstract val providerDescription: String
    abstract val scopes: List<ScopeInfo>
    abstract val tools: List<ToolDescriptor>
    abstract val revision: String
    open val optionalCapabilities: Set<String> = emptySet()

    /** Required as soon as a tool's effect is not read (§10); the SDK refuses such tools without one. */
    open val mutationExecutor: CetpMutationExecutor? = null

    private val sessions = Sessions()

    open fun authorize(request: CetpRequest): CetpAccessDecision =
        CetpAccessDecision.Deny("PERMISSION_DENIED", "This provider grants no access by default")

    protected open fun executeTool(request: CetpRequest): Bundle =
        Cetp.error("TOOL_NOT_FOUND", "No such tool", request.requestId)

    protected open fun getOperation(request: CetpRequest, operationId: String): Bundle =
        Cetp.error("INVALID_REQUEST", "Unknown operation", request.requestId)

    protected open fun cancelOperation(request: CetpRequest, operationId: String): Bundle =
        Cetp.error("INVALID_REQUEST", "Unknown operation", request.requestId)

    fun tool(name: String): ToolDescriptor? = tools.firstOrNull { it.name == name }

    override fun onCreate(): Boolean = true
    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        return dispatchCall(uid, method, extras ?: Bundle())
    }

    protected fun dispatchCall(uid: Int, method: String, extras: Bundle): Bundle {
        if (method == "negotiate") return negotiate(uid, extras)
        if (method !in METHODS) return Cetp.error("METHOD_NOT_FOUND", "Unknown method", extras.getString("request_id"))
        val request = when (val opened = open(uid, method, extras)) {
            is Envelope.Rejected -> return opened.response
            is Envelope.Opened -> opened.request
        }
        return when (method) {
            "get_provider_info" -> Cetp.data(request.requestId, providerInfo())
            "list_tools" -> Cetp.data(request.requestId, toolList())
            "execute_tool" -> runTool(request)
            else -> operation(request)
        }
    }

    private fun negotiate(uid: Int, extras: Bundle): Bundle {
        val versions = extras.getIntArray("consumer_versions")
        if (versions == null || Cetp.VERSION !in versions) {
            return Cetp.error("UNSUPPORTED_VERSION", "Only CETP version 2 is supported", null, echoVersion = false)
        }
        val offered = runCatching { JSONArray(extras.getString("consumer_capabilities") ?: "[]") }.getOrNull()
            ?: return Cetp.error("INVALID_REQUEST", "consumer_capabilities must be a JSON array", null, echoVersion = false)
        val wanted = HashSet<String>()
        for (i in 0 until offered.length()) wanted.add(offered.optString(i))
        val granted = optionalCapabilities.filter { it in wanted }.toSet()
        val session = sessions.open(uid, granted)
        val limits = JSONObject().put("max_request_bytes", Cetp.MAX_REQUEST_BYTES)
            .put("max_inline_result_bytes", 262144).put("max_concurrent_requests", 4)
            .put("idempotency_window_seconds", 86400)
        val body = JSONObject().put("selected_version", Cetp.VERSION).put("provider_id", providerId)
            .put("provider_name", providerName).put("session_token", session.token)
            .put("capabilities", Cetp.strings(granted)).put("limits", limits)
        return Cetp.data(null, body, echoVersion = false)
    }

    /** §4.1 envelope: version, request id, session bound to the calling UID; execute_tool also its args. */
    protected fun open(uid: Int, method: String, extras: Bundle): Envelope {
        val requestId = extras.getString("request_id")
        if (extras.getInt("protocol_version", 0) != Cetp.VERSION) {
            return Envelope.Rejected(Cetp.error("INVALID_REQUEST", "protocol_version must be 2", requestId))
        }
        if (requestId == null || runCatching { UUID.fromString(requestId) }.isFailure) {
            return Envelope.Rejected(Cetp.error("INVALID_REQUEST", "request_id must be a UUID", requestId))
        }
        val session = sessions.find(extras.getString("session_token"), uid)
            ?: return Envelope.Rejected(Cetp.error("NEGOTIATION_REQUIRED", "Negotiate a session first", requestId))
        var args = JSONObject()
        if (method == "execute_tool") {
            val text = extras.getString("args") ?: "{}"
            if (text.toByteArray(Charsets.UTF_8).size > Cetp.MAX_REQUEST_BYTES) {
                return Envelope.Rejected(Cetp.error("INVALID_ARGS", "Arguments exceed max_request_bytes", requestId))
            }
            args = runCatching { JSONObject(text) }.getOrNull()
                ?: return Envelope.Rejected(Cetp.error("INVALID_ARGS", "Arguments are not a JSON object", requestId))
        }
        return Envelope.Opened(CetpRequest(uid, method, requestId, extras, session, args))
    }

    /** The SDK's own execution path: deadline, tool, authorization, then the tool. */
    protected open fun runTool(request: CetpRequest): Bundle {
        val deadline = request.extras.getLong("deadline_at_ms", 0L)
        if (deadline <= System.currentTimeMillis()) {
            return Cetp.error("DEADLINE_EXCEEDED", "The request deadline has passed", request.requestId)
        }
        val tool = tool(request.toolName) ?: return Cetp.error("TOOL_NOT_FOUND", "No such tool", request.requestId)
        val decision = authorize(request)
        if (decision is CetpAccessDecision.Deny) return Cetp.error(decision.code, decision.message, request.requestId)
        if (!tool.mutating) return executeTool(request)
        val executor = mutationExecutor
            ?: return Cetp.error("INTERNAL_ERROR", "This tool is not available", request.requestId)
        return executor.execute(request) { executeTool(it) }
    }

    private fun operation(request: CetpRequest): Bundle {
        val cancel = request.method == "cancel_operation"
        val capability = if (cancel) "cancellation" else "async_operations"
        if (!request.session.offers(capability)) {
            return Cetp.error("UNSUPPORTED_CAPABILITY", "The session did not negotiate $capability", request.requestId)
        }
        val operationId = request.extras.getString("operation_id")
            ?: return Cetp.error("INVALID_REQUEST", "operation_id is required", request.requestId)
        return if (cancel) cancelOperation(request, operationId) else getOperation(request, operationId)
    }

    private fun providerInfo(): JSONObject {
        val list = JSONArray()
        for (scope in scopes) list.put(scope.toJson())
        return JSONObject().put("provider_id", providerId).put("provider_name", providerName)
            .put("description", providerDescription)
            .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema").put("scopes", list)
    }

    private fun toolList(): JSONObject {
        val list = JSONArray()
        for (t in tools) list.put(t.toJson())
        return JSONObject().put("revision", revision).put("tools", list)
    }

    companion object {
        val METHODS = setOf("get_provider_info", "list_tools", "execute_tool", "get_operation", "cancel_operation")
    }
}
