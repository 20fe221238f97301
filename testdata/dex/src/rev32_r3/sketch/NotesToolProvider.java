package com.quillnote.sync;

import android.content.AttributionSource;
import android.content.ContentProvider;
import android.content.Context;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.Handler;
import android.os.Looper;
import android.os.ParcelFileDescriptor;
import android.os.Process;
import java.io.File;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.OutputStream;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** CETP v2 tools of Quillnote, plus the attachment provider the share sheet uses. */
public class NotesToolProvider extends ContentProvider {
    private final Handler main = new Handler(Looper.getMainLooper());
    private final ExecutorService exporter = Executors.newSingleThreadExecutor();
    private final Sessions sessions = new Sessions();
    private final OperationLog operations = new OperationLog();
    private SearchIndex index;

    @Override public boolean onCreate() {
        index = new SearchIndex(getContext());
        return true;
    }

    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        String pkg = getCallingPackage();
        Context ctx = getContext();
        if (!Signatures.matches(ctx, pkg)) return Replies.error("PERMISSION_DENIED", "caller not allowed");
        if ("negotiate".equals(method)) return Replies.ok(sessions.open(uid));
        if (extras == null || !sessions.valid(extras.getString("session_token"), uid)) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
        }
        if ("get_operation".equals(method)) return operationStatus(extras.getString("operation_id"));
        if ("cancel_operation".equals(method)) return cancel(extras.getString("operation_id"), uid);
        if (!"execute_tool".equals(method)) return Replies.error("METHOD_NOT_FOUND", "unknown method");
        if (extras.getLong("deadline_at_ms") <= System.currentTimeMillis()) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        String tool = extras.getString("tool_name");
        String args = extras.getString("args");
        switch (tool) {
            case "search_notes":
                main.post(() -> {
                    AttributionSource src = getCallingAttributionSource();
                    index.logQuery(src.getPackageName(), args);
                });
                return Replies.ok(index.search(args));
            case "recent_notes":
                main.post(() -> index.logQuery(pkg, "recent"));
                return Replies.ok(index.recent());
            case "export_note":
                return exportNote(ctx, args);
            case "export_notebook":
                return exportNotebook(args);
            case "delete_notebook":
                if (!Callers.anyTrusted(ctx, uid)) return Replies.error("PERMISSION_DENIED", "caller not allowed");
                return Replies.accepted(operations.start(uid, "delete:" + args));
            case "archive_notebook":
                if (!Callers.soleTrusted(ctx, uid)) return Replies.error("PERMISSION_DENIED", "caller not allowed");
                return Replies.accepted(operations.start(uid, "archive:" + args));
            default:
                return Replies.error("TOOL_NOT_FOUND", "no such tool");
        }
    }

    private Bundle operationStatus(String operationId) {
        OperationLog.Op op = operations.find(operationId);
        if (op == null) return Replies.error("INVALID_REQUEST", "unknown operation");
        return Replies.ok("{\"operation_id\":\"" + operationId + "\",\"state\":\"" + op.state + "\"}");
    }

    private Bundle cancel(String operationId, int uid) {
        OperationLog.Op op = operations.find(operationId);
        if (op == null || op.owner != uid) return Replies.error("INVALID_REQUEST", "unknown operation");
        op.state = "cancellation_requested";
        return Replies.ok("{\"operation_id\":\"" + operationId + "\",\"state\":\"cancellation_requested\"}");
    }

    // the Consumer reads the exported note from result_fd
    private Bundle exportNote(Context ctx, String noteId) {
        try {
            File out = new File(ctx.getCacheDir(), "export-" + Integer.toHexString(noteId.hashCode()) + ".json");
            index.writeNote(noteId, out);
            ParcelFileDescriptor fd = ParcelFileDescriptor.open(out,
                    ParcelFileDescriptor.MODE_READ_WRITE | ParcelFileDescriptor.MODE_CREATE);
            Bundle b = Replies.file(out.length());
            b.putParcelable("result_fd", fd);
            return b;
        } catch (IOException e) {
            return Replies.error("INTERNAL_ERROR", "export failed");
        }
    }

    private Bundle exportNotebook(String notebook) {
        try {
            ParcelFileDescriptor[] pipe = ParcelFileDescriptor.createPipe();
            exporter.execute(() -> {
                try (OutputStream os = new ParcelFileDescriptor.AutoCloseOutputStream(pipe[1])) {
                    index.writeNotebook(notebook, os);
                } catch (IOException ignored) {
                    // the reader sees a short file and rejects the digest
                }
            });
            Bundle b = Replies.file(-1);
            b.putParcelable("result_fd", pipe[0]);
            return b;
        } catch (IOException e) {
            return Replies.error("INTERNAL_ERROR", "export failed");
        }
    }

    // attachments for the share sheet: content://com.quillnote.tools/attachments/<name>
    @Override public ParcelFileDescriptor openFile(Uri uri, String mode) throws FileNotFoundException {
        File f = new File(new File(getContext().getFilesDir(), "attachments"), uri.getLastPathSegment());
        return ParcelFileDescriptor.open(f, ParcelFileDescriptor.MODE_READ_ONLY);
    }

    // the home-screen widget reads recent titles; only this app may query
    @Override public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        if (Binder.getCallingUid() != Process.myUid()) return null;
        return index.recentCursor();
    }

    @Override public String getType(Uri uri) {
        return "application/octet-stream";
    }
}
