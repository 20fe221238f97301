package com.tidepool.reef.dosing;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.Looper;
import android.os.ParcelFileDescriptor;
import android.util.Log;

import com.tidepool.reef.cetp.CallContext;
import com.tidepool.reef.cetp.Confirmations;
import com.tidepool.reef.cetp.Decision;
import com.tidepool.reef.cetp.Ledger;
import com.tidepool.reef.cetp.Replies;
import com.tidepool.reef.cetp.RequestBus;
import com.tidepool.reef.cetp.ResultCallback;
import com.tidepool.reef.cetp.SessionStore;
import com.tidepool.reef.cetp.ToolProviderBase;
import com.tidepool.reef.cetp.ToolRequest;
import com.tidepool.reef.cetp.ToolSpec;
import com.tidepool.reef.data.GrantStore;
import com.tidepool.reef.data.PumpRepo;
import com.tidepool.reef.data.ReefDb;
import com.tidepool.reef.ui.DoseConfirmActivity;

import java.io.File;
import java.io.FileNotFoundException;
import java.io.FilenameFilter;
import java.util.HashMap;
import java.util.Map;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The dosing pumps' CETP v2 tool provider (authority com.tidepool.reef.dosing), for paired controller apps. */
public final class DosingProvider extends ToolProviderBase {
    private static final String TAG = "DosingProvider";
    private static final String PROVIDER_ID = "com.tidepool.reef.dosing";

    private final SessionStore sessions = new SessionStore();
    private final RequestBus bus = new RequestBus();
    private final Map<Long, JSONObject> statusCache = new HashMap<Long, JSONObject>();
    private Confirmations.Prompt prompt;
    private PumpRepo pumps;
    private PumpDriver driver;
    private GrantStore grants;
    private Ledger ledger;

    {
        prompt = new Confirmations.Prompt() {
            @Override
            public PendingIntent intentFor(String resumeToken) {
                Context context = getContext();
                Intent intent = new Intent(DoseConfirmActivity.ACTION_CONFIRM_DOSE);
                intent.setPackage(context.getPackageName());
                intent.putExtra(DoseConfirmActivity.EXTRA_TOKEN, resumeToken);
                return PendingIntent.getActivity(context, resumeToken.hashCode(), intent,
                        PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
            }
        };
        bus.subscribe(new RequestBus.Observer() {
            @Override
            public boolean onRequest(ToolRequest request, ResultCallback callback) throws JSONException {
                DoseTool tool = DoseTool.byName(request.toolName);
                if (tool == null) {
                    return false;
                }
                Log.i(TAG, "dosing tool " + request.toolName + " for " + request.callerPackage);
                try {
                    tool.run(DosingProvider.this, request, callback);
                } catch (JSONException e) {
                    callback.onError("INVALID_ARGS", "The arguments do not match the tool's schema.");
                }
                return true;
            }
        });
    }

    @Override
    public boolean onCreate() {
        ReefDb db = ReefDb.get(getContext());
        pumps = new PumpRepo(db);
        grants = new GrantStore(db);
        ledger = new Ledger(db);
        driver = new PumpDriver(pumps, Looper.getMainLooper());
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        final int uid = Binder.getCallingUid();
        CallContext c = new CallContext(method, extras == null ? new Bundle() : extras, uid, getCallingPackage());
        try {
            switch (method) {
                case "negotiate":
                    return negotiate(c, "Reefkeeper dosing");
                case "get_provider_info":
                case "list_tools":
                case "execute_tool":
                case "get_operation":
                case "cancel_operation":
                    return inSession(c);
                default:
                    return Replies.error(c.requestId(), "METHOD_NOT_FOUND", "Unknown method.");
            }
        } catch (JSONException e) {
            Log.w(TAG, method + " failed", e);
            return Replies.error(c.requestId(), "INTERNAL_ERROR", "The provider could not answer.");
        }
    }

    /** Only paired controller apps, still signed as when they were paired, get a session. */
    @Override
    protected Bundle admit(CallContext c) {
        String pinned = c.callerPackage == null ? null : grants.pairedCertificate(c.callerPackage);
        if (!CertPin.get().matches(getContext().getPackageManager(), c.callerPackage, pinned)) {
            return Replies.error(null, "PERMISSION_DENIED", "Pair this app in Reefkeeper's dosing settings first.");
        }
        return null;
    }

    private Bundle inSession(CallContext c) throws JSONException {
        Bundle bad = envelopeProblem(c);
        if (bad != null) {
            return bad;
        }
        // a controller app keeps one session; its newest stands for it
        SessionStore.Session session = sessions.newestFor(c.uid);
        if (session == null || session.callerPackage == null || !session.callerPackage.equals(c.callerPackage)) {
            return Replies.error(c.requestId(), "NEGOTIATION_REQUIRED", "Negotiate a session first.");
        }
        switch (c.method) {
            case "get_provider_info":
                return Replies.plain(c.requestId(), providerInfo());
            case "list_tools":
                JSONArray list = new JSONArray();
                for (DoseTool tool : DoseTool.values()) {
                    list.put(tool.spec.toJson());
                }
                return Replies.plain(c.requestId(), new JSONObject().put("revision", "dosing-4").put("tools", list));
            case "execute_tool":
                return execute(c, bus);
            default:
                return Replies.error(c.requestId(), "UNSUPPORTED_CAPABILITY", "Background operations are not offered.");
        }
    }

    private JSONObject providerInfo() throws JSONException {
        JSONArray scopes = new JSONArray();
        scopes.put(new JSONObject().put("name", "pumps.read").put("title", "Read dosing pumps")
                .put("description", "Pumps, additives and reservoir levels").put("access", "read")
                .put("sensitivity", "device"));
        scopes.put(new JSONObject().put("name", "pumps.control").put("title", "Control dosing pumps")
                .put("description", "Schedule, run and cancel doses").put("access", "write")
                .put("sensitivity", "device"));
        return new JSONObject().put("provider_id", PROVIDER_ID).put("provider_name", "Reefkeeper dosing")
                .put("description", "Dosing pumps of the reef tank")
                .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema").put("scopes", scopes);
    }

    @Override
    protected Decision authorize(ToolRequest request) {
        switch (request.spec.effect) {
            case "read":
                return Decision.ALLOW;
            default:
                // controller apps are paired by the user; the pump tools confirm on the phone
                Log.i(TAG, "paired app runs " + request.toolName);
                return Decision.ALLOW;
        }
    }

    /** Dose history exports (CSV) for the controller app's charts. */
    @Override
    public ParcelFileDescriptor openFile(Uri uri, String mode) throws FileNotFoundException {
        if (!"r".equals(mode)) {
            throw new FileNotFoundException("exports are read-only");
        }
        final String wanted = uri.getLastPathSegment();
        File[] matches = new File(getContext().getFilesDir(), "dose_exports").listFiles(new FilenameFilter() {
            @Override
            public boolean accept(File dir, String name) {
                return name.equals(wanted) && name.endsWith(".csv");
            }
        });
        if (matches == null || matches.length != 1) {
            throw new FileNotFoundException("no such export");
        }
        return ParcelFileDescriptor.open(matches[0], ParcelFileDescriptor.MODE_READ_ONLY);
    }

    PumpRepo pumps() {
        return pumps;
    }

    PumpDriver driver() {
        return driver;
    }

    Confirmations.Prompt prompt() {
        return prompt;
    }

    synchronized JSONObject cachedStatus(long pumpId) {
        return statusCache.get(Long.valueOf(pumpId));
    }

    synchronized void cacheStatus(long pumpId, JSONObject status) {
        statusCache.put(Long.valueOf(pumpId), status);
    }

    @Override
    protected String providerId() {
        return PROVIDER_ID;
    }

    @Override
    protected SessionStore sessions() {
        return sessions;
    }

    @Override
    protected Ledger ledger() {
        return ledger;
    }

    @Override
    protected ToolSpec findTool(String name) {
        DoseTool tool = DoseTool.byName(name);
        return tool == null ? null : tool.spec;
    }
}
