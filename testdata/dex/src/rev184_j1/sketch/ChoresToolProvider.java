package com.hearthboard.chores;

import android.content.Context;
import android.os.Binder;
import android.os.Bundle;

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

/** CETP v2 tools over the household's chores and shopping list. No optional capabilities. */
public final class ChoresToolProvider extends ToolProviderBase {
    static final String PROVIDER_ID = "com.hearthboard.chores";
    private static final String CHORE_OUT = "{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"integer\"},"
            + "\"title\":{\"type\":\"string\"},\"room\":{\"type\":\"string\"},\"status\":{\"type\":\"string\"},"
            + "\"due_at_ms\":{\"type\":\"integer\"}}}";
    private static final ToolSpec[] TOOLS = {
        new ToolSpec("list_my_tasks", "My chores",
                "Lists the open chores assigned to the household member linked to the calling app.",
                "read", "low", "never", "chores.read")
                .flags(false, true, false)
                .input("{\"type\":\"object\",\"additionalProperties\":false}", new String[0])
                .output("{\"type\":\"object\",\"properties\":{\"tasks\":{\"type\":\"array\",\"items\":" + CHORE_OUT
                        + "}},\"required\":[\"tasks\"]}"),
        new ToolSpec("next_chore", "Next chore",
                "Shows the open chore that is due next, optionally limited to one room.",
                "read", "low", "never", "chores.read")
                .flags(false, true, false)
                .input("{\"type\":\"object\",\"properties\":{\"room\":{\"type\":\"string\",\"maxLength\":40}},"
                        + "\"additionalProperties\":false}", new String[0], "room")
                .output("{\"type\":\"object\",\"properties\":{\"chore\":" + CHORE_OUT + "},\"required\":[\"chore\"]}"),
        new ToolSpec("complete_chore", "Complete chore", "Marks a chore as done by the named household member.",
                "update", "moderate", "provider_policy", "chores.write")
                .flags(false, true, false)
                .input("{\"type\":\"object\",\"properties\":{\"chore_id\":{\"type\":\"integer\",\"minimum\":1},"
                        + "\"done_by\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":64}},"
                        + "\"required\":[\"chore_id\",\"done_by\"],\"additionalProperties\":false}",
                        new String[] {"chore_id", "done_by"}, "chore_id", "done_by")
                .output("{\"type\":\"object\",\"properties\":{\"chore_id\":{\"type\":\"integer\"},"
                        + "\"status\":{\"const\":\"done\"}},\"required\":[\"chore_id\",\"status\"]}"),
        new ToolSpec("add_chore_to_calendar", "Put chore in calendar",
                "Adds a one-hour event for a chore to the phone's calendar.",
                "create", "moderate", "provider_policy", "chores.read", "calendar.write")
                .flags(false, false, true)
                .input("{\"type\":\"object\",\"properties\":{\"chore_id\":{\"type\":\"integer\",\"minimum\":1},"
                        + "\"starts_at_ms\":{\"type\":\"integer\",\"minimum\":1}},"
                        + "\"required\":[\"chore_id\",\"starts_at_ms\"],\"additionalProperties\":false}",
                        new String[] {"chore_id", "starts_at_ms"}, "chore_id", "starts_at_ms")
                .output("{\"type\":\"object\",\"properties\":{\"event_uri\":{\"type\":\"string\"},"
                        + "\"added\":{\"type\":\"boolean\"}},\"required\":[\"event_uri\"]}"),
        new ToolSpec("add_shopping_item", "Add to shopping list", "Adds an item to the shared shopping list.",
                "create", "low", "never", "chores.write")
                .flags(false, false, false)
                .input("{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\",\"minLength\":1,"
                        + "\"maxLength\":80},\"quantity\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":99}},"
                        + "\"required\":[\"name\"],\"additionalProperties\":false}",
                        new String[] {"name"}, "name", "quantity")
                .output("{\"type\":\"object\",\"properties\":{\"item_id\":{\"type\":\"integer\"},"
                        + "\"name\":{\"type\":\"string\"},\"quantity\":{\"type\":\"integer\"}},"
                        + "\"required\":[\"item_id\"]}"),
    };

    private ChoreRepository chores;
    private MutationJournal journal;
    private SigningCertificateCheck signing;
    private CalendarBridge calendar;

    @Override
    public boolean onCreate() {
        Context context = getContext();
        HearthDatabase database = HearthDatabase.get(context);
        sessions = new SessionStore(database);
        pairing = new PairingRepository(database);
        chores = new ChoreRepository(database);
        journal = new MutationJournal(database, PROVIDER_ID);
        signing = new SigningCertificateCheck(context.getPackageManager(), pairing, PROVIDER_ID);
        calendar = new CalendarBridge(context.getContentResolver(), database, 1L);
        return true;
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
        SessionStore.Session session = admit(request)
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
            default:
                return Envelopes.error(request, "UNSUPPORTED_CAPABILITY");
        }
    }

    /** The request's session_token must name a live session this UID negotiated with this provider. */
    private Single<SessionStore.Session> admit(ToolRequest request) {
        return Single.just(request)
                .map(r -> r.extras.getString("session_token", ""))
                .flatMap(token -> sessions.find(PROVIDER_ID, token, request.uid, System.currentTimeMillis()));
    }

    @Override
    protected Single<String> verifyCaller(int uid) {
        return signing.verify(uid);
    }

    @Override
    protected Single<AccessDecision> authorize(ToolRequest request, ToolSpec tool) {
        return pairing.grantedScopes(request.callerPackage, PROVIDER_ID)
                .map(granted -> tool.needsScopes(granted)
                        ? AccessDecision.allow()
                        : AccessDecision.deny("PERMISSION_DENIED"));
    }

    @Override
    protected Bundle dispatch(ToolRequest request, ToolSpec tool, JSONObject args, SessionStore.Session session) {
        switch (tool.name) {
            case "list_my_tasks":
                return reply(request, chores.tasksForCallingMember().map(tasks -> new JSONObject().put("tasks", tasks)));
            case "next_chore":
                return reply(request, nextChore(args.optString("room", "")));
            case "complete_chore":
                return completeChore(request, tool, args);
            case "add_chore_to_calendar":
                return reply(request, journal.once(request, tool, addToCalendar(args)));
            case "add_shopping_item":
                return reply(request, journal.once(request, tool,
                        chores.addShoppingItem(args.optString("name", ""), args.optInt("quantity", 1))));
            default:
                return Envelopes.error(request, "TOOL_NOT_FOUND");
        }
    }

    private Single<JSONObject> nextChore(String room) {
        return chores.nextOpenChore(room)
                .doOnSuccess(chore -> {
                    if (chore.has("id")) {
                        chores.markStarted(chore.getLong("id"));
                    }
                })
                .map(chore -> new JSONObject().put("chore", chore));
    }

    private Bundle completeChore(ToolRequest request, ToolSpec tool, JSONObject args) {
        long choreId = args.optLong("chore_id", -1L);
        String doneBy = args.optString("done_by", "");
        return journal.once(request, tool, chores.complete(choreId, doneBy))
                .map(value -> Envelopes.success(request, value))
                .onErrorReturn(e -> Envelopes.error(request, "INTERNAL_ERROR",
                        "Could not complete chore " + choreId + ": " + e.getMessage()))
                .blockingGet();
    }

    private Single<JSONObject> addToCalendar(JSONObject args) {
        long startsAt = args.optLong("starts_at_ms", 0L);
        return chores.find(args.optLong("chore_id", -1L))
                .flatMap(chore -> calendar.insertChore(chore, startsAt));
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
        return "Hearthboard Chores";
    }

    @Override
    protected String providerDescription() {
        return "Household chores, who does them, and the shared shopping list.";
    }

    @Override
    protected JSONArray scopeCatalog() throws JSONException {
        return new JSONArray()
                .put(scope("chores.read", "See chores", "Read chores and who they are assigned to", "read"))
                .put(scope("chores.write", "Update chores", "Complete chores and add shopping items", "write"))
                .put(scope("calendar.write", "Add calendar events", "Put chores into the phone's calendar",
                        "write"));
    }

    static JSONObject scope(String name, String title, String description, String access) throws JSONException {
        return new JSONObject().put("name", name).put("title", title).put("description", description)
                .put("access", access).put("sensitivity", "personal");
    }

    @Override
    protected ToolSpec[] tools() {
        return TOOLS;
    }

    @Override
    protected String[] offeredCapabilities() {
        return new String[0];
    }
}
