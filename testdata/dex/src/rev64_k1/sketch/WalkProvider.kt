package com.pawwalk

import android.app.PendingIntent
import android.app.TaskStackBuilder
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

class WalkProvider : ContentProvider() {
    private lateinit var db: SQLiteDatabase

    override fun onCreate(): Boolean {
        db = SQLiteDatabase.openOrCreateDatabase(File(context!!.filesDir, "walks.db"), null)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.singleOrNull()
        if (pkg == null || pkg !in NEIGHBOURS) return errorBundle("PERMISSION_DENIED", "not a PawWalk app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        val args = JSONObject(req.getString("args") ?: "{}")
        return when (req.toolName) {
            "book_walk" -> bookWalk(ctx, uid, req, args)
            "cancel_walk" -> cancelWalk(ctx, uid, args)
            "swap_walker" -> swapWalker(ctx, uid)
            "skip_walk" -> skipWalk(ctx, uid)
            "walk_note" -> walkNote(ctx, uid)
            "find_walks" -> findWalks(args)
            "walks_for" -> walksFor(args)
            else -> errorBundle("TOOL_NOT_FOUND", "unknown tool")
        }
    }

    private fun bookWalk(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        if (ResumeBook.take(req.getString("resume_token"), uid)) {
            db.insert("walks", null, ContentValues().apply { put("dog", args.optString("dog")) })
            return okBundle("{\"booked\":true}")
        }
        val pi = ctx.confirmIntent(BookWalkActivity::class.java, PendingIntent.FLAG_UPDATE_CURRENT)
        return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
    }

    private fun cancelWalk(ctx: Context, uid: Int, args: JSONObject): Bundle {
        if (!args.optBoolean("confirmed")) {
            val pi = ctx.confirmIntent(CancelWalkActivity::class.java, PendingIntent.FLAG_IMMUTABLE)
            return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
        }
        db.delete("walks", "id = ?", arrayOf(args.optString("id")))
        return okBundle("{\"cancelled\":true}")
    }

    private fun swapWalker(ctx: Context, uid: Int): Bundle {
        val intent = Intent("com.pawwalk.action.SWAP_WALKER").setPackage(ctx.packageName)
        val pi = PendingIntent.getActivity(ctx, 3, intent, PendingIntent.FLAG_IMMUTABLE)
        return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
    }

    private fun skipWalk(ctx: Context, uid: Int): Bundle {
        val intent = Intent(ctx, SkipWalkActivity::class.java).apply { putExtra("day", "today") }
        val pi = TaskStackBuilder.create(ctx).addNextIntentWithParentStack(intent)
            .getPendingIntent(4, PendingIntent.FLAG_IMMUTABLE)
        return needsUser(pi, ResumeBook.issue(Tokens.quick(), uid))
    }

    private fun walkNote(ctx: Context, uid: Int): Bundle {
        val pi = ctx.confirmIntent(WalkNoteActivity::class.java, PendingIntent.FLAG_IMMUTABLE)
        return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
    }

    private fun findWalks(args: JSONObject): Bundle {
        val dog = args.optString("dog")
        val c = db.rawQuery("SELECT day FROM walks WHERE dog = '" + dog + "'", null)
        val n = c.count
        c.close()
        return okBundle("{\"walks\":" + n + "}")
    }

    private fun walksFor(args: JSONObject): Bundle {
        val walker = args.optString("walker")
        val c = db.rawQuery("SELECT day FROM walks WHERE walker = ?", arrayOf(walker))
        val n = c.count
        c.close()
        return okBundle("{\"walks\":" + n + "}")
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        val NEIGHBOURS = setOf("com.pawwalk", "com.pawwalk.companion")
        const val TOOLS = "[\"book_walk\",\"cancel_walk\",\"swap_walker\",\"skip_walk\",\"walk_note\",\"find_walks\",\"walks_for\"]"
    }
}
