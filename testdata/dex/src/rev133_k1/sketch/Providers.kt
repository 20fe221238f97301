package com.brambleway

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log

/** The CETP v2 call() both providers implement by hand; catalog, sessions and tools differ. */
abstract class ToolProvider : ContentProvider() {
    protected abstract val catalog: Catalog
    protected abstract val sessions: SessionBook
    protected abstract val tools: ToolSet

    override fun onCreate(): Boolean = context?.let { AppGraph.init(it); true } ?: false

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        val uid = Binder.getCallingUid()
        val request = Request.of(method, extras)
        val caller = AppGraph.gate.admit(uid)
            ?: return Reply.fail("PERMISSION_DENIED", "This app may not use Brambleway's tools").render(request)
        val reply = try {
            serve(caller, request)
        } catch (e: RuntimeException) {
            Log.e(TAG, "$method failed", e)
            Reply.fail("INTERNAL_ERROR", "Brambleway could not answer this call", retryable = true)
        }
        return reply.render(request)
    }

    private fun serve(caller: Caller, request: Request): Reply = when {
        request.method == "negotiate" -> negotiate(caller, request)
        request.version != 2 -> Reply.fail("UNSUPPORTED_VERSION", "Brambleway speaks CETP v2 only")
        request.requestId == null -> Reply.fail("INVALID_REQUEST", "request_id is required")
        sessions.find(request.sessionToken, caller.uid) == null -> Reply.NoSession
        request.method == "get_provider_info" -> Reply.Data(catalog.info())
        request.method == "list_tools" -> Reply.Data(catalog.list())
        request.method == "execute_tool" ->
            if (catalog.has(request.toolName)) tools.execute(caller, request) else Reply.fail("TOOL_NOT_FOUND", "No tool of that name here")
        else -> Reply.UnknownMethod
    }

    private fun negotiate(caller: Caller, request: Request): Reply {
        val offered = request.consumerVersions ?: return Reply.fail("INVALID_REQUEST", "consumer_versions is required")
        if (2 !in offered) return Reply.fail("UNSUPPORTED_VERSION", "Brambleway speaks CETP v2 only")
        return Reply.Data(catalog.negotiated(sessions.start(caller)))
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    private companion object {
        const val TAG = "BrambleTools"
    }
}

/** com.brambleway.trips: the user's trips and their stops. */
class TripsProvider : ToolProvider() {
    override val catalog: Catalog get() = Catalogs.trips
    override val sessions: SessionBook get() = AppGraph.tripSessions
    override val tools: ToolSet get() = AppGraph.trips
}

/** com.brambleway.bookings: tickets and reservations attached to the trips. */
class BookingsProvider : ToolProvider() {
    override val catalog: Catalog get() = Catalogs.bookings
    override val sessions: SessionBook get() = AppGraph.bookingSessions
    override val tools: ToolSet get() = AppGraph.bookings
}
