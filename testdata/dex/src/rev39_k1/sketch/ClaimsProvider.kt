package com.hearthguard.claims

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.Intent
import android.os.Binder
import android.os.Bundle
import android.os.ParcelFileDescriptor
import android.util.Log
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.launch
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withContext
import java.io.File

// ClaimsProvider.kt: Hearthguard's claim tools (hand-written call()).

class ClaimsProvider : ContentProvider() {
    private val graph by lazy { Graph.of(requireContext()) }
    private val repo by lazy { graph.claimRepository() }
    private val sessions by lazy { SessionBook(graph.sessionMint()) }
    private val resumes = ResumeLedger()
    private val scope = CoroutineScope(SupervisorJob() + Dispatchers.IO)

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val pkg = callingPackage
        if (!requireContext().isPartner(uid)) return errorBundle("PERMISSION_DENIED", "not a Hearthguard partner")
        val req = extras ?: Bundle.EMPTY
        if (method == "negotiate") return okBundle(sessions.open(uid))
        if (!sessions.valid(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first", true)
        return when (method) {
            "list_tools" -> okBundle(TOOLS)
            "execute_tool" -> if (req.pastDeadline) errorBundle("DEADLINE_EXCEEDED", "deadline passed") else execute(uid, pkg.orEmpty(), req)
            else -> errorBundle("METHOD_NOT_FOUND", "unknown method")
        }
    }

    private fun execute(uid: Int, pkg: String, req: Bundle): Bundle = when (req.toolName) {
        "claim_status" -> runBlocking { status(req.args.text("claim_no")) }
        "my_claims" -> okBundle(repo.db.mine(pkg))
        "file_claim" -> fileClaim(uid, pkg, req)
        "withdraw_claim" -> withdrawClaim(uid, req)
        "export_claim" -> export(pkg, ExportSpec(File(requireContext().cacheDir, "claims-$uid.json")))
        "claim_letter" -> export(pkg, ExportSpec(File(requireContext().cacheDir, "letter-$uid.json"), ParcelFileDescriptor.MODE_READ_ONLY))
        else -> errorBundle("TOOL_NOT_FOUND", "no such tool")
    }

    private suspend fun status(claimNo: String): Bundle = withContext(Dispatchers.IO) {
        okBundle(repo.db.status(claimNo))
    }

    private fun fileClaim(uid: Int, pkg: String, req: Bundle): Bundle {
        val args = req.args
        val token = req.getString("resume_token") ?: return confirm(uid, "file_claim", FileClaimActivity::class.java, graph.sessionMint())
        if (!resumes.take(token, uid, "file_claim")) return errorBundle("INVALID_REQUEST", "resume token not valid")
        val outcome = cleared { repo.file(args.text("peril"), args.optLong("loss_cents"), pkg) }
        scope.launch { Audit.record(requireContext(), "file_claim", uid) }
        return when (outcome) {
            is ClaimOutcome.Filed -> okBundle("{\"claim_no\":\"${outcome.claimNo}\"}")
            is ClaimOutcome.Rejected -> errorBundle("CONFLICT", outcome.reason)
            is ClaimOutcome.Failed -> {
                Log.w(TAG, "file_claim failed", outcome.cause)
                errorBundle("UNAVAILABLE", "the claims desk is busy", true)
            }
        }
    }

    private fun withdrawClaim(uid: Int, req: Bundle): Bundle {
        val claimNo = req.args.text("claim_no")
        val token = req.getString("resume_token") ?: return confirm(uid, "withdraw_claim", WithdrawActivity::class.java, graph.ticketMint())
        if (!resumes.peek(token, uid, "withdraw_claim")) return errorBundle("INVALID_REQUEST", "resume token not valid")
        val outcome = cleared { repo.withdraw(claimNo, callingPackage.orEmpty()) }
        scope.launch { Audit.record(requireContext(), "withdraw_claim", Binder.getCallingUid()) }
        return when (outcome) {
            is ClaimOutcome.Filed -> okBundle("{\"withdrawn\":\"${outcome.claimNo}\"}")
            is ClaimOutcome.Rejected -> errorBundle("CONFLICT", outcome.reason)
            is ClaimOutcome.Failed -> errorBundle("INTERNAL_ERROR", "withdrawal failed: ${outcome.cause.message}")
        }
    }

    private fun export(pkg: String, spec: ExportSpec): Bundle {
        spec.file.writeText(repo.db.mine(pkg))
        return okFile(spec.file.length()).apply { putParcelable("result_fd", spec.open()) }
    }

    private fun confirm(uid: Int, tool: String, target: Class<*>, mint: TokenMint): Bundle {
        val ctx = requireContext()
        val sheet = Intent(ctx, target).putExtra("tool", tool)
        val pi = PendingIntent.getActivity(ctx, tool.hashCode(), sheet, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
        val token = mint.mint()
        resumes.hold(token, uid, tool)
        return errorBundle("USER_ACTION_REQUIRED", "confirm in Hearthguard").apply {
            putParcelable("resolution", pi)
            putString("resume_token", token.raw)
        }
    }

    companion object {
        private const val TAG = "ClaimsProvider"
        const val TOOLS = "{\"revision\":\"claims-7\",\"tools\":[]}"
    }
}
