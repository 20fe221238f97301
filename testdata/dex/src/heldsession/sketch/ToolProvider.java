package com.example.tke;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.Intent;
import android.content.pm.PackageManager;
import android.os.Binder;
import android.os.Bundle;
import android.os.Process;
import java.util.concurrent.ConcurrentHashMap;

// A v2 tool provider whose five tools all need the user's confirmation: execute_tool answers
// USER_ACTION_REQUIRED with a resolution PendingIntent and a fresh resume_token, and keeps the
// pending call in that tool's own map under the token; execute_tool (or the older "resume")
// with the resume_token then looks it up and runs the tool.
public class ToolProvider extends ContentProvider {
    private final SessionStore sessions = new SessionStore();
    private final Backend backend = new Backend();
    private final ConcurrentHashMap<String, PendingTransfer> transfers = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, Pending> payments = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, PendingShare> shares = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, PendingDeletion> deletions = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, PendingInvite> invites = new ConcurrentHashMap<>();

    @Override public boolean onCreate() {
        return true;
    }

    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        PackageManager pm = getContext().getPackageManager();
        if (pm.checkSignatures(uid, Process.myUid()) != PackageManager.SIGNATURE_MATCH) {
            return Replies.error(null, "PERMISSION_DENIED", "caller not allowed", false);
        }
        if ("negotiate".equals(method)) return Replies.negotiated(sessions.open(uid));
        if (!"execute_tool".equals(method) && !"resume".equals(method)) {
            return Replies.error(null, "METHOD_NOT_FOUND", "unknown method", false);
        }
        if (extras == null) return Replies.error(null, "INVALID_REQUEST", "missing extras", false);
        String requestId = extras.getString("request_id");
        if (sessions.enter(extras.getString("session_token"), uid) == null) {
            return Replies.error(requestId, "NEGOTIATION_REQUIRED", "negotiate first", true);
        }
        if (extras.getLong("deadline_at_ms") <= System.currentTimeMillis()) {
            return Replies.error(requestId, "DEADLINE_EXCEEDED", "deadline passed", false);
        }
        String tool = extras.getString("tool_name");
        if ("resume".equals(method) || extras.getString("resume_token") != null) {
            return resume(tool, requestId, extras);
        }
        return start(tool, uid, requestId, extras);
    }

    private Bundle start(String tool, int uid, String requestId, Bundle extras) {
        String args = extras.getString("args");
        String token = Tokens.next();
        if ("transfer_funds".equals(tool)) {
            transfers.put(token, new PendingTransfer(uid, args, requestId));
        } else if ("pay_invoice".equals(tool)) {
            payments.put(token, new PendingPayment(uid, args));
        } else if ("share_album".equals(tool)) {
            shares.put(token, new PendingShare(sessions.current(), args));
        } else if ("delete_backup".equals(tool)) {
            deletions.put(token, new PendingDeletion(uid, args));
        } else if ("accept_invite".equals(tool)) {
            invites.put(token, new PendingInvite(uid, args, sessions.current()));
        } else {
            return Replies.error(requestId, "TOOL_NOT_FOUND", "no such tool", false);
        }
        return Replies.needsUser(requestId, confirmation(tool), token);
    }

    private PendingIntent confirmation(String tool) {
        Intent intent = new Intent(getContext(), ConfirmActivity.class);
        intent.putExtra("tool_name", tool);
        return PendingIntent.getActivity(getContext(), 0, intent,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    private Bundle resume(String tool, String requestId, Bundle extras) {
        if ("transfer_funds".equals(tool)) return resumeTransfer(requestId, extras);
        if ("pay_invoice".equals(tool)) return resumePayment(requestId, extras);
        if ("share_album".equals(tool)) return resumeShare(requestId, extras);
        if ("delete_backup".equals(tool)) return resumeDeletion(requestId, extras);
        if ("accept_invite".equals(tool)) return resumeInvite(requestId, extras);
        return Replies.error(requestId, "TOOL_NOT_FOUND", "no such tool", false);
    }

    // N1: ownerUid is declared by PendingBase, the entry is a PendingTransfer
    private Bundle resumeTransfer(String requestId, Bundle extras) {
        String token = extras.getString("resume_token");
        PendingTransfer t = transfers.get(token);
        if (t == null || t.expired()) return Replies.error(requestId, "INVALID_REQUEST", "unknown resume token", false);
        if (t.ownerUid != Binder.getCallingUid()) {
            return Replies.error(requestId, "INVALID_REQUEST", "resume token issued to another caller", false);
        }
        if (!t.requestId.equals(requestId) || !t.args.equals(extras.getString("args"))) {
            return Replies.error(requestId, "INVALID_REQUEST", "request changed since confirmation", false);
        }
        transfers.remove(token);
        backend.apply("transfer_funds", t.args);
        return Replies.success(requestId, "{\"kind\":\"inline\",\"value\":{\"status\":\"sent\"}}");
    }

    // N2: looked up as a Pending, cast to PendingPayment only for the owner check
    private Bundle resumePayment(String requestId, Bundle extras) {
        String token = extras.getString("resume_token");
        Pending p = payments.get(token);
        if (p == null || p.expired()) return Replies.error(requestId, "INVALID_REQUEST", "unknown resume token", false);
        if (!p.args().equals(extras.getString("args"))) {
            return Replies.error(requestId, "INVALID_REQUEST", "arguments changed since confirmation", false);
        }
        PendingPayment payment = (PendingPayment) p;
        if (payment.callerUid != Binder.getCallingUid()) {
            return Replies.error(requestId, "INVALID_REQUEST", "resume token issued to another caller", false);
        }
        payments.remove(token);
        backend.apply("pay_invoice", payment.args);
        return Replies.success(requestId, "{\"kind\":\"inline\",\"value\":{\"status\":\"paid\"}}");
    }

    // N3: the owner is the UID of the session the entry was created in
    private Bundle resumeShare(String requestId, Bundle extras) {
        String token = extras.getString("resume_token");
        PendingShare s = shares.get(token);
        if (s == null) return Replies.error(requestId, "INVALID_REQUEST", "unknown resume token", false);
        if (s.session.ownerUid != Binder.getCallingUid()) {
            return Replies.error(requestId, "INVALID_REQUEST", "resume token issued to another caller", false);
        }
        if (!s.args.equals(extras.getString("args"))) {
            return Replies.error(requestId, "INVALID_REQUEST", "arguments changed since confirmation", false);
        }
        shares.remove(token);
        backend.apply("share_album", s.args);
        return Replies.success(requestId, "{\"kind\":\"inline\",\"value\":{\"status\":\"shared\"}}");
    }

    // TP1: the entry records ownerUid, nothing compares it
    private Bundle resumeDeletion(String requestId, Bundle extras) {
        String token = extras.getString("resume_token");
        PendingDeletion d = deletions.get(token);
        if (d == null) return Replies.error(requestId, "INVALID_REQUEST", "unknown resume token", false);
        if (!d.args.equals(extras.getString("args"))) {
            return Replies.error(requestId, "INVALID_REQUEST", "arguments changed since confirmation", false);
        }
        deletions.remove(token);
        backend.apply("delete_backup", d.args);
        return Replies.success(requestId, "{\"kind\":\"inline\",\"value\":{\"status\":\"deleted\"}}");
    }

    // TP2: the caller's current session is checked, the invite's inviterUid never is
    private Bundle resumeInvite(String requestId, Bundle extras) {
        if (sessions.current().ownerUid != Binder.getCallingUid()) {
            return Replies.error(requestId, "NEGOTIATION_REQUIRED", "session belongs to another caller", true);
        }
        String token = extras.getString("resume_token");
        PendingInvite invite = invites.get(token);
        if (invite == null) return Replies.error(requestId, "INVALID_REQUEST", "unknown resume token", false);
        if (!invite.args.equals(extras.getString("args"))) {
            return Replies.error(requestId, "INVALID_REQUEST", "arguments changed since confirmation", false);
        }
        invites.remove(token);
        backend.apply("accept_invite", invite.args);
        return Replies.success(requestId, "{\"kind\":\"inline\",\"value\":{\"status\":\"joined\"}}");
    }
}
