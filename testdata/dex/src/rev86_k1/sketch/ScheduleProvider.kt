package com.fernlog

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import java.io.File
import java.util.concurrent.ConcurrentHashMap
import java.util.concurrent.Executors

class ScheduleProvider : ContentProvider() {
    private lateinit var db: SQLiteDatabase
    private val pool = Executors.newSingleThreadExecutor()
    private val lastSeen = ConcurrentHashMap<Int, Long>()

    override fun onCreate(): Boolean {
        db = SQLiteDatabase.openOrCreateDatabase(File(context!!.filesDir, "schedule.db"), null)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkgs = ctx.packageManager.getPackagesForUid(uid) ?: return fail("PERMISSION_DENIED", "unknown caller")
        if (pkgs.none { it in GARDENERS }) return fail("PERMISSION_DENIED", "not a FernLog companion")
        val owner = pkgs[0]
        val req = extras ?: Bundle()
        if (method == "negotiate") return ok("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (method == "list_tools") return ok(TOOLS_JSON)
        if (method != "execute_tool") return fail("METHOD_NOT_FOUND", "unknown method")
        val deadline = req.getLong("deadline_at_ms")
        if (deadline > 0 && deadline < System.currentTimeMillis()) return fail("DEADLINE_EXCEEDED", "too late")
        val name = req.toolName
        if (name == "touch_schedule") return touch()
        if (name == "mark_seen") return markSeen(uid)
        if (SCHEDULE_TOOLS.none { it.name == name }) return fail("TOOL_NOT_FOUND", "unknown tool")
        val tool = SCHEDULE_TOOLS.first { it.name == name }
        return attempt(tool, ToolCall(ctx, db, uid, owner, req)).getOrElse {
            Log.w(TAG, "tool failed", it)
            fail("INVALID_ARGUMENT", "arguments did not parse")
        }
    }

    private fun touch(): Bundle {
        pool.execute { lastSeen[Binder.getCallingUid()] = System.currentTimeMillis() }
        return ok("{\"touched\":true}")
    }

    private fun markSeen(uid: Int): Bundle {
        pool.execute { lastSeen[uid] = System.currentTimeMillis() }
        return ok("{\"seen\":true}")
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        private const val TAG = "FernLog"
        private const val TOOLS_JSON = "[{\"name\":\"set_reminder\",\"effect\":\"write\"},{\"name\":\"skip_watering\",\"effect\":\"write\"},{\"name\":\"export_log\",\"effect\":\"read\"},{\"name\":\"touch_schedule\",\"effect\":\"read\"},{\"name\":\"mark_seen\",\"effect\":\"read\"}]"
    }
}
