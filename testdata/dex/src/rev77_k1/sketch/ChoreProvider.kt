package com.chorechart

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
import org.json.JSONObject

class ChoreProvider : ContentProvider() {
    private lateinit var db: SQLiteDatabase

    override fun onCreate(): Boolean {
        db = SQLiteDatabase.openOrCreateDatabase(File(context!!.filesDir, "chores.db"), null)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.singleOrNull()
        if (pkg == null || pkg !in FAMILY_APPS) return errorBundle("PERMISSION_DENIED", "not a family app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        val args = req.toolArgs()
        return when (req.toolName) {
            "approve_chore" -> approveChore(ctx, uid, req, args)
            "settle_up" -> settleUp(ctx, uid)
            "swap_chore" -> swapChore(ctx, uid)
            "mark_done" -> markDone(ctx, uid, args)
            "skip_chore" -> skipChore(ctx, uid, req, args)
            "find_chores" -> findChores(args)
            "chores_for" -> choresFor(args)
            else -> errorBundle("TOOL_NOT_FOUND", "unknown tool")
        }
    }

    private fun approveChore(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        if (ResumeBook.take(req.getString("resume_token"), uid)) {
            db.insert("approved", null, ContentValues().apply { put("chore", args.optString("chore")) })
            return okBundle("{\"approved\":true}")
        }
        val intent = Intent(ctx, ApproveChoreActivity::class.java).apply { putExtra("chore", args.optString("chore")) }
        val pi = PendingIntent.getActivity(ctx, 1, intent, PendingIntent.FLAG_UPDATE_CURRENT)
        return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
    }

    private fun settleUp(ctx: Context, uid: Int): Bundle {
        val intent = Intent(ctx, SettleUpActivity::class.java)
        val pi = PendingIntent.getActivity(ctx, 2, intent, PendingIntent.FLAG_IMMUTABLE)
        return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
    }

    private fun swapChore(ctx: Context, uid: Int): Bundle {
        val intent = Intent("com.chorechart.action.SWAP_CHORE").setPackage(ctx.packageName)
        val pi = PendingIntent.getActivity(ctx, 3, intent, PendingIntent.FLAG_IMMUTABLE)
        return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
    }

    private fun markDone(ctx: Context, uid: Int, args: JSONObject): Bundle {
        if (!args.optBoolean("approved")) {
            val pi = PendingIntent.getActivity(ctx, 4, Intent(ctx, ApproveChoreActivity::class.java), PendingIntent.FLAG_IMMUTABLE)
            return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
        }
        ctx.getSharedPreferences("chores", Context.MODE_PRIVATE).edit().putBoolean("done_" + args.optString("chore"), true).apply()
        return okBundle("{\"done\":true}")
    }

    private fun skipChore(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        if (!ResumeBook.take(req.getString("resume_token"), uid)) {
            val pi = PendingIntent.getActivity(ctx, 5, Intent(ctx, ApproveChoreActivity::class.java), PendingIntent.FLAG_IMMUTABLE)
            return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
        }
        ctx.getSharedPreferences("chores", Context.MODE_PRIVATE).edit().putBoolean("skip_" + args.optString("chore"), true).apply()
        return okBundle("{\"skipped\":true}")
    }

    private fun findChores(args: JSONObject): Bundle {
        val child = args.optString("child")
        val c = db.rawQuery("SELECT title FROM chores WHERE child = '" + child + "'", null)
        val n = c.count
        c.close()
        return okBundle("{\"count\":" + n + "}")
    }

    private fun choresFor(args: JSONObject): Bundle {
        val child = args.optString("child")
        val c = db.rawQuery("SELECT title FROM chores WHERE child = ?", arrayOf(child))
        val n = c.count
        c.close()
        return okBundle("{\"count\":" + n + "}")
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        val FAMILY_APPS = setOf("com.chorechart.parent", "com.familyhub.assistant")
        const val TOOLS = "[\"approve_chore\",\"settle_up\",\"swap_chore\",\"mark_done\",\"skip_chore\",\"find_chores\",\"chores_for\"]"
    }
}
