package com.quillvault

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle

/** The CETP v2 call() both providers implement by hand; the tools differ. */
abstract class CetpProvider : ContentProvider() {
    protected abstract val catalog: Catalog
    protected abstract val sessions: SessionRegistry

    protected abstract fun execute(caller: Caller, env: Envelope): Outcome

    override fun onCreate(): Boolean = context?.let { AppGraph.init(it); true } ?: false

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val env = extras.envelope(method)
        val caller = AppGraph.gate.admit(uid)
            ?: return failed("PERMISSION_DENIED", "This app may not use Quillvault").render(env)
        return serve(caller, env).render(env)
    }

    private fun serve(caller: Caller, env: Envelope): Outcome = when {
        env.method == "negotiate" -> negotiate(caller, env)
        env.version != 2 -> failed("UNSUPPORTED_VERSION", "Quillvault speaks CETP v2 only")
        env.requestId == null -> failed("INVALID_REQUEST", "request_id is required")
        sessions.find(env.session, caller.uid) == null -> Outcome.NoSession
        env.method == "get_provider_info" -> Outcome.Info(catalog.info())
        env.method == "list_tools" -> Outcome.Info(catalog.list())
        env.method == "execute_tool" -> if (catalog.has(env.tool)) execute(caller, env) else failed("TOOL_NOT_FOUND", "No tool of that name here")
        else -> Outcome.UnknownMethod
    }

    private fun negotiate(caller: Caller, env: Envelope): Outcome {
        val offered = env.consumerVersions ?: return failed("INVALID_REQUEST", "consumer_versions is required")
        if (2 !in offered) return failed("UNSUPPORTED_VERSION", "Quillvault speaks CETP v2 only")
        return Outcome.Info(catalog.negotiated(sessions.open(caller)))
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0
}

/** com.quillvault.notes: the notebook. */
class NotesProvider : CetpProvider() {
    override val catalog: Catalog get() = Catalogs.notes
    override val sessions: SessionRegistry get() = AppGraph.noteSessions

    override fun execute(caller: Caller, env: Envelope): Outcome = AppGraph.notes.execute(caller, env)
}

/** com.quillvault.archive: the archive of old notes. */
class ArchiveProvider : CetpProvider() {
    override val catalog: Catalog get() = Catalogs.archive
    override val sessions: SessionRegistry get() = AppGraph.archiveSessions

    override fun execute(caller: Caller, env: Envelope): Outcome = AppGraph.archive.execute(caller, env)
}
