package com.parkrun

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import java.io.File
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withContext
import org.json.JSONObject

class RosterProvider : ContentProvider() {
    private lateinit var db: SQLiteDatabase

    override fun onCreate(): Boolean {
        db = SQLiteDatabase.openOrCreateDatabase(File(context!!.filesDir, "roster.db"), null)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.singleOrNull()
        if (pkg == null || pkg !in CLUBS) return errorBundle("PERMISSION_DENIED", "not a ParkRun app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.sessionToken, uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        val deadline = req.getLong("deadline_at_ms")
        if (deadline in 1..System.currentTimeMillis()) return errorBundle("DEADLINE_EXCEEDED", "too late")
        val args = JSONObject(req.getString("args") ?: "{}")
        val tools = mapOf<String, suspend (JSONObject) -> Bundle>(
            "add_volunteer" to ::addVolunteer,
            "find_volunteer" to ::findVolunteer,
            "drop_volunteer" to { a ->
                if (a.flag("confirmed")) {
                    db.delete("volunteers", "id = ?", arrayOf(a.text("id")))
                    okBundle("{\"dropped\":true}")
                } else {
                    needsUser(ctx.confirm(DropVolunteerActivity::class.java, PendingIntent.FLAG_IMMUTABLE),
                        ResumeBook.issue(Tokens.secure(), uid))
                }
            },
            "swap_role" to { a ->
                if (ResumeBook.take(req.resumeToken, uid)) {
                    db.update("volunteers", ContentValues().apply { put("role", a.text("role")) }, "id = ?", arrayOf(a.text("id")))
                    okBundle("{\"swapped\":true}")
                } else {
                    needsUser(ctx.confirm(SwapRoleActivity::class.java, PendingIntent.FLAG_UPDATE_CURRENT),
                        ResumeBook.issue(Tokens.secure(), uid))
                }
            },
            "mark_absent" to { a ->
                withContext(Dispatchers.IO) {
                    val who = Binder.getCallingUid()
                    db.insert("absences", null, ContentValues().apply { put("week", a.text("week")); put("uid", who) })
                    okBundle("{\"absent\":true}")
                }
            },
            "mark_present" to { a ->
                withContext(Dispatchers.IO) {
                    db.insert("presences", null, ContentValues().apply { put("week", a.text("week")); put("uid", uid) })
                    okBundle("{\"present\":true}")
                }
            },
        )
        val handler = tools[req.toolName] ?: return errorBundle("TOOL_NOT_FOUND", "unknown tool")
        return runBlocking { handler(args) }
    }

    private suspend fun addVolunteer(args: JSONObject): Bundle {
        val name = args.text("name")
        val taken = db.rawQuery("SELECT id FROM volunteers WHERE name = ?", arrayOf(name)).use { it.moveToFirst() }
        if (taken) return errorBundle("INVALID_ARGUMENT", "already on the roster")
        db.insert("volunteers", null, ContentValues().also { it.put("name", name) })
        return okBundle("{\"added\":true}")
    }

    private suspend fun findVolunteer(args: JSONObject): Bundle {
        val q = args.text("query")
        val names = db.rawQuery("SELECT name FROM volunteers WHERE name LIKE '%" + q + "%'", null).use { c ->
            buildList { while (c.moveToNext()) add(c.getString(0)) }
        }
        return okBundle(names.joinToString(",", "[", "]") { "\"" + it + "\"" })
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        val CLUBS = setOf("com.parkrun", "com.parkrun.scanner")
        const val TOOLS = "[\"add_volunteer\",\"find_volunteer\",\"drop_volunteer\",\"swap_role\",\"mark_absent\",\"mark_present\"]"
    }
}
