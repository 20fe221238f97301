package com.example.r27s

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.Context
import android.content.Intent
import android.os.Binder
import android.os.Bundle

// PayProvider.kt (one file; rev15 helpers Callers, Sessions, Resumes, Replies, ConfirmActivity are Java)
object Locator {
    lateinit var app: Context
    val resolutions: Resolutions by lazy { Resolutions(app) }
}

class Resolutions(private val ctx: Context) {
    @JvmOverloads
    fun confirm(op: String, editable: Boolean = false): PendingIntent {
        val intent = Intent(ctx, ConfirmActivity::class.java).putExtra("op", op)
        val flags = PendingIntent.FLAG_UPDATE_CURRENT or (if (editable) PendingIntent.FLAG_MUTABLE else PendingIntent.FLAG_IMMUTABLE)
        return PendingIntent.getActivity(ctx, op.hashCode(), intent, flags)
    }

    fun legacy(op: String): Intent = Intent("com.example.r27s.CONFIRM").setPackage(ctx.packageName).putExtra("op", op)
}

class PayProvider : ContentProvider() {
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        if (!Callers.trusted(context!!, uid)) return Replies.error("PERMISSION_DENIED", "caller not allowed")
        if ("negotiate" == method) return Replies.success(Sessions.open(uid))
        if (extras == null || !Sessions.check(extras.getString("session_token"), uid)) return Replies.error("NEGOTIATION_REQUIRED", "negotiate first")
        if ("execute_tool" != method) return Replies.error("METHOD_NOT_FOUND", "unknown method")
        if (extras.getLong("deadline_at_ms") <= System.currentTimeMillis()) return Replies.error("TIMEOUT", "deadline passed")
        return when (extras.getString("tool_name")) {
            "pay_invoice" -> needsUser(Locator.resolutions.confirm("pay"), uid)
            "edit_invoice" -> needsUser(Locator.resolutions.confirm("edit", editable = false), uid)
            "void_invoice" -> {
                val b = Replies.error("USER_ACTION_REQUIRED", "confirm on the phone")
                b.putParcelable("authorize_intent", Locator.resolutions.legacy("void"))
                b
            }
            else -> Replies.error("TOOL_NOT_FOUND", "no such tool")
        }
    }

    private fun needsUser(pi: PendingIntent, uid: Int): Bundle {
        val b = Replies.error("USER_ACTION_REQUIRED", "confirm on the phone")
        b.putParcelable("resolution", pi)
        b.putString("resume_token", Resumes.issue(uid))
        return b
    }

    override fun onCreate(): Boolean {
        Locator.app = context!!
        return true
    }
}
