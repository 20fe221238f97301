package com.example.r35k1

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.Intent
import android.os.Binder
import android.os.Bundle
import android.os.ParcelFileDescriptor
import android.util.Log
import java.io.File
import java.util.concurrent.Executors

// LoanProvider.kt: Shelfmark's loan desk tools (hand-written call()).

class LoanProvider : ContentProvider() {
    private val io = Executors.newSingleThreadExecutor()
    private val sessions = SessionBook()
    private val resumes = ResumeBook()
    private val catalog by lazy { CatalogDb(requireContext()) }

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val pkg = callingPackage
        if (!requireContext().isLibraryApp(uid)) return errorBundle("PERMISSION_DENIED", "not a Shelfmark partner")
        val req = extras ?: Bundle.EMPTY
        if (method == "negotiate") return okBundle(sessions.open(uid))
        if (!sessions.valid(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first", true)
        return when (method) {
            "list_tools" -> okBundle(TOOLS)
            "execute_tool" -> if (req.pastDeadline) errorBundle("DEADLINE_EXCEEDED", "deadline passed") else execute(uid, pkg, req)
            else -> errorBundle("METHOD_NOT_FOUND", "unknown method")
        }
    }

    private fun execute(uid: Int, pkg: String?, req: Bundle): Bundle = when (req.toolName) {
        "search_catalog" -> search(req.args.text("title"))
        "browse_shelf" -> okBundle(catalog.shelf(shelfQuery(req.args.text("shelf"))))
        "renew_loan" -> renewLoan(uid, req)
        "pay_fine" -> payFine(uid, pkg, req)
        "export_history" -> exportHistory(uid)
        "reading_list" -> readingList(uid)
        else -> errorBundle("TOOL_NOT_FOUND", "no such tool")
    }

    private fun search(title: String): Bundle {
        val ctx = requireContext()
        io.execute { Analytics.searched(ctx, title) }
        return runCatching { okBundle(catalog.search(title)) }.getOrElse {
            Log.w(TAG, "catalogue search failed", it)
            errorBundle("UNAVAILABLE", "the catalogue is busy", true)
        }
    }

    private fun renewLoan(uid: Int, req: Bundle): Bundle {
        val (loan, confirmed) = req.args.renewal()
        val token = req.getString("resume_token")
        if (!confirmed && token == null) return confirmation(uid, "renew_loan", RenewActivity::class.java, loan.raw)
        if (token != null && resumes.take(token, uid) == null) return errorBundle("INVALID_REQUEST", "resume token not valid")
        val ident = Binder.clearCallingIdentity()
        try {
            catalog.renew(loan, callingPackage)
        } finally {
            Binder.restoreCallingIdentity(ident)
        }
        return okBundle("{\"renewed\":\"${loan.raw}\"}")
    }

    private fun payFine(uid: Int, pkg: String?, req: Bundle): Bundle {
        val cents = req.args.optInt("amount_cents", 0)
        if (req.args.optBoolean("confirmed")) Log.i(TAG, "pay_fine: Consumer-side confirmation ignored")
        val token = req.getString("resume_token") ?: return confirmation(uid, "pay_fine", FineActivity::class.java, cents.toString())
        val pending = resumes.find(token) ?: return errorBundle("INVALID_REQUEST", "resume token not valid")
        if (pending.uid != uid || pending.tool != "pay_fine") return errorBundle("INVALID_REQUEST", "resume token not valid")
        val ident = Binder.clearCallingIdentity()
        try {
            catalog.payFine(cents, pkg)
        } finally {
            Binder.restoreCallingIdentity(ident)
        }
        return okBundle("{\"paid_cents\":$cents}")
    }

    private fun exportHistory(uid: Int): Bundle = runCatching {
        val file = File(requireContext().cacheDir, "history-$uid.json")
        file.writeText(catalog.history(uid))
        val fd = ParcelFileDescriptor.open(file, HISTORY_MODE)
        okFile(file.length()).apply { putParcelable("result_fd", fd) }
    }.getOrElse { errorBundle("INTERNAL_ERROR", "export failed: ${it.message}") }

    private fun readingList(uid: Int): Bundle {
        val (source, sink) = ParcelFileDescriptor.createPipe()
        val bytes = catalog.history(uid).toByteArray()
        io.execute { sink.use { ParcelFileDescriptor.AutoCloseOutputStream(it).write(bytes) } }
        return okFile(bytes.size.toLong()).apply { putParcelable("result_fd", source) }
    }

    private fun confirmation(uid: Int, tool: String, target: Class<*>, detail: String): Bundle {
        val ctx = requireContext()
        val sheet = Intent(ctx, target).apply {
            putExtra("tool", tool)
            putExtra("detail", detail)
        }
        val pi = PendingIntent.getActivity(ctx, tool.hashCode(), sheet, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
        return errorBundle("USER_ACTION_REQUIRED", "confirm in Shelfmark").also {
            it.putParcelable("resolution", pi)
            it.putString("resume_token", resumes.issue(uid, tool))
        }
    }

    companion object {
        private const val TAG = "LoanProvider"
        const val HISTORY_MODE = ParcelFileDescriptor.MODE_READ_WRITE
        const val TOOLS = "{\"revision\":\"loans-7\",\"tools\":[]}"
    }
}
