package com.visitloop.care

import android.content.ContentProvider
import android.os.Binder
import android.os.Bundle
import android.util.Log
import dagger.hilt.android.EntryPointAccessors
import org.json.JSONObject

class RosterProvider : ContentProvider() {
    private val entry: CareEntryPoint by lazy {
        EntryPointAccessors.fromApplication(context!!, CareEntryPoint::class.java)
    }
    private val directory: NurseDirectory get() = entry.nurseDirectory()
    private val resumeTokens: TokenSource get() = entry.resumeTokens()
    private val resumes = ResumeBook()
    private val sessions by lazy { SessionBook((context!!.applicationContext as VisitApp).sessionTokens) }
    private val calendar = ShiftCalendar()

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val pkg = callingPackage ?: return errorBundle("PERMISSION_DENIED", "unknown caller")
        if (!context!!.isCareTeam(uid, pkg)) return errorBundle("PERMISSION_DENIED", "not a care-team app")
        val req = extras ?: Bundle.EMPTY
        if (method == "negotiate") return okBundle("{\"session_token\":\"" + sessions.open(uid) + "\"}")
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        if (!sessions.owns(req.sessionToken, uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (req.deadlineAt in 1 until System.currentTimeMillis()) return errorBundle("DEADLINE_EXCEEDED", "too late")
        return try {
            dispatch(uid, req.toolName, req.args, req.resumeToken)
        } catch (e: Exception) {
            Log.w(TAG, "roster tool failed", e)
            errorBundle("INTERNAL_ERROR", "the roster is unavailable", true)
        }
    }

    private fun dispatch(uid: Int, tool: String, args: JSONObject, resume: String?): Bundle = when (tool) {
        "find_nurse" -> okBundle("{\"nurse\":" + directory.lookup(args.getString("name")) + "}")
        "nurse_shifts" -> okBundle("{\"shifts\":" + directory.shifts(args.getString("name")) + "}")
        "swap_shift" -> swapShift(uid, args, resume)
        "release_shift" -> releaseShift(uid, args, resume)
        "sync_calendar" -> syncCalendar(args)
        "sync_contacts" -> syncContacts(uid, args)
        else -> errorBundle("TOOL_NOT_FOUND", "no such tool")
    }

    private fun swapShift(uid: Int, args: JSONObject, resume: String?): Bundle {
        val shift = args.getLong("shift_id")
        if (!resumes.take(resume, uid, "swap_shift")) {
            val token = resumeTokens.next()
            resumes.hold(token, uid, "swap_shift")
            return needsUser(context!!.confirmShiftIntent(shift), token)
        }
        calendar.swap(shift, uid)
        return okBundle("{\"swapped\":$shift}")
    }

    private fun releaseShift(uid: Int, args: JSONObject, resume: String?): Bundle {
        val shift = args.getLong("shift_id")
        if (!resumes.take(resume, uid, "release_shift")) {
            val token = SecureTokens.next()
            resumes.hold(token, uid, "release_shift")
            return needsUser(context!!.releaseShiftIntent(shift), token)
        }
        calendar.release(shift, uid)
        return okBundle("{\"released\":$shift}")
    }

    private fun syncCalendar(args: JSONObject): Bundle {
        val ident = Binder.clearCallingIdentity()
        try {
            val owner = Binder.getCallingUid()
            calendar.publish(args.getLong("week"), owner)
        } finally {
            Binder.restoreCallingIdentity(ident)
        }
        return okBundle("{\"synced\":true}")
    }

    private fun syncContacts(uid: Int, args: JSONObject): Bundle {
        val ident = Binder.clearCallingIdentity()
        try {
            calendar.publish(args.getLong("week"), uid)
        } finally {
            Binder.restoreCallingIdentity(ident)
        }
        return okBundle("{\"synced\":true}")
    }

    companion object {
        private const val TAG = "RosterProvider"
    }
}

class ShiftCalendar {
    private val swaps = java.util.concurrent.ConcurrentHashMap<Long, Int>()

    fun swap(shift: Long, uid: Int) {
        swaps[shift] = uid
    }

    fun release(shift: Long, uid: Int) {
        swaps.remove(shift, uid)
    }

    fun publish(week: Long, owner: Int) {
        Log.i("ShiftCalendar", "publish week $week for $owner")
    }
}
