package com.fieldkit

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.content.Intent
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.os.ParcelFileDescriptor
import android.util.Log
import java.io.File
import org.json.JSONObject

class SampleProvider : ContentProvider() {
    override fun onCreate(): Boolean {
        Locator.app = context!!
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.singleOrNull()
        if (pkg == null || pkg !in VOLUNTEER_APPS) return errorBundle("PERMISSION_DENIED", "not a FieldKit app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        if (req.getLong("deadline_at_ms") < System.currentTimeMillis()) return errorBundle("DEADLINE_EXCEEDED", "too late")
        val args = JSONObject(req.getString("args") ?: "{}")
        return when (req.toolName) {
            "discard_sample" -> discardSample(args)
            "archive_sample" -> archiveSample(ctx, uid, req, args)
            "find_samples" -> FindSamples(Locator.repo)(args.toSpeciesFilter()).toBundle()
            "samples_at" -> SamplesAtSite(Locator.repo)(args.optString("site")).toBundle()
            "import_sample" -> importSample(args)
            "import_draft" -> importDraft(args)
            "export_log" -> exportLog(ctx)
            "preview_log" -> previewLog(ctx)
            else -> errorBundle("TOOL_NOT_FOUND", "unknown tool")
        }
    }

    private fun discardSample(args: JSONObject): Bundle {
        val force = args.optBoolean("force")
        return DiscardSample(Locator.repo)(args.optString("id"), force)
            .fold({ errorBundle("INVALID_ARGUMENT", it) }, { okBundle("{\"discarded\":" + it + "}") })
    }

    private fun archiveSample(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        val approved = ResumeBook.take(req.getString("resume_token"), uid)
        if (!approved) {
            val intent = Intent(ctx, ConfirmDiscardActivity::class.java)
            val pi = PendingIntent.getActivity(ctx, 7, intent, PendingIntent.FLAG_IMMUTABLE)
            return UiResult.NeedsUser(pi, ResumeBook.issue(Locator.approvalTokens.next(), uid)).toBundle()
        }
        return DiscardSample(Locator.repo)(args.optString("id"), approved)
            .fold({ errorBundle("INVALID_ARGUMENT", it) }, { okBundle("{\"archived\":" + it + "}") })
    }

    private fun importSample(args: JSONObject): Bundle =
        ImportSample(Locator.repo)(args).fold(
            { errorBundle("INVALID_ARGUMENT", "could not import: " + it.message) },
            { okBundle("{\"row\":" + it + "}") })

    private fun importDraft(args: JSONObject): Bundle =
        ImportSample(Locator.repo)(args).fold(
            {
                Log.w(TAG, "draft import failed", it)
                errorBundle("INVALID_ARGUMENT", "the draft could not be read")
            },
            { okBundle("{\"row\":" + it + "}") })

    private fun exportLog(ctx: Context): Bundle {
        val file = File(ctx.filesDir, "export.json")
        val fd = ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_WRITE)
        return fileBundle(file.length(), fd)
    }

    private fun previewLog(ctx: Context): Bundle {
        val file = File(ctx.filesDir, "preview.json")
        val fd = ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_ONLY)
        return fileBundle(file.length(), fd)
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        const val TAG = "FieldKit"
        val VOLUNTEER_APPS = setOf("com.fieldkit", "com.fieldkit.companion")
        const val TOOLS = "[\"discard_sample\",\"archive_sample\",\"find_samples\",\"samples_at\",\"import_sample\",\"import_draft\",\"export_log\",\"preview_log\"]"
    }
}
