package com.example.r33j2;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Intent;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;

// Payees (beneficiaries), added later by a second team on the same envelope helpers.
public final class PayeesToolProvider extends ContentProvider {
    private Payees payees;

    @Override
    public boolean onCreate() {
        payees = new Payees(getContext());
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!Callers.isPartner(getContext(), uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        if ("negotiate".equals(method)) {
            return Replies.success(Sessions.open(uid));
        }
        if (extras == null || extras.getInt("protocol_version") != 2) {
            return Replies.error("INVALID_REQUEST", "protocol_version 2 required");
        }
        if ("list_tools".equals(method)) {
            return Replies.success(Catalog.PAYEES);
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
        try {
            Deadlines.require(extras);
            return execute(extras, uid);
        } catch (Deadlines.Expired e) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
    }

    private Bundle execute(Bundle extras, int uid) {
        String tool = extras.getString("tool_name", "");
        String args = extras.getString("args", "{}");
        if ("list_payees".equals(tool)) {
            return Replies.success(payees.list());
        }
        if ("add_payee".equals(tool)) {
            payees.add(Args.get(args, "name"), Args.get(args, "iban"));
            return Replies.success("{\"added\":true}");
        }
        if ("remove_payee".equals(tool)) {
            return removePayee(extras, args, uid);
        }
        return Replies.error("TOOL_NOT_FOUND", "no such tool");
    }

    private Bundle removePayee(Bundle extras, String args, int uid) {
        String name = Args.get(args, "name");
        String resume = extras.getString("resume_token");
        if (resume == null) {
            String token = PendingRemovals.issue(uid, args);
            Intent confirm = new Intent(getContext(), ConfirmActivity.class).putExtra("summary", "Remove payee " + name);
            return Replies.userAction(PendingIntent.getActivity(getContext(), 3, confirm, PendingIntent.FLAG_IMMUTABLE), token);
        }
        String approvedArgs = PendingRemovals.take(resume);
        if (approvedArgs == null || !approvedArgs.equals(args)) {
            return Replies.error("INVALID_REQUEST", "resume token rejected");
        }
        payees.remove(name);
        return Replies.success("{\"removed\":true}");
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
