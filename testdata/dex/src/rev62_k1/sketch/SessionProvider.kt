package com.tutortime

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import androidx.work.OneTimeWorkRequestBuilder
import androidx.work.WorkManager
import androidx.work.workDataOf
import dagger.hilt.android.EntryPointAccessors
import kotlinx.serialization.json.Json

class SessionProvider : ContentProvider() {
    private val repo: SessionRepo
        get() = EntryPointAccessors.fromApplication(context!!, ProviderEntryPoint::class.java).repo()

    override fun onCreate() = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.singleOrNull()
        if (pkg == null || pkg !in SCHOOL_APPS) return errorBundle("PERMISSION_DENIED", "not a TutorTime app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.sessionToken, uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        return when (method) {
            "list_tools" -> okBundle(TOOLS_JSON)
            "execute_tool" -> execute(ToolCtx(ctx, uid, pkg, req))
            else -> errorBundle("METHOD_NOT_FOUND", "unknown method")
        }
    }

    private fun execute(c: ToolCtx): Bundle {
        if (c.req.getLong("deadline_at_ms") < System.currentTimeMillis()) return errorBundle("DEADLINE_EXCEEDED", "deadline passed")
        return try {
            when (c.req.toolName) {
                "find_tutor" -> okBundle("{\"tutors\":" + repo.findTutor(c.args.optString("name")) + "}")
                "by_subject" -> okBundle("{\"slots\":" + repo.bySubject(c.args.optString("subject")) + "}")
                "book_slot" -> bookSlot(c)
                "cancel_slot" -> cancelSlot(c)
                "cancel_series" -> cancelSeries(c)
                "sync_tutor" -> syncTutor(c)
                else -> errorBundle("TOOL_NOT_FOUND", "no such tool")
            }
        } catch (e: Exception) {
            Log.w(TAG, "session tool failed", e)
            errorBundle("INTERNAL_ERROR", "bookings are unavailable")
        }
    }

    private fun bookSlot(c: ToolCtx): Bundle {
        val slot = c.args.optLong("slot_id")
        if (!ResumeBook.take(c.args.optString("resume_token"), c.uid, "book_slot")) {
            val token = Tokens.secure()
            ResumeBook.issue(token, c.uid, "book_slot")
            return needsUser(Screen.BookSlot.pendingIntent(c.context), token)
        }
        return okBundle("{\"booking\":" + repo.book(slot, c.pkg) + "}")
    }

    private fun cancelSlot(c: ToolCtx): Bundle {
        val a = Json.decodeFromString(CancelArgs.serializer(), c.req.getString("args") ?: "{}")
        if (!a.confirmed) {
            return needsUser(Screen.CancelSlot.pendingIntent(c.context), Tokens.secure())
        }
        return okBundle("{\"cancelled\":" + repo.cancel(a.slotId, c.pkg) + "}")
    }

    private fun cancelSeries(c: ToolCtx): Bundle {
        val a = Json.decodeFromString(CancelArgs.serializer(), c.req.getString("args") ?: "{}")
        if (!ResumeBook.take(c.args.optString("resume_token"), c.uid, "cancel_series")) {
            val token = Tokens.secure()
            ResumeBook.issue(token, c.uid, "cancel_series")
            return needsUser(Screen.CancelSlot.pendingIntent(c.context), token)
        }
        return okBundle("{\"cancelled\":" + repo.cancel(a.slotId, c.pkg) + "}")
    }

    private fun syncTutor(c: ToolCtx): Bundle {
        val request = OneTimeWorkRequestBuilder<SyncWorker>()
            .setInputData(workDataOf("subject" to c.args.optString("subject"), "tutor" to c.args.optString("tutor")))
            .build()
        WorkManager.getInstance(c.context).enqueue(request)
        return okBundle("{\"queued\":true}")
    }

    override fun query(uri: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, s: String?, a: Array<String>?) = 0
    override fun update(uri: Uri, values: ContentValues?, s: String?, a: Array<String>?) = 0

    companion object {
        private const val TAG = "SessionProvider"
        private val SCHOOL_APPS = setOf("com.tutortime.student", "com.tutortime.staff")
        private const val TOOLS_JSON = "{\"revision\":\"sessions-1\",\"tools\":[\"find_tutor\",\"by_subject\",\"book_slot\",\"cancel_slot\",\"cancel_series\",\"sync_tutor\"]}"
    }
}
