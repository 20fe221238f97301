package com.clawseed.sdk.provider

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import org.json.JSONArray
import org.json.JSONException
import org.json.JSONObject
import java.security.SecureRandom
import java.time.Instant
import java.util.UUID

/**
 * The SDK's v2 provider: it owns envelopes, negotiation, sessions, the caller UID and structured errors; the
 * application supplies descriptors, authorization, execution and (for mutations) a durable executor.
 */
abstract class CetpV2ContentProvider : ContentProvider() {
    abstract val provider: CetpProviderDescriptor
    abstract val providerTools: List<CetpProviderTool>
    open val toolsRevision: String get() = "1"
    open val offeredCapabilities: Set<String> get() = emptySet()
    open val mutationExecutor: CetpMutationExecutor? get() = null
    open val operations: CetpOperations? get() = null

    /** Deny by default. */
    open fun authorize(request: CetpProviderRequest): CetpAccessDecision =
        CetpAccessDecision.Deny("PERMISSION_DENIED", "This caller is not allowed to use this provider.")

    abstract fun executeTool(request: CetpProviderRequest): CetpProviderResult

    private val sessions = Sessions()

    override fun onCreate(): Boolean = true
    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        val uid = Binder.getCallingUid()
        val ex = extras ?: Bundle()
        return try {
            when (method) {
                "negotiate" -> negotiate(uid, ex)
                "get_provider_info", "list_tools", "execute_tool", "get_operation", "cancel_operation" ->
                    dispatch(uid, method, ex)
                else -> error(ex, "METHOD_NOT_FOUND", "This method is not defined by CETP v2.")
            }
        } catch (e: RuntimeException) {
            Log.w(TAG, "call failed", e)
            error(ex, "INTERNAL_ERROR", "The provider could not complete the request.")
        } catch (e: JSONException) {
            Log.w(TAG, "bad json", e)
            error(ex, "INTERNAL_ERROR", "The provider could not complete the request.")
        }
    }

    private fun negotiate(uid: Int, ex: Bundle): Bundle {
        val versions = ex.getIntArray("consumer_versions")
        val offered = ex.getString("consumer_capabilities")
        if (versions == null || offered == null) return plainError("INVALID_REQUEST", "consumer_versions and consumer_capabilities are required.")
        if (2 !in versions) return plainError("UNSUPPORTED_VERSION", "This provider speaks CETP version 2 only.")
        val wanted = HashSet<String>()
        val list = try { JSONArray(offered) } catch (e: JSONException) { null }
            ?: return plainError("INVALID_REQUEST", "consumer_capabilities must be a JSON array of strings.")
        for (i in 0 until list.length()) wanted.add(list.optString(i))
        val caps = offeredCapabilities.filterTo(LinkedHashSet()) { it in wanted && it in Cetp.KNOWN_CAPABILITIES }
        val session = sessions.open(uid, caps)
        val capsJson = JSONArray()
        for (c in caps) capsJson.put(c)
        val limits = JSONObject()
            .put("max_request_bytes", MAX_REQUEST_BYTES)
            .put("max_inline_result_bytes", 262144)
            .put("max_concurrent_requests", 4)
            .put("idempotency_window_seconds", 86400)
        val data = JSONObject()
            .put("selected_version", 2)
            .put("provider_id", provider.providerId)
            .put("provider_name", provider.providerName)
            .put("session_token", session.token)
            .put("expires_at", Instant.ofEpochMilli(session.expiresAt).toString())
            .put("capabilities", capsJson)
            .put("limits", limits)
        val out = Bundle()
        out.putString("status", "success")
        out.putString("data", data.toString())
        return out
    }

    private fun dispatch(uid: Int, method: String, ex: Bundle): Bundle {
        if (ex.getInt("protocol_version", 0) != 2) return error(ex, "INVALID_REQUEST", "protocol_version 2 is required.")
        val requestId = ex.getString("request_id")
        if (requestId == null || !isUuid(requestId)) return error(ex, "INVALID_REQUEST", "request_id must be a UUID.")
        val deadline = ex.getLong("deadline_at_ms", 0L)
        if (deadline <= 0L) return error(ex, "INVALID_REQUEST", "deadline_at_ms is required.")
        val session = sessions.find(ex.getString("session_token"), uid)
            ?: return error(ex, "NEGOTIATION_REQUIRED", "Call negotiate first.")
        if (System.currentTimeMillis() >= deadline) return error(ex, "DEADLINE_EXCEEDED", "The request deadline has passed.")
        return when (method) {
            "get_provider_info" -> success(ex, providerInfo())
            "list_tools" -> success(ex, toolList(session))
            "execute_tool" -> execute(uid, session, requestId, deadline, ex)
            "get_operation" -> operation(uid, session, requestId, ex, false)
            else -> operation(uid, session, requestId, ex, true)
        }
    }

    private fun providerInfo(): JSONObject {
        val scopes = JSONArray()
        for (s in provider.scopes) scopes.put(s.toJson())
        return JSONObject()
            .put("provider_id", provider.providerId)
            .put("provider_name", provider.providerName)
            .put("description", provider.description)
            .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema")
            .put("scopes", scopes)
    }

    private fun toolList(session: Session): JSONObject {
        val async = Cetp.ASYNC_OPERATIONS in session.capabilities
        val tools = JSONArray()
        for (t in providerTools) tools.put(t.toJson(async))
        return JSONObject().put("revision", toolsRevision).put("tools", tools)
    }

    private fun execute(uid: Int, session: Session, requestId: String, deadline: Long, ex: Bundle): Bundle {
        val name = ex.getString("tool_name")
        val tool = providerTools.firstOrNull { it.name == name }
            ?: return error(ex, "TOOL_NOT_FOUND", "No such tool.")
        val argsText = ex.getString("args") ?: "{}"
        if (argsText.toByteArray(Charsets.UTF_8).size > MAX_REQUEST_BYTES) return error(ex, "INVALID_ARGS", "Arguments are too large.")
        val args = try { JSONObject(argsText) } catch (e: JSONException) { null }
            ?: return error(ex, "INVALID_ARGS", "args must be a JSON object.")
        val request = CetpProviderRequest(uid, requestId, deadline, tool, argsText, args,
            ex.getString("resume_token"), session.capabilities, ex)
        when (val decision = authorize(request)) {
            is CetpAccessDecision.Deny -> return error(ex, decision.code, decision.message)
            is CetpAccessDecision.Resolve -> {
                val out = error(ex, decision.code, decision.message)
                out.putParcelable("resolution", decision.resolution)
                out.putString("resume_token", decision.resumeToken)
                return out
            }
            CetpAccessDecision.Allow -> Unit
        }
        if (request.expired) return error(ex, "DEADLINE_EXCEEDED", "The request deadline has passed.")
        val result = if (tool.annotations.mutating) {
            val executor = mutationExecutor
            if (executor != null) {
                executor.execute(request) { executeTool(it) }
            } else {
                Log.w(TAG, "no mutation executor: " + tool.name + " is not deduplicated")
                executeTool(request)
            }
        } else {
            executeTool(request)
        }
        return render(ex, session, result)
    }

    private fun render(ex: Bundle, session: Session, result: CetpProviderResult): Bundle = when (result) {
        is CetpProviderResult.Inline -> success(ex, JSONObject().put("kind", "inline").put("value", result.value))
        is CetpProviderResult.Accepted -> {
            if (Cetp.ASYNC_OPERATIONS !in session.capabilities) {
                error(ex, "INTERNAL_ERROR", "The provider could not complete the request.")
            } else {
                val out = envelope(ex, "accepted")
                out.putString("data", JSONObject().put("operation_id", result.operationId)
                    .put("poll_after_ms", result.pollAfterMs).toString())
                out
            }
        }
        is CetpProviderResult.Failure -> error(ex, result.code, result.message)
    }

    private fun operation(uid: Int, session: Session, requestId: String, ex: Bundle, cancel: Boolean): Bundle {
        val needed = if (cancel) Cetp.CANCELLATION else Cetp.ASYNC_OPERATIONS
        val ops = operations
        if (needed !in session.capabilities || ops == null) return error(ex, "UNSUPPORTED_CAPABILITY", "This capability was not negotiated.")
        val opId = ex.getString("operation_id") ?: return error(ex, "INVALID_REQUEST", "operation_id is required.")
        if (!cancel) {
            val status = ops.status(uid, requestId, opId) ?: return error(ex, "INVALID_REQUEST", "Unknown operation for this request.")
            return success(ex, status)
        }
        return when (ops.requestCancel(uid, requestId, opId)) {
            null -> error(ex, "INVALID_REQUEST", "Unknown operation for this request.")
            false -> error(ex, "CONFLICT", "The operation has already finished.")
            true -> success(ex, JSONObject().put("operation_id", opId).put("state", "cancellation_requested"))
        }
    }

    private fun envelope(ex: Bundle, status: String): Bundle {
        val out = Bundle()
        out.putString("status", status)
        out.putInt("protocol_version", 2)
        out.putString("request_id", ex.getString("request_id"))
        return out
    }

    private fun success(ex: Bundle, data: JSONObject): Bundle {
        val out = envelope(ex, "success")
        out.putString("data", data.toString())
        return out
    }

    private fun error(ex: Bundle, code: String, message: String): Bundle {
        val out = envelope(ex, "error")
        out.putString("error_code", code)
        out.putString("error_message", message)
        out.putBoolean("retryable", Cetp.retryable(code))
        return out
    }

    private fun plainError(code: String, message: String): Bundle {
        val out = Bundle()
        out.putString("status", "error")
        out.putString("error_code", code)
        out.putString("error_message", message)
        out.putBoolean("retryable", Cetp.retryable(code))
        return out
    }

    private fun isUuid(s: String): Boolean = try {
        UUID.fromString(s).toString().equals(s, ignoreCase = true)
    } catch (e: IllegalArgumentException) {
        false
    }

    class Session(val token: String, val uid: Int, val capabilities: Set<String>, val expiresAt: Long)

    private class Sessions {
        private val random = SecureRandom()
        private val live = HashMap<String, Session>()

        @Synchronized
        fun open(uid: Int, caps: Set<String>): Session {
            val bytes = ByteArray(32)
            random.nextBytes(bytes)
            val sb = StringBuilder()
            for (b in bytes) sb.append(HEX[(b.toInt() shr 4) and 15]).append(HEX[b.toInt() and 15])
            val s = Session(sb.toString(), uid, caps, System.currentTimeMillis() + SESSION_TTL_MS)
            live[s.token] = s
            return s
        }

        @Synchronized
        fun find(token: String?, uid: Int): Session? {
            if (token == null) return null
            val s = live[token] ?: return null
            if (s.uid != uid) return null
            if (System.currentTimeMillis() >= s.expiresAt) {
                live.remove(token)
                return null
            }
            return s
        }
    }

    companion object {
        private const val TAG = "CetpV2"
        private const val HEX = "0123456789abcdef"
        const val MAX_REQUEST_BYTES = 65536
        private const val SESSION_TTL_MS = 3_600_000L
    }
}
