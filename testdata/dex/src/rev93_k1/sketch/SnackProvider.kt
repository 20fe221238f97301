package com.trailmix

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import androidx.work.ExistingWorkPolicy
import androidx.work.OneTimeWorkRequestBuilder
import androidx.work.WorkManager
import androidx.work.workDataOf
import org.json.JSONObject

class SnackProvider : ContentProvider() {
    override fun onCreate() = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.singleOrNull()
        if (pkg != AGENT) return errorBundle("PERMISSION_DENIED", "not the TrailMix agent")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        val args = JSONObject(req.getString("args") ?: "{}")
        return when (req.toolName) {
            "purge_pantry" -> purgePantry(ctx, uid, req, args)
            "clear_list" -> clearList(ctx, uid, req, args)
            "drop_snack" -> dropSnack(ctx, uid, req, args)
            "hide_snack" -> hideSnack(ctx, uid, req, args)
            "tally" -> tally(ctx, uid, req, args)
            "note_snack" -> noteSnack(ctx, uid, req, args)
            else -> errorBundle("TOOL_NOT_FOUND", "unknown tool")
        }
    }

    private fun purgePantry(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        if (!args.optBoolean("confirmed")) {
            val pi = ctx.confirmIntent(PurgeActivity::class.java, PendingIntent.FLAG_IMMUTABLE)
            return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
        }
        val work = OneTimeWorkRequestBuilder<PurgeWorker>().build()
        WorkManager.getInstance(ctx).enqueueUniqueWork("purge", ExistingWorkPolicy.REPLACE, work)
        return okBundle("{\"purge\":\"queued\"}")
    }

    private fun clearList(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        if (!ResumeBook.take(req.getString("resume_token"), uid)) {
            val pi = ctx.confirmIntent(ClearListActivity::class.java, PendingIntent.FLAG_IMMUTABLE)
            return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
        }
        val backup = OneTimeWorkRequestBuilder<BackupWorker>().build()
        val clear = OneTimeWorkRequestBuilder<ClearWorker>().build()
        WorkManager.getInstance(ctx).beginWith(backup).then(clear).enqueue()
        return okBundle("{\"clear\":\"queued\"}")
    }

    private fun dropSnack(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        val id = args.optString("id")
        val work = OneTimeWorkRequestBuilder<DropWorker>()
            .setInputData(workDataOf("id" to id, "confirmed" to args.optBoolean("confirmed")))
            .build()
        WorkManager.getInstance(ctx).enqueue(work)
        return okBundle("{\"drop\":\"queued\"}")
    }

    private fun hideSnack(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        if (!ResumeBook.take(req.getString("resume_token"), uid)) {
            val pi = ctx.confirmIntent(HideSnackActivity::class.java, PendingIntent.FLAG_IMMUTABLE)
            return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
        }
        val work = OneTimeWorkRequestBuilder<HideWorker>()
            .setInputData(workDataOf("id" to args.optString("id"), "confirmed" to true))
            .build()
        WorkManager.getInstance(ctx).enqueue(work)
        return okBundle("{\"hide\":\"queued\"}")
    }

    private fun tally(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        val work = OneTimeWorkRequestBuilder<TallyWorker>()
            .setInputData(workDataOf("snack" to args.optString("snack")))
            .build()
        WorkManager.getInstance(ctx).enqueue(work)
        return okBundle("{\"tally\":\"queued\"}")
    }

    private fun noteSnack(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        val work = OneTimeWorkRequestBuilder<NoteWorker>()
            .setInputData(workDataOf("snack" to args.optString("snack"), "uid" to uid))
            .build()
        WorkManager.getInstance(ctx).enqueue(work)
        return okBundle("{\"note\":\"queued\"}")
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        const val AGENT = "com.trailmix.agent"
        const val TOOLS = "[\"purge_pantry\",\"clear_list\",\"drop_snack\",\"hide_snack\",\"tally\",\"note_snack\"]"
    }
}
