package com.brightfold.pantry.pantry;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import com.brightfold.pantry.cetp.Access;
import com.brightfold.pantry.cetp.Caller;
import com.brightfold.pantry.cetp.Confirmations;
import com.brightfold.pantry.cetp.Replies;
import com.brightfold.pantry.cetp.ToolHost;
import com.brightfold.pantry.data.PantryDb;
import java.util.concurrent.Executors;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 provider for the pantry (authority com.brightfold.pantry.tools). */
public final class PantryToolProvider extends ContentProvider {
    private ToolHost host;

    @Override
    public boolean onCreate() {
        Context context = getContext();
        PantryDb db = PantryDb.get(context);
        Access access = new Access(context, db);
        host = new ToolHost("com.brightfold.pantry", "Brightfold Pantry", "What is in the kitchen, and what runs out",
                scopes(), new PantryTools(context, db).all(),
                new Confirmations(context, tool -> PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT),
                (caller, tool) -> access.firstPackage(caller.uid()).map(pkg -> access.granted(pkg, tool.scope()))
                        .orElse(false),
                (call, err) -> Replies.error(call.requestId(), "INTERNAL_ERROR",
                        "Pantry could not finish " + call.toolName() + ": " + err.getMessage(), false),
                db, Executors.newFixedThreadPool(2));
        return true;
    }

    private static JSONArray scopes() {
        try {
            return new JSONArray()
                    .put(new JSONObject().put("name", "pantry.read").put("title", "See pantry items")
                            .put("description", "Names, quantities and expiry dates").put("access", "read")
                            .put("sensitivity", "personal"))
                    .put(new JSONObject().put("name", "pantry.write").put("title", "Change pantry items")
                            .put("description", "Add items and clear expired ones").put("access", "write")
                            .put("sensitivity", "personal"));
        } catch (JSONException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Caller caller = Caller.of(Binder.getCallingUid(), getCallingPackage());
        return host.call(method, extras, caller);
    }

    private static UnsupportedOperationException noTables() {
        return new UnsupportedOperationException("CETP only; uid " + Binder.getCallingUid() + " used the table API");
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        throw noTables();
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        throw noTables();
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        throw noTables();
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        throw noTables();
    }
}
