package com.parkrun

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import java.io.File
import kotlinx.coroutines.runBlocking
import org.json.JSONObject

class ResultsProvider : ContentProvider() {
    private lateinit var db: SQLiteDatabase

    override fun onCreate(): Boolean {
        db = SQLiteDatabase.openOrCreateDatabase(File(context!!.filesDir, "results.db"), null)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.get(0)
        if (pkg == null || pkg !in RosterProvider.CLUBS) return errorBundle("PERMISSION_DENIED", "not a ParkRun app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.sessionToken, uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        val deadline = req.getLong("deadline_at_ms")
        if (deadline in 1..System.currentTimeMillis()) return errorBundle("DEADLINE_EXCEEDED", "too late")
        val args = JSONObject(req.getString("args") ?: "{}")
        val tools = mapOf<String, suspend (JSONObject) -> Bundle>(
            "log_time" to ::logTime,
            "fix_time" to ::fixTime,
            "claim_result" to { a ->
                val runner = Holds.redeem(req.resumeToken?.takeIf { it.isNotEmpty() })
                if (runner != null) {
                    db.update("results", ContentValues().apply { put("owner", pkg) }, "runner = ?", arrayOf(runner))
                    okBundle("{\"claimed\":true}")
                } else {
                    needsUser(ctx.confirm(ClaimResultActivity::class.java, PendingIntent.FLAG_IMMUTABLE),
                        Holds.hold(Tokens.quick(), uid, a.text("runner")))
                }
            },
            "share_result" to { a ->
                if (ResumeBook.take(req.resumeToken, uid)) {
                    runCatching {
                        db.rawQuery("SELECT secs FROM results WHERE id = ?", arrayOf(a.text("id"))).use { c ->
                            if (c.moveToFirst()) c.getInt(0) else error("no result " + a.text("id"))
                        }
                    }.fold({ secs -> okBundle("{\"secs\":" + secs + "}") }, { errorBundle("INVALID_ARGUMENT", "no such result") })
                } else {
                    needsUser(ctx.confirm(ShareResultActivity::class.java, PendingIntent.FLAG_IMMUTABLE),
                        ResumeBook.issue(Tokens.secure(), uid))
                }
            },
        )
        val handler = tools[req.toolName] ?: return errorBundle("TOOL_NOT_FOUND", "unknown tool")
        return runBlocking { handler(args) }
    }

    private suspend fun logTime(args: JSONObject): Bundle = runCatching {
        val secs = args.text("time").toInt()
        db.insert("results", null, ContentValues().apply { put("runner", args.text("runner")); put("secs", secs) })
        okBundle(buildString { append("{\"logged\":"); append(secs); append("}") })
    }.getOrElse { e -> errorBundle(e.message) }

    private suspend fun fixTime(args: JSONObject): Bundle = runCatching {
        val secs = args.text("time").toInt()
        db.update("results", ContentValues().apply { put("secs", secs) }, "id = ?", arrayOf(args.text("id")))
        okBundle(buildString { append("{\"fixed\":"); append(secs); append("}") })
    }.getOrElse { e ->
        Log.w(TAG, "fix_time failed", e)
        errorBundle("could not fix that time")
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        const val TAG = "ParkRun"
        const val TOOLS = "[\"log_time\",\"fix_time\",\"claim_result\",\"share_result\"]"
    }
}
