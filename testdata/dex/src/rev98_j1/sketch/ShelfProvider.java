package com.fridgenet.shelf;

import android.app.PendingIntent;
import android.content.ComponentName;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Context;
import android.content.Intent;
import android.content.ServiceConnection;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.IBinder;
import android.util.Base64;
import android.util.Log;
import com.fridgenet.core.Replies;
import com.fridgenet.core.TokenStore;
import com.fridgenet.stock.IInventory;
import com.fridgenet.stock.InventoryService;
import com.fridgenet.ui.ConfirmActivity;
import java.util.Optional;
import org.json.JSONObject;

/** FridgeNet's shelf tools: what is in the community fridge; the stock lives in InventoryService. */
public class ShelfProvider extends ContentProvider {
    static final String TAG = "FridgeShelf";
    static final String TOOLS = "{\"revision\":\"shelf-1\",\"tools\":[]}";
    static final byte[] NET_CERT = Base64.decode("Zk5ldC1yZWxlYXNlLWNlcnQtc2hhMjU2LWRpZ2VzdA==", Base64.DEFAULT);

    IInventory inventory;
    private TokenStore tokens;

    @Override
    public boolean onCreate() {
        Context ctx = getContext();
        tokens = new TokenStore(ctx);
        ctx.bindService(new Intent(ctx, InventoryService.class), new ServiceConnection() {
            @Override
            public void onServiceConnected(ComponentName name, IBinder binder) {
                inventory = IInventory.Stub.asInterface(binder);
            }

            @Override
            public void onServiceDisconnected(ComponentName name) {
                inventory = null;
            }
        }, 1);
        return true;
    }

    boolean trusted(int uid) {
        PackageManager pm = getContext().getPackageManager();
        String[] pkgs = pm.getPackagesForUid(uid);
        if (pkgs == null || pkgs.length != 1) {
            return false;
        }
        return pm.hasSigningCertificate(uid, NET_CERT, PackageManager.CERT_INPUT_SHA256);
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!trusted(uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        try {
            if ("negotiate".equals(method)) {
                String token = TokenStore.fresh();
                tokens.putSession(token, uid);
                Bundle b = Replies.ok("{\"selected_version\":2}");
                b.putString("session_token", token);
                return b;
            }
            if (!tokens.sessionOk(extras.getString("session_token"), uid)) {
                return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
            }
            if ("list_tools".equals(method)) {
                return Replies.ok(TOOLS);
            }
            if (extras.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis()) {
                return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
            }
            JSONObject args = new JSONObject(extras.getString("args", "{}"));
            String tool = extras.getString("tool_name", "");
            if ("stock_of".equals(tool)) {
                return Replies.ok("{\"qty\":" + inventory.stock(args.getString("item")) + "}");
            }
            if ("discard_item".equals(tool)) {
                boolean gone = inventory.discard(args.getString("item"), args.optBoolean("confirmed"));
                return Replies.ok("{\"discarded\":" + gone + "}");
            }
            if ("donate_item".equals(tool)) {
                return donate(args, extras.getString("resume_token"), uid);
            }
            return Replies.error("TOOL_NOT_FOUND", "unknown tool");
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            return Replies.error("INTERNAL_ERROR", "the tool could not run");
        }
    }

    Bundle donate(JSONObject args, String resume, int uid) throws Exception {
        String item = tokens.takeResume(resume, uid);
        if (item == null) {
            if (args.optBoolean("confirmed")) {
                Log.i(TAG, "confirmed flag ignored, asking the member");
            }
            String token = TokenStore.fresh();
            tokens.putResume(token, uid, args.getString("item"));
            return Replies.needsUser(confirmScreen(), token);
        }
        String donor = Optional.ofNullable(getCallingPackage()).orElse("unknown");
        Log.i(TAG, "donation by " + donor);
        boolean gone = inventory.discard(item, true);
        return Replies.ok("{\"donated\":" + gone + "}");
    }

    PendingIntent confirmScreen() {
        Context ctx = getContext();
        Intent i = new Intent(ctx, ConfirmActivity.class);
        return PendingIntent.getActivity(ctx, 0, i, PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
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
