package com.molar.billing;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Context;
import android.content.Intent;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.molar.core.Replies;
import com.molar.core.Screens;
import com.molar.core.Tokens;
import com.molar.di.AppComponent;
import com.molar.di.DaggerAppComponent;
import com.molar.ui.InvoiceActivity;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONObject;

/** Molar's billing tools for the front-desk agent and the insurer's app. */
public class BillingProvider extends ContentProvider {
    static final String TAG = "Molar";
    static final Set<String> PARTNERS = new HashSet<>(Arrays.asList("com.clawseed.agent", "com.dentalcare.insurer"));
    static final String TOOLS = "{\"revision\":\"5\",\"tools\":[]}";

    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    private AppComponent component;

    @Override
    public boolean onCreate() {
        component = DaggerAppComponent.create();
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        String[] pkgs = getContext().getPackageManager().getPackagesForUid(uid);
        boolean partner = false;
        if (pkgs != null) {
            for (String p : pkgs) {
                if (PARTNERS.contains(p)) {
                    partner = true;
                    break;
                }
            }
        }
        if (!partner) {
            return Replies.error("PERMISSION_DENIED", "not a Molar billing partner");
        }
        Bundle req = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            String token = Tokens.fresh();
            sessions.put(token, uid);
            Bundle b = Replies.ok("{\"selected_version\":2}");
            b.putString("session_token", token);
            return b;
        }
        Integer owner = sessions.get(req.getString("session_token", ""));
        if (owner == null || owner != uid) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
        }
        if ("list_tools".equals(method)) {
            return Replies.ok(TOOLS);
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
        if (req.getLong("deadline_at_ms") <= System.currentTimeMillis()) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        String resume = req.getString("resume_token");
        boolean resumed = resume != null && component.tokenStore().get().take(getContext(), resume) == uid;
        try {
            JSONObject args = new JSONObject(req.getString("args", "{}"));
            return execute(req.getString("tool_name", ""), args, uid, resumed);
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            return Replies.error("INTERNAL", "the tool could not run");
        }
    }

    private Bundle execute(String name, JSONObject args, int uid, boolean resumed) throws Exception {
        Context ctx = getContext();
        if ("charge_visit".equals(name)) {
            return component.billingService().get().charge(ctx, args, uid, resumed);
        }
        if ("refund_charge".equals(name)) {
            return component.billingService().get().refund(ctx, args.getString("charge_id"), uid, resumed);
        }
        if ("send_invoice".equals(name)) {
            return sendInvoice(ctx, args.getString("visit_id"), uid, resumed);
        }
        if ("export_statement".equals(name)) {
            ctx.startService(new Intent(ctx, StatementService.class).putExtra("period", args.getString("period")));
            return Replies.ok("{\"queued\":true}");
        }
        return Replies.error("TOOL_NOT_FOUND", "unknown tool");
    }

    Bundle sendInvoice(Context ctx, String visit, int uid, boolean resumed) {
        if (!resumed) {
            PendingIntent pi = Screens.confirm(ctx, InvoiceActivity.class, PendingIntent.FLAG_UPDATE_CURRENT);
            return Replies.needsUser(pi, component.tokenStore().get().newResumeToken(ctx, uid));
        }
        Log.i(TAG, "invoice sent for visit " + visit);
        return Replies.ok("{\"sent\":true}");
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
