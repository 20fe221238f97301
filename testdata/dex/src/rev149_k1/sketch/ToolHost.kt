package net.switchyard.hub

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import org.json.JSONArray
import org.json.JSONObject
import java.time.Instant

/** CETP v2 written by hand for the hub's two tool providers; each serves the tools of the modules it names. */
abstract class ToolHost : ContentProvider() {
    abstract val providerId: String
    abstract val description: String
    abstract val revision: String
    abstract val scopes: JSONArray

    /** The registry ids of the modules this provider serves. */
    protected abstract val moduleIds: List<String>

    /** How callers are admitted. */
    protected abstract val verifier: CallerVerifier

    /** How a call's session is found. */
    protected abstract val sessions: SessionPolicy

    private val env: HostEnv by lazy { HostEnv(context!!) }

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        val uid = Binder.getCallingUid()
        return serve(method, extras ?: Bundle(), uid)
    }

    private fun serve(method: String, extras: Bundle, uid: Int): Bundle {
        val requestId = extras.requestId
        val pkg = verifier.admit(env.packageManager, uid)
            ?: return respond(problem("PERMISSION_DENIED", "This app is not an allowed assistant."), requestId)
        if (method == "negotiate") return negotiate(extras, uid)
        if (method !in METHODS) return respond(problem("METHOD_NOT_FOUND", "Unknown method."), requestId)
        if (extras.protocolVersion != 2 || requestId == null || !extras.containsKey("deadline_at_ms")) {
            return respond(problem("INVALID_REQUEST", "protocol_version 2, request_id and deadline_at_ms are required."), requestId)
        }
        val session = sessions.sessionOf(extras, uid, providerId)
            ?: return respond(problem("NEGOTIATION_REQUIRED", "Negotiate a session first.", true), requestId)
        val call = ToolCall(uid, pkg, session, extras)
        val outcome = when (method) {
            "get_provider_info" -> Outcome.Done(info())
            "list_tools" -> Outcome.Done(JSONObject().put("revision", revision)
                .put("tools", JSONArray(visibleTools(pkg).map { it.second.descriptor() })))
            "execute_tool" -> execute(call)
            else -> problem("UNSUPPORTED_CAPABILITY", "This provider runs every tool inline; there are no operations.")
        }
        return respond(outcome, requestId)
    }

    private fun negotiate(extras: Bundle, uid: Int): Bundle {
        val versions = extras.getIntArray("consumer_versions")
        if (versions == null || 2 !in versions) {
            return respond(problem("UNSUPPORTED_VERSION", "This provider speaks CETP version 2 only."), null)
        }
        val offered = runCatching { JSONArray(extras.getString("consumer_capabilities") ?: "[]") }.getOrNull()
        if (offered == null) return respond(problem("INVALID_REQUEST", "consumer_capabilities must be a JSON array."), null)
        // No optional capability is offered: results are small and every tool answers inline.
        val (token, session) = SessionBook.open(uid, providerId, emptySet())
        val limits = JSONObject().put("max_request_bytes", 65536).put("max_inline_result_bytes", 262144)
            .put("max_concurrent_requests", 1).put("idempotency_window_seconds", 86400)
        val data = JSONObject().put("selected_version", 2).put("provider_id", providerId).put("provider_name", PROVIDER_NAME)
            .put("session_token", token).put("expires_at", Instant.ofEpochMilli(session.expiresAt).toString())
            .put("capabilities", JSONArray()).put("limits", limits)
        val reply = Bundle()
        reply.putString("status", "success")
        reply.putString("data", data.toString())
        return reply
    }

    private fun info(): JSONObject = JSONObject().put("provider_id", providerId).put("provider_name", PROVIDER_NAME)
        .put("description", description).put("schema_dialect", "https://json-schema.org/draft/2020-12/schema")
        .put("scopes", scopes)

    private fun allTools(): List<Pair<ToolModule, ToolSpec>> =
        moduleIds.mapNotNull { ModuleRegistry[it] }.flatMap { module -> module.tools.map { module to it } }

    /** Tools are listed only to callers holding every scope they need. */
    private fun visibleTools(pkg: String): List<Pair<ToolModule, ToolSpec>> {
        val granted = TrustedCallers.scopesOf(pkg)
        return allTools().filter { granted.containsAll(it.second.scopes) }
    }

    private fun execute(call: ToolCall): Outcome {
        val (module, spec) = allTools().firstOrNull { it.second.name == call.toolName }
            ?: return problem("TOOL_NOT_FOUND", "No tool of that name.")
        if (!TrustedCallers.scopesOf(call.callerPackage).containsAll(spec.scopes)) {
            return problem("PERMISSION_DENIED", "This assistant lacks a scope the tool needs.")
        }
        if (runCatching { call.args }.isFailure) return problem("INVALID_ARGS", "args must be a JSON object.")
        if (call.extras.deadlineAtMs <= System.currentTimeMillis()) {
            return problem("DEADLINE_EXCEEDED", "The deadline passed before the tool started.")
        }
        return if (spec.mutating) mutate(module, call, spec) else run(module, call, spec)
    }

    /** One mutation at a time: the request record decides whether it already ran. */
    @Synchronized
    private fun mutate(module: ToolModule, call: ToolCall, spec: ToolSpec): Outcome {
        val prior = env.store.prior(call.uid, providerId, call.requestId)
        if (prior != null) {
            if (prior.tool != call.toolName || prior.argsDigest != call.argsDigest) {
                return problem("INVALID_REQUEST", "This request_id was used for another call.")
            }
            return Outcome.Done(prior.reply)
        }
        if ((spec.confirmation == "always" || module.wantsUser(call, spec)) && !module.skipsConfirmation(call, spec)) {
            when (call.resumeToken?.let { TicketBook.redeem(it, call) }) {
                null -> return askUser(module, call, spec)
                false -> return problem("USER_CANCELLED", "The user declined.")
                true -> Log.i(TAG, "${spec.name} approved by the user")
            }
        }
        val outcome = run(module, call, spec)
        if (outcome is Outcome.Done) {
            env.store.remember(call.uid, providerId, call.requestId, spec.name, call.argsDigest, outcome.value)
        }
        return outcome
    }

    private fun run(module: ToolModule, call: ToolCall, spec: ToolSpec): Outcome = try {
        module.execute(call, spec, env)
    } catch (e: Exception) {
        Log.w(TAG, "${spec.name} failed", e)
        problem("INTERNAL_ERROR", "The tool failed.", true)
    }

    /** Holds a ticket and answers USER_ACTION_REQUIRED with the module's confirmation screen. */
    private fun askUser(module: ToolModule, call: ToolCall, spec: ToolSpec): Outcome {
        val summary = module.summary(call, spec)
        val token = TicketBook.hold(call)
        val resolution = Resolutions.open(context!!, module.confirmActivity(spec), token, summary)
        return Outcome.NeedsUser("Confirm in Switchyard: $summary", resolution, token)
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        const val PROVIDER_NAME = "Switchyard"
        val METHODS = setOf("get_provider_info", "list_tools", "execute_tool", "get_operation", "cancel_operation")
    }
}
