package com.pawsbook.clinic

import android.app.PendingIntent
import android.content.ContentProvider
import android.os.Binder
import android.os.Bundle
import android.os.ParcelFileDescriptor
import android.util.Log
import io.reactivex.rxjava3.schedulers.Schedulers
import org.json.JSONObject
import java.io.File

class BookingProvider : ContentProvider() {
    private val api: PetsApi by lazy { ClinicApi.create(requireContext()) }
    private val sessions = SessionBook()
    private val resumes = ResumeBook()
    private val cancelTokens: TokenSource = CounterTokens("cv")
    private val dischargeTokens: TokenSource = SecureTokens

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val pkg = callingPackage ?: return errorBundle("PERMISSION_DENIED", "unknown caller")
        if (!isClinicPartner(requireContext(), uid, pkg)) return errorBundle("PERMISSION_DENIED", "not a clinic partner")
        val req = extras ?: return errorBundle("INVALID_REQUEST", "missing extras")
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"${sessions.open(uid)}\"}")
        if (!sessions.owns(req.sessionToken, uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first", true)
        return when (method) {
            "list_tools" -> okBundle(TOOLS)
            "execute_tool" ->
                if (req.deadlineAt < System.currentTimeMillis()) errorBundle("DEADLINE_EXCEEDED", "deadline passed")
                else execute(uid, req)
            else -> errorBundle("METHOD_NOT_FOUND", "unknown method")
        }
    }

    private fun execute(uid: Int, req: Bundle): Bundle {
        val args = req.args
        return when (req.toolName) {
            "book_visit" -> bookVisit(args)
            "move_visit" -> moveVisit(uid, args)
            "cancel_visit" -> cancelVisit(uid, args, req.resumeToken)
            "discharge_pet" -> dischargePet(uid, args, req.resumeToken)
            "export_chart" -> exportChart(args)
            "vaccine_card" -> vaccineCard(args)
            else -> errorBundle("TOOL_NOT_FOUND", "no such tool")
        }
    }

    private fun bookVisit(args: JSONObject): Bundle =
        api.pet(args.getString("pet_id"))
            .subscribeOn(Schedulers.io())
            .flatMap { pet -> api.book(pet, args.getString("slot"), Binder.getCallingUid()) }
            .observeOn(Schedulers.computation())
            .map { it.toBundle() }
            .onErrorReturn { errorBundle("INTERNAL_ERROR", "booking failed: ${it.message}") }
            .blockingGet()

    private fun moveVisit(uid: Int, args: JSONObject): Bundle {
        val slot = args.getString("slot")
        return api.visit(args.getString("visit_id"))
            .toSingle()
            .subscribeOn(Schedulers.io())
            .flatMap { visit -> api.move(visit, slot, uid) }
            .observeOn(Schedulers.computation())
            .map { it.toBundle() }
            .doOnError { Log.w(TAG, "move_visit failed", it) }
            .onErrorReturn { errorBundle("UNAVAILABLE", "the clinic calendar is busy", true) }
            .blockingGet()
    }

    private fun cancelVisit(uid: Int, args: JSONObject, resumeToken: String?): Bundle {
        val visitId = args.getString("visit_id")
        if (!args.optBoolean("confirmed") && !resumes.take(resumeToken, uid, "cancel_visit")) {
            val pi = requireContext().resolutionFor<ConfirmVisitActivity>("cancel_visit")
            return needsUser(pi, "cancel_visit", uid, cancelTokens)
        }
        val ident = Binder.clearCallingIdentity()
        try {
            api.cancel(visitId, uid).subscribeOn(Schedulers.io()).blockingAwait()
        } finally {
            Binder.restoreCallingIdentity(ident)
        }
        return okBundle("{\"cancelled\":\"$visitId\"}")
    }

    private fun dischargePet(uid: Int, args: JSONObject, resumeToken: String?): Bundle {
        val petId = args.getString("pet_id")
        if (args.has("confirmed")) Log.i(TAG, "discharge_pet ignores a consumer-side confirmation")
        if (!resumes.take(resumeToken, uid, "discharge_pet")) {
            val pi = requireContext().resolutionFor<ConfirmVisitActivity>("discharge_pet")
            return needsUser(pi, "discharge_pet", uid, dischargeTokens)
        }
        val ident = Binder.clearCallingIdentity()
        try {
            api.discharge(petId, callingPackage.orEmpty()).subscribeOn(Schedulers.io()).blockingAwait()
        } finally {
            Binder.restoreCallingIdentity(ident)
        }
        return okBundle("{\"discharged\":\"$petId\"}")
    }

    private fun needsUser(pi: PendingIntent, tool: String, uid: Int, tokens: TokenSource): Bundle {
        val token = tokens.next()
        resumes.hold(token, uid, tool)
        return errorBundle("USER_ACTION_REQUIRED", "confirm in Pawsbook").apply {
            putParcelable("resolution", pi)
            putString("resume_token", token)
        }
    }

    private fun exportChart(args: JSONObject): Bundle {
        val file = File(requireContext().filesDir, "charts/" + args.getString("pet_id").hashCode() + ".json")
        return fileBundle(ParcelFileDescriptor.open(file, CHART_MODE))
    }

    private fun vaccineCard(args: JSONObject): Bundle {
        val file = File(requireContext().filesDir, "cards/" + args.getString("pet_id").hashCode() + ".json")
        return fileBundle(ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_ONLY))
    }

    companion object {
        private const val TAG = "BookingProvider"
        const val CHART_MODE = ParcelFileDescriptor.MODE_READ_WRITE or ParcelFileDescriptor.MODE_CREATE
        const val TOOLS = "{\"revision\":\"booking-3\",\"tools\":[]}"
    }
}
