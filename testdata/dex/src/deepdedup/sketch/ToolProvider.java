package com.example.hdd;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import androidx.room.Room;
import org.json.JSONObject;

public class ToolProvider extends ContentProvider {
    static final String TOOLS = "{\"revision\":\"hdd-1\",\"tools\":["
            + "{\"name\":\"send_invoice\",\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"idempotent\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},"
            + "{\"name\":\"transfer\",\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"idempotent\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},"
            + "{\"name\":\"accept_friend\",\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"idempotent\":true,\"confirmation\":\"never\",\"execution\":\"sync\"}},"
            + "{\"name\":\"start_export\",\"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"idempotent\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},"
            + "{\"name\":\"post_note\",\"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"idempotent\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},"
            + "{\"name\":\"book_slot\",\"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"idempotent\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},"
            + "{\"name\":\"upload_photo\",\"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"idempotent\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},"
            + "{\"name\":\"order_pizza\",\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"idempotent\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},"
            + "{\"name\":\"capture_payment\",\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"idempotent\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}}"
            + "]}";

    private AppDb db;
    private InvoiceSender invoices;
    private FriendRequests friends;
    private NoteTool notes;
    private SlotBooker slots;
    private PhotoUploader photos;
    private PizzaOrders pizzas;
    private PaymentCapture payments;

    @Override
    public boolean onCreate() {
        Context ctx = getContext();
        db = new AppDb(ctx);
        invoices = new InvoiceSender(db);
        friends = new FriendRequests(db);
        notes = new NoteTool(ctx, db);
        slots = new SlotBooker(new RequestLog(ctx), db);
        photos = new PhotoUploader(ctx, db);
        AppDatabase requests = Room.databaseBuilder(ctx, AppDatabase.class, "requests.db")
                .allowMainThreadQueries()
                .build();
        pizzas = new PizzaOrders(requests.requestDao(), db);
        payments = new PaymentCapture(ctx);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!Callers.trusted(getContext(), uid)) {
            return Replies.error(null, "PERMISSION_DENIED", "caller not allowed");
        }
        if ("negotiate".equals(method)) {
            return Replies.success(null, Sessions.open(uid));
        }
        if (extras == null || !Sessions.check(extras.getString("session_token"), uid)) {
            return Replies.error(null, "NEGOTIATION_REQUIRED", "negotiate first");
        }
        String requestId = extras.getString("request_id");
        if ("list_tools".equals(method)) {
            return Replies.success(requestId, TOOLS);
        }
        if ("cancel_operation".equals(method)) {
            return ExportJobs.cancel(requestId);
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error(requestId, "METHOD_NOT_FOUND", "unknown method");
        }
        if (extras.getLong("deadline_at_ms") <= System.currentTimeMillis()) {
            return Replies.error(requestId, "DEADLINE_EXCEEDED", "deadline passed");
        }
        String tool = extras.getString("tool_name");
        JSONObject args = Args.parse(extras.getString("args"));
        if ("send_invoice".equals(tool)) {
            return invoices.send(extras);
        }
        if ("transfer".equals(tool)) {
            return TransferService.transfer(db, requestId, args);
        }
        if ("accept_friend".equals(tool)) {
            return friends.accept(extras);
        }
        if ("start_export".equals(tool)) {
            return ExportJobs.start(getContext(), requestId, args.optString("format", "csv"));
        }
        if ("post_note".equals(tool)) {
            return notes.post(requestId, args.optString("text"));
        }
        if ("book_slot".equals(tool)) {
            return slots.book(requestId, args.optString("slot"));
        }
        if ("upload_photo".equals(tool)) {
            return photos.upload(requestId, args.optString("uri"));
        }
        if ("order_pizza".equals(tool)) {
            return pizzas.order(requestId, args.optString("pizza"));
        }
        if ("capture_payment".equals(tool)) {
            return payments.capture(requestId, args.optString("payment_intent"));
        }
        return Replies.error(requestId, "TOOL_NOT_FOUND", "no such tool");
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
