package com.chorechart

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.content.Intent
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import org.json.JSONObject

class AllowanceProvider : ContentProvider() {
    override fun onCreate() = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.singleOrNull()
        if (pkg == null || pkg !in ChoreProvider.FAMILY_APPS) return errorBundle("PERMISSION_DENIED", "not a family app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        val args = req.toolArgs()
        return when (req.toolName) {
            "pay_allowance" -> payAllowance(ctx, uid, req, args)
            "raise_allowance" -> raiseAllowance(ctx, uid, pkg, req, args)
            "show_balance" -> showBalance(ctx, uid)
            else -> errorBundle("TOOL_NOT_FOUND", "unknown tool")
        }
    }

    private fun payAllowance(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        val caller = args.optString("calling_package")
        if (caller != PARENT_APP) return errorBundle("PERMISSION_DENIED", "only the parent app can pay")
        if (!ResumeBook.take(req.getString("resume_token"), uid)) {
            val intent = Intent(ctx, PayAllowanceActivity::class.java).apply { putExtra("child", args.optString("child")) }
            val pi = PendingIntent.getActivity(ctx, 21, intent, PendingIntent.FLAG_IMMUTABLE)
            return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
        }
        ctx.getSharedPreferences("allowance", Context.MODE_PRIVATE).edit().putLong("paid_" + args.optString("child"), System.currentTimeMillis()).apply()
        return okBundle("{\"paid\":true}")
    }

    private fun raiseAllowance(ctx: Context, uid: Int, pkg: String, req: Bundle, args: JSONObject): Bundle {
        if (pkg != PARENT_APP) return errorBundle("PERMISSION_DENIED", "only the parent app can raise")
        if (!ResumeBook.take(req.getString("resume_token"), uid)) {
            val intent = Intent(ctx, RaiseAllowanceActivity::class.java).apply { putExtra("child", args.optString("child")) }
            val pi = PendingIntent.getActivity(ctx, 22, intent, PendingIntent.FLAG_IMMUTABLE)
            return needsUser(pi, ResumeBook.issue(Tokens.short(), uid))
        }
        ctx.getSharedPreferences("allowance", Context.MODE_PRIVATE).edit().putInt("weekly_" + args.optString("child"), args.optInt("amount")).apply()
        return okBundle("{\"raised\":true}")
    }

    private fun showBalance(ctx: Context, uid: Int): Bundle {
        val intent = Intent(ctx, BalanceActivity::class.java)
        val pi = PendingIntent.getActivity(ctx, 23, intent, PendingIntent.FLAG_IMMUTABLE)
        return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        const val PARENT_APP = "com.chorechart.parent"
        const val TOOLS = "[\"pay_allowance\",\"raise_allowance\",\"show_balance\"]"
    }
}
