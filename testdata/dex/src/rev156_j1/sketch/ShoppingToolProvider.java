package com.brightfold.pantry.shopping;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.brightfold.pantry.cetp.Access;
import com.brightfold.pantry.cetp.Call;
import com.brightfold.pantry.cetp.Caller;
import com.brightfold.pantry.cetp.Confirmations;
import com.brightfold.pantry.cetp.Replies;
import com.brightfold.pantry.cetp.ToolHost;
import com.brightfold.pantry.data.PantryDb;
import java.util.concurrent.Executors;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 provider for shopping lists and orders (authority com.brightfold.pantry.shopping). */
public final class ShoppingToolProvider extends ContentProvider {
    private static final String TAG = "ShoppingTools";
    private ToolHost host;

    @Override
    public boolean onCreate() {
        Context context = getContext();
        PantryDb db = PantryDb.get(context);
        Access access = new Access(context, db);
        host = new ToolHost("com.brightfold.pantry.shopping", "Brightfold Shopping", "Shopping lists and grocery orders",
                scopes(), new ShoppingTools(context, db).all(),
                // the checkout screen writes the chosen delivery slot back into the resolution's intent
                new Confirmations(context, tool -> PendingIntent.FLAG_MUTABLE | PendingIntent.FLAG_UPDATE_CURRENT),
                (caller, tool) -> access.solePackage(caller.uid()).map(pkg -> access.granted(pkg, tool.scope()))
                        .orElse(false),
                ShoppingToolProvider::failure,
                db, Executors.newFixedThreadPool(2));
        return true;
    }

    private static Bundle failure(Call call, Throwable err) {
        Log.w(TAG, "tool " + call.toolName() + " failed", err);
        if (err instanceof IllegalArgumentException) {
            return Replies.error(call.requestId(), "INVALID_ARGS", "The arguments do not describe a shopping list", false);
        }
        return Replies.error(call.requestId(), "INTERNAL_ERROR", "Shopping could not finish this request", false);
    }

    private static JSONArray scopes() {
        try {
            return new JSONArray()
                    .put(new JSONObject().put("name", "shopping.read").put("title", "See shopping lists")
                            .put("description", "List names, lines and prices").put("access", "read")
                            .put("sensitivity", "personal"))
                    .put(new JSONObject().put("name", "shopping.write").put("title", "Change shopping lists")
                            .put("description", "Add lines to lists").put("access", "write")
                            .put("sensitivity", "personal"))
                    .put(new JSONObject().put("name", "shopping.order").put("title", "Place grocery orders")
                            .put("description", "Order a list and pay with the linked account").put("access", "write")
                            .put("sensitivity", "financial"));
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
