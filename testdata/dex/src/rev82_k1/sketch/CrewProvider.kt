package com.tidelog

import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import java.util.concurrent.ConcurrentHashMap
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withContext

class CrewProvider : ContentProvider() {
    private val lastSeen = ConcurrentHashMap<Int, Long>()
    private val crew = ConcurrentHashMap<String, String>()

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.singleOrNull()
        if (pkg == null || pkg !in TripProvider.PADDLERS) return ToolResult.Failed("PERMISSION_DENIED", "not a TideLog app").toBundle()
        val req = extras ?: Bundle()
        if (method == "negotiate") return ToolResult.Ok("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}").toBundle()
        if (!Sessions.owns(req.getString("session_token"), uid)) return ToolResult.Failed("NEGOTIATION_REQUIRED", "negotiate first").toBundle()
        if (method == "list_tools") return ToolResult.Ok(TOOLS).toBundle()
        if (method != "execute_tool") return ToolResult.Failed("METHOD_NOT_FOUND", "unknown method").toBundle()
        val result = when (req.toolName) {
            "check_in" -> checkIn(req)
            "check_out" -> checkOut(req)
            "join_crew" -> joinCrew(req)
            "leave_crew" -> leaveCrew(req, pkg)
            "sign_waiver" -> signWaiver(ctx, uid)
            "renew_waiver" -> renewWaiver(ctx, uid)
            else -> ToolResult.Failed("TOOL_NOT_FOUND", "unknown tool")
        }
        return result.toBundle()
    }

    private fun checkIn(req: Bundle): ToolResult {
        val id = TripId(req.argString("trip_id"))
        runBlocking {
            withContext(Dispatchers.IO) { lastSeen[Binder.getCallingUid()] = System.currentTimeMillis() }
        }
        return ToolResult.Ok("{\"checked_in\":\"" + id.raw + "\"}")
    }

    private fun checkOut(req: Bundle): ToolResult {
        val id = TripId(req.argString("trip_id"))
        runBlocking {
            val who = Binder.getCallingUid()
            withContext(Dispatchers.IO) { lastSeen[who] = System.currentTimeMillis() }
        }
        return ToolResult.Ok("{\"checked_out\":\"" + id.raw + "\"}")
    }

    private fun joinCrew(req: Bundle): ToolResult {
        val member = req.argString("caller_package")
        crew[member] = req.argString("trip_id")
        return ToolResult.Ok("{\"joined\":\"" + member + "\"}")
    }

    private fun leaveCrew(req: Bundle, pkg: String): ToolResult {
        crew.remove(pkg)
        return ToolResult.Ok("{\"left\":\"" + req.argString("trip_id") + "\"}")
    }

    private fun signWaiver(ctx: Context, uid: Int): ToolResult =
        ToolResult.NeedsUser(Screens.waiver(ctx), Resume.issue(QuickTokens.next(), uid))

    private fun renewWaiver(ctx: Context, uid: Int): ToolResult =
        ToolResult.NeedsUser(Screens.waiver(ctx), Resume.issue(Tokens.secure(), uid))

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        const val TOOLS = "[\"check_in\",\"check_out\",\"join_crew\",\"leave_crew\",\"sign_waiver\",\"renew_waiver\"]"
    }
}
