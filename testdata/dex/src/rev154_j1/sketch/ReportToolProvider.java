package com.halyard.vault.reports;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import com.halyard.vault.cetp.Caller;
import com.halyard.vault.cetp.CetpHost;
import com.halyard.vault.jobs.OperationRepository;
import com.halyard.vault.jobs.OperationsEndpoint;
import com.halyard.vault.jobs.ResultFiles;
import com.halyard.vault.jobs.VaultDb;
import java.io.File;
import java.io.FileNotFoundException;

/** Halyard Vault's usage reports as CETP v2 tools (authority com.halyard.vault.reports). */
public final class ReportToolProvider extends ContentProvider {
    private static final String TAG = "VaultReportTools";

    private CetpHost host;
    private ReportDesk desk;

    @Override
    public boolean onCreate() {
        VaultDb db = VaultDb.get(getContext());
        OperationRepository operations = new OperationRepository(db);
        desk = new ReportDesk(getContext(), db, operations);
        host = new CetpHost(desk, new OperationsEndpoint(operations));
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        // assistant runtimes hosted inside another app name the package they act for
        String pkg = extras != null && extras.containsKey("calling_package")
                ? extras.getString("calling_package")
                : getCallingPackage();
        return host.call(method, Caller.of(uid, pkg), extras);
    }

    /** content://com.halyard.vault.reports/reports/<report_id>: the report a finished build_report wrote. */
    @Override
    public ParcelFileDescriptor openFile(Uri uri, String mode) throws FileNotFoundException {
        File file = desk.reportFile(uri.getLastPathSegment());
        if (file == null) {
            throw new FileNotFoundException("no report at " + uri);
        }
        return ResultFiles.openForConsumer(file);
    }

    private UnsupportedOperationException refused(String what) {
        Log.w(TAG, what + " from uid " + Binder.getCallingUid() + " refused");
        return new UnsupportedOperationException("Halyard Vault's report tools are served through call() only");
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        throw refused("query");
    }

    @Override
    public String getType(Uri uri) {
        return "application/json";
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        throw refused("insert");
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        throw refused("delete");
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        throw refused("update");
    }
}
