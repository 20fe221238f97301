package com.tallyworks.stockroom.inventory;

import android.app.PendingIntent;
import android.content.Intent;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;

import com.tallyworks.stockroom.cetp.CetpV2ContentProvider;
import com.tallyworks.stockroom.cetp.ConfirmActivity;
import com.tallyworks.stockroom.cetp.ConfirmationStore;
import com.tallyworks.stockroom.cetp.Envelopes;
import com.tallyworks.stockroom.cetp.MutationExecutor;
import com.tallyworks.stockroom.cetp.SessionRegistry;
import com.tallyworks.stockroom.cetp.ToolCall;
import com.tallyworks.stockroom.cetp.ToolFailure;
import com.tallyworks.stockroom.cetp.ToolSpec;
import com.tallyworks.stockroom.data.StockDatabase;

import java.util.Arrays;
import java.util.List;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The inventory tools of Stockroom (authority com.tallyworks.stockroom.tools.inventory). */
public class InventoryToolProvider extends CetpV2ContentProvider {
    static final String PROVIDER_ID = "com.tallyworks.stockroom.inventory";
    private static final String TAG = "InventoryTools";
    private static final int LARGE_ADJUSTMENT = 50;
    private static final int BULK_REORDER = 500;

    private static final String SKU_ONLY = "{\"type\":\"object\",\"properties\":{\"sku\":{\"type\":\"string\","
            + "\"pattern\":\"^[A-Z0-9-]{3,32}$\"}},\"required\":[\"sku\"],\"additionalProperties\":false}";
    private static final String ITEM_OUT = "{\"type\":\"object\",\"properties\":{\"sku\":{\"type\":\"string\"},"
            + "\"name\":{\"type\":\"string\"},\"on_hand\":{\"type\":\"integer\"},\"level\":{\"type\":\"string\"},"
            + "\"found\":{\"type\":\"boolean\"}},\"required\":[\"sku\",\"found\"]}";
    private static final String REPORT_IN = "{\"type\":\"object\",\"properties\":{\"limit\":{\"type\":\"integer\","
            + "\"minimum\":1,\"maximum\":200}},\"additionalProperties\":false}";
    private static final String REPORT_OUT = "{\"type\":\"object\",\"properties\":{\"items\":{\"type\":\"array\"},"
            + "\"low_count\":{\"type\":\"integer\"}},\"required\":[\"items\",\"low_count\"]}";
    private static final String ADJUST_IN = "{\"type\":\"object\",\"properties\":{\"sku\":{\"type\":\"string\"},"
            + "\"delta\":{\"type\":\"integer\",\"minimum\":-10000,\"maximum\":10000},\"reason\":{\"type\":\"string\","
            + "\"enum\":[\"count\",\"damaged\",\"returned\",\"found\"]}},\"required\":[\"sku\",\"delta\",\"reason\"],"
            + "\"additionalProperties\":false}";
    private static final String WRITE_OFF_IN = "{\"type\":\"object\",\"properties\":{\"sku\":{\"type\":\"string\"},"
            + "\"quantity\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":10000},\"reason\":{\"type\":\"string\","
            + "\"enum\":[\"damaged\",\"expired\",\"stolen\"]}},\"required\":[\"sku\",\"quantity\",\"reason\"],"
            + "\"additionalProperties\":false}";
    private static final String REORDER_IN = "{\"type\":\"object\",\"properties\":{\"sku\":{\"type\":\"string\"},"
            + "\"quantity\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":10000}},\"required\":[\"sku\",\"quantity\"],"
            + "\"additionalProperties\":false}";
    private static final String STOCK_OUT = "{\"type\":\"object\",\"properties\":{\"sku\":{\"type\":\"string\"},"
            + "\"on_hand\":{\"type\":\"integer\"},\"written_off\":{\"type\":\"integer\"}},\"required\":[\"sku\",\"on_hand\"]}";
    private static final String REORDER_OUT = "{\"type\":\"object\",\"properties\":{\"reorder_id\":{\"type\":\"integer\"},"
            + "\"supplier\":{\"type\":\"string\"},\"quantity\":{\"type\":\"integer\"}},\"required\":[\"reorder_id\"]}";

    private static final List<ToolSpec> TOOLS = Arrays.asList(
            new ToolSpec("find_item", "Find item", "Look up one item by SKU: name, quantity on hand and stock level.",
                    ToolSpec.Effect.READ, ToolSpec.Risk.LOW, ToolSpec.Confirmation.NEVER,
                    new String[] {"stock.read"}, SKU_ONLY, ITEM_OUT).idempotent(),
            new ToolSpec("stock_report", "Low stock report", "Items at or below their reorder level, by supplier.",
                    ToolSpec.Effect.READ, ToolSpec.Risk.LOW, ToolSpec.Confirmation.NEVER,
                    new String[] {"stock.read"}, REPORT_IN, REPORT_OUT).idempotent(),
            new ToolSpec("adjust_stock", "Adjust stock", "Correct the quantity on hand of an item after a count.",
                    ToolSpec.Effect.UPDATE, ToolSpec.Risk.MODERATE, ToolSpec.Confirmation.PROVIDER_POLICY,
                    new String[] {"stock.write"}, ADJUST_IN, STOCK_OUT),
            new ToolSpec("write_off_item", "Write off stock", "Remove damaged, expired or stolen units from stock.",
                    ToolSpec.Effect.DELETE, ToolSpec.Risk.HIGH, ToolSpec.Confirmation.ALWAYS,
                    new String[] {"stock.write"}, WRITE_OFF_IN, STOCK_OUT).destructive(),
            new ToolSpec("reorder_item", "Reorder item", "Send a purchase order line for an item to its supplier.",
                    ToolSpec.Effect.CREATE, ToolSpec.Risk.MODERATE, ToolSpec.Confirmation.PROVIDER_POLICY,
                    new String[] {"stock.read", "purchasing.write"}, REORDER_IN, REORDER_OUT).openWorld());

    private StockDatabase database;
    private StockLedger ledger;
    private InventoryCallerCheck callers;
    private ConfirmationStore confirmations;
    private DurableJournal journal;
    private AuditTrail audit;

    @Override
    public boolean onCreate() {
        database = StockDatabase.get(getContext());
        ledger = new StockLedger(database);
        callers = new InventoryCallerCheck(getContext(), database, PROVIDER_ID);
        confirmations = new ConfirmationStore(database);
        journal = new DurableJournal(database);
        audit = new AuditTrail(getContext());
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        final int uid = Binder.getCallingUid();
        ToolCall call = new ToolCall(uid, method, extras);
        Bundle result;
        switch (method) {
            case "negotiate":
                result = negotiate(uid, extras);
                break;
            case "get_provider_info":
            case "list_tools":
            case "execute_tool":
            case "get_operation":
            case "cancel_operation":
                result = serve(call);
                break;
            default:
                result = Envelopes.error(call, "METHOD_NOT_FOUND");
                break;
        }
        audit.record(uid, method, call.toolName, call.requestId, result.getString("status"));
        return result;
    }

    private Bundle serve(ToolCall call) {
        if (!call.envelopeValid()) {
            return Envelopes.error(call, "INVALID_REQUEST");
        }
        SessionRegistry.Session session = SessionRegistry.find(PROVIDER_ID, call.sessionToken, call.uid,
                System.currentTimeMillis());
        if (session == null) {
            return Envelopes.error(call, "NEGOTIATION_REQUIRED");
        }
        String denied = admitCaller(call.uid);
        if (denied != null) {
            return Envelopes.error(call, denied);
        }
        switch (call.method) {
            case "get_provider_info":
                return providerInfo(call);
            case "list_tools":
                return listTools(call, session);
            case "execute_tool":
                return execute(call);
            default:
                // no async_operations / cancellation in this provider
                return Envelopes.error(call, "UNSUPPORTED_CAPABILITY");
        }
    }

    private Bundle execute(ToolCall call) {
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
                case "find_item":
                    return Envelopes.success(call, ledger.find(args.getString("sku")));
                case "stock_report":
                    return Envelopes.success(call, ledger.report(args.has("limit") ? args.getInt("limit") : 50));
                case "adjust_stock":
                case "write_off_item":
                    if (call.pastDeadline()) {
                        return Envelopes.error(call, "DEADLINE_EXCEEDED");
                    }
                    break;
                case "reorder_item":
                    // the supplier outbox retries by itself, a late reorder is still wanted
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
            int decision = confirmations.consume(call.resumeToken, call, PROVIDER_ID, tool);
            if (decision == ConfirmationStore.DENIED) {
                return Envelopes.error(call, "USER_CANCELLED");
            } else if (decision == ConfirmationStore.UNDECIDED) {
                return Envelopes.error(call, "CONFLICT");
            } else if (decision != ConfirmationStore.APPROVED) {
                return Envelopes.error(call, "INVALID_REQUEST");
            }
        } else if (needsConfirmation(call, tool, args)) {
            return askConfirmation(call, tool, args);
        }
        return runMutation(call, tool, () -> apply(call, tool, args));
    }

    private boolean needsConfirmation(ToolCall call, ToolSpec tool, JSONObject args) {
        if (tool.alwaysConfirm()) {
            return true;
        }
        switch (tool.confirmation) {
            case NEVER:
                return false;
            case ALWAYS:
                return true;
            default:
                // provider_policy: large corrections and bulk orders are confirmed in Stockroom, unless the
                // assistant reports that the user already agreed in the chat
                return "adjust_stock".equals(tool.name)
                        ? Math.abs(args.optInt("delta", 0)) > LARGE_ADJUSTMENT && !call.extras.getBoolean("confirmed", false)
                        : "reorder_item".equals(tool.name) && args.optInt("quantity", 0) > BULK_REORDER;
        }
    }

    private Bundle askConfirmation(ToolCall call, ToolSpec tool, JSONObject args) throws JSONException {
        String sku = args.getString("sku");
        String summary;
        switch (tool.name) {
            case "write_off_item":
                summary = "Write off " + args.getInt("quantity") + " of " + sku + " (" + args.getString("reason")
                        + "). This cannot be undone.";
                break;
            case "adjust_stock":
                summary = "Change the stock of " + sku + " by " + args.getInt("delta") + " ("
                        + args.getString("reason") + ").";
                break;
            default:
                summary = "Order " + args.getInt("quantity") + " of " + sku + " from its supplier.";
                break;
        }
        String token = HoldTokens.next(sku);
        confirmations.issue(token, call, PROVIDER_ID, tool, summary);
        return Envelopes.userAction(call, "USER_ACTION_REQUIRED", resolutionFor(tool, token), token);
    }

    private PendingIntent resolutionFor(ToolSpec tool, String token) {
        Intent intent = new Intent(getContext(), ConfirmActivity.class);
        intent.putExtra(ConfirmActivity.EXTRA_TOKEN, token);
        int flags;
        switch (tool.confirmation) {
            case ALWAYS:
                flags = PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_ONE_SHOT;
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
            String sku = args.getString("sku");
            switch (tool.name) {
                case "adjust_stock":
                    return Envelopes.success(call, ledger.adjust(sku, args.getInt("delta"), args.getString("reason")));
                case "write_off_item":
                    return Envelopes.success(call,
                            ledger.writeOff(sku, args.getInt("quantity"), args.getString("reason")));
                case "reorder_item":
                    return Envelopes.success(call, ledger.placeReorder(sku, args.getInt("quantity")));
                default:
                    return Envelopes.error(call, "TOOL_NOT_FOUND");
            }
        } catch (ToolFailure f) {
            return Envelopes.error(call, f.code);
        }
    }

    @Override
    protected MutationExecutor getMutationExecutor() {
        return journal;
    }

    @Override
    protected String admitCaller(int uid) {
        return callers.admit(uid);
    }

    @Override
    protected String authorize(ToolCall call, ToolSpec tool) {
        return tool.scopesGranted(callers.grantedScopes(call.uid)) ? null : "PERMISSION_DENIED";
    }

    @Override
    protected String providerId() {
        return PROVIDER_ID;
    }

    @Override
    protected String providerName() {
        return "Stockroom Inventory";
    }

    @Override
    protected String providerDescription() {
        return "Look up stock, correct counts, write off damaged goods and reorder from suppliers.";
    }

    @Override
    protected String toolsRevision() {
        return "inventory-14";
    }

    @Override
    protected JSONArray scopeCatalog() throws JSONException {
        return new JSONArray()
                .put(scope("stock.read", "See stock levels", "Read items and quantities on hand", "read", "other"))
                .put(scope("stock.write", "Change stock", "Adjust counts and write off stock", "write", "other"))
                .put(scope("purchasing.write", "Order from suppliers", "Send purchase orders to suppliers", "write",
                        "financial"));
    }

    static JSONObject scope(String name, String title, String description, String access, String sensitivity)
            throws JSONException {
        return new JSONObject().put("name", name).put("title", title).put("description", description)
                .put("access", access).put("sensitivity", sensitivity);
    }

    @Override
    protected List<ToolSpec> providerTools() {
        return TOOLS;
    }

    @Override
    protected String[] optionalCapabilities() {
        return new String[0];
    }
}
