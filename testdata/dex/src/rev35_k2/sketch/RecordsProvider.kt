package com.example.r35k2

import android.content.ContentProvider
import android.content.Context
import android.os.Binder
import android.os.Bundle
import android.os.ParcelFileDescriptor
import android.util.Log
import org.json.JSONObject
import java.io.FileNotFoundException
import java.util.concurrent.Executors

// RecordsProvider.kt: Pawprint's pet records (hand-written call()).

class RecordsProvider : ContentProvider() {
    private val worker = Executors.newCachedThreadPool()
    private val sessions = Sessions()
    private val store by lazy { RecordStore(requireContext()) }

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = requireContext()
        if (!ctx.isClinicPartner(uid)) return Failure.Refused("PERMISSION_DENIED", "not a partner app").toBundle()
        val req = extras ?: return Failure.Refused("INVALID_REQUEST", "missing extras").toBundle()
        if (method == "negotiate") return success(sessions.open(uid))
        if (!sessions.owns(req.getString("session_token"), uid)) return Failure.Refused("NEGOTIATION_REQUIRED", "negotiate first", true).toBundle()
        if (method == "list_tools") return success(CATALOG)
        if (method != "execute_tool") return Failure.Refused("METHOD_NOT_FOUND", "unknown method").toBundle()
        if (req.getLong("deadline_at_ms") < System.currentTimeMillis()) return Failure.Refused("DEADLINE_EXCEEDED", "deadline passed").toBundle()
        val args = JSONObject(req.getString("args") ?: "{}")
        return runCatching { dispatch(ctx, uid, req, args) }.getOrElse { Failure.Crashed(it).toBundle() }
    }

    private fun dispatch(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle = when (val tool = req.getString("tool_name")) {
        "get_record" -> success(store.record(args.getString("pet_id")))
        "vaccine_certificate" -> vaccineCertificate(args.getString("pet_id"))
        "lab_results" -> labResults(args.getString("pet_id"))
        "share_record" -> shareRecord(ctx, uid, req, args)
        "request_refill" -> requestRefill(ctx, uid, req, args)
        "archive_record" -> archiveRecord(ctx, uid, req, args)
        else -> Failure.Refused("TOOL_NOT_FOUND", "no tool $tool").toBundle()
    }

    private fun vaccineCertificate(petId: String): Bundle {
        val pdf = try {
            store.certificate(petId)
        } catch (e: FileNotFoundException) {
            Log.w(TAG, "certificate missing", e)
            return Failure.Refused("INVALID_ARGS", "no certificate on file").toBundle()
        }
        val (sink, source) = ParcelFileDescriptor.createPipe()
        worker.execute { ParcelFileDescriptor.AutoCloseOutputStream(sink).use { it.write(pdf) } }
        return fileReply(pdf.size.toLong()).apply { putParcelable(KEY_RESULT_FD, source) }
    }

    private fun labResults(petId: String): Bundle {
        val json = store.labs(petId).toByteArray()
        val (readEnd, writeEnd) = ParcelFileDescriptor.createPipe()
        worker.execute { writeEnd.use { ParcelFileDescriptor.AutoCloseOutputStream(it).write(json) } }
        return fileReply(json.size.toLong()).apply { putParcelable(KEY_RESULT_FD, readEnd) }
    }

    private fun shareRecord(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        val petId = args.getString("pet_id")
        val clinic = args.getString("clinic")
        val token = req.getString("resume_token")
            ?: return needsUser(
                ResolutionBuilder(ctx)
                    .target(ShareConsentActivity::class.java)
                    .requestCode(REQ_SHARE)
                    .extra("pet_id", petId)
                    .extra("clinic", clinic)
                    .allowFillIn()
                    .build(),
                sessions.resumeFor(uid, "share_record"),
            )
        if (!sessions.redeem(token, uid, "share_record")) return Failure.Refused("INVALID_REQUEST", "resume token not valid").toBundle()
        store.share(petId, clinic, ctx.requesterOf(uid))
        return success("{\"shared\":true}")
    }

    private fun requestRefill(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        val petId = args.getString("pet_id")
        val token = req.getString("resume_token")
        if (token == null) {
            val approval = ResolutionBuilder(ctx)
                .component(PHARMACY_PACKAGE, "$PHARMACY_PACKAGE.RefillApprovalActivity")
                .requestCode(REQ_REFILL)
                .extra("pet_id", petId)
                .build()
            return needsUser(approval, sessions.resumeFor(uid, "request_refill"))
        }
        if (!sessions.redeem(token, uid, "request_refill")) return Failure.Refused("INVALID_REQUEST", "resume token not valid").toBundle()
        return success(store.refill(petId, args.getString("medication")))
    }

    private fun archiveRecord(ctx: Context, uid: Int, req: Bundle, args: JSONObject): Bundle {
        val petId = args.getString("pet_id")
        val token = req.getString("resume_token")
        if (token == null) {
            val sheet = ResolutionBuilder(ctx).target(ArchiveActivity::class.java).requestCode(REQ_ARCHIVE).extra("pet_id", petId).build()
            return needsUser(sheet, sessions.resumeFor(uid, "archive_record"))
        }
        if (!sessions.redeem(token, uid, "archive_record")) return Failure.Refused("INVALID_REQUEST", "resume token not valid").toBundle()
        store.archive(petId)
        return success("{\"archived\":true}")
    }

    companion object {
        private const val TAG = "RecordsProvider"
        private const val REQ_SHARE = 11
        private const val REQ_REFILL = 12
        private const val REQ_ARCHIVE = 13
        const val PHARMACY_PACKAGE = "com.pawprint.pharmacy"
        const val CATALOG = "{\"revision\":\"records-4\",\"tools\":[]}"
    }
}
