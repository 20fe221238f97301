package com.tidepool.reef.tanklog;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
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
import com.tidepool.reef.data.ReefDb;
import com.tidepool.reef.data.TankRepo;
import com.tidepool.reef.ui.ConfirmActivity;

import java.io.File;
import java.io.FileNotFoundException;
import java.io.FilenameFilter;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The tank log's CETP v2 tool provider (authority com.tidepool.reef.tanklog). */
public final class TankLogProvider extends ToolProviderBase {
    private static final String TAG = "TankLogProvider";
    private static final String PROVIDER_ID = "com.tidepool.reef";

    private final SessionStore sessions = new SessionStore();
    private final RequestBus bus = new RequestBus();
    private Confirmations.Prompt prompt;
    private TankTools tools;
    private GrantStore grants;
    private Ledger ledger;

    {
        prompt = new Confirmations.Prompt() {
            @Override
            public PendingIntent intentFor(String resumeToken) {
                Context context = getContext();
                Intent intent = new Intent(context, ConfirmActivity.class);
                intent.putExtra(ConfirmActivity.EXTRA_TOKEN, resumeToken);
                return PendingIntent.getActivity(context, resumeToken.hashCode(), intent,
                        PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
            }
        };
        // audit first: every execution is logged (redacted) before a tool sees it
        bus.subscribe(new RequestBus.Observer() {
            @Override
            public boolean onRequest(ToolRequest request, ResultCallback callback) {
                Log.i(TAG, "execute " + request.toolName + " for " + request.callerPackage + " ("
                        + request.requestId + ")");
                return false;
            }
        });
    }

    @Override
    public boolean onCreate() {
        ReefDb db = ReefDb.get(getContext());
        grants = new GrantStore(db);
        ledger = new Ledger(db);
        tools = new TankTools(getContext(), new TankRepo(db), prompt);
        bus.subscribe(tools);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        final int uid = Binder.getCallingUid();
        CallContext c = new CallContext(method, extras == null ? new Bundle() : extras, uid, getCallingPackage());
        try {
            switch (method) {
                case "negotiate":
                    return negotiate(c, "Reefkeeper tank log");
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

    private Bundle inSession(CallContext c) throws JSONException {
        Bundle bad = envelopeProblem(c);
        if (bad != null) {
            return bad;
        }
        if (sessions.require(c.extras, c.uid) == null) {
            return Replies.error(c.requestId(), "NEGOTIATION_REQUIRED", "Negotiate a session first.");
        }
        switch (c.method) {
            case "get_provider_info":
                return Replies.plain(c.requestId(), providerInfo());
            case "list_tools":
                JSONArray list = new JSONArray();
                for (ToolSpec spec : tools.specs()) {
                    list.put(spec.toJson());
                }
                return Replies.plain(c.requestId(), new JSONObject().put("revision", "tanklog-9").put("tools", list));
            case "execute_tool":
                return execute(c, bus);
            default:
                return Replies.error(c.requestId(), "UNSUPPORTED_CAPABILITY", "Background operations are not offered.");
        }
    }

    private JSONObject providerInfo() throws JSONException {
        JSONArray scopes = new JSONArray();
        scopes.put(new JSONObject().put("name", "tanks.read").put("title", "Read the tank log")
                .put("description", "Tanks and water test results").put("access", "read").put("sensitivity", "personal"));
        scopes.put(new JSONObject().put("name", "tanks.write").put("title", "Change the tank log")
                .put("description", "Log, rename and delete entries").put("access", "write")
                .put("sensitivity", "personal"));
        return new JSONObject().put("provider_id", PROVIDER_ID).put("provider_name", "Reefkeeper tank log")
                .put("description", "Aquarium tanks and water test results")
                .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema").put("scopes", scopes);
    }

    @Override
    protected Decision authorize(ToolRequest request) {
        return decide(request.uid, request.callerPackage, request.spec.scopes);
    }

    /** Every scope granted to this package and UID, unexpired, and the package still signed as when granted. */
    private Decision decide(int uid, String pkg, String[] scopes) {
        if (pkg == null) {
            return Decision.DENY;
        }
        for (String scope : scopes) {
            if (!grants.holds(pkg, uid, scope)) {
                Log.i(TAG, pkg + " lacks " + scope);
                return Decision.DENY;
            }
        }
        String pinned = grants.certificateFor(pkg, uid);
        return SignerCache.get().signedBy(getContext().getPackageManager(), pkg, pinned) ? Decision.ALLOW
                : Decision.DENY;
    }

    /** CSV exports of the log, for apps granted tanks.read. */
    @Override
    public ParcelFileDescriptor openFile(Uri uri, String mode) throws FileNotFoundException {
        if (decide(Binder.getCallingUid(), getCallingPackage(), TankTools.READ) != Decision.ALLOW) {
            throw new SecurityException("tanks.read not granted");
        }
        if (!"r".equals(mode)) {
            throw new FileNotFoundException("exports are read-only");
        }
        final String wanted = uri.getLastPathSegment();
        File[] matches = new File(getContext().getFilesDir(), "exports").listFiles(new FilenameFilter() {
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
        return name == null ? null : tools.spec(name);
    }
}
