package app.tallybook.budget.cetp

import android.content.ContentProvider
import android.content.ContentValues
import android.content.Intent
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import app.tallybook.budget.data.Claim
import app.tallybook.budget.data.ExpenseStore
import app.tallybook.budget.data.RequestLedger
import app.tallybook.budget.data.TallyDb

/** Expense tools: list and summarize expenses; add, edit and delete them. */
class ExpensesToolProvider : ContentProvider() {
    private lateinit var desk: ExpenseDesk
    private lateinit var ledger: RequestLedger
    private lateinit var grants: Grants

    override fun onCreate(): Boolean {
        val ctx = context ?: return false
        val db = TallyDb.get(ctx)
        desk = ExpenseDesk(ctx, ExpenseStore(db))
        ledger = RequestLedger(db)
        grants = Grants(ctx)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val request = extras ?: Bundle()
        val uid = Binder.getCallingUid()
        val caller = callerOf(uid)
            ?: return errorReply(request.getString("request_id"), ErrorCode.PERMISSION_DENIED, "Tallybook does not serve this app.")
        return serve(Method.of(method), request, caller)
    }

    /** The calling assistant, when its package carries a pinned certificate. */
    private fun callerOf(uid: Int): Caller? {
        val pm = context?.packageManager ?: return null
        val pkg = callingPackage?.takeIf { Trust.pinned(pm, it) }
            ?: pm.getPackagesForUid(uid)?.firstOrNull { Trust.pinned(pm, it) }
            ?: return null
        return Caller(uid, pkg)
    }

    private fun serve(method: Method?, extras: Bundle, caller: Caller): Bundle {
        val requestId = extras.getString("request_id")
        if (method == null) return errorReply(requestId, ErrorCode.METHOD_NOT_FOUND, "Unknown method.")
        if (!::desk.isInitialized) return errorReply(requestId, ErrorCode.UNAVAILABLE, "Tallybook is still starting.")
        if (!method.needsSession) return negotiate(extras, caller.uid, PROVIDER_ID, PROVIDER_NAME, OFFERED)
        envelopeProblem(extras)?.let { return it }
        val session = Sessions.current(extras.getString("session_token"), caller.uid, PROVIDER_ID)
            ?: return errorReply(requestId, ErrorCode.NEGOTIATION_REQUIRED, "Negotiate a session first.")
        val call = extras.toCall(caller, PROVIDER_ID, session)
        return when (method) {
            Method.PROVIDER_INFO -> successReply(call.requestId, INFO)
            Method.LIST_TOOLS -> successReply(call.requestId, toolList(REVISION, ExpenseTools.specs))
            Method.EXECUTE_TOOL -> execute(call)
            Method.GET_OPERATION, Method.CANCEL_OPERATION, Method.NEGOTIATE ->
                errorReply(call.requestId, ErrorCode.UNSUPPORTED_CAPABILITY, "Expense tools run synchronously.")
        }
    }

    private fun execute(call: Call): Bundle {
        val (tool, rawArgs, resumeToken) = call.request
        val entry = ExpenseTools.byName[tool]
            ?: return errorReply(call.requestId, ErrorCode.TOOL_NOT_FOUND, "Tallybook has no expense tool named $tool.")
        val args = parseArgs(rawArgs)
            ?: return errorReply(call.requestId, ErrorCode.INVALID_ARGS, "args must be a JSON object within max_request_bytes.")
        val held = resumeToken?.let {
            HeldCalls.redeem(it, call)
                ?: return errorReply(call.requestId, ErrorCode.INVALID_REQUEST, "resume_token is unknown, used or expired.")
        }
        if (held?.decision == Decision.DENIED) {
            return errorReply(call.requestId, ErrorCode.USER_CANCELLED, "The user declined this call.")
        }
        val missing = grants.missing(call.caller.pkg, entry.spec.scopes)
        if (missing.isNotEmpty()) return askForGrant(call, missing)
        val admitted = call.copy(held = held)
        if (!entry.spec.effect.mutating) return run(entry, admitted, args).toReply(call.requestId)
        if (call.expired) {
            return errorReply(call.requestId, ErrorCode.DEADLINE_EXCEEDED, "The deadline passed before anything changed.")
        }
        when (val claim = ledger.claim(call.dedupKey, tool, call.argsDigest)) {
            Claim.Fresh -> Unit
            Claim.Running -> return errorReply(call.requestId, ErrorCode.CONFLICT, "This request is still running.")
            Claim.Mismatch ->
                return errorReply(call.requestId, ErrorCode.INVALID_REQUEST, "request_id was already used for another call.")
            is Claim.Finished -> return replayOf(claim.outcome).toReply(call.requestId)
        }
        val result = run(entry, admitted, args)
        result.outcomeJson()?.let { ledger.finish(call.dedupKey, it) } ?: ledger.release(call.dedupKey)
        return result.toReply(call.requestId)
    }

    private fun run(entry: ToolEntry<ExpenseDesk>, call: Call, args: org.json.JSONObject): ToolResult =
        runCatching { entry.run(desk, call, args) }.getOrElse { e ->
            when (e) {
                is IllegalArgumentException ->
                    ToolResult.Failed(ErrorCode.INVALID_ARGS, "args do not fit ${entry.spec.name}'s input schema.")
                else -> {
                    Log.w(TAG, "expense tool ${entry.spec.name} failed", e)
                    ToolResult.Failed(ErrorCode.INTERNAL_ERROR, "Tallybook could not finish ${entry.spec.name}.")
                }
            }
        }

    /** AUTH_REQUIRED with the grant screen for the scopes the assistant lacks. */
    private fun askForGrant(call: Call, missing: List<String>): Bundle {
        val screen = Intent().forScreen<GrantActivity>().withExtras(
            GrantActivity.EXTRA_PACKAGE to call.caller.pkg,
            GrantActivity.EXTRA_SCOPES to missing.joinToString(","),
        )
        val resolution = screen.toPending(context!!, call.requestId.hashCode())
        return Bundle().putEnvelope(call.requestId, "error")
            .putError(ErrorCode.AUTH_REQUIRED, "Allow ${call.caller.pkg} to use ${missing.joinToString()} in Tallybook.")
            .apply { putParcelable(KEY_RESOLUTION, resolution) }
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null

    override fun getType(uri: Uri): String? = null

    override fun insert(uri: Uri, values: ContentValues?): Uri? = null

    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0

    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        const val PROVIDER_ID = APP_ID
        const val PROVIDER_NAME = "Tallybook Expenses"
        private const val REVISION = "expenses-7"
        private val OFFERED = emptySet<String>()
        private val INFO = providerInfo(
            PROVIDER_ID, PROVIDER_NAME, "Record and review household expenses", ExpenseTools.scopes,
        )
    }
}
