package com.larchwood.library

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log

/** CETP v2's call(), by hand, for both providers; they differ in catalog, sessions and tools. */
abstract class LibraryEndpoint : ContentProvider() {
    protected val graph: LibraryGraph get() = LibraryGraph.of(context!!)

    protected abstract val catalog: Catalog
    protected abstract val sessions: SessionBook
    protected abstract val host: ToolHost

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        val uid = Binder.getCallingUid()
        val request = extras ?: Bundle()
        val caller = graph.gate.admit(uid) ?: return Reply.DENIED.render(method, request)
        val reply = try {
            serve(Command.of(method, request), caller, request)
        } catch (e: Exception) {
            Log.e(TAG, "$method failed", e)
            Reply.fail("INTERNAL_ERROR", "Larchwood could not answer this call", true)
        }
        return reply.render(method, request)
    }

    private fun serve(command: Command, caller: Caller, extras: Bundle): Reply = when (command) {
        is Command.Unknown -> Reply.fail("METHOD_NOT_FOUND", "No method ${command.method.take(40)} here")
        is Command.Negotiate -> negotiate(command, caller)
        is Command.InSession -> refuse(caller, extras) ?: when (command) {
            is Command.ProviderInfo -> Reply.Data(catalog.info())
            is Command.ListTools -> Reply.Data(catalog.list(host.tools))
            is Command.Execute -> host.execute(caller, extras, command)
        }
    }

    /** The common v2 envelope checks; null when the call may go on. */
    private fun refuse(caller: Caller, extras: Bundle): Reply? = when {
        extras.getInt(PROTOCOL_VERSION, 1) != 2 -> Reply.fail("UNSUPPORTED_VERSION", "Larchwood speaks CETP v2 only")
        extras.getString(REQUEST_ID) == null -> Reply.fail("INVALID_REQUEST", "request_id is required")
        sessions.find(extras.getString(SESSION_TOKEN), caller.uid) == null -> Reply.NO_SESSION
        else -> null
    }

    private fun negotiate(command: Command.Negotiate, caller: Caller): Reply =
        if (2 in command.versions) Reply.Data(catalog.negotiated(sessions.start(caller)))
        else Reply.fail("UNSUPPORTED_VERSION", "Larchwood speaks CETP v2 only")

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    private companion object {
        const val TAG = "LarchwoodTools"
    }
}

class LoansProvider : LibraryEndpoint() {
    override val catalog: Catalog get() = Catalogs.loans
    override val sessions: SessionBook get() = graph.loanSessions
    override val host: ToolHost get() = graph.loans.host
}

class FinesProvider : LibraryEndpoint() {
    override val catalog: Catalog get() = Catalogs.fines
    override val sessions: SessionBook get() = graph.fineSessions
    override val host: ToolHost get() = graph.fines.host
}
