package com.fernlog

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import java.io.File

class PlantProvider : ContentProvider() {
    private lateinit var db: SQLiteDatabase

    override fun onCreate(): Boolean {
        db = SQLiteDatabase.openOrCreateDatabase(File(context!!.filesDir, "fern.db"), null)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.singleOrNull()
            ?: return fail("PERMISSION_DENIED", "ambiguous or unknown caller")
        if (pkg !in GARDENERS) return fail("PERMISSION_DENIED", "not a FernLog companion")
        val req = extras ?: Bundle()
        if (method == "negotiate") return ok("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.sessionToken, uid)) return fail("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return ok(TOOLS_JSON)
        if (method != "execute_tool") return fail("METHOD_NOT_FOUND", "unknown method")
        val deadline = req.getLong("deadline_at_ms")
        if (deadline > 0 && deadline < System.currentTimeMillis()) return fail("DEADLINE_EXCEEDED", "too late")
        val name = req.toolName
        if (PLANT_TOOLS.none { it.name == name }) return fail("TOOL_NOT_FOUND", "unknown tool")
        val tool = PLANT_TOOLS.first { it.name == name }
        return attempt(tool, ToolCall(ctx, db, uid, pkg, req))
            .getOrElse { fail("INVALID_ARGUMENT", it.message ?: "bad arguments") }
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        private const val TOOLS_JSON = "[{\"name\":\"water_plant\",\"effect\":\"write\"},{\"name\":\"delete_plant\",\"effect\":\"delete\"},{\"name\":\"clear_log\",\"effect\":\"delete\"},{\"name\":\"find_plant\",\"effect\":\"read\"},{\"name\":\"plant_history\",\"effect\":\"read\"},{\"name\":\"share_log\",\"effect\":\"read\"}]"
    }
}
