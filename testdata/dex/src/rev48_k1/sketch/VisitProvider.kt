package com.visitloop.care

import android.content.ContentProvider
import android.os.Binder
import android.os.Bundle
import android.util.Log
import androidx.sqlite.db.SimpleSQLiteQuery
import dagger.hilt.android.EntryPointAccessors
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.async
import kotlinx.coroutines.coroutineScope
import kotlinx.coroutines.runBlocking

class VisitProvider : ContentProvider() {
    private val entry: CareEntryPoint by lazy {
        EntryPointAccessors.fromApplication(context!!, CareEntryPoint::class.java)
    }
    private val dao: VisitDao get() = entry.visitDao()
    private val resumes = ResumeBook()
    private val sessions by lazy { SessionBook((context!!.applicationContext as VisitApp).sessionTokens) }

    private val handlers: Map<String, suspend (Bundle) -> Bundle> = mapOf(
        "find_visits" to { req -> findVisits(req) },
        "search_notes" to { req -> searchNotes(req) },
        "note_count" to { req -> noteCount(req) },
        "reassign_visit" to { req -> reassignVisit(req) },
        "cancel_visit" to { req -> cancelVisit(req) },
        "complete_visit" to { req -> completeVisit(req) },
        "visit_roster" to { req -> visitRoster(req) },
        "my_day" to { req -> myDay(req) },
    )

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val pkg = callingPackage ?: return errorBundle("PERMISSION_DENIED", "unknown caller")
        if (!context!!.isCareTeam(uid, pkg)) return errorBundle("PERMISSION_DENIED", "not a care-team app")
        val req = extras ?: Bundle.EMPTY
        return when (method) {
            "negotiate" -> okBundle("{\"session_token\":\"" + sessions.open(uid) + "\"}")
            "execute_tool" -> execute(uid, req)
            else -> errorBundle("METHOD_NOT_FOUND", "unknown method")
        }
    }

    private fun execute(uid: Int, req: Bundle): Bundle {
        if (!sessions.owns(req.sessionToken, uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (req.deadlineAt in 1 until System.currentTimeMillis()) return errorBundle("DEADLINE_EXCEEDED", "too late")
        val handler = handlers[req.toolName] ?: return errorBundle("TOOL_NOT_FOUND", "no such tool")
        return runBlocking {
            runCatching { handler(req) }.getOrElse { e ->
                val error = if (e is VisitFailure) e.error else VisitError.Store(e)
                error.toBundle()
            }
        }
    }

    private fun findVisits(req: Bundle): Bundle {
        val patient = req.args.getString("patient")
        return okBundle("{\"visits\":" + dao.findByPatient(patient).size + "}")
    }

    private fun searchNotes(req: Bundle): Bundle {
        val text = req.args.getString("text")
        val hits = dao.searchNotes(SimpleSQLiteQuery(VisitQueries.notesLike(text)))
        return okBundle("{\"hits\":$hits}")
    }

    private fun noteCount(req: Bundle): Bundle {
        val text = req.args.getString("text").take(VisitConfig.NOTE_LIMIT)
        val hits = dao.searchNotes(SimpleSQLiteQuery(VisitQueries.NOTES_LIKE_BOUND, arrayOf("%$text%")))
        return okBundle("{\"hits\":$hits}")
    }

    private fun reassignVisit(req: Bundle): Bundle {
        val args = req.args
        val assignedBy = args.optString("calling_package", callingPackage.orEmpty())
        val rows = dao.reassign(args.getLong("visit_id"), assignedBy)
        return okBundle("{\"reassigned\":$rows}")
    }

    private fun cancelVisit(req: Bundle): Bundle {
        val args = req.args
        val claimed = args.optString("calling_package", "")
        if (claimed.isNotEmpty() && claimed != callingPackage) {
            return errorBundle("PERMISSION_DENIED", "cancellations are made by the calling app")
        }
        if (args.optBoolean("confirmed")) Log.i(TAG, "cancel_visit: confirmed flag ignored")
        val uid = Binder.getCallingUid()
        val id = args.getLong("visit_id")
        if (!resumes.take(req.resumeToken, uid, "cancel_visit")) {
            val token = SecureTokens.next()
            resumes.hold(token, uid, "cancel_visit")
            return needsUser(context!!.reviewVisitIntent(id), token)
        }
        val rows = dao.reassign(id, callingPackage.orEmpty())
        return okBundle("{\"cancelled\":$rows}")
    }

    private fun completeVisit(req: Bundle): Bundle {
        val args = req.args
        val uid = Binder.getCallingUid()
        val id = args.getLong("visit_id")
        if (!args.optBoolean("user_confirmed") && !resumes.take(req.resumeToken, uid, "complete_visit")) {
            val token = SecureTokens.next()
            resumes.hold(token, uid, "complete_visit")
            return needsUser(context!!.reviewVisitIntent(id), token)
        }
        val rows = dao.complete(id)
        if (rows == 0) throw VisitFailure(VisitError.NotFound(id))
        return okBundle("{\"completed\":$rows}")
    }

    private suspend fun visitRoster(req: Bundle): Bundle = coroutineScope {
        val mine = async(Dispatchers.IO) { dao.countForNurse(Binder.getCallingUid()) }
        val open = async(Dispatchers.IO) { dao.openCount() }
        okBundle("{\"mine\":" + mine.await() + ",\"open\":" + open.await() + "}")
    }

    private suspend fun myDay(req: Bundle): Bundle {
        val uid = Binder.getCallingUid()
        return coroutineScope {
            val mine = async(Dispatchers.IO) { dao.countForNurse(uid) }
            val open = async(Dispatchers.IO) { dao.openCount() }
            okBundle("{\"mine\":" + mine.await() + ",\"open\":" + open.await() + "}")
        }
    }

    companion object {
        private const val TAG = "VisitProvider"
    }
}
