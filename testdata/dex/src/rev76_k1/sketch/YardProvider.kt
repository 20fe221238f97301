package com.hivewatch

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Intent
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import org.json.JSONObject
import java.util.concurrent.Executor
import javax.inject.Inject
import javax.inject.Named

class YardProvider : ContentProvider() {
    @Inject lateinit var gate: YardGate
    @Inject lateinit var sessions: Sessions
    @Inject lateinit var holds: YardHolds
    @Inject lateinit var tokens: YardTokens
    @Inject lateinit var hives: HiveDb
    @Inject lateinit var journal: Journal
    @Inject @field:Named("io") lateinit var io: Executor

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val context = context ?: return null
        if (!::gate.isInitialized) (context.applicationContext as HiveApp).component.inject(this)
        if (!gate.admits(uid)) return errorBundle("PERMISSION_DENIED", "not a HiveWatch companion app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + sessions.open(uid) + "\"}")
        if (!sessions.owns(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        if (req.getLong("deadline_at_ms") < System.currentTimeMillis()) return errorBundle("DEADLINE_EXCEEDED", "deadline passed")
        val ctx = ToolCtx(context, uid, req)
        val args = JSONObject(req.getString("args") ?: "{}")
        return when (req.getString("tool_name")) {
            "move_yard" -> moveYard(ctx, args)
            "log_visit" -> logVisit(args)
            "log_swarm" -> logSwarm(ctx, args)
            else -> errorBundle("TOOL_NOT_FOUND", "unknown tool")
        }
    }

    private fun moveYard(ctx: ToolCtx, args: JSONObject): Bundle {
        if (!gate.admitsOne(ctx.uid)) return errorBundle("PERMISSION_DENIED", "ambiguous caller")
        val yard = args.optString("yard")
        if (holds.redeem(ctx.resumeToken)) {
            hives.db.update("hives", ContentValues().apply { put("yard", args.optString("to")) }, "yard = ?", arrayOf(yard))
            return okBundle("{\"moved\":true}")
        }
        val intent = Intent(ctx.context, MoveYardActivity::class.java).putExtra("yard", yard)
        val pi = PendingIntent.getActivity(ctx.context, 5, intent, PendingIntent.FLAG_IMMUTABLE)
        return needsUser(pi, holds.issue(tokens.next(), ctx.uid))
    }

    private fun logVisit(args: JSONObject): Bundle {
        val hive = args.optString("hive")
        io.execute { journal.record(Binder.getCallingUid(), "visit " + hive) }
        return okBundle("{\"logged\":true}")
    }

    private fun logSwarm(ctx: ToolCtx, args: JSONObject): Bundle {
        val uid = ctx.uid
        val yard = args.optString("yard")
        io.execute { journal.record(uid, "swarm " + yard) }
        return okBundle("{\"logged\":true}")
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        const val TOOLS = "[\"move_yard\",\"log_visit\",\"log_swarm\"]"
    }
}
