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
import app.trailmark.logbook.data.Claim
import app.trailmark.logbook.data.Operation
import app.trailmark.logbook.data.OperationStore
import app.trailmark.logbook.data.RequestLedger
import app.trailmark.logbook.data.SqlJournal
import app.trailmark.logbook.data.trailDb
import org.json.JSONObject

/** Journal tools: read entries and day logs; add, delete and archive entries (archiving runs in the background). */
class JournalToolProvider : ContentProvider() {
    private val ctx: Context get() = checkNotNull(context) { "not attached" }
    private val ops: OperationStore by lazy { OperationStore(ctx.trailDb) }
    private val ledger: RequestLedger by lazy { RequestLedger(ctx.trailDb) }
    private val grants: Grants by lazy { Grants(ctx) }
    private val desk: JournalDesk by lazy {
        JournalDesk(ctx, SqlJournal(ctx.trailDb), AuditLog(ctx.trailDb), ops, JournalSettings(ctx))
    }
    private val held: HeldCalls get() = HeldBooks.journal

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val request = extras ?: Bundle()
        val uid = Binder.getCallingUid()
        val caller = callerOf(uid, request)
            ?: return errorReply(request.requestId, ErrorCode.PERMISSION_DENIED, "Trailmark does not serve this app.")
        return serve(method, request, caller)
    }

    /** The assistant behind the call, accepted when its package carries a pinned certificate. */
    private fun callerOf(uid: Int, extras: Bundle): Caller? {
        val pm = context?.packageManager ?: return null
        val pkg = extras.callingPackage ?: pm.getPackagesForUid(uid)?.singleOrNull() ?: return null
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
            "list_tools" -> successReply(call.requestId, toolList(REVISION, JournalTools.book, call.has(ASYNC)))
            "execute_tool" -> execute(call)
            "get_operation" ->
                if (call.has(ASYNC)) getOperation(call) else unsupported(call, "async_operations was not negotiated.")
            else ->
                if (call.has(CANCELLATION)) cancelOperation(call) else unsupported(call, "cancellation was not negotiated.")
        }
    }

    private fun unsupported(call: Call, message: String): Bundle =
        errorReply(call.requestId, ErrorCode.UNSUPPORTED_CAPABILITY, message)

    private fun execute(call: Call): Bundle {
        val spec = JournalTools.book[call.tool]
            ?: return errorReply(call.requestId, ErrorCode.TOOL_NOT_FOUND, "Trailmark has no journal tool by that name.")
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
        return result.toReply(call.requestId)
    }

    /** The operation named by operation_id, when it was created by this request_id. */
    private fun operationFor(call: Call): Operation? =
        call.extras.operationId?.let { ops.find(it) }?.takeIf { it.requestId == call.requestId }

    private fun getOperation(call: Call): Bundle {
        val op = operationFor(call)
            ?: return errorReply(call.requestId, ErrorCode.INVALID_REQUEST, "No operation with that id for this request_id.")
        return successReply(call.requestId, op.toJson())
    }

    private fun cancelOperation(call: Call): Bundle {
        val op = operationFor(call)
            ?: return errorReply(call.requestId, ErrorCode.INVALID_REQUEST, "No operation with that id for this request_id.")
        if (op.terminal) return errorReply(call.requestId, ErrorCode.CONFLICT, "The operation has already ended.")
        ops.requestCancel(op.id)
        return successReply(call.requestId, JSONObject().put("operation_id", op.id).put("state", "cancellation_requested"))
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
        Log.w(TAG, "journal tool ${spec.name} failed", e)
        ToolResult.Failed(ErrorCode.INTERNAL_ERROR, e.publicReason)
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null

    override fun getType(uri: Uri): String? = null

    override fun insert(uri: Uri, values: ContentValues?): Uri? = null

    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0

    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        const val PROVIDER_ID = "$APP_ID.journal"
        const val PROVIDER_NAME = "Trailmark Journal"
        private const val REVISION = "journal-6"
        private val METHODS = setOf("negotiate", "get_provider_info", "list_tools", "execute_tool", "get_operation", "cancel_operation")
        private val OFFERED = setOf(ASYNC, CANCELLATION, LARGE_RESULTS)
        private val INFO: JSONObject by lazy {
            providerInfo(PROVIDER_ID, PROVIDER_NAME, "A hiking journal with daily sensor logs", JournalTools.scopes)
        }
    }
}
