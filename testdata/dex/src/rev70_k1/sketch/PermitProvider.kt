package com.permitpark

import android.app.PendingIntent
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
import android.os.ParcelFileDescriptor
import androidx.core.app.PendingIntentCompat
import java.io.File
import org.json.JSONObject

class PermitProvider : ContentProvider() {
    private lateinit var db: SQLiteDatabase

    override fun onCreate(): Boolean {
        db = SQLiteDatabase.openOrCreateDatabase(File(context!!.filesDir, "permits.db"), null)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val ctx = context ?: return null
        val pkg = callingPackage ?: return errorReply("PERMISSION_DENIED", "unknown caller")
        val uid = Binder.getCallingUid()
        if (!isTrusted(ctx, pkg)) return errorReply("PERMISSION_DENIED", "caller is not a PermitPark app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okReply("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.getString("session_token"), uid)) return errorReply("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okReply(TOOLS)
        if (method != "execute_tool") return errorReply("METHOD_NOT_FOUND", "unknown method")
        val deadline = req.getLong("deadline_at_ms")
        if (deadline > 0 && System.currentTimeMillis() > deadline) return errorReply("DEADLINE_EXCEEDED", "deadline passed")
        val args = JSONObject(req.getString("args") ?: "{}")
        return when (req.getString("tool_name")) {
            "renew_permit" -> renewPermit(ctx, uid, req, args)
            "cancel_permit" -> cancelPermit(ctx, uid, req, args)
            "permit_status" -> permitStatus(args)
            else -> errorReply("TOOL_NOT_FOUND", "unknown tool")
        }
    }

    private fun isTrusted(ctx: Context, pkg: String): Boolean {
        val info = ctx.packageManager.getPackageInfo(pkg, PackageManager.GET_SIGNING_CERTIFICATES)
        val signers = info.signingInfo?.apkContentsSigners ?: return false
        for (s in signers) {
            if (s.toCharsString() == TRUSTED_CERT) return true
        }
        return false
    }

    private fun renewPermit(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        if (ResumeBook.take(req.getString("resume_token"), uid)) {
            db.insert("renewals", null, ContentValues().apply { put("plate", args.optString("plate")) })
            return okReply("{\"renewed\":true}")
        }
        val intent = Intent(ctx, RenewActivity::class.java).putExtra("plate", args.optString("plate"))
        val pi = PendingIntentCompat.getActivity(ctx, 11, intent, PendingIntent.FLAG_UPDATE_CURRENT, true)
        return errorReply("USER_ACTION_REQUIRED", "confirm the renewal in PermitPark", pi, ResumeBook.issue(Tokens.secure(), uid))
    }

    private fun cancelPermit(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        if (ResumeBook.take(req.getString("resume_token"), uid)) {
            db.delete("permits", "plate = ?", arrayOf(args.optString("plate")))
            return okReply("{\"cancelled\":true}")
        }
        val intent = Intent(ctx, CancelPermitActivity::class.java)
        val pi = PendingIntentCompat.getActivity(ctx, 12, intent, PendingIntent.FLAG_UPDATE_CURRENT, false)
        return errorReply("USER_ACTION_REQUIRED", "confirm the cancellation in PermitPark", resolution = pi)
    }

    private fun permitStatus(args: JSONObject): Bundle {
        val c = db.rawQuery("SELECT expires FROM permits WHERE plate = ?", arrayOf(args.optString("plate")))
        val n = c.count
        c.close()
        return okReply("{\"permits\":" + n + "}")
    }

    override fun openFile(uri: Uri, mode: String): ParcelFileDescriptor? {
        val pdf = File(context!!.filesDir, "permit.pdf")
        return ParcelFileDescriptor.open(pdf, ParcelFileDescriptor.MODE_READ_ONLY)
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        const val TRUSTED_CERT = "3082030d308201f5a003020102"
        const val TOOLS = "[\"renew_permit\",\"cancel_permit\",\"permit_status\"]"
    }
}
