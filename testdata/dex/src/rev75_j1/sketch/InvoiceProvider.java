package com.fixitnow.billing;

import android.app.PendingIntent;
import android.app.TaskStackBuilder;
import android.content.ComponentName;
import android.content.ContentProvider;
import android.content.ContentUris;
import android.content.ContentValues;
import android.content.Intent;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import com.fixitnow.core.Replies;
import com.fixitnow.core.Tokens;
import com.fixitnow.ui.DisputeActivity;
import com.fixitnow.ui.PayActivity;
import java.io.File;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONObject;

/** FixItNow's invoice tools: PDFs, job photos, summaries, receipts, paying and disputing. */
public class InvoiceProvider extends ContentProvider {
    static final String TAG = "FixItNow";
    static final String TOOLS = "{\"revision\":\"billing-2\",\"tools\":[]}";
    static final String CONSUMER = "com.clawseed.assistant";
    static final Uri INVOICES = Uri.parse("content://com.fixitnow.files/invoices");

    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();

    @Override
    public boolean onCreate() {
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        String caller = getCallingPackage();
        if (!CONSUMER.equals(caller)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        int uid = Binder.getCallingUid();
        Bundle req = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            String token = Tokens.fresh();
            sessions.put(token, uid);
            Bundle b = Replies.ok("{\"selected_version\":2}");
            b.putString("session_token", token);
            return b;
        }
        if ("list_tools".equals(method)) {
            return Replies.ok(TOOLS);
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
        if (req.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis()) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        try {
            JSONObject args = new JSONObject(req.getString("args", "{}"));
            return execute(req.getString("tool_name", ""), args, caller, uid);
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            return Replies.error("INTERNAL_ERROR", "the tool could not run");
        }
    }

    private Bundle execute(String tool, JSONObject args, String caller, int uid) throws Exception {
        if ("invoice_pdf".equals(tool)) {
            File f = new File(invoiceDir(), Long.toString(args.getLong("invoice_no")));
            return Replies.file(ParcelFileDescriptor.open(f, ParcelFileDescriptor.MODE_READ_ONLY));
        }
        if ("invoice_photo".equals(tool)) {
            File f = new File(photoDir(), Long.toString(args.getLong("photo_id")));
            ParcelFileDescriptor fd = ParcelFileDescriptor.open(f, ParcelFileDescriptor.MODE_READ_WRITE);
            return Replies.file(fd);
        }
        if ("invoice_summary".equals(tool)) {
            ParcelFileDescriptor[] pipe = ParcelFileDescriptor.createReliablePipe();
            File dir = invoiceDir();
            new Thread(() -> writeSummary(dir, uid, pipe[1]), "summary-writer").start();
            return Replies.file(pipe[0]);
        }
        if ("export_receipts".equals(tool)) {
            ParcelFileDescriptor[] pipe = ParcelFileDescriptor.createReliablePipe();
            File dir = invoiceDir();
            new Thread(() -> writeSummary(dir, Binder.getCallingUid(), pipe[0]), "receipt-writer").start();
            return Replies.file(pipe[1]);
        }
        if ("share_invoice".equals(tool)) {
            Uri doc = ContentUris.withAppendedId(INVOICES, args.getLong("invoice_no"));
            long ident = Binder.clearCallingIdentity();
            try {
                getContext().grantUriPermission(caller, doc, Intent.FLAG_GRANT_READ_URI_PERMISSION);
            } finally {
                Binder.restoreCallingIdentity(ident);
            }
            return Replies.ok(new JSONObject().put("uri", doc.toString()).toString());
        }
        if ("pay_invoice".equals(tool)) {
            return Replies.needsUser(payChooser(args.getLong("invoice_no")), Tokens.fresh());
        }
        if ("dispute_invoice".equals(tool)) {
            return Replies.needsUser(disputeStack(args.getLong("invoice_no")), Tokens.fresh());
        }
        if ("request_refund".equals(tool)) {
            return Replies.needsUser(refundScreen(args.getLong("invoice_no")), Tokens.fresh());
        }
        return Replies.error("TOOL_NOT_FOUND", "unknown tool");
    }

    static void writeSummary(File dir, int uid, ParcelFileDescriptor sink) {
        OutputStream out = new ParcelFileDescriptor.AutoCloseOutputStream(sink);
        try {
            String[] names = dir.list();
            JSONObject s = new JSONObject().put("customer_uid", uid).put("invoices", names.length);
            out.write(s.toString().getBytes(StandardCharsets.UTF_8));
            out.close();
        } catch (Exception e) {
            Log.w(TAG, "summary failed", e);
        }
    }

    PendingIntent payChooser(long invoice) {
        Intent pay = new Intent(getContext(), PayActivity.class);
        pay.putExtra("invoice_no", invoice);
        Intent chooser = Intent.createChooser(pay, "Pay invoice with");
        return PendingIntent.getActivity(getContext(), 11, chooser, PendingIntent.FLAG_IMMUTABLE);
    }

    PendingIntent disputeStack(long invoice) {
        Intent form = new Intent(getContext(), DisputeActivity.class);
        form.putExtra("invoice_no", invoice);
        return TaskStackBuilder.create(getContext())
                .addNextIntentWithParentStack(form)
                .getPendingIntent(12, PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    PendingIntent refundScreen(long invoice) {
        Intent i = new Intent();
        i.setComponent(new ComponentName("com.fixitnow.pay", "com.fixitnow.pay.RefundActivity"));
        i.putExtra("invoice_no", invoice);
        return PendingIntent.getActivity(getContext(), 13, i, PendingIntent.FLAG_IMMUTABLE);
    }

    File invoiceDir() {
        return new File(getContext().getFilesDir(), "invoices");
    }

    File photoDir() {
        return new File(getContext().getFilesDir(), "photos");
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
