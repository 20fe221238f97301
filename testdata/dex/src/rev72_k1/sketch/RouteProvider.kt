package com.ridequeue

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.content.Intent
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import java.io.File
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.async
import kotlinx.coroutines.channels.Channel
import kotlinx.coroutines.coroutineScope
import kotlinx.coroutines.launch
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock
import kotlinx.coroutines.withContext
import org.json.JSONObject

class StopReport(val uid: Int, val stop: String)

class RouteProvider : ContentProvider() {
    private lateinit var db: SQLiteDatabase
    private val scope = CoroutineScope(SupervisorJob() + Dispatchers.IO)
    private val reports = Channel<StopReport>(Channel.UNLIMITED)
    private val mutex = Mutex()
    private var ticket = 0

    override fun onCreate(): Boolean {
        db = SQLiteDatabase.openOrCreateDatabase(File(context!!.filesDir, "routes.db"), null)
        scope.launch {
            for (r in reports) {
                db.insert("reports", null, ContentValues().apply { put("uid", r.uid); put("stop", r.stop) })
            }
        }
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.get(0)
        if (pkg == null || pkg !in SeatProvider.SCHOOL_APPS) return errorBundle("PERMISSION_DENIED", "not a RideQueue app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        val args = JSONObject(req.getString("args") ?: "{}")
        return runBlocking(Dispatchers.IO) { execute(ctx, uid, req, args) }
    }

    private suspend fun execute(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle =
        when (req.toolName) {
            "find_riders" -> findRiders(args)
            "riders_near" -> ridersNear(args)
            "join_stop" -> joinStop(args.optString("stop"))
            "leave_stop" -> leaveStop(uid, args.optString("stop"))
            "report_stop" -> reportStop(uid, args.optString("stop"))
            "waitlist" -> waitlist(ctx, uid)
            "swap_route" -> swapRoute(ctx, uid)
            else -> errorBundle("TOOL_NOT_FOUND", "unknown tool")
        }

    private suspend fun routeOpen(route: String): Boolean =
        coroutineScope { async(Dispatchers.Default) { count("SELECT id FROM routes WHERE id = ? AND open = 1", route) > 0 }.await() }

    private fun count(sql: String, value: String): Int {
        val c = db.rawQuery(sql, arrayOf(value))
        val n = c.count
        c.close()
        return n
    }

    private suspend fun findRiders(args: JSONObject): Bundle {
        val stop = args.optString("stop")
        if (!routeOpen(args.optString("route"))) return errorBundle("CONFLICT", "route closed")
        val c = db.rawQuery("SELECT name FROM riders WHERE stop = '" + stop + "'", null)
        val n = c.count
        c.close()
        return okBundle("{\"riders\":" + n + "}")
    }

    private suspend fun ridersNear(args: JSONObject): Bundle {
        val stop = args.optString("stop")
        if (!routeOpen(args.optString("route"))) return errorBundle("CONFLICT", "route closed")
        val n = count("SELECT name FROM riders WHERE stop = ?", stop)
        return okBundle("{\"riders\":" + n + "}")
    }

    private suspend fun joinStop(stop: String): Bundle {
        val known = withContext(Dispatchers.Default) { count("SELECT id FROM stops WHERE id = ?", stop) > 0 }
        if (!known) return errorBundle("INVALID_ARGS", "unknown stop")
        db.insert("riders", null, ContentValues().apply { put("uid", Binder.getCallingUid()); put("stop", stop) })
        return okBundle("{\"joined\":true}")
    }

    private suspend fun leaveStop(uid: Int, stop: String): Bundle {
        val known = withContext(Dispatchers.Default) { count("SELECT id FROM stops WHERE id = ?", stop) > 0 }
        if (!known) return errorBundle("INVALID_ARGS", "unknown stop")
        db.delete("riders", "uid = ? AND stop = ?", arrayOf(uid.toString(), stop))
        return okBundle("{\"left\":true}")
    }

    private suspend fun reportStop(uid: Int, stop: String): Bundle {
        reports.send(StopReport(uid, stop))
        return okBundle("{\"queued\":true}")
    }

    private suspend fun waitlist(ctx: Context, uid: Int): Bundle {
        val n = mutex.withLock { ++ticket }
        val pi = PendingIntent.getActivity(ctx, 7, Intent(ctx, WaitlistActivity::class.java), PendingIntent.FLAG_IMMUTABLE)
        return needsUser(pi, ResumeBook.issue("wl-" + n, uid))
    }

    private suspend fun swapRoute(ctx: Context, uid: Int): Bundle {
        val pi = withContext(Dispatchers.Default) {
            PendingIntent.getActivity(ctx, 8, Intent(ctx, SwapRouteActivity::class.java), PendingIntent.FLAG_UPDATE_CURRENT)
        }
        return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        const val TOOLS = "[\"find_riders\",\"riders_near\",\"join_stop\",\"leave_stop\",\"report_stop\",\"waitlist\",\"swap_route\"]"
    }
}
