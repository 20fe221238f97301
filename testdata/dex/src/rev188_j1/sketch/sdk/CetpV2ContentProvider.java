package com.clawseed.tools.provider;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.Process;

import java.util.concurrent.Callable;

/**
 * The ClawSeed SDK's provider base class as it sits in a minified app: the SDK's consumer rules keep the class and
 * its protected hooks; its private helper was renamed. Subclasses write call() themselves.
 */
public abstract class CetpV2ContentProvider extends ContentProvider {

    /** The executor that deduplicates mutating tools; none by default. */
    protected CetpMutationExecutor getMutationExecutor() {
        return null;
    }

    /** Denies by default: a subclass must decide from the caller and the tool's scopes. */
    protected boolean authorize(int uid, Bundle extras, String[] scopes) {
        return false;
    }

    /** Runs a mutation through the executor, or directly when the provider wires none. */
    protected final Bundle runMutation(int uid, String providerId, String requestId, String toolName, String argsJson,
            Callable<Bundle> mutation) throws Exception {
        CetpMutationExecutor executor = getMutationExecutor();
        if (executor == null) {
            return mutation.call();
        }
        return executor.execute(uid, providerId, requestId, toolName, argsJson, mutation);
    }

    private static void a() {
        if (Binder.getCallingUid() != Process.myUid()) {
            throw new SecurityException("tool providers answer call() only");
        }
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        a();
        return null;
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        a();
        return null;
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        a();
        return 0;
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        a();
        return 0;
    }
}
