package com.rentroll.tenants;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Intent;
import android.content.pm.PackageManager;
import android.content.pm.Signature;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import com.rentroll.billing.ReminderService;
import com.rentroll.core.Compat;
import com.rentroll.core.Replies;
import org.json.JSONException;
import org.json.JSONObject;

/** RentRoll's tenant tools (ported from the 2016 tenant API). */
public class TenantProvider extends ContentProvider {
    static final String TOOLS = "{\"revision\":\"tenants-4\",\"tools\":[]}";

    @Override
    public boolean onCreate() {
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        PackageManager pm = getContext().getPackageManager();
        String[] pkgs = pm.getPackagesForUid(uid);
        if (pkgs == null || !signedLegacy(pm, pkgs[0])) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        Bundle req = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            Bundle b = Replies.ok("{\"selected_version\":2}");
            b.putString("session_token", Compat.freshToken());
            return b;
        }
        if ("list_tools".equals(method)) {
            return Replies.ok(TOOLS);
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
        try {
            JSONObject args = new JSONObject(req.getString("args", "{}"));
            String tool = req.getString("tool_name", "");
            if ("end_lease".equals(tool)) {
                return endLease(args);
            }
            if ("send_statement".equals(tool)) {
                new StatementTask(getContext()).execute(args.getString("tenant"));
                return Replies.ok("{\"queued\":true}");
            }
            if ("remind_tenant".equals(tool)) {
                Intent svc = new Intent(getContext(), ReminderService.class);
                svc.putExtra("tenant", args.getString("tenant"));
                svc.putExtra("uid", uid);
                getContext().startService(svc);
                return Replies.ok("{\"queued\":true}");
            }
            return Replies.error("TOOL_NOT_FOUND", "unknown tool");
        } catch (JSONException e) {
            return Replies.error("INVALID_ARGUMENT", "bad arguments");
        }
    }

    static boolean signedLegacy(PackageManager pm, String pkg) {
        try {
            Signature[] sigs = pm.getPackageInfo(pkg, PackageManager.GET_SIGNATURES).signatures;
            return sigs != null && Compat.OWNER_CERT.equals(Compat.sha256(sigs[0]));
        } catch (Exception e) {
            return false;
        }
    }

    Bundle endLease(JSONObject args) throws JSONException {
        String tenant = args.getString("tenant");
        if (!args.optBoolean("confirmed")) {
            return Replies.needsUser(leaseScreen(tenant), Compat.freshToken());
        }
        getContext().getSharedPreferences("leases", 0).edit().remove(tenant).apply();
        return Replies.ok("{\"ended\":true}");
    }

    PendingIntent leaseScreen(String tenant) {
        Intent i = new Intent("com.rentroll.action.CONFIRM_LEASE");
        i.setPackage("com.rentroll");
        i.putExtra("tenant", tenant);
        int flags = Compat.atLeastM() ? PendingIntent.FLAG_IMMUTABLE : 0;
        return PendingIntent.getActivity(getContext(), 3, i, flags);
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
