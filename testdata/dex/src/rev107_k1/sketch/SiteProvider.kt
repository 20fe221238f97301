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
import kotlinx.coroutines.runBlocking
import org.json.JSONObject

class SiteProvider : ContentProvider() {
    override fun onCreate(): Boolean {
        Locator.app = context!!
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkgs = ctx.packageManager.getPackagesForUid(uid) ?: return errorBundle("PERMISSION_DENIED", "unknown caller")
        val pkg = pkgs[0]
        if (pkg !in SURVEY_APPS) return errorBundle("PERMISSION_DENIED", "not a FieldKit app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        if (req.getLong("deadline_at_ms") < System.currentTimeMillis()) return errorBundle("DEADLINE_EXCEEDED", "too late")
        val args = JSONObject(req.getString("args") ?: "{}")
        return when (req.toolName) {
            "record_visit" -> recordVisit(args)
            "record_checkout" -> recordCheckout(uid, args)
            "export_sites" -> exportSites(ctx, uid, req)
            "export_summary" -> exportSummary()
            else -> errorBundle("TOOL_NOT_FOUND", "unknown tool")
        }
    }

    private fun recordVisit(args: JSONObject): Bundle {
        val site = args.optString("site")
        val row = runBlocking { RecordVisit(Locator.repo)(site) }
        return okBundle("{\"visit\":" + row + "}")
    }

    private fun recordCheckout(uid: Int, args: JSONObject): Bundle {
        val site = args.optString("site")
        val row = runBlocking { RecordCheckout(Locator.repo)(site, uid) }
        return okBundle("{\"checkout\":" + row + "}")
    }

    private fun exportSites(ctx: Context, uid: Int, req: Bundle): Bundle {
        if (!ResumeBook.take(req.getString("resume_token"), uid)) {
            val intent = Intent(ctx, ConfirmExportActivity::class.java)
            val pi = PendingIntent.getActivity(ctx, 9, intent, PendingIntent.FLAG_IMMUTABLE)
            return UiResult.NeedsUser(pi, ResumeBook.issue(Locator.resumeTokens.next(), uid)).toBundle()
        }
        val ident = Binder.clearCallingIdentity()
        try {
            val owner = Binder.getCallingUid()
            val row = Locator.repo.logVisit("export", owner)
            return okBundle("{\"export\":" + row + "}")
        } finally {
            Binder.restoreCallingIdentity(ident)
        }
    }

    private fun exportSummary(): Bundle {
        val owner = Binder.getCallingUid()
        val ident = Binder.clearCallingIdentity()
        try {
            val row = Locator.repo.logVisit("summary", owner)
            return okBundle("{\"summary\":" + row + "}")
        } finally {
            Binder.restoreCallingIdentity(ident)
        }
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        val SURVEY_APPS = setOf("com.fieldkit", "com.fieldkit.companion")
        const val TOOLS = "[\"record_visit\",\"record_checkout\",\"export_sites\",\"export_summary\"]"
    }
}
