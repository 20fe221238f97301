package com.larderly.app.plans;

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
import com.larderly.app.domain.MealPlan;
import com.larderly.app.domain.Params;
import com.larderly.app.domain.PlanUseCases;
import com.larderly.app.domain.Result;
import com.larderly.app.mapper.ParamsMapper;
import com.larderly.app.mapper.PlanMapper;
import java.util.ArrayList;
import java.util.List;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 tools over the meal planner: plans, shopping lists, new plans, clearing a week and a background sync. */
public final class MealPlanToolProvider extends ToolProviderBase {
    static final String PROVIDER_ID = "com.larderly.app.plans";
    static final Uri PLANS_URI = Uri.parse("content://com.larderly.app.data/plans");

    private PlanMutationExecutor executor;
    private PlanUseCases.ListPlans listPlans;
    private PlanUseCases.ShoppingList shoppingList;
    private PlanUseCases.CreatePlan createPlan;
    private PlanUseCases.ClearWeek clearWeek;
    private PlanUseCases.SyncPlans syncPlans;

    @Override
    public boolean onCreate() {
        super.onCreate();
        executor = new PlanMutationExecutor(locator.operations(), PROVIDER_ID);
        listPlans = new PlanUseCases.ListPlans(locator.plans());
        shoppingList = new PlanUseCases.ShoppingList(locator.plans(), locator.pantry());
        createPlan = new PlanUseCases.CreatePlan(locator.plans());
        clearWeek = new PlanUseCases.ClearWeek(locator.plans());
        syncPlans = new PlanUseCases.SyncPlans(locator.plans());
        return true;
    }

    @Override
    protected String providerId() {
        return PROVIDER_ID;
    }

    @Override
    protected String providerName() {
        return "Larderly Meal Planner";
    }

    @Override
    protected String description() {
        return "Weekly meal plans and the shopping lists they need.";
    }

    @Override
    protected JSONArray scopeCatalog() throws JSONException {
        JSONArray scopes = new JSONArray();
        scopes.put(scope("plans.read", "See meal plans", "Read weekly plans and shopping lists", "read"));
        scopes.put(scope("plans.write", "Change meal plans", "Create, sync and clear weekly plans", "write"));
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
        tools.add(new ToolDescriptor("list_plans", "List meal plans", "Lists weekly meal plans, or one week's.",
                "read", "low", "never", false, true, false, "plans.read")
                .input("week", "string", false)
                .output("plans", "array"));
        tools.add(new ToolDescriptor("shopping_list", "Shopping list",
                "Lists the ingredients a week's plan needs that the pantry does not hold.", "read", "low", "never",
                false, true, false, "plans.read")
                .input("week", "string", true)
                .output("week", "string").output("items", "array"));
        tools.add(new ToolDescriptor("create_plan", "Create meal plan", "Plans meals for a week that has no plan yet.",
                "create", "moderate", "provider_policy", false, false, false, "plans.write")
                .input("week", "string", true).input("title", "string", true).input("meals", "array", true)
                .output("plan_id", "string").output("week", "string"));
        tools.add(new ToolDescriptor("clear_week", "Clear a week",
                "Deletes a week's plan and its meals; the household reviews it first.", "delete", "high", "always",
                true, false, false, "plans.write")
                .input("week", "string", true).input("user_confirmed", "boolean", false)
                .output("deleted", "integer"));
        tools.add(new ToolDescriptor("sync_plans", "Sync plans", "Re-reads every plan against the recipe book.",
                "update", "low", "never", false, true, true, "plans.write")
                .output("synced", "integer"));
        return tools;
    }

    /** Plans belong to the whole household: pairing at negotiate already let the app in. */
    @Override
    protected AccessDecision authorize(ProviderRequest request) {
        if (request.tool.async) {
            Log.d(TAG, "authorize background tool " + request.tool.name);
        }
        return AccessDecision.ALLOW;
    }

    @Override
    protected Bundle executeTool(ProviderRequest req) throws Exception {
        try {
            switch (req.tool.name) {
                case "list_plans": {
                    Result<List<MealPlan>> plans = listPlans.execute(ParamsMapper.week(req.args, false));
                    return PlanResultMapper.toBundle(req.requestId, plans, value -> PlanMapper.list(value));
                }
                case "shopping_list": {
                    Params.Week week = ParamsMapper.week(req.args, true);
                    Result<List<String>> missing = shoppingList.execute(week);
                    return PlanResultMapper.toBundle(req.requestId, missing,
                            value -> PlanMapper.shopping(week.week, value));
                }
                case "create_plan":
                    return create(req);
                case "clear_week":
                    return clear(req);
                default:
                    return sync(req);
            }
        } catch (DomainException e) {
            return PlanResultMapper.explained(req.requestId, e);
        }
    }

    private Bundle create(ProviderRequest req) throws DomainException, JSONException {
        Params.CreatePlan params = ParamsMapper.createPlan(req.args);
        Bundle reply = executor.run(req, () -> {
            MealPlan plan = createPlan.execute(params).value;
            JSONObject out = new JSONObject();
            out.put("plan_id", plan.id);
            out.put("week", plan.week);
            return out;
        });
        if ("success".equals(reply.getString("status"))) {
            publishChange(params.week);
        }
        return reply;
    }

    private Bundle clear(ProviderRequest req) throws DomainException, JSONException {
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
                        PlanReviewIntents.clearWeek(getContext(), token), token);
            }
            approved = true;
        }
        Params.ClearWeek params = ParamsMapper.clearWeek(req.args, approved);
        if (!params.confirmed) {
            Result<Integer> preview = clearWeek.execute(params);
            if (preview.confirmation == null) {
                return PlanResultMapper.toBundle(req.requestId, preview, value -> PlanMapper.count("deleted", value));
            }
            String issued = confirmations.issue(PROVIDER_ID, req, preview.confirmation.summary());
            return Envelopes.needsUser(req.requestId, "USER_ACTION_REQUIRED",
                    PlanReviewIntents.clearWeek(getContext(), issued), issued);
        }
        Bundle reply = executor.run(req, () -> PlanMapper.count("deleted", clearWeek.execute(params).value));
        if ("success".equals(reply.getString("status"))) {
            publishChange(params.week);
        }
        return reply;
    }

    private Bundle sync(ProviderRequest req) throws JSONException {
        Outcome prior = executor.prior(req);
        if (prior != null) {
            return prior.replay(req);
        }
        String operationId = Tokens.operationId();
        if (!executor.startOperation(req, operationId)) {
            return executor.prior(req).replay(req);
        }
        Params.SyncPlans params = new Params.SyncPlans(() -> locator.operations().isCancelRequested(operationId));
        locator.useCaseHandler().execute(syncPlans, params, result -> finishOperation(operationId, result));
        return Envelopes.accepted(req.requestId, operationId);
    }

    private void finishOperation(String operationId, Result<Integer> result) {
        try {
            if (result.cancelled) {
                locator.operations().cancelled(operationId);
            } else if (result.error != null) {
                Log.w(TAG, "sync_plans failed", result.error);
                locator.operations().fail(operationId, result.error.code());
            } else {
                locator.operations().succeed(operationId, PlanMapper.count("synced", result.value).toString());
            }
        } catch (JSONException e) {
            locator.operations().fail(operationId, "INTERNAL_ERROR");
        }
    }

    /** Tells the planner widgets and journals who changed the week. */
    private void publishChange(String week) {
        long identity = Binder.clearCallingIdentity();
        try {
            getContext().getContentResolver().notifyChange(PLANS_URI, null);
            locator.journal().record("plan", week, requesterUid());
        } finally {
            Binder.restoreCallingIdentity(identity);
        }
    }

    private static int requesterUid() {
        return Binder.getCallingUid();
    }
}
