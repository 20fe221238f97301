package app.trailmark.logbook.cetp

import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import app.trailmark.logbook.data.AuditLog
import app.trailmark.logbook.data.AuditedRouteStore
import app.trailmark.logbook.data.Claim
import app.trailmark.logbook.data.RequestLedger
import app.trailmark.logbook.data.SqlRouteStore
import app.trailmark.logbook.data.trailDb
import org.json.JSONObject

/** Route tools: list, show and export saved routes; save, rename and delete them. */
class RoutesToolProvider : ContentProvider() {
    private val ctx: Context get() = checkNotNull(context) { "not attached" }
    private val audit: AuditLog by lazy { AuditLog(ctx.trailDb) }
    private val ledger: RequestLedger by lazy { RequestLedger(ctx.trailDb) }
    private val grants: Grants by lazy { Grants(ctx) }
    private val desk: RouteDesk by lazy { RouteDesk(ctx, AuditedRouteStore(SqlRouteStore(ctx.trailDb), audit)) }
    private val held: HeldCalls get() = HeldBooks.routes

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val request = extras ?: Bundle()
        val uid = Binder.getCallingUid()
        val caller = callerOf(uid)
            ?: return errorReply(request.requestId, ErrorCode.PERMISSION_DENIED, "Trailmark does not serve this app.")
        return serve(method, request, caller)
    }

    /** The calling package as the platform reports it, accepted when it carries a pinned assistant certificate. */
    private fun callerOf(uid: Int): Caller? {
        val pm = context?.packageManager ?: return null
        val pkg = callingPackage ?: return null
        return Caller(uid, pkg).takeIf { Trust.pinned(pm, pkg) }
    }

    private fun serve(method: String, extras: Bundle, caller: Caller): Bundle {
        if (method !in METHODS) return errorReply(extras.requestId, ErrorCode.METHOD_NOT_FOUND, "Trailmark has no such method.")
        if (method == "negotiate") return negotiate(extras, caller.uid, PROVIDER_ID, PROVIDER_NAME, OFFERED)
        envelopeProblem(extras)?.let { return it }
        val session = Sessions.current(extras.sessionToken, caller.uid, PROVIDER_ID)
            ?: return errorReply(extras.requestId, ErrorCode.NEGOTIATION_REQUIRED, "Negotiate a session first.")
        val call = Call.admit(extras, caller, PROVIDER_ID, session)
        return when (method) {
            "get_provider_info" -> successReply(call.requestId, INFO)
            "list_tools" -> successReply(call.requestId, toolList(REVISION, RouteTools.book, call.has(ASYNC)))
            "execute_tool" -> execute(call)
            else -> errorReply(call.requestId, ErrorCode.UNSUPPORTED_CAPABILITY, "Route tools have no background operations.")
        }
    }

    private fun execute(call: Call): Bundle {
        val spec = RouteTools.book[call.tool]
            ?: return errorReply(call.requestId, ErrorCode.TOOL_NOT_FOUND, "Trailmark has no route tool by that name.")
        val args = parseArgs(call.rawArgs)
            ?: return errorReply(call.requestId, ErrorCode.INVALID_ARGS, "args must be a JSON object within max_request_bytes.")
        val missing = grants.missing(call.caller.pkg, spec.scopes)
        if (missing.isNotEmpty()) {
            return errorReply(call.requestId, ErrorCode.PERMISSION_DENIED, "Turn on ${missing.joinToString()} for this assistant in Trailmark.")
        }
        val resumed = call.resumeToken?.let { token ->
            held.redeem(token, call)
                ?: return errorReply(call.requestId, ErrorCode.INVALID_REQUEST, "resume_token is unknown, used, expired or for another call.")
        }
        if (resumed != null) {
            if (resumed.decision != Decision.APPROVED) {
                return errorReply(call.requestId, ErrorCode.USER_CANCELLED, "The user did not approve this call.")
            }
            if (call.expired) {
                return errorReply(call.requestId, ErrorCode.DEADLINE_EXCEEDED, "The deadline passed before anything changed.")
            }
            return mutate(spec, call, args, approved = true)
        }
        if (!spec.effect.mutating) return run(spec, call, args, approved = false).toReply(call.requestId)
        if (call.expired) {
            return errorReply(call.requestId, ErrorCode.DEADLINE_EXCEEDED, "The deadline passed before anything changed.")
        }
        return mutate(spec, call, args, approved = false)
    }

    private fun mutate(spec: ToolSpec, call: Call, args: JSONObject, approved: Boolean): Bundle {
        when (val claim = ledger.claim(call.dedupKey, call.tool, call.argsDigest)) {
            Claim.Fresh -> Unit
            Claim.Running -> return errorReply(call.requestId, ErrorCode.CONFLICT, "This request is still running.")
            Claim.Mismatch ->
                return errorReply(call.requestId, ErrorCode.INVALID_REQUEST, "request_id was already used for a different call.")
            is Claim.Finished -> return replayOf(claim.outcome).toReply(call.requestId)
        }
        val result = run(spec, call, args, approved)
        result.outcomeJson()?.let { ledger.finish(call.dedupKey, it) } ?: ledger.release(call.dedupKey)
        if (result is ToolResult.Done) {
            val uid = call.caller.uid
            val subject = "request/${call.requestId}"
            Workers.pool.execute { audit.record(uid, spec.name, subject) }
        }
        return result.toReply(call.requestId)
    }

    /** A tool that needs the user's approval first answers with the confirmation step instead. */
    private fun run(spec: ToolSpec, call: Call, args: JSONObject, approved: Boolean): ToolResult = try {
        if (spec.confirmation == Confirmation.ALWAYS && !approved) desk.confirmStep(call, args) else desk.run(spec, call, args)
    } catch (e: IllegalArgumentException) {
        ToolResult.Failed(ErrorCode.INVALID_ARGS, "args do not fit ${spec.name}'s input schema.")
    } catch (e: NoSuchElementException) {
        ToolResult.Failed(ErrorCode.INVALID_ARGS, "args lack a field ${spec.name} requires.")
    } catch (e: ClassCastException) {
        ToolResult.Failed(ErrorCode.INVALID_ARGS, "args do not fit ${spec.name}'s input schema.")
    } catch (e: Exception) {
        Log.w(TAG, "route tool ${spec.name} failed", e)
        ToolResult.Failed(ErrorCode.INTERNAL_ERROR, "Trailmark could not finish ${spec.name}: ${e.reason}")
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null

    override fun getType(uri: Uri): String? = null

    override fun insert(uri: Uri, values: ContentValues?): Uri? = null

    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0

    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        const val PROVIDER_ID = APP_ID
        const val PROVIDER_NAME = "Trailmark Routes"
        private const val REVISION = "routes-4"
        private val METHODS = setOf("negotiate", "get_provider_info", "list_tools", "execute_tool", "get_operation", "cancel_operation")
        private val OFFERED = setOf(LARGE_RESULTS)
        private val INFO: JSONObject by lazy {
            providerInfo(PROVIDER_ID, PROVIDER_NAME, "Saved hiking routes and their recorded tracks", RouteTools.scopes)
        }
    }
}
