package com.shedshare.lend

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.Intent
import android.os.Binder
import android.os.Bundle
import android.util.Base64
import android.util.Log
import org.json.JSONObject
import java.security.SecureRandom
import java.util.concurrent.Executors

class DepotProvider : ContentProvider() {
    private lateinit var shelf: Shelf
    private lateinit var approvePi: PendingIntent
    private lateinit var confirmPi: PendingIntent
    private val secure: SecureRandom by lazy { SecureRandom() }
    private val worker = Executors.newSingleThreadExecutor()

    override fun onCreate(): Boolean {
        val ctx = requireContext()
        shelf = SqlShelf.open(ctx)
        approvePi = PendingIntent.getActivity(ctx, 1, Intent(ACTION_APPROVE).setPackage(ctx.packageName), PendingIntent.FLAG_IMMUTABLE)
        confirmPi = PendingIntent.getActivity(ctx, 2, Intent(ctx, ConfirmActivity::class.java), PendingIntent.FLAG_IMMUTABLE)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        if (!requireContext().anyCrewApp(uid)) return errorBundle("PERMISSION_DENIED", "crew apps only")
        val req = extras ?: Bundle.EMPTY
        if (method == "negotiate") return okBundle(JSONObject().put("session_token", Sessions.open(uid)))
        if (method == "list_tools") return okBundle(JSONObject(TOOLS))
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        if (req.deadlineAt < System.currentTimeMillis()) return errorBundle("DEADLINE_EXCEEDED", "deadline passed")
        val tool = req.toolName
        worker.execute { Log.i(TAG, "depot " + tool + " for uid " + Binder.getCallingUid()) }
        val args = req.argsJson
        return when (tool) {
            "request_return" -> {
                if (!Resumes.take(req.resumeToken, uid, tool)) return needsUser(uid, tool, approvePi)
                okBundle(JSONObject().put("returned", shelf.returnLoan(args.optLong("loan_id"))))
            }
            "clear_bay" -> {
                if (!Resumes.take(req.resumeToken, uid, tool)) return needsUser(uid, tool, confirmPi)
                okBundle(JSONObject().put("cleared", shelf.returnLoan(args.optLong("loan_id"))))
            }
            "reserve_slot" -> {
                val borrower = req.callerHint ?: callingPackage.orEmpty()
                when (val o = shelf.lend(args.optLong("tool_id"), borrower)) {
                    is Outcome.Lent -> okBundle(JSONObject().put("slot", o.loanId))
                    is Outcome.Refused -> errorBundle("CONFLICT", o.reason)
                }
            }
            else -> errorBundle("TOOL_NOT_FOUND", "no such tool")
        }
    }

    private fun needsUser(uid: Int, tool: String, pi: PendingIntent): Bundle {
        val token = Base64.encodeToString(ByteArray(24).also { secure.nextBytes(it) }, Base64.NO_WRAP or Base64.URL_SAFE)
        Resumes.hold(token, uid, tool)
        return errorBundle("USER_ACTION_REQUIRED", "approve at the depot").withResolution(pi, token)
    }

    companion object {
        private const val TAG = "DepotProvider"
        private const val ACTION_APPROVE = "com.shedshare.lend.APPROVE"
        const val TOOLS = "{\"revision\":\"depot-1\",\"tools\":[]}"
    }
}
