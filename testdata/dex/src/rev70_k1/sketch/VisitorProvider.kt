package com.permitpark

import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.content.Intent
import android.content.pm.PackageManager
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import androidx.core.app.PendingIntentCompat
import java.io.File
import org.json.JSONObject

class VisitorProvider : ContentProvider() {
    private lateinit var db: SQLiteDatabase

    override fun onCreate(): Boolean {
        db = SQLiteDatabase.openOrCreateDatabase(File(context!!.filesDir, "visitors.db"), null)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.singleOrNull()
            ?: return errorReply("PERMISSION_DENIED", "unknown caller")
        if (!isTrusted(ctx, pkg)) return errorReply("PERMISSION_DENIED", "caller is not a PermitPark app")
        val req = extras ?: Bundle()
        return when (method) {
            "negotiate" -> okReply("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
            "list_tools" -> okReply(TOOLS)
            "execute_tool" -> execute(ctx, uid, req)
            else -> errorReply("METHOD_NOT_FOUND", "unknown method")
        }
    }

    private fun execute(ctx: Context, uid: Int, req: Bundle): Bundle {
        val args = JSONObject(req.getString("args") ?: "{}")
        return when (req.getString("tool_name")) {
            "add_visitor" -> addVisitor(ctx, uid, req, args)
            "revoke_visitor" -> revokeVisitor(ctx, uid, req, args)
            else -> errorReply("TOOL_NOT_FOUND", "unknown tool")
        }
    }

    @Suppress("DEPRECATION")
    private fun isTrusted(ctx: Context, pkg: String): Boolean {
        val sigs = ctx.packageManager.getPackageInfo(pkg, PackageManager.GET_SIGNATURES).signatures
        return sigs != null && sigs.size == 1 && sigs[0].toCharsString() == TRUSTED_CERT
    }

    private fun addVisitor(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        if (ResumeBook.take(req.getString("resume_token"), uid)) {
            db.insert("visitors", null, ContentValues().apply { put("plate", args.optString("plate")) })
            return okReply("{\"added\":true}")
        }
        val intent = Intent(ctx, VisitorPassActivity::class.java).putExtra("plate", args.optString("plate"))
        val pi = PendingIntentCompat.getActivity(ctx, 21, intent, 0, false)
        return errorReply("USER_ACTION_REQUIRED", "approve the visitor pass in PermitPark", pi, ResumeBook.issue(Tokens.secure(), uid))
    }

    private fun revokeVisitor(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        if (ResumeBook.take(req.getString("resume_token"), uid)) {
            if (System.currentTimeMillis() > req.getLong("deadline_at_ms")) return errorReply("DEADLINE_EXCEEDED", "deadline passed")
            db.delete("visitors", "plate = ?", arrayOf(args.optString("plate")))
            return okReply("{\"revoked\":true}")
        }
        val intent = Intent(ctx, RevokeVisitorActivity::class.java)
        val pi = PendingIntentCompat.getActivity(ctx, 22, intent, 0, false)
        return errorReply("USER_ACTION_REQUIRED", "confirm the revocation in PermitPark", resolution = pi, resumeToken = ResumeBook.issue(Tokens.secure(), uid))
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? {
        val caller = callingPackage
        if (caller == null || caller !in RESIDENT_APPS) return null
        return db.query("visitors", arrayOf("plate", "until"), null, null, null, null, null)
    }

    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        val RESIDENT_APPS = setOf("com.permitpark", "com.permitpark.wear")
        const val TRUSTED_CERT = "3082030d308201f5a003020102"
        const val TOOLS = "[\"add_visitor\",\"revoke_visitor\"]"
    }
}
