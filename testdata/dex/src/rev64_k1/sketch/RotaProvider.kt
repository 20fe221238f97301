package com.pawwalk

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.content.Intent
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import java.util.concurrent.ConcurrentHashMap
import java.util.concurrent.Executors

class RotaProvider : ContentProvider() {
    private val pool = Executors.newSingleThreadExecutor()
    private val lastSeen = ConcurrentHashMap<Int, Long>()

    override fun onCreate() = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.singleOrNull()
        if (pkg == null || pkg !in WalkProvider.NEIGHBOURS) return errorBundle("PERMISSION_DENIED", "not a PawWalk app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        return when (req.toolName) {
            "join_rota" -> joinRota(ctx, uid)
            "open_profile" -> openProfile(ctx, uid)
            "leave_rota" -> leaveRota(ctx, uid)
            "hand_over" -> handOver(ctx, uid)
            "rota_note" -> rotaNote(ctx, uid)
            "pause_rota" -> pauseRota(ctx, uid)
            "ping" -> ping()
            "checkin" -> checkin(uid)
            else -> errorBundle("TOOL_NOT_FOUND", "unknown tool")
        }
    }

    private fun joinRota(ctx: Context, uid: Int): Bundle {
        val intent = Intent(ctx, JoinRotaActivity::class.java).apply { putExtra("rota", "weekday") }
        val pi = PendingIntent.getActivity(ctx, 11, intent, PendingIntent.FLAG_IMMUTABLE)
        return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
    }

    private fun openProfile(ctx: Context, uid: Int): Bundle {
        val intent = Intent(ctx, DogProfileActivity::class.java).apply { putExtra("share", "profile") }
        val pi = PendingIntent.getActivity(ctx, 12, intent, PendingIntent.FLAG_IMMUTABLE)
        return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
    }

    private fun leaveRota(ctx: Context, uid: Int): Bundle {
        val intent = Intent().setClassName(ctx.packageName, "com.pawwalk.LeaveRotaActivity")
        val pi = PendingIntent.getActivity(ctx, 13, intent, PendingIntent.FLAG_IMMUTABLE)
        return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
    }

    private fun handOver(ctx: Context, uid: Int): Bundle {
        val intent = Intent().setClassName(ctx.packageName, "com.pawwalk.ui.HandOverActivity")
        val pi = PendingIntent.getActivity(ctx, 14, intent, PendingIntent.FLAG_IMMUTABLE)
        return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
    }

    private fun rotaNote(ctx: Context, uid: Int): Bundle {
        val pi = ctx.confirmIntent(RotaNoteActivity::class.java, PendingIntent.FLAG_IMMUTABLE)
        return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
    }

    private fun pauseRota(ctx: Context, uid: Int): Bundle {
        val pi = ctx.confirmIntent(PauseRotaActivity::class.java, PendingIntent.FLAG_IMMUTABLE)
        return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
    }

    private fun ping(): Bundle {
        pool.execute { lastSeen[Binder.getCallingUid()] = System.currentTimeMillis() }
        return okBundle("{\"pong\":true}")
    }

    private fun checkin(uid: Int): Bundle {
        pool.execute { lastSeen[uid] = System.currentTimeMillis() }
        return okBundle("{\"checked_in\":true}")
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        const val TOOLS = "[\"join_rota\",\"open_profile\",\"leave_rota\",\"hand_over\",\"rota_note\",\"pause_rota\",\"ping\",\"checkin\"]"
    }
}
