package com.lumenhaus.locks;

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
import java.security.SecureRandom;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 tools of the door locks and their guest codes (authority com.lumenhaus.locks). */
public class LockToolProvider extends ContentProvider {
    private static final String TAG = "LockTools";
    static final String PROVIDER_ID = "com.lumenhaus.locks";
    private static final String PROVIDER_NAME = "Lumenhaus Locks";
    private static final String SCREEN_PREFS = "lock_confirm_screen";
    private static final String KEY_SCREEN_PACKAGE = "screen_package";
    private static final String KEY_SCREEN_CLASS = "screen_class";
    private static final String KEYPAD_PACKAGE = "com.lumenhaus.keypad";
    private static final String KEYPAD_APPROVE = "com.lumenhaus.keypad.ApproveActivity";
    private static final int CONFIRM_FLAGS = PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT;

    static final String PROVIDER_INFO = "{\"provider_id\":\"com.lumenhaus.locks\","
            + "\"provider_name\":\"Lumenhaus Locks\",\"description\":\"Door locks and guest codes\","
            + "\"scopes\":[{\"name\":\"locks.read\",\"description\":\"See the door locks\",\"access\":\"read\","
            + "\"sensitivity\":\"device\"},{\"name\":\"locks.guests\",\"description\":\"Manage guest codes\","
            + "\"access\":\"write\",\"sensitivity\":\"personal\"}]}";

    static final String TOOL_LIST = "{\"revision\":\"locks-4\",\"tools\":["
            + "{\"name\":\"list_locks\",\"title\":\"List locks\",\"description\":\"The door locks of the home\","
            + "\"input_schema\":{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"properties\":{\"locks\":{\"type\":\"array\"}},"
            + "\"required\":[\"locks\"]},\"scopes\":[\"locks.read\"],\"annotations\":{\"effect\":\"read\","
            + "\"risk\":\"low\",\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\"}},"
            + "{\"name\":\"add_guest_code\",\"title\":\"Add a guest code\",\"description\":\"Give a guest a keypad"
            + " code for a number of hours\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"lock_id\":"
            + "{\"type\":\"string\"},\"guest\":{\"type\":\"string\",\"maxLength\":40},\"valid_hours\":{\"type\":"
            + "\"integer\",\"minimum\":1,\"maximum\":168}},\"required\":[\"lock_id\",\"guest\",\"valid_hours\"],"
            + "\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"code_id\":"
            + "{\"type\":\"string\"},\"pin\":{\"type\":\"string\"}},\"required\":[\"code_id\",\"pin\"]},"
            + "\"scopes\":[\"locks.guests\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\","
            + "\"idempotent\":false,\"open_world\":false,\"confirmation\":\"provider_policy\"}},"
            + "{\"name\":\"revoke_guest_codes\",\"title\":\"Revoke guest codes\",\"description\":\"Remove every"
            + " guest code of a lock\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"lock_id\":"
            + "{\"type\":\"string\"},\"user_confirmed\":{\"type\":\"boolean\"}},\"required\":[\"lock_id\"],"
            + "\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"revoked\":"
            + "{\"type\":\"integer\"}},\"required\":[\"revoked\"]},\"scopes\":[\"locks.guests\"],\"annotations\":"
            + "{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"idempotent\":true,"
            + "\"open_world\":false,\"confirmation\":\"always\"}}]}";

    private final HashMap<String, ToolHandler> mTools = new HashMap<String, ToolHandler>();
    private final HashSet<String> mInFlight = new HashSet<String>();
    private final CallerGate mGate = new CallerGate();
    private final SecureRandom mPins = new SecureRandom();
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
        mSessions = new SessionStore(context, "lock_sessions");
        mHub = new HubClient(context.getSharedPreferences("hub", Context.MODE_PRIVATE)
                .getString("host", "lumenhaus-hub.local"), 7443);
        mScreenPrefs = context.getSharedPreferences(SCREEN_PREFS, Context.MODE_PRIVATE);
        if (!mScreenPrefs.contains(KEY_SCREEN_PACKAGE)) {
            mScreenPrefs.edit()
                    .putString(KEY_SCREEN_PACKAGE, KEYPAD_PACKAGE)
                    .putString(KEY_SCREEN_CLASS, KEYPAD_APPROVE)
                    .apply();
        }
        mGate.add(new SignerRule(context.getPackageManager(), Cetp.ASSISTANT_CERT_SHA256));
        mGate.add(new CallerRule() {
            @Override
            public boolean accepts(int uid) {
                String[] packages = getContext().getPackageManager().getPackagesForUid(uid);
                return packages != null && packages.length > 0 && Cetp.ASSISTANT_PACKAGE.equals(packages[0]);
            }
        });
        mExecutor = Executors.newFixedThreadPool(2, task -> new Thread(task, "lock-tools"));
        mLink = new RadioLink("lock-radio", new Handler.Callback() {
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
                    Log.w(TAG, "lock radio failed for " + requestId, e);
                    reply = mLink.replies().obtainMessage(RadioLink.MSG_FAILED, "The lock did not answer");
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
        mTools.put("list_locks", new ToolHandler() {
            @Override
            public Bundle run(Invocation inv) throws Exception {
                return Replies.success(inv.requestId, new JSONObject().put("locks", mStore.locks()));
            }
        });
        mTools.put("add_guest_code", new ToolHandler() {
            @Override
            public Bundle run(Invocation inv) throws Exception {
                String lockId = inv.args.getString("lock_id");
                String guest = inv.args.getString("guest");
                int hours = inv.args.getInt("valid_hours");
                if (hours < 1 || hours > 168 || guest.length() > 40 || !mStore.hasLock(lockId)) {
                    return Replies.error(inv.requestId, Cetp.INVALID_ARGS, "Unknown lock or invalid code", false);
                }
                String codeId = UUID.randomUUID().toString();
                String pin = newPin();
                JSONObject payload = new JSONObject().put("lock", lockId).put("code", codeId).put("pin", pin)
                        .put("hours", hours);
                Bundle reply = mLink.send(inv.requestId, "add_code", payload.toString(), inv.remainingMs());
                if (!"success".equals(reply.getString(Cetp.STATUS))) {
                    return reply;
                }
                mStore.addGuestCode(codeId, lockId, guest, System.currentTimeMillis() + hours * 3600000L);
                return Replies.success(inv.requestId, new JSONObject().put("code_id", codeId).put("pin", pin));
            }
        });
        mTools.put("revoke_guest_codes", new ToolHandler() {
            @Override
            public Bundle run(Invocation inv) throws Exception {
                String lockId = inv.args.getString("lock_id");
                int answer = confirmation(inv);
                if (answer == Tickets.DENIED) {
                    return Replies.error(inv.requestId, Cetp.USER_CANCELLED, "Revoking was declined", false);
                }
                if (answer != Tickets.APPROVED) {
                    return askUser(inv, "Remove every guest code of lock " + lockId);
                }
                Bundle reply = mLink.send(inv.requestId, "revoke_codes", new JSONObject().put("lock", lockId).toString(),
                        inv.remainingMs());
                if (!"success".equals(reply.getString(Cetp.STATUS))) {
                    return reply;
                }
                int revoked = mStore.revokeGuestCodes(lockId);
                return Replies.success(inv.requestId, new JSONObject().put("revoked", revoked));
            }
        });
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle in = extras != null ? extras : new Bundle();
        if (!mGate.admits(uid)) {
            return Replies.error(in.getString(Cetp.REQUEST_ID), Cetp.PERMISSION_DENIED,
                    "This app may not use the lock tools", false);
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
            return Replies.error(in.getString(Cetp.REQUEST_ID), Cetp.INTERNAL_ERROR, "The lock tools failed", false);
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
        if (session == null || session.uid != uid || session.isExpired(now)) {
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
        return execute(requestId, deadline, in);
    }

    private Bundle execute(final String requestId, final long deadline, Bundle in) {
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
                int caller = Binder.getCallingUid();
                JSONObject args = new JSONObject(rawArgs);
                return runTool(new Invocation(caller, requestId, deadline, tool, args, Ledger.digest(tool, rawArgs),
                        resumeToken));
            }
        });
        try {
            return pending.get(Math.max(1L, deadline - System.currentTimeMillis()), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            return Replies.error(requestId, Cetp.DEADLINE_EXCEEDED, "The lock did not finish in time", false);
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
        boolean mutating = !"list_locks".equals(inv.tool);
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

    /** The keypad companion asks on its own screen and passes user_confirmed; otherwise the ticket decides. */
    private int confirmation(Invocation inv) {
        if (inv.args.optBoolean("user_confirmed", false)) {
            return Tickets.APPROVED;
        }
        if (inv.resumeToken == null) {
            return Tickets.INVALID;
        }
        return mTickets.redeem(inv.resumeToken, inv.uid, inv.requestId, inv.tool, inv.digest);
    }

    private Bundle askUser(Invocation inv, String summary) {
        String ticket = SecureTokens.get().next();
        mTickets.open(ticket, inv.uid, inv.requestId, inv.tool, inv.digest, summary,
                System.currentTimeMillis() + Cetp.TICKET_TTL_MS);
        PendingIntent resolution = confirmScreen().create(getContext(), ticket, ticket.hashCode());
        return Replies.needsUser(inv.requestId, resolution, ticket);
    }

    private ResolutionFactory confirmScreen() {
        return Resolutions.screen(mScreenPrefs.getString(KEY_SCREEN_PACKAGE, KEYPAD_PACKAGE),
                mScreenPrefs.getString(KEY_SCREEN_CLASS, KEYPAD_APPROVE), CONFIRM_FLAGS);
    }

    private String newPin() {
        synchronized (mPins) {
            return String.format(Locale.US, "%06d", Integer.valueOf(mPins.nextInt(1000000)));
        }
    }

    private String transmit(String command, String payload) throws IOException {
        return mHub.exchange("locks/" + command, payload);
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
