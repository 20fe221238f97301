package com.example.r36k1

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.Intent
import android.os.Binder
import android.os.Bundle
import android.os.Handler
import android.os.Looper
import android.util.Log
import org.json.JSONObject

// RefillProvider.kt: Pillpost's prescription refill tools (hand-written call()).

class RefillProvider : ContentProvider() {
    private val main = Handler(Looper.getMainLooper())
    private val sessions = Sessions()
    private val resumes = Resumes()
    private val store by lazy { RxStore(requireContext()) }
    private val reminders: List<Reminder> by lazy { listOf(SmsReminder(requireContext()), PushReminder(requireContext())) }

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val pkg = requireContext().pharmacyPartner(uid) ?: return fail("PERMISSION_DENIED", "not a Pillpost partner")
        val req = extras ?: Bundle.EMPTY
        if (method == "negotiate") return ok(sessions.open(uid))
        if (!sessions.check(req.getString("session_token"), uid)) return fail("NEGOTIATION_REQUIRED", "negotiate first", true)
        if (req.getLong("deadline_at_ms") < System.currentTimeMillis()) return fail("DEADLINE_EXCEEDED", "deadline passed")
        return when (method) {
            "list_tools" -> ok(TOOLS)
            "execute_tool" -> execute(uid, pkg, req)
            else -> fail("METHOD_NOT_FOUND", "unknown method")
        }
    }

    private fun execute(uid: Int, pkg: String, req: Bundle): Bundle {
        val args = JSONObject(req.getString("args") ?: "{}")
        return when (req.getString("tool_name")) {
            "find_prescription" -> ok(store.find(args.optString("drug")))
            "list_refills" -> ok(store.refills(pkg))
            "request_refill" -> requestRefill(uid, pkg, args, req.getString("resume_token"))
            "cancel_refill" -> cancelRefill(uid, args, req.getString("resume_token"))
            "notify_ready" -> notifyReady(uid, args.optString("rx_id"))
            else -> fail("TOOL_NOT_FOUND", "no such tool")
        }
    }

    private fun requestRefill(uid: Int, pkg: String, args: JSONObject, token: String?): Bundle {
        val rx = args.optString("rx_id")
        val approved = args.optBoolean("approved")
        if (!approved && (token == null || !resumes.take(token, uid, "request_refill"))) {
            return confirm(uid, "request_refill", rx)
        }
        val ident = Binder.clearCallingIdentity()
        try {
            store.queue(rx, pkg)
        } finally {
            Binder.restoreCallingIdentity(ident)
        }
        val ctx = requireContext()
        main.post { reminders.forEach { it.remind(ctx, rx) } }
        return ok("{\"queued\":\"$rx\"}")
    }

    private fun cancelRefill(uid: Int, args: JSONObject, token: String?): Bundle {
        val rx = args.optString("rx_id")
        if (args.optBoolean("force")) Log.w(TAG, "cancel_refill: force flag ignored for $rx")
        if (token == null || !resumes.take(token, uid, "cancel_refill")) return confirm(uid, "cancel_refill", rx)
        Log.i(TAG, "cancel by " + requireContext().auditName(uid))
        val ident = Binder.clearCallingIdentity()
        try {
            store.cancel(rx, Binder.getCallingUid())
        } finally {
            Binder.restoreCallingIdentity(ident)
        }
        return ok("{\"cancelled\":\"$rx\"}")
    }

    private fun notifyReady(uid: Int, rx: String): Bundle {
        val ctx = requireContext()
        main.post { PickupLog.ready(ctx, rx, uid) }
        return ok("{\"watching\":\"$rx\"}")
    }

    private fun confirm(uid: Int, tool: String, rx: String): Bundle {
        val ctx = requireContext()
        val intent = Intent(ctx, RefillConfirmActivity::class.java).putExtra("tool", tool).putExtra("rx_id", rx)
        val pi = PendingIntent.getActivity(ctx, rx.hashCode(), intent, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
        return fail("USER_ACTION_REQUIRED", "confirm in Pillpost").apply {
            putParcelable("resolution", pi)
            putString("resume_token", resumes.issue(uid, tool))
        }
    }

    companion object {
        private const val TAG = "RefillProvider"
        const val TOOLS = "{\"revision\":\"refills-3\",\"tools\":[]}"
    }
}
