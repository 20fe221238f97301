package com.hearthboard.inbox;

import android.content.Context;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;

import com.hearthboard.calendar.CalendarBridge;
import com.hearthboard.cetp.AccessDecision;
import com.hearthboard.cetp.Envelopes;
import com.hearthboard.cetp.PairingRepository;
import com.hearthboard.cetp.SessionStore;
import com.hearthboard.cetp.ToolProviderBase;
import com.hearthboard.cetp.ToolRequest;
import com.hearthboard.cetp.ToolSpec;
import com.hearthboard.data.HearthDatabase;
import com.hearthboard.rx.Single;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 tools over the family message board. Offers async_operations and cancellation. */
public final class InboxToolProvider extends ToolProviderBase {
    static final String PROVIDER_ID = "com.hearthboard.inbox";
    private static final String TAG = "InboxTools";
    private static final String[] CAPABILITIES = {"async_operations", "cancellation"};
    private static final ToolSpec[] TOOLS = {
        new ToolSpec("list_threads", "Message threads",
                "Lists the open message threads of the household member linked to the calling app.",
                "read", "low", "never", "inbox.read")
                .flags(false, true, false)
                .input("{\"type\":\"object\",\"additionalProperties\":false}", new String[0])
                .output("{\"type\":\"object\",\"properties\":{\"threads\":{\"type\":\"array\",\"items\":"
                        + "{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"integer\"},"
                        + "\"subject\":{\"type\":\"string\"},\"unread\":{\"type\":\"boolean\"},"
                        + "\"last_at_ms\":{\"type\":\"integer\"}}}}},\"required\":[\"threads\"]}"),
        new ToolSpec("mark_thread_read", "Mark thread read", "Clears the unread marker of one thread.",
                "update", "low", "never", "inbox.write")
                .flags(false, true, false)
                .input("{\"type\":\"object\",\"properties\":{\"thread_id\":{\"type\":\"integer\",\"minimum\":1}},"
                        + "\"required\":[\"thread_id\"],\"additionalProperties\":false}",
                        new String[] {"thread_id"}, "thread_id")
                .output("{\"type\":\"object\",\"properties\":{\"thread_id\":{\"type\":\"integer\"},"
                        + "\"unread\":{\"type\":\"boolean\"}},\"required\":[\"thread_id\"]}"),
        new ToolSpec("send_message", "Send message", "Posts a message to a household thread.",
                "create", "moderate", "provider_policy", "inbox.write")
                .flags(false, false, false)
                .input("{\"type\":\"object\",\"properties\":{\"thread_id\":{\"type\":\"integer\",\"minimum\":1},"
                        + "\"body\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":2000}},"
                        + "\"required\":[\"thread_id\",\"body\"],\"additionalProperties\":false}",
                        new String[] {"thread_id", "body"}, "thread_id", "body")
                .output("{\"type\":\"object\",\"properties\":{\"message_id\":{\"type\":\"integer\"},"
                        + "\"thread_id\":{\"type\":\"integer\"}},\"required\":[\"message_id\"]}"),
        new ToolSpec("add_event_from_message", "Message to calendar",
                "Adds a one-hour calendar event for an appointment mentioned in a message.",
                "create", "moderate", "provider_policy", "inbox.read", "calendar.write")
                .flags(false, false, true)
                .input("{\"type\":\"object\",\"properties\":{\"message_id\":{\"type\":\"integer\",\"minimum\":1},"
                        + "\"title\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":120},"
                        + "\"starts_at_ms\":{\"type\":\"integer\",\"minimum\":1}},"
                        + "\"required\":[\"message_id\",\"title\",\"starts_at_ms\"],\"additionalProperties\":false}",
                        new String[] {"message_id", "title", "starts_at_ms"}, "message_id", "title", "starts_at_ms")
                .output("{\"type\":\"object\",\"properties\":{\"event_uri\":{\"type\":\"string\"},"
                        + "\"added\":{\"type\":\"boolean\"}},\"required\":[\"event_uri\"]}"),
        new ToolSpec("archive_old_threads", "Archive old threads",
                "Archives every thread without messages for the given number of days; runs in the background.",
                "update", "moderate", "provider_policy", "inbox.write")
                .flags(false, true, false)
                .asyncCapable()
                .input("{\"type\":\"object\",\"properties\":{\"older_than_days\":{\"type\":\"integer\",\"minimum\":1,"
                        + "\"maximum\":3650}},\"required\":[\"older_than_days\"],\"additionalProperties\":false}",
                        new String[] {"older_than_days"}, "older_than_days")
                .output("{\"type\":\"object\",\"properties\":{\"archived\":{\"type\":\"integer\",\"minimum\":0}},"
                        + "\"required\":[\"archived\"]}"),
    };

    private InboxRepository inbox;
    private InboxOperations operations;
    private LegacyCallerCheck callers;
    private CalendarBridge calendar;

    @Override
    public boolean onCreate() {
        Context context = getContext();
        HearthDatabase database = HearthDatabase.get(context);
        sessions = new SessionStore(database);
        pairing = new PairingRepository(database);
        inbox = new InboxRepository(database);
        operations = new InboxOperations();
        callers = new LegacyCallerCheck(context.getPackageManager(), pairing, PROVIDER_ID);
        calendar = new CalendarBridge(context.getContentResolver(), database, 1L);
        return true;
    }

    @Override
    public void shutdown() {
        operations.shutdown();
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        final int uid = Binder.getCallingUid();
        ToolRequest request = ToolRequest.parse(method, extras, uid);
        if (!isKnownMethod(method)) {
            return Envelopes.error(request, "METHOD_NOT_FOUND");
        }
        if ("negotiate".equals(method)) {
            return negotiate(request.extras, uid);
        }
        if (!request.envelopeValid()) {
            return Envelopes.error(request, "INVALID_REQUEST");
        }
        SessionStore.Session session = sessions.latestFor(PROVIDER_ID, uid, System.currentTimeMillis())
                .onErrorReturn(e -> SessionStore.Session.NONE)
                .blockingGet();
        if (session == SessionStore.Session.NONE) {
            return Envelopes.error(request, "NEGOTIATION_REQUIRED");
        }
        String caller = verifyCaller(uid).onErrorReturn(e -> "").blockingGet();
        if (caller.isEmpty()) {
            return Envelopes.error(request, "PERMISSION_DENIED");
        }
        request.callerPackage = caller;
        switch (method) {
            case "get_provider_info":
                return providerInfo(request);
            case "list_tools":
                return listTools(request, session);
            case "execute_tool":
                return executeTool(request, session);
            case "get_operation":
                if (!session.has("async_operations")) {
                    return Envelopes.error(request, "UNSUPPORTED_CAPABILITY");
                }
                return operationState(request);
            default:
                if (!session.has("cancellation")) {
                    return Envelopes.error(request, "UNSUPPORTED_CAPABILITY");
                }
                return cancelOperation(request);
        }
    }

    @Override
    protected Single<String> verifyCaller(int uid) {
        return callers.verify(uid);
    }

    @Override
    protected Single<AccessDecision> authorize(ToolRequest request, ToolSpec tool) {
        return inbox.warmUp()
                .andThen(Single.just(AccessDecision.allow()))
                .doOnSuccess(decision -> Log.d(TAG, "inbox tool call admitted"));
    }

    @Override
    protected Bundle dispatch(ToolRequest request, ToolSpec tool, JSONObject args, SessionStore.Session session) {
        switch (tool.name) {
            case "list_threads":
                return reply(request, inbox.threadsForCaller()
                        .doOnSuccess(threads -> Log.d(TAG, "listed " + threads.length() + " threads"))
                        .map(threads -> new JSONObject().put("threads", threads)));
            case "mark_thread_read":
                return reply(request, operations.once(request, tool, inbox.thread(args.optLong("thread_id", -1L))
                        .doOnSuccess(thread -> inbox.markRead(thread.getLong("id")))
                        .map(thread -> new JSONObject().put("thread_id", thread.getLong("id")).put("unread", false))));
            case "send_message":
                return sendMessage(request, tool, args);
            case "add_event_from_message":
                return reply(request, operations.once(request, tool, eventFromMessage(args)));
            case "archive_old_threads":
                return archive(request, tool, args.optInt("older_than_days", 0));
            default:
                return Envelopes.error(request, "TOOL_NOT_FOUND");
        }
    }

    private Bundle sendMessage(ToolRequest request, ToolSpec tool, JSONObject args) {
        long threadId = args.optLong("thread_id", -1L);
        String body = args.optString("body", "");
        return operations.once(request, tool, inbox.send(threadId, body, "assistant:" + request.callerPackage))
                .map(value -> Envelopes.success(request, value))
                .onErrorReturn(e -> {
                    Log.w(TAG, "send_message failed for thread " + threadId, e);
                    return Envelopes.error(request, Envelopes.codeFor(e));
                })
                .blockingGet();
    }

    private Single<JSONObject> eventFromMessage(JSONObject args) {
        String title = args.optString("title", "");
        long startsAt = args.optLong("starts_at_ms", 0L);
        return inbox.message(args.optLong("message_id", -1L))
                .flatMap(message -> calendar.insertMessageEvent(message, title, startsAt));
    }

    private Bundle archive(ToolRequest request, ToolSpec tool, int days) {
        try {
            InboxOperations.Operation op =
                    operations.start(request, tool, cancelled -> inbox.archiveOlderThan(days, cancelled));
            return Envelopes.accepted(request, op.id, 2000L);
        } catch (Envelopes.Failure failure) {
            return Envelopes.error(request, failure.code);
        }
    }

    private Bundle operationState(ToolRequest request) {
        InboxOperations.Operation op =
                operations.find(request.uid, request.requestId, request.extras.getString("operation_id"));
        if (op == null) {
            return Envelopes.error(request, "INVALID_REQUEST");
        }
        try {
            return Envelopes.data(request, op.toJson());
        } catch (JSONException e) {
            return Envelopes.error(request, "INTERNAL_ERROR");
        }
    }

    private Bundle cancelOperation(ToolRequest request) {
        InboxOperations.Operation op =
                operations.find(request.uid, request.requestId, request.extras.getString("operation_id"));
        if (op == null) {
            return Envelopes.error(request, "INVALID_REQUEST");
        }
        if (!operations.requestCancel(op)) {
            return Envelopes.error(request, "CONFLICT");
        }
        try {
            return Envelopes.data(request, new JSONObject().put("operation_id", op.id)
                    .put("state", "cancellation_requested"));
        } catch (JSONException e) {
            return Envelopes.error(request, "INTERNAL_ERROR");
        }
    }

    private static Bundle reply(ToolRequest request, Single<JSONObject> result) {
        return result.map(value -> Envelopes.success(request, value))
                .onErrorReturn(e -> Envelopes.failure(request, e))
                .blockingGet();
    }

    @Override
    protected String providerId() {
        return PROVIDER_ID;
    }

    @Override
    protected String providerName() {
        return "Hearthboard Messages";
    }

    @Override
    protected String providerDescription() {
        return "The household's message board and the events mentioned in it.";
    }

    @Override
    protected JSONArray scopeCatalog() throws JSONException {
        return new JSONArray()
                .put(scope("inbox.read", "Read messages", "Read the household's message threads", "read"))
                .put(scope("inbox.write", "Post and tidy messages", "Send messages, mark and archive threads",
                        "write"))
                .put(scope("calendar.write", "Add calendar events", "Put appointments into the phone's calendar",
                        "write"));
    }

    private static JSONObject scope(String name, String title, String description, String access)
            throws JSONException {
        return new JSONObject().put("name", name).put("title", title).put("description", description)
                .put("access", access).put("sensitivity", "personal");
    }

    @Override
    protected ToolSpec[] tools() {
        return TOOLS;
    }

    @Override
    protected String[] offeredCapabilities() {
        return CAPABILITIES.clone();
    }
}
