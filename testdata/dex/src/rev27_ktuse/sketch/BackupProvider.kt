package com.example.r27u

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.Context
import android.content.Intent
import android.os.Binder
import android.os.Bundle
import android.util.Log
import java.io.IOException

// BackupProvider.kt (one file; rev15 helpers Callers, Sessions, Resumes, Replies and ConfirmActivity are Java)
object Answers {
    @JvmStatic @JvmOverloads
    fun fail(code: String, message: String = "failed", resolution: PendingIntent? = null, resumeToken: String? = null): Bundle {
        val b = Replies.error(code, message)
        if (resolution != null) b.putParcelable("resolution", resolution)
        if (resumeToken != null) b.putString("resume_token", resumeToken)
        return b
    }
}

class BackupProvider : ContentProvider() {
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        if (!Callers.trusted(context!!, uid)) return Replies.error("PERMISSION_DENIED", "caller not allowed")
        if ("negotiate" == method) return Replies.success(Sessions.open(uid))
        if (extras == null || !Sessions.check(extras.getString("session_token"), uid)) return Replies.error("NEGOTIATION_REQUIRED", "negotiate first")
        if ("execute_tool" != method) return Replies.error("METHOD_NOT_FOUND", "unknown method")
        if (extras.getLong("deadline_at_ms") <= System.currentTimeMillis()) return Replies.error("TIMEOUT", "deadline passed")
        val ctx = context!!
        return when (extras.getString("tool_name")) {
            "backup_notes" -> backup(ctx, true)
            "backup_quiet" -> backup(ctx, false)
            "restore_notes" -> Answers.fail("AUTH_REQUIRED")
            "link_account" -> Answers.fail("USER_ACTION_REQUIRED", "confirm on the phone", confirm(ctx), Resumes.issue(uid))
            else -> Answers.fail("TOOL_NOT_FOUND", "no such tool")
        }
    }

    private fun confirm(ctx: Context): PendingIntent =
        PendingIntent.getActivity(ctx, 0, Intent(ctx, ConfirmActivity::class.java), PendingIntent.FLAG_IMMUTABLE)

    private fun backup(ctx: Context, verbose: Boolean): Bundle =
        try {
            ctx.openFileOutput("notes.bak", 0).use { out -> out.write("rows".toByteArray()) }
            Replies.success("{}")
        } catch (e: IOException) {
            if (verbose) {
                Answers.fail("INTERNAL_ERROR", "backup failed: " + e.message)
            } else {
                Log.w("backup", e)
                Answers.fail("INTERNAL_ERROR", "backup failed")
            }
        }

    override fun onCreate(): Boolean = true
}
