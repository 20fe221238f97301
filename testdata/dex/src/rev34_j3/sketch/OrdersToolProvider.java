package com.example.r34j3;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Intent;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import org.json.JSONException;
import org.json.JSONObject;

// Printmate print orders for the shopping assistant (hand-written CETP v2 endpoint).
public final class OrdersToolProvider extends ContentProvider {
    static final String ACTION_CONFIRM_CANCEL = "com.example.r34j3.action.CONFIRM_CANCEL";
    private static final Uri ORDERS_URI = Uri.parse("content://com.example.r34j3.orders/orders");

    private final Sessions sessions = new Sessions();
    private final Resumes resumes = new Resumes();
    private Lab lab;

    @Override
    public boolean onCreate() {
        lab = new Lab(getContext());
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        String partner = Partners.resolve(getContext(), uid);
        if (partner == null) {
            return Replies.error("PERMISSION_DENIED", "not a Printmate partner");
        }
        if ("negotiate".equals(method)) {
            return Replies.success(sessions.open(uid));
        }
        if (extras == null || extras.getInt("protocol_version") != 2) {
            return Replies.error("INVALID_REQUEST", "protocol_version 2 required");
        }
        if (!sessions.valid(extras.getString("session_token"))) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
        }
        if ("list_tools".equals(method)) {
            return Replies.success(Catalog.TOOLS);
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
        long deadline = extras.getLong("deadline_at_ms");
        if (deadline <= System.currentTimeMillis()) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        Request r = new Request(uid, extras.getString("tool_name", ""), extras.getString("args", "{}"),
                extras.getString("request_id"), extras.getString("resume_token"));
        try {
            return execute(r, new JSONObject(r.args));
        } catch (JSONException e) {
            return Replies.error("INVALID_ARGS", "args must be a JSON object");
        }
    }

    private Bundle execute(Request r, JSONObject args) throws JSONException {
        switch (r.tool) {
            case "order_status":
                return Replies.success(lab.status(args.getString("order_id")));
            case "place_print_order":
                return placeOrder(r);
            case "reprint_order":
                return reprint(r, args.getString("order_id"));
            case "cancel_order":
                return cancel(r, args.getString("order_id"));
            case "change_address":
                return changeAddress(r, args.getString("order_id"), args.getString("address"));
            default:
                return Replies.error("TOOL_NOT_FOUND", "no such tool");
        }
    }

    private Bundle placeOrder(Request r) {
        if (!confirmed(r)) {
            Intent pay = new Intent().setClassName(getContext(), "com.example.r34j3.checkout.PayActivity")
                    .putExtra("cart", r.args);
            return askUser(r, PendingIntent.getActivity(getContext(), 10, pay, PendingIntent.FLAG_IMMUTABLE));
        }
        String orderId;
        long identity = Binder.clearCallingIdentity();
        try {
            orderId = lab.submit(r.requestId, r.args, getCallingPackage());
            getContext().getContentResolver().notifyChange(ORDERS_URI, null);
        } finally {
            Binder.restoreCallingIdentity(identity);
        }
        return Replies.success("{\"order_id\":\"" + orderId + "\"}");
    }

    private Bundle reprint(Request r, String orderId) {
        if (!confirmed(r)) {
            Intent screen = new Intent(getContext(), ReprintActivity.class).putExtra("order_id", orderId);
            return askUser(r, PendingIntent.getActivity(getContext(), 11, screen, PendingIntent.FLAG_IMMUTABLE));
        }
        return Replies.success(lab.reprint(r.requestId, orderId));
    }

    private Bundle cancel(Request r, String orderId) {
        if (!confirmed(r)) {
            Intent confirm = Intents.confirm(ACTION_CONFIRM_CANCEL, orderId);
            return askUser(r, PendingIntent.getActivity(getContext(), 12, confirm, PendingIntent.FLAG_IMMUTABLE));
        }
        String requester = getCallingPackage();
        long identity = Binder.clearCallingIdentity();
        try {
            lab.cancel(r.requestId, orderId, requester);
            getContext().getContentResolver().notifyChange(ORDERS_URI, null);
        } finally {
            Binder.restoreCallingIdentity(identity);
        }
        return Replies.success("{\"cancelled\":true}");
    }

    private Bundle changeAddress(Request r, String orderId, String address) {
        if (!confirmed(r)) {
            Intent screen = new Intent(getContext(), AddressActivity.class)
                    .putExtra("order_id", orderId)
                    .putExtra("address", address);
            return askUser(r, PendingIntent.getActivity(getContext(), 13, screen,
                    PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT));
        }
        return Replies.success(lab.changeAddress(r.requestId, orderId, address));
    }

    private boolean confirmed(Request r) {
        return r.resumeToken != null && resumes.redeem(r.resumeToken, r.uid, r.tool, r.args);
    }

    private Bundle askUser(Request r, PendingIntent resolution) {
        return Replies.userAction(resolution, resumes.issue(r.uid, r.tool, r.args));
    }

    static final class Request {
        final int uid;
        final String tool;
        final String args;
        final String requestId;
        final String resumeToken;

        Request(int uid, String tool, String args, String requestId, String resumeToken) {
            this.uid = uid;
            this.tool = tool;
            this.args = args;
            this.requestId = requestId;
            this.resumeToken = resumeToken;
        }
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
