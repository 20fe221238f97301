package com.harborline.ledger

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.runBlocking
import org.json.JSONArray
import org.json.JSONObject

abstract class LedgerEndpoint : ContentProvider() {
    protected val scope = CoroutineScope(SupervisorJob() + Dispatchers.Default)
    protected val sessions = SessionBook()
    protected val store: LedgerStore get() = LedgerStore.of(context!!)
    abstract val providerId: String
    abstract val revision: String
    abstract val gate: CallerGate
    abstract fun tools(): JSONArray
    abstract suspend fun execute(call: Call): Reply

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        val uid = Binder.getCallingUid()
        val request = extras ?: Bundle()
        return runBlocking { serve(method, request, uid) }
    }

    private suspend fun serve(method: String, extras: Bundle, uid: Int): Bundle {
        val requestId = extras.getString("request_id")
        val pkg = gate.admit(uid)
            ?: return render(fail("PERMISSION_DENIED", "This app may not use Harborline's tools."), requestId)
        if (method == "negotiate") return negotiate(extras, uid)
        if (method !in METHODS) return render(fail("METHOD_NOT_FOUND", "Unknown method."), requestId)
        if (extras.getInt("protocol_version", 1) != 2 || requestId == null) {
            return render(fail("INVALID_REQUEST", "protocol_version 2 and request_id are required."), requestId)
        }
        sessions.find(extras.getString("session_token"), uid)
            ?: return render(fail("NEGOTIATION_REQUIRED", "Negotiate a session first.", true), requestId)
        val reply = when (method) {
            "get_provider_info" -> Reply.Ok(JSONObject().put("provider_id", providerId).put("provider_name", "Harborline"))
            "list_tools" -> Reply.Ok(JSONObject().put("revision", revision).put("tools", tools()))
            "execute_tool" -> execute(Call(uid, pkg, extras))
            else -> fail("UNSUPPORTED_CAPABILITY", "Operations are not offered.")
        }
        return render(reply, requestId)
    }

    private suspend fun negotiate(extras: Bundle, uid: Int): Bundle {
        val versions = extras.getIntArray("consumer_versions")
        if (versions == null || 2 !in versions) return render(fail("UNSUPPORTED_VERSION", "Only version 2 is served."), null)
        val token = sessions.open(uid)
        val data = JSONObject().put("selected_version", 2).put("provider_id", providerId)
            .put("provider_name", "Harborline").put("session_token", token).put("capabilities", JSONArray())
            .put("limits", JSONObject().put("max_request_bytes", 65536).put("max_inline_result_bytes", 262144)
                .put("max_concurrent_requests", 4).put("idempotency_window_seconds", 86400))
        val out = Bundle()
        out.putString("status", "success")
        out.putString("data", data.toString())
        return out
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, args: Array<String>?, order: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, args: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, args: Array<String>?): Int = 0

    companion object {
        val METHODS = setOf("get_provider_info", "list_tools", "execute_tool", "get_operation", "cancel_operation")
    }
}
