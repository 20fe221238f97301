package com.larderly.pantry

import android.content.ContentProvider
import android.content.ContentValues
import android.content.Intent
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import org.json.JSONArray
import org.json.JSONObject

/** CETP v2 by hand: both tool providers of the app extend this. */
abstract class ToolEndpoint : ContentProvider() {
    abstract val providerId: String
    abstract val description: String
    abstract val revision: String
    abstract val scopes: List<JSONObject>
    abstract val tools: Map<String, ToolSpec>
    abstract val gate: CallerGate
    abstract val outcomes: OutcomeStore

    /** The Activity intent a resolution opens. */
    abstract val confirmScreen: Intent

    protected val dao: PantryDao by lazy { PantryDao.open(context!!) }

    /** The negotiated session this call belongs to; null answers NEGOTIATION_REQUIRED. */
    protected abstract fun session(extras: Bundle, caller: CallerUid): Session?

    /** The scopes granted for this call. */
    protected abstract fun grantedScopes(call: ToolCall): Set<String>

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        val caller = CallerUid(Binder.getCallingUid())
        return serve(method, extras ?: Bundle(), caller)
    }

    private fun serve(method: String, extras: Bundle, caller: CallerUid): Bundle {
        val requestId = extras.requestId
        val pkg = gate.admit(caller)
            ?: return render(Outcome.Failed("PERMISSION_DENIED", "This app may not use Larderly's tools."), requestId)
        if (method == "negotiate") return negotiate(extras, caller)
        if (method !in METHODS) return render(Outcome.Failed("METHOD_NOT_FOUND", "Unknown method."), requestId)
        if (extras.protocolVersion != 2 || requestId == null) {
            return render(Outcome.Failed("INVALID_REQUEST", "protocol_version 2 and request_id are required."), requestId)
        }
        session(extras, caller)
            ?: return render(Outcome.Failed("NEGOTIATION_REQUIRED", "Negotiate a session first.", true), requestId)
        val outcome = when (method) {
            "get_provider_info" -> Outcome.Done(info())
            "list_tools" -> Outcome.Done(JSONObject().put("revision", revision).put("tools", JSONArray(tools.values.map { it.descriptor() })))
            "execute_tool" -> execute(ToolCall(caller, pkg, extras))
            else -> Outcome.Failed("UNSUPPORTED_CAPABILITY", "Operations are not offered.")
        }
        return render(outcome, requestId)
    }

    private fun negotiate(extras: Bundle, caller: CallerUid): Bundle {
        val offered = extras.getIntArray("consumer_versions")
        if (offered == null || 2 !in offered) {
            return render(Outcome.Failed("UNSUPPORTED_VERSION", "This provider speaks CETP version 2 only."), null)
        }
        val session = SessionBook.open(caller, providerId)
        val limits = JSONObject().put("max_request_bytes", 65536).put("max_inline_result_bytes", 262144)
            .put("max_concurrent_requests", 4).put("idempotency_window_seconds", 86400)
        val data = JSONObject().put("selected_version", 2).put("provider_id", providerId)
            .put("provider_name", "Larderly").put("session_token", session.token)
            .put("capabilities", JSONArray()).put("limits", limits)
        val out = Bundle()
        out.putString("status", "success")
        out.putString("data", data.toString())
        return out
    }

    private fun info(): JSONObject = JSONObject().put("provider_id", providerId).put("provider_name", "Larderly")
        .put("description", description).put("schema_dialect", "https://json-schema.org/draft/2020-12/schema")
        .put("scopes", JSONArray(scopes))

    private fun execute(call: ToolCall): Outcome {
        val spec = tools[call.toolName] ?: return Outcome.Failed("TOOL_NOT_FOUND", "No such tool.")
        if (call.extras.deadlineAtMs <= System.currentTimeMillis()) {
            return Outcome.Failed("DEADLINE_EXCEEDED", "The deadline passed before the tool started.")
        }
        runCatching { call.args }.getOrElse { return invalid("args must be a JSON object.") }
        if (!grantedScopes(call).containsAll(spec.scopes)) {
            return Outcome.Failed("PERMISSION_DENIED", "This app lacks a scope that ${spec.name} needs.")
        }
        val work = {
            runCatching { spec.handler(call) }.getOrElse { e ->
                Log.w(TAG, "${spec.name} failed", e)
                Outcome.Failed("INTERNAL_ERROR", "The tool could not finish; nothing was changed.", true)
            }
        }
        return if (spec.mutating) outcomes.once(call, providerId, work) else work()
    }

    /** The approval state of this call's resume token: null when there is none, else the user's answer. */
    protected fun confirmation(call: ToolCall): Boolean? = call.resumeToken?.let { TicketBook.redeem(it, call) }

    /** Holds a ticket for the call and answers USER_ACTION_REQUIRED with the provider's confirmation screen. */
    protected fun askUser(call: ToolCall, summary: String): Outcome {
        val token = TicketBook.hold(call)
        return Outcome.NeedsUser("Confirm in Larderly: $summary", Resolution.create(context!!, confirmScreen, token, summary))
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        val METHODS = setOf("get_provider_info", "list_tools", "execute_tool", "get_operation", "cancel_operation")
        val EXPORTS: Uri = Uri.parse("content://com.larderly.pantry.files/exports")
    }
}
