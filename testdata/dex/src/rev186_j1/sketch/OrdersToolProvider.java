package com.tallyworks.stockroom.orders;

import android.app.PendingIntent;
import android.content.Intent;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;

import com.tallyworks.stockroom.cetp.CetpV2ContentProvider;
import com.tallyworks.stockroom.cetp.ConfirmActivity;
import com.tallyworks.stockroom.cetp.ConfirmationStore;
import com.tallyworks.stockroom.cetp.Envelopes;
import com.tallyworks.stockroom.cetp.SessionRegistry;
import com.tallyworks.stockroom.cetp.ToolCall;
import com.tallyworks.stockroom.cetp.ToolFailure;
import com.tallyworks.stockroom.cetp.ToolSpec;
import com.tallyworks.stockroom.cetp.Tokens;
import com.tallyworks.stockroom.data.StockDatabase;

import java.util.Arrays;
import java.util.List;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The order tools of Stockroom (authority com.tallyworks.stockroom.tools.orders). */
public class OrdersToolProvider extends CetpV2ContentProvider {
    static final String PROVIDER_ID = "com.tallyworks.stockroom.orders";
    private static final String TAG = "OrderTools";

    private static final String LIST_IN = "{\"type\":\"object\",\"properties\":{\"status\":{\"type\":\"string\","
            + "\"enum\":[\"open\",\"packed\",\"shipped\",\"cancelled\",\"refunded\"]},\"limit\":{\"type\":\"integer\","
            + "\"minimum\":1,\"maximum\":100}},\"additionalProperties\":false}";
    private static final String LIST_OUT = "{\"type\":\"object\",\"properties\":{\"orders\":{\"type\":\"array\","
            + "\"items\":{\"type\":\"object\"}}},\"required\":[\"orders\"]}";
    private static final String ORDER_IN = "{\"type\":\"object\",\"properties\":{\"order_id\":{\"type\":\"integer\","
            + "\"minimum\":1}},\"required\":[\"order_id\"],\"additionalProperties\":false}";
    private static final String STATUS_OUT = "{\"type\":\"object\",\"properties\":{\"order_id\":{\"type\":\"integer\"},"
            + "\"status\":{\"type\":\"string\"}},\"required\":[\"order_id\",\"status\"]}";
    private static final String REFUND_IN = "{\"type\":\"object\",\"properties\":{\"order_id\":{\"type\":\"integer\","
            + "\"minimum\":1},\"amount_cents\":{\"type\":\"integer\",\"minimum\":1},\"reason\":{\"type\":\"string\","
            + "\"enum\":[\"damaged\",\"late\",\"wrong_item\",\"goodwill\"]}},\"required\":[\"order_id\",\"amount_cents\","
            + "\"reason\"],\"additionalProperties\":false}";
    private static final String REFUND_OUT = "{\"type\":\"object\",\"properties\":{\"order_id\":{\"type\":\"integer\"},"
            + "\"refunded_cents\":{\"type\":\"integer\"}},\"required\":[\"order_id\",\"refunded_cents\"]}";
    private static final String ARCHIVE_IN = "{\"type\":\"object\",\"properties\":{\"older_than_days\":{\"type\":"
            + "\"integer\",\"minimum\":30,\"maximum\":3650}},\"required\":[\"older_than_days\"],"
            + "\"additionalProperties\":false}";
    private static final String ARCHIVE_OUT = "{\"type\":\"object\",\"properties\":{\"archived\":{\"type\":\"integer\"}},"
            + "\"required\":[\"archived\"]}";

    private static final List<ToolSpec> TOOLS = Arrays.asList(
            new ToolSpec("list_orders", "List orders", "Recent customer orders, optionally of one status.",
                    ToolSpec.Effect.READ, ToolSpec.Risk.LOW, ToolSpec.Confirmation.NEVER,
                    new String[] {"orders.read"}, LIST_IN, LIST_OUT).idempotent(),
            new ToolSpec("mark_packed", "Mark order packed", "Record that an open order has been packed.",
                    ToolSpec.Effect.UPDATE, ToolSpec.Risk.LOW, ToolSpec.Confirmation.NEVER,
                    new String[] {"orders.write"}, ORDER_IN, STATUS_OUT).idempotent(),
            new ToolSpec("cancel_order", "Cancel order", "Cancel an order that has not been refunded.",
                    ToolSpec.Effect.UPDATE, ToolSpec.Risk.MODERATE, ToolSpec.Confirmation.PROVIDER_POLICY,
                    new String[] {"orders.write"}, ORDER_IN, STATUS_OUT),
            new ToolSpec("refund_order", "Refund order", "Refund part or all of a paid order to the customer's card.",
                    ToolSpec.Effect.TRANSACTION, ToolSpec.Risk.HIGH, ToolSpec.Confirmation.ALWAYS,
                    new String[] {"orders.read", "payments.write"}, REFUND_IN, REFUND_OUT).openWorld(),
            new ToolSpec("archive_orders", "Archive old orders", "Move finished orders older than some days to the archive.",
                    ToolSpec.Effect.UPDATE, ToolSpec.Risk.LOW, ToolSpec.Confirmation.NEVER,
                    new String[] {"orders.write"}, ARCHIVE_IN, ARCHIVE_OUT).idempotent().async());

    private StockDatabase database;
    private OrderBook book;
    private PartnerGate partners;
    private ConfirmationStore confirmations;
    private OrderOperations operations;

    @Override
    public boolean onCreate() {
        database = StockDatabase.get(getContext());
        book = new OrderBook(database);
        partners = new PartnerGate(getContext(), database, PROVIDER_ID);
        confirmations = new ConfirmationStore(database);
        operations = new OrderOperations(database, book, PROVIDER_ID);
        operations.recoverInterrupted();
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        final int uid = Binder.getCallingUid();
        ToolCall call = new ToolCall(uid, method, extras);
        switch (method) {
            case "negotiate":
                return negotiate(uid, extras);
            case "get_provider_info":
            case "list_tools":
            case "execute_tool":
            case "get_operation":
            case "cancel_operation":
                break;
            default:
                return Envelopes.error(call, "METHOD_NOT_FOUND");
        }
        if (!call.envelopeValid()) {
            return Envelopes.error(call, "INVALID_REQUEST");
        }
        SessionRegistry.Session session = SessionRegistry.find(PROVIDER_ID, call.sessionToken, uid,
                System.currentTimeMillis());
        if (session == null) {
            return Envelopes.error(call, "NEGOTIATION_REQUIRED");
        }
        String denied = admitCaller(uid);
        if (denied != null) {
            return Envelopes.error(call, denied);
        }
        try {
            switch (method) {
                case "get_provider_info":
                    return providerInfo(call);
                case "list_tools":
                    return listTools(call, session);
                case "execute_tool":
                    return execute(call, session);
                case "get_operation":
                    return session.has("async_operations")
                            ? operations.describe(call, call.extras.getString("operation_id"))
                            : Envelopes.error(call, "UNSUPPORTED_CAPABILITY");
                default:
                    return session.has("cancellation")
                            ? operations.cancel(call, call.extras.getString("operation_id"))
                            : Envelopes.error(call, "UNSUPPORTED_CAPABILITY");
            }
        } catch (JSONException e) {
            Log.w(TAG, method + " failed", e);
            return Envelopes.error(call, "INTERNAL_ERROR");
        }
    }

    private Bundle execute(ToolCall call, SessionRegistry.Session session) {
        ToolSpec tool = findTool(call.toolName);
        if (tool == null) {
            return Envelopes.error(call, "TOOL_NOT_FOUND");
        }
        JSONObject args = parseArgs(call, tool);
        if (args == null) {
            return Envelopes.error(call, argsTooLarge(call) ? "INVALID_REQUEST" : "INVALID_ARGS");
        }
        String denied = authorize(call, tool);
        if (denied != null) {
            return Envelopes.error(call, denied);
        }
        try {
            switch (tool.name) {
                case "list_orders":
                    return Envelopes.success(call, book.list(args.has("status") ? args.getString("status") : null,
                            args.has("limit") ? args.getInt("limit") : 20));
                case "mark_packed":
                case "cancel_order":
                case "refund_order":
                    if (call.pastDeadline()) {
                        return Envelopes.error(call, "DEADLINE_EXCEEDED");
                    }
                    break;
                case "archive_orders":
                    if (call.pastDeadline()) {
                        return Envelopes.error(call, "DEADLINE_EXCEEDED");
                    }
                    if (session.has("async_operations")) {
                        return operations.startArchive(call, tool, args.getInt("older_than_days"));
                    }
                    break;
                default:
                    return Envelopes.error(call, "TOOL_NOT_FOUND");
            }
            return mutate(call, tool, args);
        } catch (ToolFailure f) {
            return Envelopes.error(call, f.code);
        } catch (JSONException e) {
            return Envelopes.error(call, "INVALID_ARGS");
        } catch (Exception e) {
            Log.w(TAG, "tool " + tool.name + " failed", e);
            return Envelopes.error(call, "INTERNAL_ERROR");
        }
    }

    private Bundle mutate(final ToolCall call, final ToolSpec tool, final JSONObject args) throws Exception {
        if (call.resumeToken != null) {
            switch (confirmations.consume(call.resumeToken, call, PROVIDER_ID, tool)) {
                case ConfirmationStore.APPROVED:
                    break;
                case ConfirmationStore.DENIED:
                    return Envelopes.error(call, "USER_CANCELLED");
                case ConfirmationStore.UNDECIDED:
                    return Envelopes.error(call, "CONFLICT");
                default:
                    return Envelopes.error(call, "INVALID_REQUEST");
            }
        } else if (tool.alwaysConfirm()
                || tool.confirmation == ToolSpec.Confirmation.PROVIDER_POLICY && shippedAlready(tool, args)) {
            return askConfirmation(call, tool, args);
        }
        return runMutation(call, tool, () -> apply(call, tool, args));
    }

    /** Cancelling a shipped order starts a return: riskier than declared, so it is confirmed (§3.4). */
    private boolean shippedAlready(ToolSpec tool, JSONObject args) throws JSONException, ToolFailure {
        return "cancel_order".equals(tool.name) && "shipped".equals(book.statusOf(args.getLong("order_id")));
    }

    private Bundle askConfirmation(ToolCall call, ToolSpec tool, JSONObject args) throws JSONException {
        long orderId = args.getLong("order_id");
        String summary = "refund_order".equals(tool.name)
                ? "Refund " + formatCents(args.getLong("amount_cents")) + " of order #" + orderId + " ("
                        + args.getString("reason") + ") to the customer's card. Refunds cannot be reversed."
                : "Cancel order #" + orderId + ", which has already shipped; the customer gets a return label.";
        String token = Tokens.random(24);
        confirmations.issue(token, call, PROVIDER_ID, tool, summary);
        return Envelopes.userAction(call, "USER_ACTION_REQUIRED", resolutionFor(tool, token), token);
    }

    private PendingIntent resolutionFor(ToolSpec tool, String token) {
        Intent intent = new Intent(getContext(), ConfirmActivity.class);
        intent.putExtra(ConfirmActivity.EXTRA_TOKEN, token);
        int flags;
        switch (tool.confirmation) {
            case ALWAYS:
                flags = PendingIntent.FLAG_ONE_SHOT | PendingIntent.FLAG_UPDATE_CURRENT;
                break;
            case PROVIDER_POLICY:
                flags = PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT;
                break;
            default:
                flags = PendingIntent.FLAG_IMMUTABLE;
                break;
        }
        return PendingIntent.getActivity(getContext(), token.hashCode(), intent, flags);
    }

    private Bundle apply(ToolCall call, ToolSpec tool, JSONObject args) throws JSONException {
        try {
            switch (tool.name) {
                case "mark_packed":
                    return Envelopes.success(call, book.markPacked(args.getLong("order_id")));
                case "cancel_order":
                    return Envelopes.success(call, book.cancel(args.getLong("order_id")));
                case "refund_order":
                    return Envelopes.success(call, book.refund(args.getLong("order_id"), args.getLong("amount_cents"),
                            args.getString("reason")));
                case "archive_orders":
                    int archived = 0;
                    int n;
                    do {
                        n = book.archiveBatch(args.getInt("older_than_days"));
                        archived += n;
                    } while (n == OrderBook.ARCHIVE_BATCH);
                    return Envelopes.success(call, new JSONObject().put("archived", archived));
                default:
                    return Envelopes.error(call, "TOOL_NOT_FOUND");
            }
        } catch (ToolFailure f) {
            return Envelopes.error(call, f.code);
        }
    }

    static String formatCents(long cents) {
        long abs = Math.abs(cents);
        return (cents < 0 ? "-" : "") + (abs / 100) + "." + (abs % 100 < 10 ? "0" : "") + (abs % 100);
    }

    @Override
    protected String admitCaller(int uid) {
        return partners.admit(uid);
    }

    @Override
    protected String authorize(ToolCall call, ToolSpec tool) {
        return tool.scopesGranted(partners.grantedScopes(call.uid)) ? null : "PERMISSION_DENIED";
    }

    @Override
    protected String providerId() {
        return PROVIDER_ID;
    }

    @Override
    protected String providerName() {
        return "Stockroom Orders";
    }

    @Override
    protected String providerDescription() {
        return "See customer orders, pack and cancel them, refund payments and archive old orders.";
    }

    @Override
    protected String toolsRevision() {
        return "orders-9";
    }

    @Override
    protected JSONArray scopeCatalog() throws JSONException {
        return new JSONArray()
                .put(scope("orders.read", "See orders", "Read orders and their status", "read", "personal"))
                .put(scope("orders.write", "Manage orders", "Pack, cancel and archive orders", "write", "personal"))
                .put(scope("payments.write", "Refund payments", "Refund money to customers", "write", "financial"));
    }

    private static JSONObject scope(String name, String title, String description, String access,
            String sensitivity) throws JSONException {
        return new JSONObject().put("name", name).put("title", title).put("description", description)
                .put("access", access).put("sensitivity", sensitivity);
    }

    @Override
    protected List<ToolSpec> providerTools() {
        return TOOLS;
    }

    @Override
    protected String[] optionalCapabilities() {
        return new String[] {"async_operations", "cancellation"};
    }
}
