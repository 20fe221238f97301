package com.rxrefill

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.Intent
import android.os.Binder
import android.os.Bundle
import java.io.File
import java.util.concurrent.Executors

// RefillProvider.kt: RxRefill's prescription tools (hand-written call()).

class RefillProvider : ContentProvider() {
    private val io = Executors.newSingleThreadExecutor()
    private val sessions = SessionBook(SecureGen)
    private val resumes = ResumeBook(QuickGen)
    private val store: RxStore by lazy { SqlRxStore(requireContext()) }

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        if (!requireContext().isPharmacyPartner(uid)) return errorBundle("PERMISSION_DENIED", "not a partner app")
        val req = extras ?: Bundle.EMPTY
        if (method == "negotiate") return okBundle(sessions.open(uid))
        if (!sessions.valid(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first", true)
        return when (method) {
            "list_tools" -> okBundle(TOOLS)
            "execute_tool" -> if (req.getLong("deadline_at_ms") <= System.currentTimeMillis()) errorBundle("DEADLINE_EXCEEDED", "deadline passed") else execute(uid, req)
            else -> errorBundle("METHOD_NOT_FOUND", "unknown method")
        }
    }

    private fun execute(uid: Int, req: Bundle): Bundle {
        val args = req.args
        return when (req.getString("tool_name")) {
            "find_pharmacy" -> okBundle(store.pharmacies(args.text("drug")))
            "list_refills" -> okBundle(store.refills(uid, args.text("drug")))
            "refill_rx" -> refill(uid, req)
            "cancel_refill" -> cancel(uid, req)
            "transfer_rx" -> transfer(req)
            "pause_refills" -> pause(uid, req)
            "export_history" -> sendFile(uid, "history", "rw")
            "dose_calendar" -> sendFile(uid, "calendar", "r")
            else -> errorBundle("TOOL_NOT_FOUND", "no such tool")
        }
    }

    private fun refill(uid: Int, req: Bundle): Bundle {
        val args = req.args
        val rx = args.text("rx_id")
        val token = req.getString("resume_token")
        if (token == null && !args.optBoolean("force")) return confirm(uid, "refill_rx", rx)
        if (token != null && !resumes.take(token, uid, "refill_rx")) return errorBundle("INVALID_REQUEST", "resume token not valid")
        val order = store.refill(rx, uid)
        val ctx = requireContext()
        io.execute { Audit.record(ctx, "refill_rx", Binder.getCallingUid()) }
        return okBundle("{\"order\":$order}")
    }

    private fun cancel(uid: Int, req: Bundle): Bundle {
        val args = req.args
        if (args.has("force") || args.has("user_confirmed")) return errorBundle("INVALID_ARGS", "confirmation is not an argument")
        val rx = args.text("rx_id")
        val token = req.getString("resume_token") ?: return confirm(uid, "cancel_refill", rx)
        if (!resumes.take(token, uid, "cancel_refill")) return errorBundle("INVALID_REQUEST", "resume token not valid")
        store.cancel(rx, uid)
        val ctx = requireContext()
        io.execute { Audit.record(ctx, "cancel_refill", uid) }
        return okBundle("{\"cancelled\":\"$rx\"}")
    }

    private fun transfer(req: Bundle): Bundle {
        val rx = req.args.text("rx_id")
        val to = req.args.text("pharmacy_id")
        asApp { store.transfer(rx, to, Binder.getCallingUid()) }
        return okBundle("{\"transferred\":\"$rx\"}")
    }

    private fun pause(uid: Int, req: Bundle): Bundle {
        val rx = req.args.text("rx_id")
        val days = req.args.optInt("days", 7)
        asApp { store.pause(rx, days, uid) }
        return okBundle("{\"paused\":\"$rx\"}")
    }

    private fun sendFile(uid: Int, kind: String, mode: String): Bundle {
        val file = File(requireContext().cacheDir, "$kind-$uid.json")
        file.writeText(store.history(uid))
        val fd = openShared(file, mode)
        return okFile(file.length()).apply { putParcelable("result_fd", fd) }
    }

    private fun confirm(uid: Int, tool: String, rx: String): Bundle {
        val ctx = requireContext()
        val sheet = Intent(ctx, ConfirmRefillActivity::class.java).apply {
            putExtra("tool", tool)
            putExtra("rx_id", rx)
        }
        val pi = PendingIntent.getActivity(ctx, tool.hashCode(), sheet, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
        return errorBundle("USER_ACTION_REQUIRED", "confirm in RxRefill").also {
            it.putParcelable("resolution", pi)
            it.putString("resume_token", resumes.issue(uid, tool))
        }
    }

    companion object {
        const val TOOLS = "{\"revision\":\"refills-2\",\"tools\":[]}"
    }
}
