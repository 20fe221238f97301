package com.example.r27a

import android.content.ContentProvider
import android.content.pm.PackageManager
import android.os.Binder
import android.os.Bundle

// AccessProvider.kt (one file; rev15 helpers Callers, Sessions, Replies are Java)
private val TRUSTED = setOf("com.example.partner", "com.example.companion")

class AccessProvider : ContentProvider() {
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        if (!Callers.trusted(context!!, uid)) return Replies.error("PERMISSION_DENIED", "caller not allowed")
        if ("negotiate" == method) return Replies.success(Sessions.open(uid))
        if (extras == null || !Sessions.check(extras.getString("session_token"), uid)) return Replies.error("NEGOTIATION_REQUIRED", "negotiate first")
        if ("execute_tool" != method) return Replies.error("METHOD_NOT_FOUND", "unknown method")
        if (extras.getLong("deadline_at_ms") <= System.currentTimeMillis()) return Replies.error("TIMEOUT", "deadline passed")
        val pm = context!!.packageManager
        return when (extras.getString("tool_name")) {
            "share_log" -> shareLog(pm, uid)
            "export_log" -> exportLog(pm, uid)
            "wipe_log" -> wipeLog(pm, uid)
            else -> Replies.error("TOOL_NOT_FOUND", "no such tool")
        }
    }

    private fun shareLog(pm: PackageManager, uid: Int): Bundle {
        val pkg = pm.getPackagesForUid(uid)?.first() ?: return Replies.error("PERMISSION_DENIED", "unknown caller")
        return Replies.success("{\"shared_with\":\"" + pkg + "\"}")
    }

    private fun exportLog(pm: PackageManager, uid: Int): Bundle {
        val pkgs = pm.getPackagesForUid(uid) ?: return Replies.error("PERMISSION_DENIED", "unknown caller")
        if (!pkgs.any { it in TRUSTED }) return Replies.error("PERMISSION_DENIED", "not a partner")
        return Replies.success("{\"rows\":3}")
    }

    private fun wipeLog(pm: PackageManager, uid: Int): Bundle {
        val pkg = pm.getPackagesForUid(uid)?.singleOrNull() ?: return Replies.error("PERMISSION_DENIED", "ambiguous caller")
        if (pkg !in TRUSTED) return Replies.error("PERMISSION_DENIED", "not a partner")
        return Replies.success("{\"wiped\":true}")
    }

    override fun onCreate(): Boolean = true
}
