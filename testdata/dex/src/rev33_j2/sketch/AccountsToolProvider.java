package com.example.r33j2;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Intent;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;

// Hearthbank accounts: balances, transfers, bill payments, card lock.
public final class AccountsToolProvider extends ContentProvider {
    static final String ACTION_CONFIRM_PAYMENT = "com.example.r33j2.CONFIRM_PAYMENT";
    private Ledger ledger;

    @Override
    public boolean onCreate() {
        ledger = new Ledger(getContext());
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!Signatures.matchesPin(getContext(), uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        switch (method) {
            case "negotiate":
                return Replies.success(Sessions.open(uid));
            case "list_tools":
                if (!Sessions.valid(extras, uid)) {
                    return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
                }
                return Replies.success(Catalog.ACCOUNTS);
            case "execute_tool":
                if (!Sessions.valid(extras, uid)) {
                    return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
                }
                return execute(extras, uid);
            default:
                return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
    }

    private Bundle execute(Bundle extras, int uid) {
        String tool = extras.getString("tool_name", "");
        String args = extras.getString("args", "{}");
        switch (tool) {
            case "get_balance":
                return Replies.success(ledger.balances());
            case "transfer_funds":
                return transfer(extras, args, uid);
            case "pay_bill":
                return payBill(extras, args, uid);
            case "lock_card":
                return lockCard(args);
            default:
                return Replies.error("TOOL_NOT_FOUND", "no such tool");
        }
    }

    private Bundle transfer(Bundle extras, String args, int uid) {
        if (Deadlines.passed(extras)) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        TransferArgs t = TransferArgs.parse(args);
        String resume = extras.getString("resume_token");
        if (resume == null) {
            Intent confirm = new Intent(getContext(), ConfirmActivity.class).putExtra("summary", t.summary());
            PendingIntent pi = PendingIntent.getActivity(getContext(), 1, confirm,
                    PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
            return Replies.userAction(pi, Resumes.issue(uid, args));
        }
        if (!Resumes.redeem(resume, uid, args)) {
            return Replies.error("INVALID_REQUEST", "resume token rejected");
        }
        ledger.transfer(t.from(), t.to(), t.cents());
        return Replies.success("{\"done\":true}");
    }

    private Bundle payBill(Bundle extras, String args, int uid) {
        if (Deadlines.passed(extras)) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        String payee = Args.get(args, "payee");
        String resume = extras.getString("resume_token");
        if (resume == null) {
            Intent confirm = new Intent(ACTION_CONFIRM_PAYMENT);
            confirm.setPackage(getContext().getPackageName());
            confirm.putExtra("summary", "Pay " + payee);
            PendingIntent pi = PendingIntent.getActivity(getContext(), 2, confirm, PendingIntent.FLAG_IMMUTABLE);
            return Replies.userAction(pi, Resumes.issue(uid, args));
        }
        if (!Resumes.redeem(resume, uid, args)) {
            return Replies.error("INVALID_REQUEST", "resume token rejected");
        }
        ledger.payBill(payee, Args.cents(args));
        return Replies.success("{\"paid\":true}");
    }

    // Locking is reversible and urgent ("I lost my card"), so no confirmation.
    private Bundle lockCard(String args) {
        String card = Args.get(args, "card_id");
        ledger.setCardLocked(card, true);
        return Replies.success("{\"locked\":true}");
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        return null;
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        return null;
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        return 0;
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        return 0;
    }
}
