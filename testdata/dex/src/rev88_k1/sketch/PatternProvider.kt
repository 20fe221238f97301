package com.quiltroom

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.content.Intent
import android.database.Cursor
import android.database.sqlite.SQLiteConstraintException
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import androidx.sqlite.db.SimpleSQLiteQuery
import kotlinx.coroutines.runBlocking
import org.json.JSONObject

class PatternProvider : ContentProvider() {
    private lateinit var dao: PatternDao

    override fun onCreate(): Boolean {
        dao = QuiltDatabase.open(context!!).patternDao()
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.singleOrNull()
            ?: return errorBundle("PERMISSION_DENIED", "ambiguous or unknown caller")
        if (pkg !in QUILTERS) return errorBundle("PERMISSION_DENIED", "not a QuiltRoom app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        val args = JSONObject(req.getString("args") ?: "{}")
        return when (req.toolName) {
            "add_pattern" -> addPattern(uid, req, args)
            "remove_pattern" -> removePattern(ctx, uid, req, args)
            "forget_pattern" -> forgetPattern(ctx, uid, req, args)
            "search_patterns" -> searchPatterns(args)
            "patterns_named" -> patternsNamed(args)
            "count_mine" -> countMine()
            else -> errorBundle("TOOL_NOT_FOUND", "unknown tool")
        }
    }

    private fun addPattern(uid: Int, req: Bundle, args: JSONObject): Bundle {
        val pattern = Pattern(args.optString("id"), args.optString("name"), args.optInt("blocks"), uid)
        try {
            dao.insert(pattern)
        } catch (e: SQLiteConstraintException) {
            return errorBundle("INVALID_ARGUMENT", e.message ?: "insert failed")
        }
        if (expired(req)) return errorBundle("DEADLINE_EXCEEDED", "too late")
        return okBundle("{\"added\":true}")
    }

    private fun removePattern(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        if (expired(req)) return errorBundle("DEADLINE_EXCEEDED", "too late")
        val id = args.optString("id")
        if (args.optBoolean("confirmed")) {
            val n = runBlocking { dao.delete(id) }
            return okBundle("{\"removed\":" + n + "}")
        }
        val intent = Intent(ctx, ConfirmRemoveActivity::class.java)
        val pi = PendingIntent.getActivity(ctx, 1, intent, PendingIntent.FLAG_IMMUTABLE)
        return needsUser(pi, ResumeBook.issue(Tokens.quick(), uid))
    }

    private fun forgetPattern(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        if (expired(req)) return errorBundle("DEADLINE_EXCEEDED", "too late")
        val id = args.optString("id")
        if (ResumeBook.take(req.getString("resume_token"), uid)) {
            val n = runBlocking { dao.delete(id) }
            return okBundle("{\"forgotten\":" + n + "}")
        }
        val intent = Intent(ctx, ConfirmForgetActivity::class.java)
        val pi = PendingIntent.getActivity(ctx, 2, intent, PendingIntent.FLAG_IMMUTABLE)
        return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
    }

    private fun searchPatterns(args: JSONObject): Bundle {
        val text = args.optString("text")
        val c = dao.raw(SimpleSQLiteQuery("SELECT id FROM patterns WHERE name LIKE '%" + text + "%'"))
        val n = c.count
        c.close()
        return okBundle("{\"matches\":" + n + "}")
    }

    private fun patternsNamed(args: JSONObject): Bundle {
        val name = args.optString("name")
        val c = dao.raw(SimpleSQLiteQuery("SELECT id FROM patterns WHERE name = ?", arrayOf<Any?>(name)))
        val n = c.count
        c.close()
        return okBundle("{\"matches\":" + n + "}")
    }

    private fun countMine(): Bundle {
        val n = runBlocking { dao.countFor(Binder.getCallingUid()) }
        return okBundle("{\"mine\":" + n + "}")
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        val QUILTERS = setOf("com.quiltroom", "com.quiltroom.studio")
        const val TOOLS = "[\"add_pattern\",\"remove_pattern\",\"forget_pattern\",\"search_patterns\",\"patterns_named\",\"count_mine\"]"
    }
}
