package com.clawseed.cetp.sdk

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Base64
import java.security.SecureRandom
import java.util.concurrent.ConcurrentHashMap
import org.json.JSONException
import org.json.JSONObject

/** The ClawSeed SDK's CETP v2 provider: envelopes, sessions, deadlines, authorization and dispatch. */
abstract class CetpV2ContentProvider : ContentProvider() {
    private val random = SecureRandom()
    private val sessions = ConcurrentHashMap<String, Int>()

    open val provider: CetpProviderDescriptor?
        get() = null

    abstract val providerTools: List<CetpProviderTool>

    open val mutationExecutor: CetpMutationExecutor?
        get() = null

    open fun authorize(request: CetpProviderRequest): CetpAccessDecision =
        CetpAccessDecision.deny("denied by default")

    abstract fun executeTool(request: CetpProviderRequest): CetpProviderResult

    open fun getOperation(request: CetpOperationRequest): CetpProviderResult =
        CetpProviderResult.error("UNSUPPORTED_CAPABILITY", "async_operations is not offered")

    open fun cancelOperation(request: CetpOperationRequest): CetpProviderResult =
        CetpProviderResult.error("UNSUPPORTED_CAPABILITY", "cancellation is not offered")

    final override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val pkg = callingPackage
        val ex = extras ?: Bundle()
        if (method == "negotiate") {
            return negotiate(uid, ex.getIntArray("consumer_versions"))
        }
        val requestId = ex.getString("request_id")
        val owner = ex.getString("session_token")?.let { sessions[it] }
        if (owner == null || owner != uid) {
            return CetpProviderResult.error("NEGOTIATION_REQUIRED", "negotiate first").toBundle(requestId)
        }
        return when (method) {
            "list_tools" -> listTools(requestId)
            "execute_tool" -> executeCall(uid, pkg, ex, requestId)
            "get_operation" -> operationCall(uid, pkg, ex, requestId, false)
            "cancel_operation" -> operationCall(uid, pkg, ex, requestId, true)
            else -> CetpProviderResult.error("METHOD_NOT_FOUND", "unknown method").toBundle(requestId)
        }
    }

    private fun executeCall(uid: Int, pkg: String?, ex: Bundle, requestId: String?): Bundle {
        if (ex.getLong("deadline_at_ms") <= System.currentTimeMillis()) {
            return CetpProviderResult.error("DEADLINE_EXCEEDED", "deadline passed").toBundle(requestId)
        }
        val name = ex.getString("tool_name")
        val tool = providerTools.firstOrNull { it.name == name }
            ?: return CetpProviderResult.error("TOOL_NOT_FOUND", "no such tool").toBundle(requestId)
        val args = try {
            JSONObject(ex.getString("args", "{}"))
        } catch (e: JSONException) {
            return CetpProviderResult.error("INVALID_ARGS", "args are not a JSON object").toBundle(requestId)
        }
        val request = CetpProviderRequest(uid, pkg, tool.name, requestId, args, tool.scopes, ex.getString("resume_token"))
        return dispatch(tool, request).toBundle(requestId)
    }

    private fun operationCall(uid: Int, pkg: String?, ex: Bundle, requestId: String?, cancel: Boolean): Bundle {
        val operationId = ex.getString("operation_id")
            ?: return CetpProviderResult.error("INVALID_REQUEST", "operation_id is missing").toBundle(requestId)
        val request = CetpOperationRequest(uid, pkg, requestId, operationId)
        val result = if (cancel) cancelOperation(request) else getOperation(request)
        return result.toBundle(requestId)
    }

    private fun dispatch(tool: CetpProviderTool, request: CetpProviderRequest): CetpProviderResult {
        if (!authorize(request).allowed) {
            return CetpProviderResult.error("PERMISSION_DENIED", "caller is not allowed")
        }
        val a = tool.annotations
        if (a.effect == ToolEffect.READ) {
            return executeTool(request)
        }
        if ((a.effect == ToolEffect.DELETE || a.risk == ToolRisk.HIGH) && a.confirmation != ConfirmationPolicy.ALWAYS) {
            return CetpProviderResult.error("INTERNAL_ERROR", "inconsistent tool declaration")
        }
        val executor = mutationExecutor
            ?: return CetpProviderResult.error("INTERNAL_ERROR", "mutation tool without executor")
        return executor.execute(request) { executeTool(request) }
    }

    private fun negotiate(uid: Int, versions: IntArray?): Bundle {
        if (versions == null || 2 !in versions) {
            return CetpProviderResult.error("UNSUPPORTED_VERSION", "version 2 required").toBundle(null)
        }
        val raw = ByteArray(32)
        random.nextBytes(raw)
        val token = Base64.encodeToString(raw, Base64.NO_WRAP or Base64.URL_SAFE)
        sessions[token] = uid
        return Bundle().apply {
            putString("status", "success")
            putString("data", "{\"selected_version\":2,\"session_token\":\"$token\",\"capabilities\":[\"async_operations\",\"cancellation\",\"large_results\"]," +
                "\"limits\":{\"max_request_bytes\":65536,\"max_inline_result_bytes\":262144," +
                "\"max_concurrent_requests\":4,\"idempotency_window_seconds\":86400}}")
        }
    }

    private fun listTools(requestId: String?): Bundle {
        val names = providerTools.joinToString(",") { "{\"name\":\"${it.name}\"}" }
        return Bundle().apply {
            putString("status", "success")
            putInt("protocol_version", 2)
            putString("request_id", requestId)
            putString("data", "{\"revision\":\"1\",\"tools\":[$names]}")
        }
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null

    override fun getType(uri: Uri): String? = null

    override fun insert(uri: Uri, values: ContentValues?): Uri? = null

    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0

    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0
}
