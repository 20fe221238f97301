package com.plotshare

import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.content.Intent
import android.app.PendingIntent
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import kotlin.properties.Delegates

class PlotProvider : ContentProvider(), Resolutions {
    private val db by lazy { PlotDb(context!!) }
    var lastCaller: String? by Delegates.observable(null) { _, old, new ->
        if (old != null && old != new) Log.i("PlotShare", "plot caller changed")
    }
    override val host: Context get() = context!!

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val pkg = context!!.packageManager.getPackagesForUid(uid)?.singleOrNull()
            ?: return errorBundle("PERMISSION_DENIED", "unknown caller")
        lastCaller = pkg
        if (method == "negotiate") return okBundle("{\"session_token\":\"" + Sessions.open(uid) + "\"}")
        val req = extras ?: return errorBundle("INVALID_REQUEST", "no extras")
        if (!Sessions.owns(req.arg<String>("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        return when (method) {
            "list_tools" -> okBundle("{\"tools\":[]}")
            "execute_tool" -> execute(req, uid, pkg)
            else -> errorBundle("METHOD_NOT_FOUND", "unknown method")
        }
    }

    private fun execute(req: Bundle, uid: Int, pkg: String): Bundle {
        val deadline = req.arg<Long>("deadline_at_ms") ?: 0L
        if (deadline < System.currentTimeMillis()) return errorBundle("DEADLINE_EXCEEDED", "too late")
        val plot = req.getString("plot") ?: return errorBundle("INVALID_ARGS", "plot missing")
        return when (req.getString("tool_name")) {
            "release_plot" -> releasePlot(uid)
            "claim_plot" -> claimPlot(req, plot)
            "join_plot" -> joinPlot(req, plot, pkg)
            "drop_plot" -> dropPlot(req, uid, plot)
            "leave_plot" -> leavePlot(req, uid, plot)
            "swap_plot" -> swapPlot(uid, plot)
            "move_plot" -> movePlot(uid, plot)
            else -> errorBundle("TOOL_NOT_FOUND", "no such tool")
        }
    }

    private fun releasePlot(uid: Int): Bundle =
        needsUser(resolutionFor(ReleasePlotActivity::class.java, 1), ResumeBook.issue(uid, "release_plot", Tokens.strong()))

    private fun claimPlot(req: Bundle, plot: String): Bundle =
        req.getString("calling_package")?.let { owner ->
            db.assign(plot, owner)
            okBundle("{\"owner\":\"" + owner + "\"}")
        } ?: errorBundle("INVALID_ARGS", "owner missing")

    private fun joinPlot(req: Bundle, plot: String, pkg: String): Bundle {
        req.getString("calling_package")?.let { claimed ->
            if (claimed != pkg) return errorBundle("PERMISSION_DENIED", "not your plot")
        }
        return runCatching { db.assign(plot, pkg) }.fold(
            onSuccess = { okBundle("{\"row\":" + it + "}") },
            onFailure = { e ->
                Log.w("PlotShare", "assign failed", e)
                errorBundle("INTERNAL_ERROR", "could not join the plot")
            })
    }

    private fun dropPlot(req: Bundle, uid: Int, plot: String): Bundle {
        if (req.arg<Boolean>("confirmed") == true) {
            db.drop(plot)
            return okBundle("{\"dropped\":true}")
        }
        return needsUser(sealedResolutionFor(DropPlotActivity::class.java, 2), ResumeBook.issue(uid, "drop_plot", Tokens.strong()))
    }

    private fun leavePlot(req: Bundle, uid: Int, plot: String): Bundle {
        if (ResumeBook.take(req.arg<String>("resume_token"), uid, "leave_plot")) {
            db.drop(plot)
            return okBundle("{\"left\":true}")
        }
        return needsUser(sealedResolutionFor(LeavePlotActivity::class.java, 3), ResumeBook.issue(uid, "leave_plot", Tokens.strong()))
    }

    private fun swapPlot(uid: Int, plot: String): Bundle {
        val ctx = host
        val intent = Intent("com.plotshare.action.SWAP_PLOT").apply { setPackage(ctx.packageName) }
            .also { Log.d("PlotShare", "swap screen for " + plot) }
        val pi = PendingIntent.getActivity(ctx, 4, intent, PendingIntent.FLAG_IMMUTABLE)
        return needsUser(pi, ResumeBook.issue(uid, "swap_plot", Tokens.strong()))
    }

    private fun movePlot(uid: Int, plot: String): Bundle {
        val ctx = host
        val intent = Intent(ctx, MovePlotActivity::class.java).apply { putExtra("plot", plot) }
            .also { Log.d("PlotShare", "move screen for " + plot) }
        val pi = PendingIntent.getActivity(ctx, 5, intent, PendingIntent.FLAG_IMMUTABLE)
        return needsUser(pi, ResumeBook.issue(uid, "move_plot", Tokens.strong()))
    }

    override fun onCreate(): Boolean = true
    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0
}
