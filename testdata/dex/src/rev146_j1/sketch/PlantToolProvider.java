package com.greenwick.garden.plants;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import com.greenwick.garden.cetp.CetpEndpoint;
import com.greenwick.garden.di.Lazy;
import com.greenwick.garden.di.ServiceLocator;
import com.greenwick.garden.files.FileGateway;
import java.io.FileNotFoundException;

/** Greenwick's plants as CETP v2 tools, and the plant photos their results point at. */
public final class PlantToolProvider extends ContentProvider {
    private static final String TAG = "GreenwickPlants";

    private final Lazy<CetpEndpoint> endpoint = new Lazy<>(() -> ServiceLocator.graph().plantsEndpoint());
    private final Lazy<FileGateway> photos = new Lazy<>(() -> ServiceLocator.graph().plantPhotos());

    @Override
    public boolean onCreate() {
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        return endpoint.get().handle(uid, method, extras);
    }

    @Override
    public ParcelFileDescriptor openFile(Uri uri, String mode) throws FileNotFoundException {
        return photos.get().open(uri, mode);
    }

    @Override
    public String getType(Uri uri) {
        return "image/jpeg";
    }

    private UnsupportedOperationException tableRefused() {
        Log.w(TAG, "table access refused for uid " + Binder.getCallingUid());
        return new UnsupportedOperationException("Greenwick plants serves tools through call() only");
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        throw tableRefused();
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        throw tableRefused();
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        throw tableRefused();
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        throw tableRefused();
    }
}
