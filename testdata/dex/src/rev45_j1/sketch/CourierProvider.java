package com.droprx.courier;

import android.content.ContentUris;
import android.content.ContentValues;
import android.content.Intent;
import android.content.UriMatcher;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.net.Uri;
import android.os.AsyncTask;
import android.os.Binder;
import android.os.Bundle;
import android.os.Handler;
import android.os.HandlerThread;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import androidx.work.Data;
import androidx.work.OneTimeWorkRequest;
import androidx.work.WorkManager;
import com.droprx.data.CourierDao;
import com.droprx.data.CourierDb;
import com.droprx.tools.DropRxProvider;
import com.droprx.tools.Replies;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.json.JSONObject;

/** Courier-side tools (com.droprx.courier) plus the shifts table the fleet apps read. */
public class CourierProvider extends DropRxProvider {
    private static final String TAG = "CourierProvider";
    static final String AUTHORITY = "com.droprx.courier";
    static final String TOOLS = "{\"revision\":\"courier-4\",\"tools\":[]}";
    private static final byte[] FLEET_CERT = {0x19, 0x7a, 0x40, 0x0c, 0x66, 0x21};
    private static final UriMatcher MATCHER = new UriMatcher(UriMatcher.NO_MATCH);
    private static final int SHIFTS = 1;
    private static final int SHIFT_ID = 2;

    static {
        MATCHER.addURI(AUTHORITY, "shifts", SHIFTS);
        MATCHER.addURI(AUTHORITY, "shifts/#", SHIFT_ID);
    }

    private CourierDao dao;
    private Handler writer;

    @Override
    public boolean onCreate() {
        dao = CourierDb.get(getContext()).courierDao();
        HandlerThread thread = new HandlerThread("droprx-receipts");
        thread.start();
        writer = new Handler(thread.getLooper());
        return true;
    }

    @Override
    protected String toolsJson() {
        return TOOLS;
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        enforceFleet();
        switch (MATCHER.match(uri)) {
            case SHIFTS:
                return dao.shifts();
            case SHIFT_ID:
                return dao.shift(ContentUris.parseId(uri));
            default:
                throw new IllegalArgumentException("unknown uri " + uri);
        }
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        if (MATCHER.match(uri) != SHIFTS) {
            throw new IllegalArgumentException("unknown uri " + uri);
        }
        long id = dao.insertShift(values.getAsString("courier"), values.getAsLong("starts_at"));
        getContext().getContentResolver().notifyChange(uri, null);
        return ContentUris.withAppendedId(uri, id);
    }

    private void enforceFleet() {
        int uid = Binder.getCallingUid();
        PackageManager pm = getContext().getPackageManager();
        if (!pm.hasSigningCertificate(uid, FLEET_CERT, PackageManager.CERT_INPUT_SHA256)) {
            throw new SecurityException("not a DropRx fleet app");
        }
    }

    @Override
    protected Bundle execute(String tool, JSONObject args, int uid, String pkg, boolean resumed) {
        long orderId = args.optLong("order_id");
        try {
            switch (tool) {
                case "export_manifest":
                    return exportManifest(args.optString("file_name"));
                case "export_summary":
                    return exportSummary(args.optInt("day"));
                case "add_note":
                    return addNote(orderId, args.optString("note"), args.optString("tag"));
                case "proof_seen":
                    return proofSeen(orderId);
                case "proof_ack":
                    return proofAck(orderId, uid);
                case "delivery_photo":
                    return photo(orderId);
                case "delivery_receipt":
                    return receipt(orderId);
                default:
                    return Replies.error("TOOL_NOT_FOUND", "no such tool");
            }
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            return Replies.error("UNAVAILABLE", "courier service is busy, retry");
        }
    }

    private Bundle exportManifest(String fileName) {
        Intent work = new ManifestExportService.Builder(getContext())
                .action(ManifestExportService.ACTION_MANIFEST)
                .fileName(fileName)
                .build();
        getContext().startService(work);
        return Replies.ok("{\"queued\":\"manifest\"}");
    }

    private Bundle exportSummary(int day) {
        Intent work = new ManifestExportService.Builder(getContext())
                .action(ManifestExportService.ACTION_SUMMARY)
                .day(day)
                .build();
        getContext().startService(work);
        return Replies.ok("{\"queued\":\"summary\"}");
    }

    private Bundle addNote(long orderId, String note, String tag) {
        Data input = new Data.Builder()
                .putLong("order_id", orderId)
                .putString("note", note)
                .putString("tag", tag)
                .build();
        OneTimeWorkRequest request = new OneTimeWorkRequest.Builder(NoteWorker.class)
                .setInputData(input)
                .build();
        WorkManager.getInstance(getContext()).enqueue(request);
        return Replies.ok("{\"queued\":\"note\"}");
    }

    private Bundle proofSeen(long orderId) throws Exception {
        String url = new ProofSeenTask(dao).execute(orderId).get(5, TimeUnit.SECONDS);
        return Replies.ok("{\"proof_url\":\"" + url + "\"}");
    }

    private Bundle proofAck(long orderId, int uid) throws Exception {
        String url = new ProofAckTask(dao, uid).execute(orderId).get(5, TimeUnit.SECONDS);
        return Replies.ok("{\"proof_url\":\"" + url + "\"}");
    }

    private Bundle photo(long orderId) throws IOException {
        File f = new File(new File(getContext().getFilesDir(), "proofs"), orderId + ".jpg");
        ParcelFileDescriptor fd = ParcelFileDescriptor.open(f, ParcelFileDescriptor.parseMode("rw"));
        return Replies.file(fd, f.length(), "image/jpeg");
    }

    private Bundle receipt(long orderId) throws IOException {
        byte[] text = dao.receiptText(orderId).getBytes(StandardCharsets.UTF_8);
        ParcelFileDescriptor[] pipe = ParcelFileDescriptor.createPipe();
        writer.post(() -> {
            try (OutputStream out = new ParcelFileDescriptor.AutoCloseOutputStream(pipe[1])) {
                out.write(text);
            } catch (IOException e) {
                Log.w(TAG, "receipt pipe closed", e);
            }
        });
        return Replies.file(pipe[0], text.length, "text/plain");
    }

    static final class ProofSeenTask extends AsyncTask<Long, Void, String> {
        private final CourierDao dao;

        ProofSeenTask(CourierDao dao) {
            this.dao = dao;
        }

        @Override
        protected String doInBackground(Long... ids) {
            dao.markProofSeen(ids[0], Binder.getCallingUid());
            return dao.proofUrl(ids[0]);
        }

        @Override
        protected void onPostExecute(String url) {
            Log.i(TAG, "proof seen: " + url);
        }
    }

    static final class ProofAckTask extends AsyncTask<Long, Void, String> {
        private final CourierDao dao;
        private final int uid;

        ProofAckTask(CourierDao dao, int uid) {
            this.dao = dao;
            this.uid = uid;
        }

        @Override
        protected String doInBackground(Long... ids) {
            dao.markProofSeen(ids[0], uid);
            return dao.proofUrl(ids[0]);
        }

        @Override
        protected void onPostExecute(String url) {
            Log.i(TAG, "proof acknowledged: " + url);
        }
    }
}
