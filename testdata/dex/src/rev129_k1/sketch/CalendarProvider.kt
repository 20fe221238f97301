package com.larkbook

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle

/** CETP v2 endpoint of the calendar (authority com.larkbook.calendar). */
class CalendarProvider : ContentProvider() {
    private val runner by lazy(LazyThreadSafetyMode.NONE) { AppGraph.calendarRunner }

    /** The v2 methods that need a session, by name. */
    private val methods: Map<String, (Caller, Envelope) -> Outcome> = mapOf(
        "get_provider_info" to { _, _ -> Outcome.Info(Catalogs.calendar.info()) },
        "list_tools" to { _, _ -> Outcome.Info(Catalogs.calendar.list()) },
        "execute_tool" to this::execute,
    )

    override fun onCreate(): Boolean = context?.let { AppGraph.init(it); true } ?: false

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val env = extras.envelope(method)
        val caller = AppGraph.gate(uid)
            ?: return Outcome.Failed(Fault("PERMISSION_DENIED", "This app may not use the Larkbook calendar")).render(env)
        return serve(caller, env).render(env)
    }

    private fun serve(caller: Caller, env: Envelope): Outcome = when {
        env.method == "negotiate" -> negotiate(caller, env)
        env.version != 2 -> Outcome.Failed(Fault("UNSUPPORTED_VERSION", "The Larkbook calendar speaks CETP v2 only"))
        env.requestId == null -> Outcome.Failed(Fault("INVALID_REQUEST", "request_id is required"))
        sessionOf(env) == null -> Outcome.NoSession
        else -> methods[env.method]?.invoke(caller, env) ?: Outcome.UnknownMethod
    }

    /** The live session named by session_token. */
    private fun sessionOf(env: Envelope): Session? = env.session?.let { Registries.calendar[it] }

    private fun execute(caller: Caller, env: Envelope): Outcome =
        if (env.deadlineAt <= 0L) Outcome.Failed(Fault("INVALID_REQUEST", "deadline_at_ms is required"))
        else runner.execute(caller, env)

    private fun negotiate(caller: Caller, env: Envelope): Outcome {
        val offered = env.consumerVersions ?: return Outcome.Failed(Fault("INVALID_REQUEST", "consumer_versions is required"))
        if (2 !in offered) return Outcome.Failed(Fault("UNSUPPORTED_VERSION", "The Larkbook calendar speaks CETP v2 only"))
        return Outcome.Info(Catalogs.calendar.negotiated(Registries.calendar.open(caller)))
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0
}
