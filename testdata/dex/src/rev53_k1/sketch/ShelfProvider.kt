package com.lendshelf

import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import org.json.JSONObject

class ShelfProvider : ContentProvider() {
    override fun onCreate() = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val caller = CallerUid(Binder.getCallingUid())
        val ctx = context ?: return null
        if (!caller.isLender(ctx)) return errorBundle("PERMISSION_DENIED", "not a LendShelf member")
        val req = extras ?: Bundle()
        return when (method) {
            "negotiate" -> okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(caller) + "\"}")
            "list_tools" -> req.withSession(caller) { okBundle(TOOLS) }
            "execute_tool" -> req.withSession(caller) { execute(ctx, caller, req) }
            else -> errorBundle("METHOD_NOT_FOUND", "unknown method")
        }
    }

    private inline fun Bundle.withSession(caller: CallerUid, block: () -> Bundle): Bundle =
        if (Sessions.owns(getString("session_token"), caller)) block()
        else errorBundle("NEGOTIATION_REQUIRED", "negotiate first")

    private fun execute(ctx: Context, caller: CallerUid, req: Bundle): Bundle {
        if (req.getLong("deadline_at_ms") < System.currentTimeMillis()) return errorBundle("DEADLINE_EXCEEDED", "deadline passed")
        val tool = ShelfTool.byName[req.getString("tool_name")] ?: return errorBundle("TOOL_NOT_FOUND", "no such tool")
        val args = JSONObject(req.getString("args") ?: "{}")
        return runCatching {
            when (tool.effect) {
                Effect.READ -> tool.run(ctx, caller, args)
                Effect.CREATE, Effect.UPDATE, Effect.DELETE ->
                    if (req.getString("request_id").isNullOrEmpty()) errorBundle("INVALID_REQUEST", "request_id required")
                    else tool.run(ctx, caller, args).also { Log.i(TAG, tool.name + " by " + caller.raw) }
            }
        }.getOrElse { e ->
            Log.w(TAG, "shelf tool failed", e)
            errorBundle("INTERNAL_ERROR", "the shelf is unavailable")
        }
    }

    override fun query(uri: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, s: String?, a: Array<String>?) = 0
    override fun update(uri: Uri, values: ContentValues?, s: String?, a: Array<String>?) = 0

    companion object {
        private const val TAG = "ShelfProvider"
        private const val TOOLS = "{\"revision\":\"shelf-3\",\"tools\":[\"search_games\",\"count_copies\",\"lend_game\",\"write_off\",\"renew_loan\",\"my_loans\",\"export_shelf\"]}"
    }
}
