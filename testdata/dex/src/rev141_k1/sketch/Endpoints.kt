package com.saltmarsh.podcasts

import android.app.DownloadManager
import android.content.ContentProvider
import android.content.ContentValues
import android.content.IntentFilter
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import org.json.JSONArray
import org.json.JSONObject
import java.time.Instant

/** CETP v2's call(), written by hand for both providers; they differ in sessions, tools and capabilities. */
abstract class PodcastEndpoint : ContentProvider() {
    protected val graph: PodcastGraph get() = PodcastGraph.of(context!!)

    protected abstract val sessions: SessionBook
    protected abstract val host: ToolHost
    protected abstract val offered: List<String>

    protected abstract fun info(): JSONObject

    /** get_operation; only the library has background operations. */
    protected open fun operation(caller: Caller, session: Session, extras: Bundle): Reply =
        Reply.fail("UNSUPPORTED_CAPABILITY", "This provider has no background operations")

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        val uid = Binder.getCallingUid()
        val request = extras ?: Bundle()
        val caller = graph.gate.admit(uid) ?: return Reply.DENIED.render(method, request)
        val reply = try {
            serve(method, caller, request)
        } catch (e: Exception) {
            Log.e(TAG, "$method failed", e)
            Reply.fail("INTERNAL_ERROR", "Saltmarsh could not answer this call", true)
        }
        return reply.render(method, request)
    }

    private fun serve(method: String, caller: Caller, request: Bundle): Reply {
        if (method == "negotiate") return negotiate(caller, request)
        if (method !in IN_SESSION) return Reply.fail("METHOD_NOT_FOUND", "No method of that name here")
        if (request.getInt(PROTOCOL_VERSION, 1) != 2) return Reply.fail("UNSUPPORTED_VERSION", "Saltmarsh speaks CETP v2 only")
        if (request.getString(REQUEST_ID) == null) return Reply.fail("INVALID_REQUEST", "request_id is required")
        val session = sessions.find(request.getString(SESSION_TOKEN), caller.uid) ?: return Reply.NO_SESSION
        return when (method) {
            "get_provider_info" -> Reply.Data(info())
            "list_tools" -> Reply.Data(JSONObject().put("revision", REVISION).put("tools", JSONArray(host.tools.map { it.spec.describe() })))
            "execute_tool" -> host.execute(caller, session, request)
            "get_operation" -> operation(caller, session, request)
            else -> Reply.fail("UNSUPPORTED_CAPABILITY", "cancellation was not negotiated")
        }
    }

    private fun negotiate(caller: Caller, request: Bundle): Reply {
        val versions = request.getIntArray("consumer_versions") ?: return Reply.fail("INVALID_REQUEST", "consumer_versions is required")
        if (2 !in versions) return Reply.fail("UNSUPPORTED_VERSION", "Saltmarsh speaks CETP v2 only")
        val wanted = try {
            JSONArray(request.getString("consumer_capabilities") ?: "[]")
        } catch (e: Exception) {
            return Reply.fail("INVALID_REQUEST", "consumer_capabilities must be a JSON array")
        }
        val agreed = offered.filter { cap -> (0 until wanted.length()).any { wanted.optString(it) == cap } }.toSet()
        val session = sessions.start(caller.uid, agreed)
        return Reply.Data(
            JSONObject()
                .put("selected_version", 2)
                .put("provider_id", APP_ID)
                .put("provider_name", APP_NAME)
                .put("session_token", session.token)
                .put("expires_at", Instant.ofEpochMilli(session.expiresAt).toString())
                .put("capabilities", JSONArray(agreed))
                .put(
                    "limits",
                    JSONObject()
                        .put("max_request_bytes", MAX_REQUEST_BYTES)
                        .put("max_inline_result_bytes", 262144)
                        .put("max_concurrent_requests", 4)
                        .put("idempotency_window_seconds", 86400),
                ),
        )
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    private companion object {
        const val TAG = "SaltmarshTools"
        const val REVISION = "saltmarsh-7"
        val IN_SESSION = setOf("get_provider_info", "list_tools", "execute_tool", "get_operation", "cancel_operation")
    }
}

class PlayerProvider : PodcastEndpoint() {
    override val sessions: SessionBook get() = graph.playerSessions
    override val host: ToolHost get() = graph.player.host
    override val offered: List<String> get() = listOf("large_results")

    override fun info(): JSONObject = graph.player.info()
}

class LibraryProvider : PodcastEndpoint() {
    override val sessions: SessionBook get() = graph.librarySessions
    override val host: ToolHost get() = graph.library.host
    override val offered: List<String> get() = listOf("async_operations", "large_results")

    override fun info(): JSONObject = graph.library.info()

    override fun operation(caller: Caller, session: Session, extras: Bundle): Reply = graph.library.operation(caller, session, extras)

    /** Registers the library's receivers and its DownloadManager observer for the life of the process. */
    override fun onCreate(): Boolean {
        val app = context ?: return false
        val g = PodcastGraph.of(app)
        app.registerReceiver(g.downloadReceiver, IntentFilter(DownloadManager.ACTION_DOWNLOAD_COMPLETE))
        app.registerReceiver(g.answers, IntentFilter(ACTION_ANSWER), PERMISSION_INTERNAL, null)
        app.contentResolver.registerContentObserver(DownloadProgress.DOWNLOADS, true, g.progress)
        return true
    }
}
