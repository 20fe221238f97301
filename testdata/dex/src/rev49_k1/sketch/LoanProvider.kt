package com.shedshare.lend

import android.app.PendingIntent
import android.content.ContentProvider
import android.os.Binder
import android.os.Bundle
import android.util.Log
import org.json.JSONObject
import java.util.Random
import java.util.concurrent.Executors

class LoanProvider : ContentProvider() {
    private lateinit var shelf: Shelf
    private val rng: Random by lazy { Random(System.nanoTime()) }
    private val worker = Executors.newSingleThreadExecutor()

    override fun onCreate(): Boolean {
        shelf = SqlShelf.open(requireContext())
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val pkg = callingPackage ?: return errorBundle("PERMISSION_DENIED", "unknown caller")
        if (!requireContext().isSoleMember(uid, pkg)) return errorBundle("PERMISSION_DENIED", "not a ShedShare member")
        val req = extras ?: Bundle.EMPTY
        if (method == "negotiate") return okBundle(JSONObject().put("session_token", Sessions.open(uid)))
        if (!Sessions.owns(req.sessionToken, uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(JSONObject(TOOLS))
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        if (req.deadlineAt < System.currentTimeMillis()) return errorBundle("DEADLINE_EXCEEDED", "deadline passed")
        val args = req.argsJson
        return when (req.toolName) {
            "find_tool" -> findTool(args)
            "tool_status" -> toolStatus(args)
            "lend_power_tool" -> lendPowerTool(uid, pkg, args, req)
            "lend_hand_tool" -> lendHandTool(uid, pkg, args, req)
            "retire_tool" -> retireTool(uid, args, req)
            "write_off_tool" -> writeOffTool(uid, args, req)
            else -> errorBundle("TOOL_NOT_FOUND", "no such tool")
        }
    }

    private fun findTool(args: JSONObject): Bundle {
        val name = args.optString("name").takeIf { it.isNotEmpty() } ?: return errorBundle("INVALID_ARGS", "name required")
        return okBundle(JSONObject().put("tool_id", shelf.findTool(name)))
    }

    private fun toolStatus(args: JSONObject): Bundle {
        val open = shelf.countLoans(args.optString("name"))
        return okBundle(JSONObject().put("on_loan", open > 0))
    }

    private fun lendPowerTool(uid: Int, pkg: String, args: JSONObject, req: Bundle): Bundle {
        when (Consent.from(args.optString("confirm"))) {
            Consent.ASK -> if (!Resumes.take(req.resumeToken, uid, "lend_power_tool")) {
                val pi = requireContext().confirmPending("lend_power_tool", ConfirmActivity::class.java, IMMUTABLE)
                return needsUser(uid, "lend_power_tool", pi)
            }
            Consent.SKIP -> Log.i(TAG, "lend_power_tool: consumer skipped confirmation")
        }
        return lend(uid, pkg, args, req)
    }

    private fun lendHandTool(uid: Int, pkg: String, args: JSONObject, req: Bundle): Bundle {
        val note = when (Consent.from(args.optString("confirm"))) {
            Consent.ASK -> "lend_hand_tool: asking the member"
            Consent.SKIP -> "lend_hand_tool: consumer-side confirmation ignored"
        }
        Log.i(TAG, note)
        if (!Resumes.take(req.resumeToken, uid, "lend_hand_tool")) {
            val pi = requireContext().confirmPending("lend_hand_tool", ConfirmActivity::class.java, IMMUTABLE)
            return needsUser(uid, "lend_hand_tool", pi)
        }
        return lend(uid, pkg, args, req)
    }

    private fun lend(uid: Int, pkg: String, args: JSONObject, req: Bundle): Bundle {
        req.callerHint?.let { if (it != pkg) return errorBundle("PERMISSION_DENIED", "caller mismatch") }
        return when (val o = shelf.lend(args.optLong("tool_id"), pkg)) {
            is Outcome.Lent -> {
                worker.execute { Log.i(TAG, "lent loan " + o.loanId + " to uid " + uid) }
                okBundle(JSONObject().put("loan_id", o.loanId))
            }
            is Outcome.Refused -> errorBundle("CONFLICT", o.reason)
        }
    }

    private fun retireTool(uid: Int, args: JSONObject, req: Bundle): Bundle {
        if (!Resumes.take(req.resumeToken, uid, "retire_tool")) {
            val pi = requireContext().confirmPending("retire_tool", ConfirmActivity::class.java, IMMUTABLE)
            return needsUser(uid, "retire_tool", pi)
        }
        return okBundle(JSONObject().put("retired", shelf.retire(args.optString("name"))))
    }

    private fun writeOffTool(uid: Int, args: JSONObject, req: Bundle): Bundle {
        if (!Resumes.take(req.resumeToken, uid, "write_off_tool")) {
            val pi = requireContext().confirmPending("write_off_tool", ConfirmActivity::class.java)
            return needsUser(uid, "write_off_tool", pi)
        }
        return okBundle(JSONObject().put("written_off", shelf.retire(args.optString("name"))))
    }

    private fun needsUser(uid: Int, tool: String, pi: PendingIntent): Bundle {
        val token = java.lang.Long.toHexString(rng.nextLong())
        Resumes.hold(token, uid, tool)
        return errorBundle("USER_ACTION_REQUIRED", "confirm in ShedShare").withResolution(pi, token)
    }

    companion object {
        private const val TAG = "LoanProvider"
        private const val IMMUTABLE = PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT
        const val TOOLS = "{\"revision\":\"loans-1\",\"tools\":[]}"
    }
}
