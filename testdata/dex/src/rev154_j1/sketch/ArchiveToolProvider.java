package com.halyard.vault.archive;

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
import com.halyard.vault.jobs.OperationRow;
import com.halyard.vault.jobs.OperationsEndpoint;
import com.halyard.vault.jobs.ResultFiles;
import com.halyard.vault.jobs.VaultDb;
import java.io.File;
import java.io.FileNotFoundException;

/** Halyard Vault's snapshots as CETP v2 tools (authority com.halyard.vault.archive). */
public final class ArchiveToolProvider extends ContentProvider {
    private static final String TAG = "VaultArchiveTools";

    private CetpHost host;
    private OperationRepository operations;

    @Override
    public boolean onCreate() {
        VaultDb db = VaultDb.get(getContext());
        operations = new OperationRepository(db);
        host = new CetpHost(new ArchiveDesk(getContext(), db, operations), new OperationsEndpoint(operations));
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        return host.call(method, Caller.of(Binder.getCallingUid(), getCallingPackage()), extras);
    }

    /** content://com.halyard.vault.archive/exports/<op_id>: an export, for the assistant that asked for it. */
    @Override
    public ParcelFileDescriptor openFile(Uri uri, String mode) throws FileNotFoundException {
        OperationRow op = operations.find(uri.getLastPathSegment());
        if (op == null || op.ownerUid != Binder.getCallingUid() || op.resultPath == null) {
            throw new FileNotFoundException("no export at " + uri);
        }
        return ResultFiles.openForConsumer(new File(op.resultPath));
    }

    private UnsupportedOperationException refused(String what) {
        Log.w(TAG, what + " from uid " + Binder.getCallingUid() + " refused");
        return new UnsupportedOperationException("Halyard Vault's archive tools are served through call() only");
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
