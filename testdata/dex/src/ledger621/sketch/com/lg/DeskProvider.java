package com.lg;

import android.content.ContentValues;
import android.content.pm.PackageManager;
import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import android.os.Bundle;
import org.json.JSONArray;
import org.json.JSONException;

public final class DeskProvider extends Base {
    private static final byte[] ASSISTANT_CERT = new byte[32];
    private SQLiteDatabase db;

    @Override
    public boolean onCreate() {
        db = SQLiteDatabase.openOrCreateDatabase("desk.db", null);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        final Bundle out = new Bundle();
        final int uid = Binder.getCallingUid();
        if (!getContext().getPackageManager().hasSigningCertificate(uid, ASSISTANT_CERT,
                PackageManager.CERT_INPUT_SHA256)) {
            out.putString("error_code", "PERMISSION_DENIED");
            return out;
        }
        if ("list_tools".equals(method)) {
            try {
                out.putString("tools", new JSONArray()
                        .put(Descriptors.describe("list_items", "read", "never"))
                        .put(Descriptors.describe("open_item", "read", "never"))
                        .put(Descriptors.describe("archive_item", "update", "always")).toString());
            } catch (JSONException e) {
                out.putString("error_code", "INTERNAL_ERROR");
            }
            return out;
        }
        if (!"execute_tool".equals(method) || extras == null) {
            out.putString("error_code", "METHOD_NOT_FOUND");
            return out;
        }
        final String tool = extras.getString("tool");
        final String requestId = extras.getString("request_id");
        final boolean mutating = "archive_item".equals(tool);
        // One completion callback for every tool: it settles the call's ledger row (§6), kept for every tool.
        Callback done = new Callback() {
            @Override
            public void onSuccess(String result) {
                ContentValues v = new ContentValues();
                v.put("state", "done");
                db.update("ledger", v, "uid = ? AND request_id = ?", new String[] {Integer.toString(uid), requestId});
                out.putString("result", result);
            }

            @Override
            public void onError(String code) {
                db.delete("ledger", "uid = ? AND request_id = ?", new String[] {Integer.toString(uid), requestId});
                out.putString("error_code", code);
            }
        };
        if ("list_items".equals(tool)) {
            listItems(done);
        } else if ("open_item".equals(tool)) {
            openItem(extras.getLong("item_id"), done);
        } else if (mutating) {
            archiveItem(extras.getLong("item_id"), done);
        } else {
            done.onError("TOOL_NOT_FOUND");
        }
        return out;
    }

    /** list_items: reads only; its answer goes through the shared callback (silent). */
    private void listItems(Callback done) {
        done.onSuccess("[]");
    }

    /** open_item: a read tool that marks the item opened — a write of the app's data (CETP621). */
    private void openItem(long id, Callback done) {
        ContentValues v = new ContentValues();
        v.put("opened", Integer.valueOf(1));
        db.update("items", v, "id = ?", new String[] {Long.toString(id)});
        done.onSuccess("{}");
    }

    private void archiveItem(long id, Callback done) {
        ContentValues v = new ContentValues();
        v.put("archived", Integer.valueOf(1));
        db.update("items", v, "id = ?", new String[] {Long.toString(id)});
        done.onSuccess("{}");
    }
}
