package com.example.r33k1

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.Context
import android.content.Intent
import android.os.Binder
import android.os.Bundle
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withContext

// LatchkeyProvider.kt: Latchkey's CETP v2 provider (smart locks).

class LatchkeyProvider : ContentProvider() {
    override fun onCreate(): Boolean {
        LockHub.prefs = context!!.getSharedPreferences("latchkey", Context.MODE_PRIVATE)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        if (!ctx.isTrustedCaller(uid)) return errorReply("PERMISSION_DENIED", "caller not allowed")
        if (method == "negotiate") return successReply(Sessions.open(uid))
        val req = extras ?: return errorReply("INVALID_REQUEST", "missing extras")
        if (!Sessions.valid(req.sessionToken, uid)) return errorReply("NEGOTIATION_REQUIRED", "negotiate first")
        return when (method) {
            "list_tools" -> successReply(CATALOG)
            "execute_tool" -> execute(ctx, uid, req)
            "get_operation" -> operation(ctx, req)
            "cancel_operation" -> cancel(ctx, uid, req)
            else -> errorReply("METHOD_NOT_FOUND", "unknown method")
        }
    }

    private fun execute(ctx: Context, uid: Int, req: Bundle): Bundle {
        val cmd = LockCommand.parse(req.toolName, req.argsJson) ?: return errorReply("TOOL_NOT_FOUND", "no such tool")
        // lock_all is the panic button: it must never be refused
        if (cmd is LockCommand.LockAll) return successReply("{\"locked\":${LockHub.lockAll(uid)}}")
        if (req.deadlinePassed) return errorReply("DEADLINE_EXCEEDED", "deadline passed")
        return when (cmd) {
            is LockCommand.DoorState -> doorState(cmd)
            is LockCommand.Unlock -> unlock(ctx, uid, cmd)
            is LockCommand.Lock -> lock(uid, cmd)
            is LockCommand.History -> history(cmd)
            is LockCommand.Rekey -> rekey(ctx, uid, cmd)
            is LockCommand.InviteGuest -> invite(ctx, uid, cmd, req.resumeToken)
            is LockCommand.RegisterPhoneKey -> registerPhoneKey(ctx, uid, cmd)
            is LockCommand.ListPhoneKeys -> listPhoneKeys(ctx, uid)
            is LockCommand.LockAll -> errorReply("INVALID_REQUEST", "unreachable")
        }
    }

    private fun doorState(cmd: LockCommand.DoorState): Bundle = runBlocking {
        val viewer = Binder.getCallingUid()
        val json = withContext(Dispatchers.IO) { LockHub.state(cmd.door, viewer, cmd.force) }
        successReply(json)
    }

    private fun unlock(ctx: Context, uid: Int, cmd: LockCommand.Unlock): Bundle {
        if (!cmd.approved) return needsUser(ctx, "unlock_door", cmd.door, null)
        LockHub.setLocked(cmd.door, false, uid)
        return successReply("{\"unlocked\":\"${cmd.door}\"}")
    }

    private fun lock(uid: Int, cmd: LockCommand.Lock): Bundle {
        val ident = Binder.clearCallingIdentity()
        try {
            LockHub.setLocked(cmd.door, true, uid)
        } finally {
            Binder.restoreCallingIdentity(ident)
        }
        return successReply("{\"locked\":\"${cmd.door}\"}")
    }

    private fun history(cmd: LockCommand.History): Bundle = runBlocking {
        val json = withContext(Dispatchers.IO) {
            LockHub.history(cmd.door, cmd.days, Binder.getCallingUid())
        }
        successReply(json)
    }

    private fun rekey(ctx: Context, uid: Int, cmd: LockCommand.Rekey): Bundle {
        val op = OperationStore.start(ctx, uid, "rekey_lock")
        val ident = Binder.clearCallingIdentity()
        try {
            ctx.startService(Intent(ctx, RekeyService::class.java).apply {
                putExtra("door", cmd.door)
                putExtra("operation_id", op.value)
                putExtra("requested_by", Binder.getCallingUid())
            })
        } finally {
            Binder.restoreCallingIdentity(ident)
        }
        return Bundle().apply {
            putString("status", "accepted")
            putInt("protocol_version", 2)
            putString("data", "{\"operation_id\":\"${op.value}\",\"poll_after_ms\":1000}")
        }
    }

    private fun invite(ctx: Context, uid: Int, cmd: LockCommand.InviteGuest, resume: ResumeToken?): Bundle {
        if (resume == null) {
            val token = ResumeToken.mint()
            PendingInvites.hold(token, Invite(uid, cmd.door, cmd.guest))
            return needsUser(ctx, "invite_guest", cmd.guest, token)
        }
        val invite = PendingInvites.take(resume, uid) ?: return errorReply("INVALID_REQUEST", "resume token not valid")
        GuestBook.add(invite.door, invite.guest)
        return successReply("{\"invited\":\"${invite.guest}\"}")
    }

    private fun registerPhoneKey(ctx: Context, uid: Int, cmd: LockCommand.RegisterPhoneKey): Bundle {
        val pkg = ctx.ownerPackage(uid) ?: return errorReply("PERMISSION_DENIED", "unknown caller")
        GuestBook.addPhoneKey(cmd.door, pkg)
        return successReply("{\"door\":\"${cmd.door}\",\"key\":\"$pkg\"}")
    }

    private fun listPhoneKeys(ctx: Context, uid: Int): Bundle {
        val pkg = ctx.soleOwner(uid) ?: return errorReply("PERMISSION_DENIED", "ambiguous caller")
        return successReply(GuestBook.phoneKeysOf(pkg))
    }

    private fun operation(ctx: Context, req: Bundle): Bundle {
        val id = OperationId(req.getString("operation_id").orEmpty())
        val op = OperationStore.load(ctx, id) ?: return errorReply("INVALID_REQUEST", "unknown operation")
        return successReply(op.toString())
    }

    private fun cancel(ctx: Context, uid: Int, req: Bundle): Bundle {
        val id = OperationId(req.getString("operation_id").orEmpty())
        val op = OperationStore.load(ctx, id)?.takeIf { it.optInt("uid", -1) == uid }
            ?: return errorReply("INVALID_REQUEST", "unknown operation")
        OperationStore.requestCancel(ctx, id, op)
        return successReply("{\"state\":\"cancellation_requested\"}")
    }

    private fun needsUser(ctx: Context, tool: String, subject: String, token: ResumeToken?): Bundle {
        val sheet = Intent(ctx, ConfirmActivity::class.java).putExtra("tool", tool).putExtra("subject", subject)
        return errorReply("USER_ACTION_REQUIRED", "confirm in Latchkey").apply {
            putParcelable("resolution", PendingIntent.getActivity(ctx, 0, sheet, PendingIntent.FLAG_IMMUTABLE))
            if (token != null) putString("resume_token", token.value)
        }
    }

    companion object {
        const val CATALOG = "{\"revision\":\"latchkey-7\",\"tools\":[]}"
    }
}
