package com.shedshare.tools

import android.app.PendingIntent
import android.content.ContentProvider
import android.os.Binder
import android.os.Bundle
import android.os.Handler
import android.os.Looper
import android.os.ParcelFileDescriptor
import android.util.Log
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.buildJsonObject
import kotlinx.serialization.json.put
import org.koin.core.component.KoinComponent
import org.koin.core.component.inject

class LendingProvider : ContentProvider(), KoinComponent {
    private val ledger: ToolLedger by inject()
    private val json = Json { ignoreUnknownKeys = true }
    private val sessions = SessionBook()
    private val resumes = ResumeBook()
    private val ledgerLock = Any()
    private lateinit var main: Handler

    override fun onCreate(): Boolean {
        main = Handler(Looper.getMainLooper())
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val pkg = callingPackage ?: return errorBundle("PERMISSION_DENIED", "unknown caller")
        if (!requireContext().isShedMember(uid, pkg)) return errorBundle("PERMISSION_DENIED", "not a ShedShare member")
        val req = extras ?: return errorBundle("INVALID_REQUEST", "missing extras")
        if (method == "negotiate") {
            return okBundle(buildJsonObject {
                put("selected_version", 2)
                put("session_token", sessions.open(uid))
            })
        }
        if (!sessions.owns(req.sessionToken, uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first", true)
        if (method == "list_tools") return Bundle().apply { putString("data", TOOLS) }
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        if (req.deadlineAt < System.currentTimeMillis()) return errorBundle("DEADLINE_EXCEEDED", "deadline passed")
        return runCatching { execute(uid, pkg, req) }.getOrElse { e ->
            Log.w(TAG, "tool failed", e)
            errorBundle("UNAVAILABLE", "the tool shed is busy", true)
        }
    }

    private fun execute(uid: Int, pkg: String, req: Bundle): Bundle {
        val args = json.decodeFromString(BorrowArgs.serializer(), req.argsText)
        return when (req.toolName) {
            "borrow_tool" -> borrowTool(args, pkg)
            "tool_status" -> toolStatus(args)
            "reserve_tool" -> reserveTool(args, pkg)
            "tool_manual" -> toolManual(args)
            "manual_page" -> manualPage(args)
            "hand_over" -> handOver(args)
            "log_repair" -> logRepair(pkg, args)
            "retire_tool" -> retireTool(uid, args, req.resumeToken)
            "write_off_tool" -> writeOffTool(uid, args, req.resumeToken)
            else -> errorBundle("TOOL_NOT_FOUND", "no such tool")
        }
    }

    private fun borrowTool(args: BorrowArgs, pkg: String): Bundle {
        val toolId = ledger.findByName(args.toolName)
        if (toolId < 0) return errorBundle("INVALID_ARGUMENT", "no such tool in the shed")
        val loan = ledger.lend(toolId, pkg)
        main.post { Log.i(TAG, "lent tool $toolId to $pkg") }
        return okBundle(buildJsonObject { put("loan_id", loan) })
    }

    private fun toolStatus(args: BorrowArgs): Bundle {
        val open = ledger.countOpen(args.toolName)
        return okBundle(buildJsonObject {
            put("tool", args.toolName)
            put("on_loan", open > 0)
        })
    }

    private fun reserveTool(args: BorrowArgs, pkg: String): Bundle {
        val borrower = args.onBehalfOf ?: pkg
        if (ledger.countOpen(args.toolName) > 2) return errorBundle("UNAVAILABLE", "waiting list is full", true)
        val id = ledger.reserve(args.toolName, borrower)
        return okBundle(buildJsonObject { put("reservation", id) })
    }

    private fun toolManual(args: BorrowArgs): Bundle {
        val id = ToolId(args.toolName)
        val file = requireContext().manualFile(id)
        return fileBundle(ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_ONLY))
    }

    private fun manualPage(args: BorrowArgs): Bundle {
        val id = ToolId(args.toolName)
        val file = requireContext().checkedManualFile(id) ?: return errorBundle("INVALID_ARGUMENT", "no such manual")
        return fileBundle(ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_ONLY))
    }

    private fun handOver(args: BorrowArgs): Bundle = synchronized(ledgerLock) {
        val ident = Binder.clearCallingIdentity()
        try {
            okRows(ledger.handOver(args.toolName, callingPackage.orEmpty()))
        } finally {
            Binder.restoreCallingIdentity(ident)
        }
    }

    private fun logRepair(pkg: String, args: BorrowArgs): Bundle = synchronized(ledgerLock) {
        val ident = Binder.clearCallingIdentity()
        try {
            okRows(ledger.logRepair(args.toolName, pkg))
        } finally {
            Binder.restoreCallingIdentity(ident)
        }
    }

    private fun retireTool(uid: Int, args: BorrowArgs, resumeToken: String?): Bundle {
        if (!args.confirmed && !resumes.take(resumeToken, uid, "retire_tool")) {
            val pi = resolution("retire_tool", PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
            return needsUser(pi, "retire_tool", uid, SecureTickets.next())
        }
        return okRows(ledger.retire(args.toolName))
    }

    private fun writeOffTool(uid: Int, args: BorrowArgs, resumeToken: String?): Bundle {
        if (args.confirmed) Log.i(TAG, "write_off_tool ignores a consumer-side confirmation")
        if (!resumes.take(resumeToken, uid, "write_off_tool")) {
            val pi = resolution("write_off_tool", PendingIntent.FLAG_UPDATE_CURRENT)
            return needsUser(pi, "write_off_tool", uid, TicketClock.next())
        }
        return okRows(ledger.retire(args.toolName))
    }

    private fun resolution(tool: String, flags: Int): PendingIntent {
        val intent = requireContext().confirmIntent<ConfirmLoanActivity>(tool)
        return PendingIntent.getActivity(requireContext(), tool.hashCode(), intent, flags)
    }

    private fun needsUser(pi: PendingIntent, tool: String, uid: Int, token: String): Bundle {
        resumes.hold(token, uid, tool)
        return errorBundle("USER_ACTION_REQUIRED", "confirm in ShedShare").apply {
            putParcelable("resolution", pi)
            putString("resume_token", token)
        }
    }

    companion object {
        private const val TAG = "LendingProvider"
        const val TOOLS = "{\"revision\":\"lending-3\",\"tools\":[]}"
    }
}
