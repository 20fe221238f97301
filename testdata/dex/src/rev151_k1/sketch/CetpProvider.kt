package com.tallyfold.money

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.database.Cursor
import android.net.Uri
import android.os.Bundle
import android.util.Log
import org.json.JSONArray
import org.json.JSONObject
import java.time.Instant

/** CETP v2 over ContentProvider.call(), by hand: each provider brings its tools, its commands and how they run. */
abstract class CetpProvider<C : Command> : ContentProvider() {
    abstract val providerId: String
    protected abstract val description: String
    protected abstract val revision: String
    protected abstract val scopeCatalog: String
    protected abstract val tools: List<ToolSpec>
    protected abstract val optionalCapabilities: Set<String>
    protected abstract val replies: ReplyLog

    /** The command [tool]'s args decode to. */
    protected abstract fun decode(tool: String, args: Map<String, Any?>): Result<C>

    /** Runs an admitted command (confirmed first when its tool asks for that). */
    protected abstract fun perform(call: ToolCall, command: C): Outcome

    /** What the confirmation screen shows for [command]. */
    protected abstract fun summarize(command: C): String

    /** The resolution asking the user about [command]. */
    protected abstract fun resolution(command: C, token: ResumeToken, summary: String): PendingIntent

    /** Whether the provider's policy wants the user's answer although the tool is not confirmation=always. */
    protected open fun wantsUser(command: C): Boolean = false

    /** get_operation and cancel_operation. */
    protected open fun operation(method: String, call: ToolCall): Outcome =
        Outcome.Failure("UNSUPPORTED_CAPABILITY", "This provider answers every tool inline.")

    protected val ctx: Context get() = context!!

    override fun onCreate(): Boolean = true.also { Store.attach(ctx) }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        val uid = CallerUid.current()
        return serve(method, extras ?: Bundle(), uid)
    }

    private fun serve(method: String, extras: Bundle, uid: CallerUid): Bundle {
        val requestId = extras.requestId
        val pkg = ctx.trustedCaller(uid)
            ?: return Outcome.Failure("PERMISSION_DENIED", "This app is not an allowed assistant.").toBundle(requestId)
        if (method == "negotiate") return negotiate(extras, uid)
        if (method !in METHODS) return Outcome.Failure("METHOD_NOT_FOUND", "Unknown method.").toBundle(requestId)
        if (extras.protocolVersion != 2 || requestId == null || extras.deadlineAtMs == null) {
            return Outcome.Failure("INVALID_REQUEST", "protocol_version 2, request_id and deadline_at_ms are required.").toBundle(requestId)
        }
        val session = Sessions.find(extras.sessionToken, uid, providerId)
            ?: return Outcome.Failure("NEGOTIATION_REQUIRED", "Negotiate a session first.", true).toBundle(requestId)
        val call = ToolCall(uid, pkg, providerId, session, extras)
        val outcome = when (method) {
            "get_provider_info" -> Outcome.Done(info())
            "list_tools" -> Outcome.Done(listing(call))
            "execute_tool" -> execute(call)
            else -> operation(method, call)
        }
        return outcome.toBundle(requestId)
    }

    private fun negotiate(extras: Bundle, uid: CallerUid): Bundle {
        val versions = extras.getIntArray("consumer_versions")
        if (versions == null || 2 !in versions) {
            return Outcome.Failure("UNSUPPORTED_VERSION", "This provider speaks CETP version 2 only.").toBundle(null)
        }
        val offered = runCatching { JSONArray(extras.getString("consumer_capabilities") ?: "") }
            .map { array -> (0 until array.length()).map { array.getString(it) }.toSet() }
            .getOrElse { return Outcome.Failure("INVALID_REQUEST", "consumer_capabilities must be a JSON array of strings.").toBundle(null) }
        val (token, session) = Sessions.open(uid, providerId, optionalCapabilities intersect offered)
        return run {
            val data = JSONObject().put("selected_version", 2).put("provider_id", providerId).put("provider_name", PROVIDER_NAME)
                .put("session_token", token.value).put("expires_at", Instant.ofEpochMilli(session.expiresAt).toString())
                .put("capabilities", JSONArray(session.capabilities)).put("limits", limits())
            Bundle().apply {
                putString("status", "success")
                putString("data", data.toString())
            }
        }
    }

    private fun limits(): JSONObject = JSONObject().put("max_request_bytes", 65536).put("max_inline_result_bytes", 262144)
        .put("max_concurrent_requests", 2).put("idempotency_window_seconds", 86400)

    private fun info(): JSONObject = JSONObject().put("provider_id", providerId).put("provider_name", PROVIDER_NAME)
        .put("description", description).put("schema_dialect", "https://json-schema.org/draft/2020-12/schema")
        .put("scopes", JSONArray(scopeCatalog))

    /** Only the tools whose scopes the caller holds. */
    private fun listing(call: ToolCall): JSONObject {
        val granted = Grants.scopesOf(call.callerPackage)
        return JSONObject().put("revision", revision).put("tools", JSONArray(
            tools.filter { granted.containsAll(it.scopes) }.map { it.descriptor(call.session.async) }))
    }

    private fun execute(call: ToolCall): Outcome {
        val spec = tools.firstOrNull { it.name == call.tool }
            ?: return Outcome.Failure("TOOL_NOT_FOUND", "No tool of that name.")
        if (!Grants.scopesOf(call.callerPackage).containsAll(spec.scopes)) {
            return Outcome.Failure("PERMISSION_DENIED", "This assistant lacks a scope the tool needs.")
        }
        val command = call.extras.argsMap()
            .mapCatching { args -> decode(spec.name, args).getOrThrow() }
            .getOrElse { return Outcome.Failure("INVALID_ARGS", "args do not match the tool's input schema.") }
        if (call.extras.deadlineAtMs!! <= System.currentTimeMillis()) {
            return Outcome.Failure("DEADLINE_EXCEEDED", "The deadline passed before the tool started.")
        }
        return if (spec.mutating) mutate(call, spec, command) else perform(call, command)
    }

    /** One mutation at a time: the reply log says whether this execution already ran. */
    @Synchronized
    private fun mutate(call: ToolCall, spec: ToolSpec, command: C): Outcome {
        replies.prior(call.retryKey)?.let { prior ->
            return if (prior.tool != spec.name || prior.argsDigest != call.argsDigest) {
                Outcome.Failure("INVALID_REQUEST", "This request_id was used for another call.")
            } else {
                prior.replay()
            }
        }
        if (spec.confirmation == "always" || wantsUser(command)) {
            when (call.extras.resumeToken?.let { Tickets.redeem(it, call) }) {
                null -> return askUser(call, command)
                false -> return Outcome.Failure("USER_CANCELLED", "The user declined.")
                true -> Log.i(TAG, "${spec.name} approved by the user")
            }
        }
        return perform(call, command).also { outcome ->
            when (outcome) {
                is Outcome.Done -> replies.record(call.retryKey, Prior(spec.name, call.argsDigest, outcome.value, null))
                is Outcome.Accepted -> replies.record(call.retryKey, Prior(spec.name, call.argsDigest, JSONObject(), outcome.operation.value))
                else -> Unit
            }
        }
    }

    /** Holds a ticket and answers USER_ACTION_REQUIRED with the resolution. */
    private fun askUser(call: ToolCall, command: C): Outcome {
        val summary = summarize(command)
        val token = Tickets.hold(call)
        return Outcome.NeedsUser("Confirm in Tallyfold: $summary", resolution(command, token, summary), token)
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        const val PROVIDER_NAME = "Tallyfold"
        val METHODS = setOf("get_provider_info", "list_tools", "execute_tool", "get_operation", "cancel_operation")
    }
}
