package com.saltmarsh.ferry

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log

/** The CETP v2 call() both providers implement by hand; their catalog, sessions and tools differ. */
abstract class FerryEndpoint : ContentProvider() {
    protected val graph: FerryGraph get() = FerryGraph.of(context!!)

    protected abstract val catalog: Catalog
    protected abstract val sessions: SessionBook
    protected abstract val box: Toolbox

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        val uid = Binder.getCallingUid()
        val request = extras ?: Bundle()
        val caller = graph.gate.admit(uid)
            ?: return Reply.fail("PERMISSION_DENIED", "This app may not use Saltmarsh's tools").render(method, request)
        val reply = runCatching { serve(method, caller, request) }.getOrElse { e ->
            Log.e(TAG, "$method failed", e)
            Reply.fail("INTERNAL_ERROR", "Saltmarsh could not answer this call", true)
        }
        return reply.render(method, request)
    }

    private fun serve(method: String, caller: Caller, extras: Bundle): Reply {
        if (method !in METHODS) return Reply.fail("METHOD_NOT_FOUND", "No such method")
        if (method == "negotiate") return negotiate(caller, extras)
        if (extras.protocolVersion != 2) return Reply.fail("UNSUPPORTED_VERSION", "Saltmarsh speaks CETP v2 only")
        extras.requestId ?: return Reply.fail("INVALID_REQUEST", "request_id is required")
        sessions.find(extras.sessionToken, caller.uid) ?: return Reply.NO_SESSION
        return when (method) {
            "get_provider_info" -> Reply.Data(catalog.info())
            "list_tools" -> Reply.Data(catalog.list(box))
            else -> box.execute(caller, extras)
        }
    }

    private fun negotiate(caller: Caller, extras: Bundle): Reply {
        val offered = extras.consumerVersions ?: return Reply.fail("INVALID_REQUEST", "consumer_versions is required")
        if (2 !in offered) return Reply.fail("UNSUPPORTED_VERSION", "Saltmarsh speaks CETP v2 only")
        return Reply.Data(catalog.negotiated(sessions.start(caller)))
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    private companion object {
        const val TAG = "SaltmarshTools"
        val METHODS = setOf("negotiate", "get_provider_info", "list_tools", "execute_tool")
    }
}

class TripsProvider : FerryEndpoint() {
    override val catalog: Catalog get() = Catalogs.trips
    override val sessions: SessionBook get() = graph.tripSessions
    override val box: Toolbox get() = graph.trips.box
}

class PassesProvider : FerryEndpoint() {
    override val catalog: Catalog get() = Catalogs.passes
    override val sessions: SessionBook get() = graph.passSessions
    override val box: Toolbox get() = graph.passes.box
}
