package com.quiltroom

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.database.sqlite.SQLiteConstraintException
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import org.json.JSONObject

class ShareProvider : ContentProvider() {
    private lateinit var dao: PatternDao

    override fun onCreate(): Boolean {
        dao = QuiltDatabase.open(context!!).patternDao()
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkgs = ctx.packageManager.getPackagesForUid(uid)
            ?: return errorBundle("PERMISSION_DENIED", "unknown caller")
        if (pkgs[0] !in GUILD) return errorBundle("PERMISSION_DENIED", "not a guild app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        val args = JSONObject(req.getString("args") ?: "{}")
        return when (req.toolName) {
            "share_pattern" -> sharePattern(uid, req, args)
            "copy_pattern" -> copyPattern(uid, req, args)
            "guild_pattern" -> guildPattern(pkgs, uid, req, args)
            else -> errorBundle("TOOL_NOT_FOUND", "unknown tool")
        }
    }

    private fun sharePattern(uid: Int, req: Bundle, args: JSONObject): Bundle {
        if (expired(req)) return errorBundle("DEADLINE_EXCEEDED", "too late")
        val from = args.optString("caller_package")
        if (from !in GUILD) return errorBundle("PERMISSION_DENIED", "sharing is for guild apps")
        dao.insert(Pattern(args.optString("id"), args.optString("name"), args.optInt("blocks"), uid))
        return okBundle("{\"shared\":true}")
    }

    private fun copyPattern(uid: Int, req: Bundle, args: JSONObject): Bundle {
        if (expired(req)) return errorBundle("DEADLINE_EXCEEDED", "too late")
        val copy = Pattern(args.optString("id") + "-copy", args.optString("name"), args.optInt("blocks"), uid)
        try {
            dao.insert(copy)
        } catch (e: SQLiteConstraintException) {
            Log.w(TAG, "copy failed", e)
            return errorBundle("INVALID_ARGUMENT", "a pattern with that id already exists")
        }
        return okBundle("{\"copied\":true}")
    }

    private fun guildPattern(pkgs: Array<String>, uid: Int, req: Bundle, args: JSONObject): Bundle {
        if (expired(req)) return errorBundle("DEADLINE_EXCEEDED", "too late")
        if (!pkgs.any { it in ADMINS }) return errorBundle("PERMISSION_DENIED", "guild admins only")
        dao.insert(Pattern(args.optString("id"), args.optString("name"), args.optInt("blocks"), uid))
        return okBundle("{\"guild\":true}")
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        private const val TAG = "ShareProvider"
        val GUILD = setOf("com.quiltroom", "com.quiltroom.guild")
        val ADMINS = setOf("com.quiltroom.guild.admin")
        const val TOOLS = "[\"share_pattern\",\"copy_pattern\",\"guild_pattern\"]"
    }
}
