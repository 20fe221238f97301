package com.larderly.app.pantry;

import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.larderly.app.cetp.AccessDecision;
import com.larderly.app.cetp.ConfirmationStore;
import com.larderly.app.cetp.Envelopes;
import com.larderly.app.cetp.Outcome;
import com.larderly.app.cetp.ProviderRequest;
import com.larderly.app.cetp.ToolDescriptor;
import com.larderly.app.cetp.ToolProviderBase;
import com.larderly.app.cetp.Tokens;
import com.larderly.app.domain.DomainException;
import com.larderly.app.domain.PantryItem;
import com.larderly.app.domain.PantryUseCases;
import com.larderly.app.domain.Params;
import com.larderly.app.domain.Result;
import com.larderly.app.mapper.ItemMapper;
import com.larderly.app.mapper.ParamsMapper;
import com.larderly.app.mapper.PlanMapper;
import com.larderly.app.mapper.ResultMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 tools over the pantry: list, add, adjust, discard (reviewed in the app) and expire (background). */
public final class PantryToolProvider extends ToolProviderBase {
    static final String PROVIDER_ID = "com.larderly.app.pantry";
    static final Uri ITEMS_URI = Uri.parse("content://com.larderly.app.data/items");
    static final Pattern DATE = Pattern.compile("^[0-9]{4}-[0-9]{2}-[0-9]{2}$");

    private PantryMutationExecutor executor;
    private PantryUseCases.ListItems listItems;
    private PantryUseCases.AddItem addItem;
    private PantryUseCases.AdjustQuantity adjustQuantity;
    private PantryUseCases.DiscardItem discardItem;
    private PantryUseCases.ExpireItems expireItems;

    @Override
    public boolean onCreate() {
        super.onCreate();
        executor = new PantryMutationExecutor(locator.database(), locator.operations(), PROVIDER_ID);
        listItems = new PantryUseCases.ListItems(locator.pantry());
        addItem = new PantryUseCases.AddItem(locator.pantry());
        adjustQuantity = new PantryUseCases.AdjustQuantity(locator.pantry());
        discardItem = new PantryUseCases.DiscardItem(locator.pantry());
        expireItems = new PantryUseCases.ExpireItems(locator.pantry(), locator.journal());
        return true;
    }

    @Override
    protected String providerId() {
        return PROVIDER_ID;
    }

    @Override
    protected String providerName() {
        return "Larderly Pantry";
    }

    @Override
    protected String description() {
        return "Read and update what is stocked in the household pantry.";
    }

    @Override
    protected JSONArray scopeCatalog() throws JSONException {
        JSONArray scopes = new JSONArray();
        scopes.put(scope("pantry.read", "See the pantry", "List stocked items and quantities", "read"));
        scopes.put(scope("pantry.write", "Change the pantry", "Add, adjust, expire and discard items", "write"));
        return scopes;
    }

    private static JSONObject scope(String name, String title, String description, String access)
            throws JSONException {
        JSONObject s = new JSONObject();
        s.put("name", name);
        s.put("title", title);
        s.put("description", description);
        s.put("access", access);
        s.put("sensitivity", "personal");
        return s;
    }

    @Override
    protected List<ToolDescriptor> declareTools() {
        List<ToolDescriptor> tools = new ArrayList<>();
        tools.add(new ToolDescriptor("list_items", "List pantry items", "Lists stocked items, optionally one category.",
                "read", "low", "never", false, true, false, "pantry.read")
                .input("category", "string", false)
                .output("items", "array").output("count", "integer"));
        tools.add(new ToolDescriptor("add_item", "Add pantry item", "Adds a newly bought item to the pantry.",
                "create", "moderate", "provider_policy", false, false, false, "pantry.write")
                .input("name", "string", true).input("category", "string", true)
                .input("quantity", "integer", true).input("unit", "string", true)
                .input("best_before", "string", false)
                .output("item_id", "string").output("quantity", "integer"));
        tools.add(new ToolDescriptor("adjust_quantity", "Adjust quantity",
                "Adds to or takes from the quantity of one item.", "update", "low", "never", false, false, false,
                "pantry.write")
                .input("item_id", "string", true).input("delta", "integer", true)
                .output("item_id", "string").output("quantity", "integer"));
        tools.add(new ToolDescriptor("discard_item", "Discard item",
                "Removes an item from the pantry for good; the user reviews it in Larderly first.", "delete", "high",
                "always", true, false, false, "pantry.write")
                .input("item_id", "string", true).input("reason", "string", false)
                .output("item_id", "string"));
        tools.add(new ToolDescriptor("expire_items", "Expire old items",
                "Sets items past their best-before date to zero, in the background.", "update", "moderate",
                "provider_policy", false, true, true, "pantry.write")
                .input("today", "string", true)
                .output("expired", "integer"));
        return tools;
    }

    /** Every scope the tool declares must be granted to this caller's pairing. */
    @Override
    protected AccessDecision authorize(ProviderRequest request) {
        if (!request.caller.allowed) {
            return AccessDecision.deny("PERMISSION_DENIED");
        }
        for (String scope : request.tool.scopes) {
            if (!request.caller.holds(scope)) {
                Log.i(TAG, request.caller.packageName + " lacks " + scope);
                return AccessDecision.deny("PERMISSION_DENIED");
            }
        }
        return AccessDecision.ALLOW;
    }

    @Override
    protected Bundle executeTool(ProviderRequest req) throws Exception {
        try {
            switch (req.tool.name) {
                case "list_items":
                    return listItems(req);
                case "add_item":
                    return changed(req, executor.run(req, () -> {
                        Result<PantryItem> added = addItem.execute(ParamsMapper.addItem(req.args));
                        return ItemMapper.toJson(added.value);
                    }));
                case "adjust_quantity":
                    return changed(req, executor.run(req, () -> {
                        Result<PantryItem> adjusted = adjustQuantity.execute(ParamsMapper.adjust(req.args));
                        return ItemMapper.toJson(adjusted.value);
                    }));
                case "discard_item":
                    return discard(req);
                default:
                    return expire(req);
            }
        } catch (DomainException e) {
            return ResultMapper.failure(req.requestId, e);
        }
    }

    private Bundle listItems(ProviderRequest req) throws DomainException, JSONException {
        Params.ListItems params = ParamsMapper.listItems(req.args);
        Result<List<PantryItem>> result = listItems.execute(params);
        return ResultMapper.toBundle(req.requestId, result, items -> ItemMapper.list(items));
    }

    private Bundle discard(ProviderRequest req) throws DomainException, JSONException {
        Outcome prior = executor.prior(req);
        if (prior != null) {
            return prior.replay(req);
        }
        ConfirmationStore confirmations = locator.confirmations();
        String token = req.resumeToken();
        boolean approved = false;
        if (token != null) {
            int verdict = confirmations.redeem(PROVIDER_ID, token, req);
            if (verdict == ConfirmationStore.INVALID) {
                return Envelopes.error(req.requestId, "INVALID_REQUEST");
            }
            if (verdict == ConfirmationStore.DENIED) {
                return Envelopes.error(req.requestId, "USER_CANCELLED");
            }
            if (verdict == ConfirmationStore.PENDING) {
                return Envelopes.needsUser(req.requestId, "USER_ACTION_REQUIRED",
                        PantryReviewIntents.discard(getContext(), token), token);
            }
            approved = true;
        }
        Params.Discard params = ParamsMapper.discard(req.args, approved);
        if (!params.approved) {
            Result<PantryItem> preview = discardItem.execute(params);
            if (preview.confirmation == null) {
                return ResultMapper.toBundle(req.requestId, preview, item -> ItemMapper.toJson(item));
            }
            String issued = confirmations.issue(PROVIDER_ID, req, preview.confirmation.summary());
            return Envelopes.needsUser(req.requestId, "USER_ACTION_REQUIRED",
                    PantryReviewIntents.discard(getContext(), issued), issued);
        }
        return changed(req, executor.run(req, () -> {
            Result<PantryItem> removed = discardItem.execute(params);
            JSONObject out = new JSONObject();
            out.put("item_id", removed.value.id);
            return out;
        }));
    }

    private Bundle expire(ProviderRequest req) throws JSONException {
        Outcome prior = executor.prior(req);
        if (prior != null) {
            return prior.replay(req);
        }
        String today = req.args.optString("today");
        if (!DATE.matcher(today).matches()) {
            return Envelopes.error(req.requestId, "INVALID_ARGS");
        }
        String operationId = Tokens.operationId();
        if (!executor.startOperation(req, operationId)) {
            return executor.replayStored(req);
        }
        // Still on the Binder thread: the journal gets the requester's UID with the parameters.
        int requester = Binder.getCallingUid();
        Params.Expire params = new Params.Expire(today, requester,
                () -> locator.operations().isCancelRequested(operationId));
        locator.useCaseHandler().execute(expireItems, params, result -> finishOperation(operationId, result));
        return Envelopes.accepted(req.requestId, operationId);
    }

    private void finishOperation(String operationId, Result<Integer> result) {
        try {
            if (result.cancelled) {
                locator.operations().cancelled(operationId);
            } else if (result.error != null) {
                Log.w(TAG, "expire_items failed", result.error);
                locator.operations().fail(operationId, result.error.code());
            } else {
                locator.operations().succeed(operationId, PlanMapper.count("expired", result.value).toString());
            }
        } catch (JSONException e) {
            locator.operations().fail(operationId, "INTERNAL_ERROR");
        }
    }

    private Bundle changed(ProviderRequest req, Bundle reply) {
        if ("success".equals(reply.getString("status"))) {
            publishChange(req.tool.name);
        }
        return reply;
    }

    /** Tells the pantry widgets; the change is journaled under the caller's UID, read before the identity is cleared. */
    private void publishChange(String subject) {
        int uid = Binder.getCallingUid();
        long identity = Binder.clearCallingIdentity();
        try {
            getContext().getContentResolver().notifyChange(ITEMS_URI, null);
            locator.journal().record("pantry", subject, uid);
        } finally {
            Binder.restoreCallingIdentity(identity);
        }
    }
}
