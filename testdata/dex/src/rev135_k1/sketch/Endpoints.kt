package com.fernhill.lend

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log

/** The CETP v2 call() both providers implement by hand; their catalog, sessions and tools differ. */
abstract class ToolEndpoint : ContentProvider() {
    protected lateinit var graph: LendGraph
        private set

    protected abstract val catalog: Catalog
    protected abstract val sessions: SessionBook
    protected abstract val tools: ToolSet

    override fun onCreate(): Boolean {
        graph = LendGraph.of(context!!)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        val uid = Binder.getCallingUid()
        val request = Request(method, extras ?: Bundle())
        val pkg = graph.callers.admit(uid)
            ?: return Reply.fail("PERMISSION_DENIED", "This app may not use Fernhill's tools").render(request)
        val reply = try {
            serve(Caller(uid, pkg), request)
        } catch (e: RuntimeException) {
            Log.e(TAG, "$method failed", e)
            Reply.fail("INTERNAL_ERROR", "Fernhill could not answer this call", true)
        }
        return reply.render(request)
    }

    private fun serve(caller: Caller, request: Request): Reply {
        if (request.method == "negotiate") return negotiate(caller, request)
        if (request.version != 2) return Reply.fail("UNSUPPORTED_VERSION", "Fernhill speaks CETP v2 only")
        if (request.requestId == null) return Reply.fail("INVALID_REQUEST", "request_id is required")
        sessions.find(request.sessionToken, caller.uid) ?: return Reply.NO_SESSION
        return when (request.method) {
            "get_provider_info" -> Reply.Data(catalog.info())
            "list_tools" -> Reply.Data(catalog.list())
            "execute_tool" -> tools.execute(caller, request)
            else -> Reply.fail("METHOD_NOT_FOUND", "No such method")
        }
    }

    private fun negotiate(caller: Caller, request: Request): Reply {
        val offered = request.consumerVersions ?: return Reply.fail("INVALID_REQUEST", "consumer_versions is required")
        if (2 !in offered) return Reply.fail("UNSUPPORTED_VERSION", "Fernhill speaks CETP v2 only")
        return Reply.Data(catalog.negotiated(sessions.start(caller)))
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    private companion object {
        const val TAG = "FernhillTools"
    }
}

/** com.fernhill.lend.loans: the books the user has out. */
class LoansProvider : ToolEndpoint() {
    override val catalog: Catalog get() = Catalogs.loans
    override val sessions: SessionBook get() = graph.loanSessions
    override val tools: ToolSet get() = graph.loanTools
}

/** com.fernhill.lend.holds: reservations and fines. */
class HoldsProvider : ToolEndpoint() {
    override val catalog: Catalog get() = Catalogs.holds
    override val sessions: SessionBook get() = graph.holdSessions
    override val tools: ToolSet get() = graph.holdTools
}
