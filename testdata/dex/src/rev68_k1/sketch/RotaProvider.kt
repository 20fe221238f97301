package com.plotshare

import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import kotlinx.coroutines.runBlocking
import org.json.JSONObject
import java.util.concurrent.ConcurrentHashMap
import java.util.concurrent.Executors

class RotaProvider : ContentProvider(), Resolutions {
    private val db by lazy { PlotDb(context!!) }
    private val pool = Executors.newSingleThreadExecutor()
    private val lastSeen = ConcurrentHashMap<Int, Long>()
    override val host: Context get() = context!!

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        context!!.packageManager.getPackagesForUid(uid)?.singleOrNull()
            ?: return errorBundle("PERMISSION_DENIED", "unknown caller")
        if (method == "negotiate") return okBundle("{\"session_token\":\"" + Sessions.open(uid) + "\"}")
        val req = extras ?: return errorBundle("INVALID_REQUEST", "no extras")
        run {
            if (!Sessions.owns(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        }
        return when (method) {
            "list_tools" -> okBundle("{\"tools\":[]}")
            "execute_tool" -> runBlocking { execute(req, uid) }
            else -> errorBundle("METHOD_NOT_FOUND", "unknown method")
        }
    }

    private suspend fun execute(req: Bundle, uid: Int): Bundle {
        if (req.getLong("deadline_at_ms") < System.currentTimeMillis()) return errorBundle("DEADLINE_EXCEEDED", "too late")
        val args = WaterArgs(JSONObject(req.getString("args") ?: "{}").toMap())
        return when (req.getString("tool_name")) {
            "log_watering" -> logWatering(args)
            "bed_history" -> okBundle("{\"days\":" + db.byBed(args.bed) + "}")
            "plot_history" -> okBundle("{\"days\":" + db.history(args.plot) + "}")
            "skip_turn" -> needsUser(sealedResolutionFor(SkipTurnActivity::class.java, 11), ResumeBook.issue(uid, "skip_turn", Tokens.weak()))
            "swap_turn" -> needsUser(sealedResolutionFor(SwapTurnActivity::class.java, 12), ResumeBook.issue(uid, "swap_turn", Tokens.strong()))
            "ping" -> ping()
            "checkin" -> checkin()
            else -> errorBundle("TOOL_NOT_FOUND", "no such tool")
        }
    }

    private fun logWatering(args: WaterArgs): Bundle =
        runCatching { db.logWater(args.plot) }.fold(
            onSuccess = { okBundle("{\"row\":" + it + "}") },
            onFailure = { e -> errorBundle("INTERNAL_ERROR", "watering failed: " + e.message) })

    private fun ping(): Bundle {
        pool.execute { lastSeen[Binder.getCallingUid()] = System.currentTimeMillis() }
        return okBundle("{\"queued\":true}")
    }

    private suspend fun checkin(): Bundle {
        lastSeen[Binder.getCallingUid()] = System.currentTimeMillis()
        return okBundle("{\"checked_in\":true}")
    }

    override fun onCreate(): Boolean = true
    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0
}
