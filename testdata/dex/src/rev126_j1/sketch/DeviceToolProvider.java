package com.lumenhaus.devices;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Context;
import android.content.SharedPreferences;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.Handler;
import android.os.Message;
import android.util.Log;
import com.lumenhaus.cetp.CallerGate;
import com.lumenhaus.cetp.CallerRule;
import com.lumenhaus.cetp.Cetp;
import com.lumenhaus.cetp.Invocation;
import com.lumenhaus.cetp.RadioLink;
import com.lumenhaus.cetp.Replies;
import com.lumenhaus.cetp.ResolutionFactory;
import com.lumenhaus.cetp.Resolutions;
import com.lumenhaus.cetp.SecureTokens;
import com.lumenhaus.cetp.SessionStore;
import com.lumenhaus.cetp.SignerRule;
import com.lumenhaus.cetp.ToolHandler;
import com.lumenhaus.data.HubClient;
import com.lumenhaus.data.HubDatabase;
import com.lumenhaus.data.HubStore;
import com.lumenhaus.data.Ledger;
import com.lumenhaus.data.Tickets;
import java.io.IOException;
import java.nio.charset.Charset;
import java.util.HashMap;
import java.util.HashSet;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 tools of the hub's lights and appliances (authority com.lumenhaus.devices). */
public class DeviceToolProvider extends ContentProvider {
    private static final String TAG = "DeviceTools";
    static final String PROVIDER_ID = "com.lumenhaus.devices";
    private static final String PROVIDER_NAME = "Lumenhaus Devices";
    private static final String SCREEN_PREFS = "device_confirm_screen";
    private static final String KEY_SCREEN_PACKAGE = "screen_package";
    private static final String KEY_SCREEN_CLASS = "screen_class";
    private static final String OWN_PACKAGE = "com.lumenhaus";
    private static final String OWN_CONFIRM = "com.lumenhaus.ui.ConfirmActivity";
    private static final int CONFIRM_FLAGS = PendingIntent.FLAG_UPDATE_CURRENT;

    static final String PROVIDER_INFO = "{\"provider_id\":\"com.lumenhaus.devices\","
            + "\"provider_name\":\"Lumenhaus Devices\",\"description\":\"Lights, plugs and scenes of the home hub\","
            + "\"scopes\":[{\"name\":\"devices.read\",\"description\":\"See the hub's devices\",\"access\":\"read\","
            + "\"sensitivity\":\"device\"},{\"name\":\"devices.control\",\"description\":\"Switch scenes\","
            + "\"access\":\"write\",\"sensitivity\":\"device\"},{\"name\":\"devices.admin\","
            + "\"description\":\"Reset the hub\",\"access\":\"write\",\"sensitivity\":\"device\"}]}";

    static final String TOOL_LIST = "{\"revision\":\"devices-7\",\"tools\":["
            + "{\"name\":\"list_devices\",\"title\":\"List devices\",\"description\":\"Devices known to the hub, by room\","
            + "\"input_schema\":{\"type\":\"object\",\"properties\":{\"room\":{\"type\":\"string\",\"maxLength\":64}},"
            + "\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"devices\":"
            + "{\"type\":\"array\"}},\"required\":[\"devices\"]},\"scopes\":[\"devices.read\"],\"annotations\":"
            + "{\"effect\":\"read\",\"risk\":\"low\",\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\"}},"
            + "{\"name\":\"set_scene\",\"title\":\"Set a scene\",\"description\":\"Switch a room to one of its scenes\","
            + "\"input_schema\":{\"type\":\"object\",\"properties\":{\"room\":{\"type\":\"string\",\"maxLength\":64},"
            + "\"scene\":{\"enum\":[\"bright\",\"evening\",\"night\",\"off\"]}},\"required\":[\"room\",\"scene\"],"
            + "\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"devices.control\"],"
            + "\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"idempotent\":true,\"open_world\":false,"
            + "\"confirmation\":\"provider_policy\"}},"
            + "{\"name\":\"factory_reset_hub\",\"title\":\"Factory reset\",\"description\":\"Erase every device, scene"
            + " and schedule of the hub\",\"input_schema\":{\"type\":\"object\",\"properties\":{},"
            + "\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"devices.admin\"],"
            + "\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"idempotent\":true,"
            + "\"open_world\":false,\"confirmation\":\"always\"}}]}";

    private final HashMap<String, ToolHandler> mTools = new HashMap<String, ToolHandler>();
    private final HashSet<String> mInFlight = new HashSet<String>();
    private final CallerGate mGate = new CallerGate();
    private SessionStore mSessions;
    private SharedPreferences mScreenPrefs;
    private Ledger mLedger;
    private Tickets mTickets;
    private HubStore mStore;
    private HubClient mHub;
    private RadioLink mLink;
    private ExecutorService mExecutor;

    @Override
    public boolean onCreate() {
        Context context = getContext();
        HubDatabase db = HubDatabase.get(context);
        mLedger = new Ledger(db);
        mTickets = new Tickets(db);
        mStore = new HubStore(db);
        mSessions = new SessionStore(context, "device_sessions");
        mHub = new HubClient(context.getSharedPreferences("hub", Context.MODE_PRIVATE)
                .getString("host", "lumenhaus-hub.local"), 7443);
        mScreenPrefs = context.getSharedPreferences(SCREEN_PREFS, Context.MODE_PRIVATE);
        if (!mScreenPrefs.contains(KEY_SCREEN_PACKAGE)) {
            mScreenPrefs.edit()
                    .putString(KEY_SCREEN_PACKAGE, OWN_PACKAGE)
                    .putString(KEY_SCREEN_CLASS, OWN_CONFIRM)
                    .apply();
        }
        mGate.add(new SignerRule(context.getPackageManager(), Cetp.ASSISTANT_CERT_SHA256));
        mGate.add(new CallerRule() {
            @Override
            public boolean accepts(int uid) {
                String[] packages = getContext().getPackageManager().getPackagesForUid(uid);
                return packages != null && packages.length == 1 && Cetp.ASSISTANT_PACKAGE.equals(packages[0]);
            }
        });
        mExecutor = Executors.newFixedThreadPool(2, new ThreadFactory() {
            @Override
            public Thread newThread(Runnable task) {
                return new Thread(task, "device-tools");
            }
        });
        mLink = new RadioLink("device-radio", new Handler.Callback() {
            @Override
            public boolean handleMessage(Message msg) {
                if (msg.what != RadioLink.MSG_SEND) {
                    return false;
                }
                Bundle data = msg.getData();
                String requestId = data.getString(RadioLink.KEY_REQUEST_ID);
                Message reply;
                try {
                    String answer = transmit(data.getString(RadioLink.KEY_COMMAND), data.getString(RadioLink.KEY_PAYLOAD));
                    reply = mLink.replies().obtainMessage(RadioLink.MSG_DONE, answer);
                } catch (IOException e) {
                    reply = mLink.replies().obtainMessage(RadioLink.MSG_FAILED, e.getMessage());
                }
                reply.getData().putString(RadioLink.KEY_REQUEST_ID, requestId);
                reply.sendToTarget();
                return true;
            }
        });
        registerTools();
        return true;
    }

    private void registerTools() {
        mTools.put("list_devices", new ToolHandler() {
            @Override
            public Bundle run(Invocation inv) throws Exception {
                String room = inv.args.optString("room", "");
                JSONArray devices = mStore.devices(room.isEmpty() ? null : room);
                return Replies.success(inv.requestId, new JSONObject().put("devices", devices));
            }
        });
        mTools.put("set_scene", new ToolHandler() {
            @Override
            public Bundle run(Invocation inv) throws Exception {
                String room = inv.args.getString("room");
                String scene = inv.args.getString("scene");
                if (!"bright".equals(scene) && !"evening".equals(scene) && !"night".equals(scene)
                        && !"off".equals(scene)) {
                    return Replies.error(inv.requestId, Cetp.INVALID_ARGS, "Unknown scene", false);
                }
                JSONObject payload = new JSONObject().put("room", room).put("scene", scene);
                return mLink.send(inv.requestId, "scene", payload.toString(), inv.remainingMs());
            }
        });
        mTools.put("factory_reset_hub", new ToolHandler() {
            @Override
            public Bundle run(Invocation inv) throws Exception {
                int answer = confirmation(inv);
                if (answer == Tickets.DENIED) {
                    return Replies.error(inv.requestId, Cetp.USER_CANCELLED, "The reset was declined", false);
                }
                if (answer != Tickets.APPROVED) {
                    return askUser(inv, "Erase every device, scene and schedule of the hub");
                }
                Bundle reply = mLink.send(inv.requestId, "factory_reset", "{}", inv.remainingMs());
                if ("success".equals(reply.getString(Cetp.STATUS))) {
                    mStore.forgetDevices();
                }
                return reply;
            }
        });
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle in = extras != null ? extras : new Bundle();
        if (!mGate.admits(uid)) {
            return Replies.error(in.getString(Cetp.REQUEST_ID), Cetp.PERMISSION_DENIED,
                    "This app may not use the hub tools", false);
        }
        try {
            switch (method) {
                case "negotiate":
                    return negotiate(uid, in);
                case "get_provider_info":
                case "list_tools":
                case "execute_tool":
                    return serve(method, uid, in);
                default:
                    return Replies.error(in.getString(Cetp.REQUEST_ID), Cetp.METHOD_NOT_FOUND, "Unknown method", false);
            }
        } catch (RuntimeException e) {
            Log.e(TAG, "call " + method + " failed", e);
            return Replies.error(in.getString(Cetp.REQUEST_ID), Cetp.INTERNAL_ERROR, "The hub tools failed", false);
        }
    }

    private Bundle negotiate(int uid, Bundle in) {
        int[] versions = in.getIntArray(Cetp.CONSUMER_VERSIONS);
        boolean speaksTwo = false;
        if (versions != null) {
            for (int version : versions) {
                if (version == 2) {
                    speaksTwo = true;
                }
            }
        }
        if (!speaksTwo) {
            return Replies.refused(Cetp.UNSUPPORTED_VERSION, "This provider speaks CETP 2 only");
        }
        String token = SecureTokens.get().next();
        long expiresAt = System.currentTimeMillis() + Cetp.SESSION_TTL_MS;
        mSessions.open(token, uid, expiresAt);
        return Replies.negotiated(PROVIDER_ID, PROVIDER_NAME, token, Replies.timestamp(expiresAt));
    }

    private Bundle serve(String method, int uid, Bundle in) {
        String requestId = in.getString(Cetp.REQUEST_ID);
        if (in.getInt(Cetp.PROTOCOL_VERSION, 0) != 2 || requestId == null || requestId.isEmpty()) {
            return Replies.error(requestId, Cetp.INVALID_REQUEST, "protocol_version 2 and request_id are required", false);
        }
        SessionStore.Session session = mSessions.find(in.getString(Cetp.SESSION_TOKEN));
        long now = System.currentTimeMillis();
        if (session == null || session.isExpired(now)) {
            return Replies.error(requestId, Cetp.NEGOTIATION_REQUIRED, "Negotiate a session first", true);
        }
        long deadline = in.getLong(Cetp.DEADLINE_AT_MS, 0L);
        if (deadline <= 0L) {
            return Replies.error(requestId, Cetp.INVALID_REQUEST, "deadline_at_ms is required", false);
        }
        if (now >= deadline) {
            return Replies.error(requestId, Cetp.DEADLINE_EXCEEDED, "The deadline has passed", false);
        }
        if ("get_provider_info".equals(method)) {
            return Replies.success(requestId, Replies.json(PROVIDER_INFO));
        }
        if ("list_tools".equals(method)) {
            return Replies.success(requestId, Replies.json(TOOL_LIST));
        }
        return execute(uid, requestId, deadline, in);
    }

    private Bundle execute(final int uid, final String requestId, final long deadline, Bundle in) {
        final String tool = in.getString(Cetp.TOOL_NAME);
        final String rawArgs = in.getString(Cetp.ARGS, "{}");
        final String resumeToken = in.getString(Cetp.RESUME_TOKEN);
        if (tool == null || !mTools.containsKey(tool)) {
            return Replies.error(requestId, Cetp.TOOL_NOT_FOUND, "No such tool", false);
        }
        if (rawArgs.getBytes(Charset.forName("UTF-8")).length > Cetp.MAX_REQUEST_BYTES) {
            return Replies.error(requestId, Cetp.INVALID_REQUEST, "args exceed max_request_bytes", false);
        }
        Future<Bundle> pending = mExecutor.submit(new Callable<Bundle>() {
            @Override
            public Bundle call() throws Exception {
                JSONObject args = new JSONObject(rawArgs);
                return runTool(new Invocation(uid, requestId, deadline, tool, args, Ledger.digest(tool, rawArgs),
                        resumeToken));
            }
        });
        try {
            return pending.get(Math.max(1L, deadline - System.currentTimeMillis()), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            return Replies.error(requestId, Cetp.DEADLINE_EXCEEDED, "The hub did not finish in time", false);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Replies.error(requestId, Cetp.UNAVAILABLE, "The provider is shutting down", true);
        } catch (ExecutionException e) {
            Log.w(TAG, "execute_tool " + tool + " failed", e.getCause());
            if (e.getCause() instanceof JSONException) {
                return Replies.error(requestId, Cetp.INVALID_ARGS, "args do not match the input schema", false);
            }
            return Replies.error(requestId, Cetp.INTERNAL_ERROR, "The tool failed", false);
        }
    }

    private Bundle runTool(Invocation inv) throws Exception {
        boolean mutating = !"list_devices".equals(inv.tool);
        synchronized (mInFlight) {
            if (!mInFlight.add(inv.requestId)) {
                return Replies.error(inv.requestId, Cetp.UNAVAILABLE, "This request is already running", true);
            }
        }
        try {
            if (mutating) {
                Bundle earlier = mLedger.recall(PROVIDER_ID, inv.uid, inv.requestId, inv.tool, inv.digest);
                if (earlier != null) {
                    return earlier;
                }
            }
            if (inv.remainingMs() <= 0L) {
                return Replies.error(inv.requestId, Cetp.DEADLINE_EXCEEDED, "The deadline has passed", false);
            }
            Bundle reply = mTools.get(inv.tool).run(inv);
            if (mutating && Replies.isFinal(reply)) {
                mLedger.keep(PROVIDER_ID, inv.uid, inv.requestId, inv.tool, inv.digest, reply);
            }
            return reply;
        } finally {
            synchronized (mInFlight) {
                mInFlight.remove(inv.requestId);
            }
        }
    }

    /** The provider's own record of the user's answer; a consumer's claim is never taken. */
    private int confirmation(Invocation inv) {
        if (inv.args.optBoolean("confirmed", false)) {
            Log.w(TAG, "ignoring a consumer-side confirmation for " + inv.requestId);
        }
        if (inv.resumeToken == null) {
            return Tickets.INVALID;
        }
        return mTickets.redeem(inv.resumeToken, inv.uid, inv.requestId, inv.tool, inv.digest);
    }

    private Bundle askUser(Invocation inv, String summary) {
        String ticket = PairingCodes.get().next();
        mTickets.open(ticket, inv.uid, inv.requestId, inv.tool, inv.digest, summary,
                System.currentTimeMillis() + Cetp.TICKET_TTL_MS);
        PendingIntent resolution = confirmScreen().create(getContext(), ticket, ticket.hashCode());
        return Replies.needsUser(inv.requestId, resolution, ticket);
    }

    private ResolutionFactory confirmScreen() {
        return Resolutions.screen(mScreenPrefs.getString(KEY_SCREEN_PACKAGE, OWN_PACKAGE),
                mScreenPrefs.getString(KEY_SCREEN_CLASS, OWN_CONFIRM), CONFIRM_FLAGS);
    }

    private String transmit(String command, String payload) throws IOException {
        return mHub.exchange("devices/" + command, payload);
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
