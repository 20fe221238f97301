package com.beehive

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Intent
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import io.ktor.client.HttpClient
import io.ktor.client.plugins.ResponseException
import io.ktor.client.request.delete
import io.ktor.client.request.post
import kotlinx.coroutines.runBlocking
import org.json.JSONObject

class SyncProvider : ContentProvider() {
    private val client by lazy { HttpClient() }

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkgs = ctx.packageManager.getPackagesForUid(uid)
            ?: return errorBundle("PERMISSION_DENIED", "unknown caller")
        if (!pkgs.any { it in APIARY }) return errorBundle("PERMISSION_DENIED", "not an apiary app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        if (expired(req)) return errorBundle("DEADLINE_EXCEEDED", "too late")
        val args = JSONObject(req.getString("args") ?: "{}")
        return when (req.toolName) {
            "publish_hive" -> publishHive(args)
            "unpublish_hive" -> unpublishHive(uid, args)
            "retire_hive" -> retireHive(uid, req, args)
            else -> errorBundle("TOOL_NOT_FOUND", "unknown tool")
        }
    }

    private fun publishHive(args: JSONObject): Bundle {
        val id = args.optString("hive_id")
        return runBlocking {
            try {
                client.post("https://apiary.example/api/hives/" + id)
                okBundle("{\"published\":true}")
            } catch (e: ResponseException) {
                errorBundle("UNAVAILABLE", "apiary server: " + e.message)
            }
        }
    }

    private fun unpublishHive(uid: Int, args: JSONObject): Bundle {
        val id = args.optString("hive_id")
        if (!args.optBoolean("force")) {
            val token = ResumeBook.issue(Tokens.secure(), uid)
            return needsUser(retireIntent(21), token)
        }
        return runBlocking {
            try {
                client.delete("https://apiary.example/api/hives/" + id)
                okBundle("{\"unpublished\":true}")
            } catch (e: ResponseException) {
                Log.w(TAG, "unpublish failed", e)
                errorBundle("UNAVAILABLE", "the apiary server refused the request")
            }
        }
    }

    private fun retireHive(uid: Int, req: Bundle, args: JSONObject): Bundle {
        if (!ResumeBook.take(req.getString("resume_token"), uid)) {
            val token = ResumeBook.issue(Tokens.quick(), uid)
            return needsUser(retireIntent(22), token)
        }
        val id = args.optString("hive_id")
        return runBlocking {
            try {
                client.delete("https://apiary.example/api/hives/" + id + "/retire")
                okBundle("{\"retired\":true}")
            } catch (e: ResponseException) {
                Log.w(TAG, "retire failed", e)
                errorBundle("UNAVAILABLE", "the apiary server refused the request")
            }
        }
    }

    private fun retireIntent(code: Int): PendingIntent {
        val ctx = context!!
        val intent = Intent(ctx, ConfirmRetireActivity::class.java).putExtra("from", ctx.packageName)
        return PendingIntent.getActivity(ctx, code, intent, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        private const val TAG = "SyncProvider"
        val APIARY = setOf("com.beehive", "com.beehive.companion")
        const val TOOLS = "[\"publish_hive\",\"unpublish_hive\",\"retire_hive\"]"
    }
}
