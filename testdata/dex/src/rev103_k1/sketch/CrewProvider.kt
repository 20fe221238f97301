package com.tidetable

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import java.io.File

class CrewProvider : ContentProvider() {
    private val db: SQLiteDatabase by lazy {
        SQLiteDatabase.openOrCreateDatabase(File(context!!.filesDir, "rota.db"), null)
    }

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkg = ctx.packageManager.getPackagesForUid(uid)?.singleOrNull()
        if (pkg == null || pkg !in CLUB_APPS) return errorBundle("PERMISSION_DENIED", "not a club app")
        val req = ToolRequest(extras ?: Bundle())
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.extras.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        return when (val tool = Tools.parse(req, req.extras.toolName)) {
            FindSailor -> FindSailor(db, req)
            is BoatCrew -> tool(db)
            DropSailor -> DropSailor(ctx, db, req, uid)
            is SwapWatch -> tool(ctx, db, req, uid)
            AddSailor -> addSailor(req)
            RenameBoat -> renameBoat(req)
            else -> errorBundle("TOOL_NOT_FOUND", "unknown tool")
        }
    }

    private fun addSailor(req: ToolRequest): Bundle {
        val result: Result<Long> = runCatching {
            db.insertOrThrow("rota", null, ContentValues().apply { put("sailor", req.sailor) })
        }
        if (result.isFailure) {
            return errorBundle("INTERNAL", result.exceptionOrNull()?.message ?: "insert failed")
        }
        return okBundle("{\"row\":" + result.getOrNull() + "}")
    }

    private fun renameBoat(req: ToolRequest): Bundle {
        val result = runCatching {
            db.update("boats", ContentValues().apply { put("name", req.args.optString("name")) }, "name = ?", arrayOf(req.boat))
        }
        result.exceptionOrNull()?.let {
            Log.w("TideTable", "rename failed", it)
            return errorBundle("INTERNAL", "could not rename the boat")
        }
        return okBundle("{\"renamed\":" + result.getOrDefault(0) + "}")
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        val CLUB_APPS = setOf("com.tidetable", "com.tidetable.skipper")
        const val TOOLS = "[\"find_sailor\",\"boat_crew\",\"drop_sailor\",\"swap_watch\",\"add_sailor\",\"rename_boat\"]"
    }
}
