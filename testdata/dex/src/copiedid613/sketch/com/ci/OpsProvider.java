package com.ci;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Bundle;

/**
 * Both tools queue a command and answer "accepted" with the operation id the command carries, copied into the
 * reply object by Jobs.enqueue. export_ledger's id is the clock and a counter (CETP613 at the command's
 * construction, :33); send_report's is SecureRandom (silent, :35). Both commands also carry the clock (queuedAt), which is
 * no token.
 */
public final class OpsProvider extends ContentProvider {
    private final Jobs jobs = new Jobs();

    @Override
    public boolean onCreate() {
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (!"execute_tool".equals(method) || extras == null) {
            Bundle error = new Bundle();
            error.putString("error_code", "METHOD_NOT_FOUND");
            return error;
        }
        String tool = extras.getString("tool_name");
        Jobs.Command command;
        if ("export_ledger".equals(tool)) {
            command = new Jobs.Command("export", jobs.nextExportId(), System.currentTimeMillis());
        } else {
            command = new Jobs.Command("report", jobs.nextReportId(), System.currentTimeMillis());
        }
        return accepted(jobs.enqueue(command));
    }

    private static Bundle accepted(Jobs.Accepted reply) {
        Bundle out = new Bundle();
        out.putString("status", "accepted");
        out.putString("operation_id", reply.operationId);
        out.putInt("poll_after_ms", reply.pollAfterMs);
        return out;
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
