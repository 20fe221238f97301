package com.kitelog

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.content.Intent
import android.database.Cursor
import android.database.sqlite.SQLiteException
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import dagger.hilt.android.EntryPointAccessors
import org.json.JSONObject

class LogProvider : ContentProvider() {
    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkgs = ctx.packageManager.getPackagesForUid(uid)
        if (pkgs == null || pkgs[0] !in RIDERS) return errorBundle("PERMISSION_DENIED", "not a KiteLog app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        val deadline = req.getLong("deadline_at_ms")
        if (deadline != 0L && System.currentTimeMillis() > deadline) return errorBundle("DEADLINE_EXCEEDED", "deadline passed")
        val tool = req.toolName ?: return errorBundle("INVALID_ARGS", "tool_name missing")
        if (!entry(ctx).gate().authorize(uid, tool)) return errorBundle("PERMISSION_DENIED", "not allowed")
        val args = JSONObject(req.getString("args") ?: "{}")
        return when (tool) {
            "delete_session" -> deleteSession(ctx, uid, args)
            "clear_day" -> clearDay(ctx, uid, req, args)
            "export_log" -> exportLog(ctx, uid)
            "session_stats" -> sessionStats(ctx, args)
            else -> errorBundle("TOOL_NOT_FOUND", "unknown tool")
        }
    }

    private fun entry(ctx: Context): ProviderEntryPoint =
        EntryPointAccessors.fromApplication(ctx.applicationContext, ProviderEntryPoint::class.java)

    private fun confirm(ctx: Context, code: Int, flags: Int): PendingIntent =
        PendingIntent.getActivity(ctx, code, Intent(ctx, ConfirmActivity::class.java), flags)

    private fun deleteSession(ctx: Context, uid: Int, args: JSONObject): Bundle {
        val id = args.optLong("session_id")
        val repo = entry(ctx).logRepo()
        if (!args.optBoolean("confirmed")) {
            val pi = confirm(ctx, 1, PendingIntent.FLAG_IMMUTABLE)
            return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
        }
        repo.deleteSession(id)
        return okBundle("{\"deleted\":" + id + "}")
    }

    private fun clearDay(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        val day = args.optString("day")
        val repo = (ctx.applicationContext as KiteApp).component.logRepo()
        if (!ResumeBook.take(req.getString("resume_token"), uid)) {
            val pi = confirm(ctx, 2, PendingIntent.FLAG_IMMUTABLE)
            return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
        }
        repo.deleteDay(day)
        return okBundle("{\"cleared\":true}")
    }

    private fun exportLog(ctx: Context, uid: Int): Bundle {
        val pi = confirm(ctx, 3, PendingIntent.FLAG_UPDATE_CURRENT)
        return needsUser(pi, ResumeBook.issue(Tokens.quick(), uid))
    }

    private fun sessionStats(ctx: Context, args: JSONObject): Bundle = try {
        okBundle(entry(ctx).logRepo().stats(args.optLong("session_id")))
    } catch (e: SQLiteException) {
        errorBundle("INTERNAL_ERROR", "stats are unavailable")
    }

    override fun query(uri: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        private val RIDERS = setOf("com.kitelog.watch", "com.windapp.spots")
        private const val TOOLS = "[{\"name\":\"delete_session\",\"effect\":\"delete\"},{\"name\":\"clear_day\",\"effect\":\"delete\"},{\"name\":\"export_log\",\"effect\":\"read\"},{\"name\":\"session_stats\",\"effect\":\"read\"}]"
    }
}
