package com.berthbook

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.async
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.supervisorScope

class HarbourLogProvider : ContentProvider() {
    private val sessions = SessionStore(Tokens.quick)

    override fun onCreate(): Boolean {
        Wiring.app = context!!.applicationContext
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = CallerUid(Binder.getCallingUid())
        val ctx = context ?: return null
        val pm = ctx.packageManager
        val first = uid.primaryPackage(pm)
        if (first == null || first !in HARBOUR_APPS || !uid.signedBy(pm, Certs.RELEASE)) {
            return errorBundle("PERMISSION_DENIED", "not a harbour app", null)
        }
        val req = extras ?: Bundle()
        return runBlocking { route(ctx, uid, CallerPkg(first), method, req) }
    }

    private suspend fun route(ctx: Context, uid: CallerUid, caller: CallerPkg, method: String, req: Bundle): Bundle {
        val requestId = req.getString("request_id")
        if (method == "negotiate") {
            if (!supportsV2(req)) return errorBundle("UNSUPPORTED_VERSION", "this provider speaks v2", null)
            return negotiated(PROVIDER_ID, sessions.open(uid))
        }
        val token = SessionToken(req.getString("session_token") ?: "")
        if (!sessions.owns(token, uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first", requestId)
        if (method == "get_provider_info") return okData(INFO, requestId)
        if (method == "list_tools") return okData(TOOLS, requestId)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method", requestId)
        if (Deadline(req.getLong("deadline_at_ms")).isPast()) return ToolResult.Expired.toBundle(requestId)
        val tool = ToolName(req.getString("tool_name") ?: "")
        val args = req.getString("args") ?: "{}"
        val result = when (tool.raw) {
            "log_arrival" -> logArrival(uid, args)
            "log_departure" -> logDeparture(args)
            "share_log" -> shareLog(caller, args)
            "publish_log" -> publishLog(caller, args)
            "purge_log" -> purgeLog(ctx, uid, tool, req, args)
            else -> ToolResult.Unknown
        }
        return result.toBundle(requestId)
    }

    private suspend fun logArrival(uid: CallerUid, args: String): ToolResult {
        val a = Codec.json.decodeFromString<VesselArgs>(args)
        val log = Wiring.log
        return supervisorScope {
            val entry = async(Dispatchers.IO) { log.append(a.vessel, "arrival", uid) }
            val berth = async(Dispatchers.IO) { log.berthOf(a.vessel) }
            ToolResult.Ok("{\"entry\":" + entry.await() + ",\"berth\":\"" + berth.await() + "\"}")
        }
    }

    private suspend fun logDeparture(args: String): ToolResult {
        val a = Codec.json.decodeFromString<VesselArgs>(args)
        val log = Wiring.log
        return supervisorScope {
            val entry = async(Dispatchers.IO) { log.append(a.vessel, "departure", CallerUid(Binder.getCallingUid())) }
            val berth = async(Dispatchers.IO) { log.berthOf(a.vessel) }
            ToolResult.Ok("{\"entry\":" + entry.await() + ",\"berth\":\"" + berth.await() + "\"}")
        }
    }

    private fun shareLog(caller: CallerPkg, args: String): ToolResult {
        val a = Codec.json.decodeFromString<ShareArgs>(args)
        val who = CallerPkg(a.callerPackage ?: caller.name)
        if (!Permits.mayShare(who)) return ToolResult.Denied
        return ToolResult.Ok("{\"shared\":" + Wiring.log.shareWith(a.logId, who) + "}")
    }

    private fun publishLog(caller: CallerPkg, args: String): ToolResult {
        val a = Codec.json.decodeFromString<ShareArgs>(args)
        val who = caller
        if (!Permits.mayShare(who)) return ToolResult.Denied
        return ToolResult.Ok("{\"published\":" + Wiring.log.shareWith(a.logId, who) + "}")
    }

    private fun purgeLog(ctx: Context, uid: CallerUid, tool: ToolName, req: Bundle, args: String): ToolResult {
        if (!Wiring.resumes.take(req.getString("resume_token"), uid, tool, args)) {
            val token = Wiring.resumes.issue(ResumeToken(Tokens.strong.mint("rt_")), uid, tool, args)
            val flags = PiFlags(PendingIntent.FLAG_UPDATE_CURRENT)
            val pi = Resolutions.confirm(ctx, ConfirmPurgeActivity::class.java, 21, "purge the harbour log", token, flags)
            return ToolResult.NeedsUser(pi, token)
        }
        val a = Codec.json.decodeFromString<PurgeArgs>(args)
        return ToolResult.Ok("{\"purged\":" + Wiring.log.purgeBefore(a.beforeMs) + "}")
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        const val PROVIDER_ID = "com.berthbook"
        val HARBOUR_APPS = setOf("com.berthbook.crew", "com.berthbook.kiosk")
        const val INFO = "{\"provider_id\":\"com.berthbook\",\"provider_name\":\"BerthBook harbour log\",\"description\":\"Arrivals and departures\",\"scopes\":[]}"
        const val TOOLS = "{\"revision\":\"h-4\",\"tools\":[\"log_arrival\",\"log_departure\",\"share_log\",\"publish_log\",\"purge_log\"]}"
    }
}
