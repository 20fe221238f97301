package com.pantrypal

import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import org.json.JSONObject

class ShiftProvider : ContentProvider() {
    override fun onCreate() = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkgs = ctx.packageManager.getPackagesForUid(uid) ?: return errorBundle("PERMISSION_DENIED", "unknown caller")
        if (!pkgs.any { it in VOLUNTEER_APPS }) return errorBundle("PERMISSION_DENIED", "not a PantryPal volunteer app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + TokenStore.openSession(uid) + "\"}")
        if (!TokenStore.owns(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        return when (method) {
            "list_tools" -> okBundle(TOOLS)
            "execute_tool" -> execute(ctx, uid, req)
            else -> errorBundle("METHOD_NOT_FOUND", "unknown method")
        }
    }

    private fun execute(ctx: Context, uid: Int, req: Bundle): Bundle {
        if (req.getLong("deadline_at_ms") < System.currentTimeMillis()) return errorBundle("DEADLINE_EXCEEDED", "deadline passed")
        val tool = ShiftTool.of(req.getString("tool_name")) ?: return errorBundle("TOOL_NOT_FOUND", "no such tool")
        val json = JSONObject(req.getString("args") ?: "{}")
        val base = ShiftArgs(json.optLong("shift_id"), callingPackage.orEmpty(), false)
        val call = ToolCall(ctx, uid, req.getString("resume_token"))
        return try {
            when (tool) {
                is ShiftTool.ListShifts, is ShiftTool.ExportRoster -> tool.run(call, base, json)
                is ShiftTool.ClaimShift, is ShiftTool.DropShift, is ShiftTool.SwapShift ->
                    if (req.getString("request_id").isNullOrEmpty()) errorBundle("INVALID_REQUEST", "request_id required")
                    else tool.run(call, base, json)
            }
        } catch (e: Exception) {
            Log.w(TAG, "shift tool failed", e)
            errorBundle("INTERNAL_ERROR", "the shift board is unavailable")
        }
    }

    override fun query(uri: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, s: String?, a: Array<String>?) = 0
    override fun update(uri: Uri, values: ContentValues?, s: String?, a: Array<String>?) = 0

    companion object {
        private const val TAG = "ShiftProvider"
        private val VOLUNTEER_APPS = setOf("org.pantrypal.volunteer", "org.pantrypal.coordinator")
        private const val TOOLS = "{\"revision\":\"shifts-2\",\"tools\":[\"list_shifts\",\"claim_shift\",\"drop_shift\",\"swap_shift\",\"export_roster\"]}"
    }
}
