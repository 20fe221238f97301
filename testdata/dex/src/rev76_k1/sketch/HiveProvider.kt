package com.hivewatch

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import org.json.JSONObject
import javax.inject.Inject
import javax.inject.Provider

class HiveProvider : ContentProvider() {
    @Inject lateinit var tools: Map<String, @JvmSuppressWildcards Provider<ToolHandler>>
    @Inject lateinit var gate: CallerGate
    @Inject lateinit var sessions: Sessions

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val context = context ?: return null
        if (!::tools.isInitialized) (context.applicationContext as HiveApp).component.inject(this)
        if (!gate.admits(uid)) return errorBundle("PERMISSION_DENIED", "not a HiveWatch companion app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + sessions.open(uid) + "\"}")
        if (!sessions.owns(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        if (req.getLong("deadline_at_ms") < System.currentTimeMillis()) return errorBundle("DEADLINE_EXCEEDED", "deadline passed")
        val name = req.getString("tool_name") ?: return errorBundle("INVALID_ARGS", "tool_name missing")
        val ctx = ToolCtx(context, uid, req)
        val args = JSONObject(req.getString("args") ?: "{}")
        return tools[name]?.get()?.run(ctx, args) ?: errorBundle("TOOL_NOT_FOUND", "unknown tool")
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        const val TOOLS = "[\"inspect_hive\",\"hive_history\",\"requeen_hive\",\"combine_hives\",\"harvest_honey\",\"split_colony\"]"
    }
}
