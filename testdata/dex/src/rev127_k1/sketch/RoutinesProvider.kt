package com.hearthly

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle

/** CETP v2 endpoint of the routines (authority com.hearthly.routines). */
class RoutinesProvider : ContentProvider() {
    private val sessions by lazy(LazyThreadSafetyMode.NONE) { AppGraph.routineSessions }
    private val runner by lazy(LazyThreadSafetyMode.NONE) { AppGraph.routineRunner }

    override fun onCreate(): Boolean = context?.let { AppGraph.init(it); true } ?: false

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val env = extras.envelope(method)
        val caller = AppGraph.callers.admit(uid)
            ?: return Reply.Failed("PERMISSION_DENIED", "This app may not use Hearthly routines").toBundle(env)
        return serve(caller, env, extras).toBundle(env)
    }

    private fun serve(caller: Caller, env: Envelope, extras: Bundle?): Reply {
        if (env.method == "negotiate") return negotiate(caller, env)
        if (env.version != 2) return Reply.Failed("UNSUPPORTED_VERSION", "Hearthly routines speak CETP v2 only")
        if (env.requestId == null) return Reply.Failed("INVALID_REQUEST", "request_id is required")
        sessionOf(env, caller) ?: return Reply.Failed("NEGOTIATION_REQUIRED", "Negotiate a session first", retryable = true)
        return when (env.method) {
            "get_provider_info" -> Reply.Info(Catalogs.routines.info())
            "list_tools" -> Reply.Info(Catalogs.routines.list())
            "execute_tool" -> env.takeIf { it.deadlineAt > 0L }?.let { runner.execute(caller, it, extras) }
                ?: Reply.Failed("INVALID_REQUEST", "deadline_at_ms is required")
            else -> Reply.Failed("METHOD_NOT_FOUND", "No such method")
        }
    }

    /** The session named by session_token, while it lasts, for the app it was negotiated by. */
    private fun sessionOf(env: Envelope, caller: Caller): Session? =
        env.sessionToken?.let(sessions::get)?.takeIf { it.uid == caller.uid && it.expiresAt > System.currentTimeMillis() }

    private fun negotiate(caller: Caller, env: Envelope): Reply {
        val offered = env.consumerVersions ?: return Reply.Failed("INVALID_REQUEST", "consumer_versions is required")
        if (2 !in offered) return Reply.Failed("UNSUPPORTED_VERSION", "Hearthly routines speak CETP v2 only")
        return Reply.Info(Catalogs.routines.negotiated(sessions.open(caller)))
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0
}
