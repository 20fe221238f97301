package com.parcelnest.app

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Intent
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import org.json.JSONObject

/** CETP v2 for parcels, by hand over call(): the tools are [parcelTools]. */
class ParcelToolProvider : ContentProvider() {
    private lateinit var db: ParcelDb
    private lateinit var audit: AuditTrail

    override fun onCreate(): Boolean {
        val ctx = context!!
        db = ParcelDb.open(ctx)
        audit = AuditTrail(db, PROVIDER_ID) { Binder.getCallingUid() }
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        val uid = Binder.getCallingUid()
        val request = extras ?: Bundle()
        return Bundle().reply(request.requestId, serve(method, request, uid))
    }

    private fun serve(method: String, request: Bundle, uid: Int): Reply {
        val ctx = context!!
        val pkg = parcelTools.admission(ctx, uid)
            ?: return failure("PERMISSION_DENIED", "This app is not an allowed assistant.")
        if (method == "negotiate") return negotiate(request, uid, PROVIDER_ID, PROVIDER_NAME, setOf("large_results"))
        if (method !in METHODS) return failure("METHOD_NOT_FOUND", "Unknown method.")
        if (request.protocolVersion != 2 || request.requestId == null || request.deadlineAtMs <= 0L) {
            return failure("INVALID_REQUEST", "protocol_version 2, request_id and deadline_at_ms are required.")
        }
        val session = Session.find(request.sessionToken, uid, PROVIDER_ID)
            ?: return failure("NEGOTIATION_REQUIRED", "Negotiate a session first.", true)
        val call = ToolCall(ctx, db, audit, uid, pkg, PROVIDER_ID, session, request)
        return when (method) {
            "get_provider_info" -> success(providerInfo(PROVIDER_ID, PROVIDER_NAME, "Parcels on their way to you", SCOPES))
            "list_tools" -> success(parcelTools.listing(Assistants.scopesOf(pkg)))
            "execute_tool" -> execute(call)
            else -> failure("UNSUPPORTED_CAPABILITY", "This provider has no background operations.")
        }
    }

    private fun execute(call: ToolCall): Reply {
        val tool = parcelTools[call.toolName] ?: return failure("TOOL_NOT_FOUND", "No tool of that name.")
        if (!Assistants.scopesOf(call.callerPackage).containsAll(tool.scopes)) {
            return failure("PERMISSION_DENIED", "This assistant lacks a scope the tool needs.")
        }
        val args = call.args() ?: return failure("INVALID_ARGS", "args must be a JSON object.")
        if (call.extras.deadlineAtMs <= System.currentTimeMillis()) {
            return failure("DEADLINE_EXCEEDED", "The deadline passed before the tool started.")
        }
        if (!tool.mutating) return tool(call, args)
        db.prior(call.retryKey)?.let { return it.replayFor(tool.name, call.argsDigest) }
        if (tool.needsUser(args)) {
            val token = call.extras.resumeToken ?: return askUser(call, tool, args)
            when (Tickets.redeem(token, call)) {
                null -> return failure("INVALID_REQUEST", "The resume token is unknown, used, or not this call's.")
                false -> return failure("USER_CANCELLED", "The user declined.")
                true -> Unit
            }
        }
        return tool(call, args).also { db.record(call.retryKey, tool.name, call.argsDigest, Bundle().apply(it)) }
    }

    /** Holds the call for the user and answers USER_ACTION_REQUIRED with the tool's resolution. */
    private fun askUser(call: ToolCall, tool: Tool, args: JSONObject): Reply {
        val ctx = context!!
        val spec = tool.resolutionFor(args)
        val token = Tickets.state {
            uid = call.uid
            providerId = PROVIDER_ID
            this.tool = tool.name
            argsDigest = call.argsDigest
            requestId = call.requestId
            expiresAt = System.currentTimeMillis() + Tickets.TTL_MS
        }
        val intent = Intent(spec.action).apply {
            val target = spec.target
            if (target != null) component = target else setPackage(ctx.packageName)
            putExtra(EXTRA_TOKEN, token)
            putExtra(EXTRA_SUMMARY, spec.summary)
        }
        val resolution = PendingIntent.getActivity(ctx, token.hashCode(), intent, spec.flags)
        return needsUser(resolution, token, "Confirm in Parcelnest: ${spec.summary}")
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        const val PROVIDER_ID = "com.parcelnest.app.parcels"
        const val PROVIDER_NAME = "Parcelnest"
        private const val SCOPES = """[{"name":"parcels.read","title":"See your parcels","description":"Parcels, carriers and addresses",""" +
            """"access":"read","sensitivity":"personal"},{"name":"parcels.write","title":"Redirect your parcels",""" +
            """"description":"Redirect parcels or leave them with a neighbour","access":"write","sensitivity":"personal"}]"""
    }
}
