package com.example.r34k1

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.Context
import android.content.Intent
import android.os.Binder
import android.os.Bundle
import android.os.Handler
import android.os.Looper
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors

// MeterProvider.kt: Wattwise's smart-meter tools (hand-written call()).

class MeterProvider : ContentProvider() {
    private val io: ExecutorService = Executors.newSingleThreadExecutor()
    private val main by lazy { Handler(Looper.getMainLooper()) }
    private val ops = OperationBook("meter_ops")

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = requireContext()
        if (!ctx.signedByWattwise(uid)) return Replies.error("PERMISSION_DENIED", "caller not allowed")
        if (method == "negotiate") return Replies.ok(Sessions.open(uid))
        val req = extras ?: return Replies.error("INVALID_REQUEST", "missing extras")
        if (!Sessions.check(req.session, uid)) return Replies.error("NEGOTIATION_REQUIRED", "negotiate first", true)
        return when (method) {
            "list_tools" -> Replies.ok(CATALOG)
            "execute_tool" -> execute(ctx, uid, req)
            "get_operation" -> ops.lookup(ctx, req.getString("operation_id").orEmpty(), uid)?.let(Replies::ok)
                ?: Replies.error("INVALID_REQUEST", "unknown operation")
            else -> Replies.error("METHOD_NOT_FOUND", "unknown method")
        }
    }

    private fun execute(ctx: Context, uid: Int, req: Bundle): Bundle {
        if (req.expired) return Replies.error("DEADLINE_EXCEEDED", "deadline passed")
        return when (req.tool) {
            "read_usage" -> Replies.ok(Usage.today(ctx))
            "export_report" -> exportReport(ctx, uid)
            "pause_charging" -> pauseCharging(ctx, uid, req)
            "link_installer" -> linkInstaller(ctx, uid, req)
            else -> Replies.error("TOOL_NOT_FOUND", "no such tool")
        }
    }

    private fun exportReport(ctx: Context, uid: Int): Bundle {
        val op = ops.start(ctx, uid)
        io.execute { Usage.writeReport(ctx, op, uid) }
        return Replies.accepted(op)
    }

    private fun pauseCharging(ctx: Context, uid: Int, req: Bundle): Bundle {
        val minutes = req.args.optInt("minutes", 30)
        val token = req.getString("resume_token") ?: return confirmFirst(ctx, uid, minutes)
        if (!Resumes.redeem(token, uid)) return Replies.error("INVALID_REQUEST", "resume token not valid")
        main.post { Charger.pause(ctx, minutes, Binder.getCallingUid()) }
        return Replies.ok("{\"paused_minutes\":$minutes}")
    }

    private fun confirmFirst(ctx: Context, uid: Int, minutes: Int): Bundle {
        val sheet = Intent(ctx, ConfirmActivity::class.java).putExtra("minutes", minutes)
        val pi = PendingIntent.getActivity(ctx, 3, sheet, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
        return Replies.error("USER_ACTION_REQUIRED", "confirm the pause in Wattwise").apply {
            putParcelable("resolution", pi)
            putString("resume_token", Resumes.issue(uid, "pause_charging"))
        }
    }

    private fun linkInstaller(ctx: Context, uid: Int, req: Bundle): Bundle {
        val code = req.args.optString("installer_code")
        val app = ctx.installerApp(uid) ?: return Replies.error("PERMISSION_DENIED", "shared or unknown caller")
        if (Installers.isLinked(ctx, app, code)) return Replies.ok("{\"linked\":true}")
        return Replies.error("AUTH_REQUIRED", "sign in to link an installer").apply {
            putParcelable("resolution", loginIntent(ctx, code))
        }
    }

    private fun loginIntent(ctx: Context, code: String): PendingIntent {
        val login = Intent(ctx, LoginActivity::class.java).putExtra("installer_code", code)
        return PendingIntent.getActivity(ctx, 7, login, PendingIntent.FLAG_UPDATE_CURRENT)
    }

    companion object {
        const val CATALOG = "{\"revision\":\"meter-3\",\"tools\":[]}"
    }
}
