package com.example.r30k3

import android.content.ContentProvider
import android.content.Context
import android.os.Binder
import android.os.Bundle

// ContactsProvider.kt: the rev27_ktuse call() head (lines 24-31), then
// identity helpers from Identity.kt used as extension functions.
//
//
//
//
//
//
//
//
//
//
//
//

class ContactsProvider : ContentProvider() {
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        if (!Callers.trusted(context!!, uid)) return Replies.error("PERMISSION_DENIED", "caller not allowed")
        if ("negotiate" == method) return Replies.success(Sessions.open(uid))
        if (extras == null || !Sessions.check(extras.getString("session_token"), uid)) return Replies.error("NEGOTIATION_REQUIRED", "negotiate first")
        if ("execute_tool" != method) return Replies.error("METHOD_NOT_FOUND", "unknown method")
        if (extras.getLong("deadline_at_ms") <= System.currentTimeMillis()) return Replies.error("TIMEOUT", "deadline passed")
        val ctx = context!!
        return when (extras.getString("tool_name")) {
            "export_contacts" -> export(ctx, uid)
            "export_signed" -> exportSigned(ctx, uid)
            "partner_feed" -> partnerFeed(ctx, uid)
            "partner_feed_strict" -> partnerFeedStrict(ctx, uid)
            "sync_shared" -> syncShared(ctx)
            "sync_own" -> syncOwn(ctx, uid)
            else -> Replies.error("TOOL_NOT_FOUND", "no such tool")
        }
    }

    private fun export(ctx: Context, uid: Int): Bundle {
        val owner = ctx.packageManager.ownerOf(uid) ?: return Replies.error("PERMISSION_DENIED", "unknown caller")
        return Replies.success("{\"owner\":\"$owner\",\"rows\":12}")
    }

    private fun exportSigned(ctx: Context, uid: Int): Bundle {
        val owner = ctx.packageManager.soleOwner(uid) ?: return Replies.error("PERMISSION_DENIED", "shared or unknown caller")
        return Replies.success("{\"owner\":\"$owner\",\"rows\":12}")
    }

    private fun partnerFeed(ctx: Context, uid: Int): Bundle =
        if (ctx.packageManager.isPartner(uid)) Replies.success("{\"feed\":[]}")
        else Replies.error("PERMISSION_DENIED", "partners only")

    private fun partnerFeedStrict(ctx: Context, uid: Int): Bundle =
        if (ctx.packageManager.isOnlyPartner(uid)) Replies.success("{\"feed\":[]}")
        else Replies.error("PERMISSION_DENIED", "partners only")

    private fun syncShared(ctx: Context): Bundle =
        Binder.clearCallingIdentity().let { token ->
            try {
                val who = ctx.packageManager.getNameForUid(Binder.getCallingUid())
                Replies.success("{\"synced_for\":\"$who\"}")
            } finally {
                Binder.restoreCallingIdentity(token)
            }
        }

    private fun syncOwn(ctx: Context, uid: Int): Bundle {
        val who = ctx.packageManager.getNameForUid(uid)
        return Binder.clearCallingIdentity().let { token ->
            try {
                Replies.success("{\"synced_for\":\"$who\"}")
            } finally {
                Binder.restoreCallingIdentity(token)
            }
        }
    }

    override fun onCreate(): Boolean = true
}
