package com.example.r30k1

import android.app.PendingIntent
import android.content.ComponentName
import android.content.ContentProvider
import android.content.Context
import android.content.Intent
import android.os.Binder
import android.os.Bundle
import org.json.JSONObject
import java.io.File

// ShareProvider.kt: the rev27_ktuse call() head (lines 24-31); the tools
// live in a buildMap registry of fun interface lambdas, the resolutions are
// built in scope functions.
//
//
//
//
//
//

class ShareProvider : ContentProvider() {
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        if (!Callers.trusted(context!!, uid)) return Replies.error("PERMISSION_DENIED", "caller not allowed")
        if ("negotiate" == method) return Replies.success(Sessions.open(uid))
        if (extras == null || !Sessions.check(extras.getString("session_token"), uid)) return Replies.error("NEGOTIATION_REQUIRED", "negotiate first")
        if ("execute_tool" != method) return Replies.error("METHOD_NOT_FOUND", "unknown method")
        if (extras.getLong("deadline_at_ms") <= System.currentTimeMillis()) return Replies.error("TIMEOUT", "deadline passed")
        val ctx = context!!
        val tool = tools[extras.getString("tool_name")] ?: return Replies.error("TOOL_NOT_FOUND", "no such tool")
        return tool.run(ctx, uid, JSONObject(extras.getString("args") ?: "{}"))
    }

    private val tools: Map<String, Tool> = buildMap {
        put("share_note", Tool { ctx, uid, _ -> needsUser(shareIntent(ctx), uid) })
        put("edit_note", Tool { ctx, uid, _ -> needsUser(editIntent(ctx, uid), uid) })
        put("publish_note", Tool { ctx, uid, _ -> needsUser(publishIntent(ctx), uid) })
        put("pin_note", Tool { ctx, uid, _ -> needsUser(pinIntent(ctx), uid) })
        put("open_note", Tool { ctx, _, args -> openNote(ctx, args.optString("name")) })
        put("open_draft", Tool { ctx, _, args -> openDraft(ctx, args.optString("name")) })
    }

    private fun needsUser(pi: PendingIntent, uid: Int): Bundle =
        Replies.error("USER_ACTION_REQUIRED", "confirm on the phone").apply {
            putParcelable("resolution", pi)
            putString("resume_token", Resumes.issue(uid))
        }

    private fun shareIntent(ctx: Context): PendingIntent =
        Intent(ctx, ConfirmActivity::class.java).apply { putExtra("op", "share") }
            .let { PendingIntent.getActivity(ctx, 1, it, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT) }

    private fun editIntent(ctx: Context, uid: Int): PendingIntent =
        Intent(ctx, ConfirmActivity::class.java).apply { putExtra("op", "edit"); putExtra("uid", uid) }
            .let { PendingIntent.getActivity(ctx, 2, it, PendingIntent.FLAG_MUTABLE or PendingIntent.FLAG_UPDATE_CURRENT) }

    private fun publishIntent(ctx: Context): PendingIntent =
        Intent("com.example.r30k1.action.CONFIRM").also { it.setPackage(ctx.packageName) }
            .run { PendingIntent.getActivity(ctx, 3, this, PendingIntent.FLAG_IMMUTABLE) }

    private fun pinIntent(ctx: Context): PendingIntent =
        Intent().apply {
            action = "com.example.r30k1.action.CONFIRM"
            component = ComponentName(ctx, ConfirmActivity::class.java)
        }.run { PendingIntent.getActivity(ctx, 4, this, PendingIntent.FLAG_IMMUTABLE) }

    private fun openNote(ctx: Context, name: String): Bundle =
        Replies.success(JSONObject().put("text", File(ctx.filesDir, name).readText()).toString())

    private fun openDraft(ctx: Context, name: String): Bundle {
        val dir = ctx.filesDir.canonicalFile
        val file = File(dir, name).canonicalFile.takeIf { it.parentFile == dir }
            ?: return Replies.error("INVALID_ARGS", "bad draft name")
        return Replies.success(JSONObject().put("text", file.readText()).toString())
    }

    override fun onCreate(): Boolean = true
}
