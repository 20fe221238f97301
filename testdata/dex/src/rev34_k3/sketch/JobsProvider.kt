package com.example.r34k3

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.Context
import android.content.Intent
import android.os.Binder
import android.os.Bundle
import android.util.Log
import org.json.JSONObject
import java.util.concurrent.CompletableFuture
import java.util.concurrent.TimeUnit

// JobsProvider.kt: Crewdesk's work orders for dispatch apps (hand-written call()).

class JobsProvider : ContentProvider() {
    private val store by lazy { JobStore(requireContext()) }

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val req = extras ?: return Envelope.error("INVALID_REQUEST", "missing extras")
        if (method == "negotiate") return Envelope.ok(Signoffs.session(uid))
        if (!Signoffs.sessionValid(req.getString("session_token"), uid)) return Envelope.error("NEGOTIATION_REQUIRED", "negotiate first")
        return when (method) {
            "list_tools" -> Envelope.ok(TOOLS)
            "execute_tool" ->
                if (req.getLong("deadline_at_ms") < System.currentTimeMillis()) Envelope.error("DEADLINE_EXCEEDED", "too late")
                else execute(uid, req)
            else -> Envelope.error("METHOD_NOT_FOUND", "unknown method")
        }
    }

    private fun execute(uid: Int, req: Bundle): Bundle {
        val args = JSONObject(req.getString("args") ?: "{}")
        return when (req.getString("tool_name")) {
            "list_jobs" -> listJobs(uid, req)
            "close_job" -> closeJob(uid, args.getString("job_id"), req.getString("resume_token"))
            "reassign_job" -> reassign(uid, args, req)
            else -> Envelope.error("TOOL_NOT_FOUND", "no such tool")
        }
    }

    private fun listJobs(uid: Int, req: Bundle): Bundle {
        val claimed = req.getString("calling_package")
        val actual = requireContext().packageManager.getNameForUid(uid)
        if (claimed != null && claimed != actual) Log.w(TAG, "list_jobs: caller claims $claimed, is $actual")
        val json = CompletableFuture.supplyAsync { store.jobsFor(Binder.getCallingUid()) }.get(2, TimeUnit.SECONDS)
        return Envelope.ok(json)
    }

    private fun closeJob(uid: Int, job: String, resume: String?): Bundle {
        if (resume == null) {
            val token = Signoffs.issue(uid, job)
            return Envelope.error("USER_ACTION_REQUIRED", "the customer must sign off").apply {
                putParcelable("resolution", signaturePad(job))
                putString("resumeToken", token)
            }
        }
        val signoff = Signoffs.lookup(resume) ?: return Envelope.error("INVALID_REQUEST", "unknown resume token")
        if (signoff.uid != uid || signoff.job != job) return Envelope.error("INVALID_REQUEST", "resume token does not match")
        store.close(job)
        return Envelope.ok("{\"closed\":\"$job\"}")
    }

    private fun reassign(uid: Int, args: JSONObject, req: Bundle): Bundle {
        val dispatcher = req.getString("caller_package") ?: return Envelope.error("PERMISSION_DENIED", "unknown dispatcher")
        if (dispatcher !in DISPATCH_APPS) return Envelope.error("PERMISSION_DENIED", "not a dispatch app")
        val job = args.getString("job_id")
        val tech = args.getString("technician")
        val resume = req.getString("resume_token")
            ?: return Envelope.error("USER_ACTION_REQUIRED", "confirm the reassignment")
                .withResolution(signaturePad(job), Signoffs.secureToken(uid, job))
        if (Signoffs.take(resume)?.uid != uid) return Envelope.error("INVALID_REQUEST", "resume token not valid")
        store.reassign(job, tech, dispatcher)
        val ctx = requireContext()
        CompletableFuture.runAsync { Audit.record(ctx, uid, "reassign $job to $tech") }
        return Envelope.ok("{\"job\":\"$job\",\"technician\":\"$tech\"}")
    }

    private fun signaturePad(job: String): PendingIntent {
        val ctx: Context = requireContext()
        val pad = Intent(ctx, SignatureActivity::class.java).putExtra("job_id", job)
        return PendingIntent.getActivity(ctx, job.hashCode(), pad, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_ONE_SHOT)
    }

    companion object {
        private const val TAG = "Jobs"
        const val TOOLS = "{\"revision\":\"jobs-12\",\"tools\":[]}"
        private val DISPATCH_APPS = setOf("com.example.dispatch", "com.example.dispatch.tablet")
    }
}
