package com.kestrel.ledger.budgets;

import android.content.SharedPreferences;
import com.kestrel.ledger.data.Ledger;
import com.kestrel.ledger.pipeline.Request;
import com.kestrel.ledger.pipeline.Response;
import com.kestrel.ledger.tools.ConfirmScreen;
import com.kestrel.ledger.tools.ToolHandler;
import com.kestrel.ledger.tools.ToolRegistry;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The budgets provider's tool table. Limits live in the "budgets" settings, spending in the expense book. */
public enum BudgetTool implements ToolHandler {
    GET_BUDGET("get_budget", "Get budget", "Shows one category's monthly limit and what was spent this month.",
            "read", "low", false, true, "never", null, "budgets.read",
            "{'type':'object','properties':{'category':{'type':'string','pattern':'^[a-z][a-z0-9_]{0,31}$'}},"
                    + "'required':['category'],'additionalProperties':false}",
            "{'type':'object','properties':{'category':{'type':'string'},'limit_cents':{'type':'integer'},"
                    + "'spent_cents':{'type':'integer'}},'required':['category','limit_cents','spent_cents']}") {
        @Override
        public Response execute(Request request, Ledger ledger) throws JSONException {
            String category = request.args().optString("category");
            if (!CATEGORY.matcher(category).matches()) {
                return Response.error(request, "INVALID_ARGS", "category must look like food", false);
            }
            long limit = ledger.budgets.getLong(LIMIT + category, 0L);
            long spent = ledger.db.spent(currentMonth(), category);
            return Response.inline(request, new JSONObject().put("category", category).put("limit_cents", limit)
                    .put("spent_cents", spent));
        }
    },
    MONTH_SUMMARY("month_summary", "Month summary",
            "Summarises this month's budgets: limit, spent and carry-over of every category.",
            "read", "low", false, true, "never", null, "budgets.read",
            "{'type':'object','properties':{},'additionalProperties':false}",
            "{'type':'object','properties':{'month':{'type':'string'},'categories':{'type':'array'}},"
                    + "'required':['month','categories']}") {
        @Override
        public Response execute(Request request, Ledger ledger) throws JSONException {
            SharedPreferences settings = ledger.budgets;
            String month = currentMonth();
            String period = settings.getString(PERIOD, month);
            List<String> categories = categories(settings);
            if (!month.equals(period)) {
                // first look at a new month: carry what was left of each limit over and start the new period
                SharedPreferences.Editor rollover = settings.edit();
                for (String category : categories) {
                    long left = settings.getLong(LIMIT + category, 0L) - ledger.db.spent(period, category);
                    rollover.putLong(CARRY + category, Math.max(left, 0L));
                }
                rollover.putString(PERIOD, month);
                rollover.apply();
            }
            JSONArray rows = new JSONArray();
            for (String category : categories) {
                rows.put(new JSONObject()
                        .put("category", category)
                        .put("limit_cents", settings.getLong(LIMIT + category, 0L))
                        .put("carry_over_cents", settings.getLong(CARRY + category, 0L))
                        .put("spent_cents", ledger.db.spent(month, category)));
            }
            return Response.inline(request, new JSONObject().put("month", month).put("categories", rows));
        }
    },
    SET_LIMIT("set_budget_limit", "Set budget limit", "Sets one category's monthly spending limit.",
            "update", "moderate", false, true, "always", ConfirmScreen.BUDGET_LIMIT, "budgets.write",
            "{'type':'object','properties':{'category':{'type':'string','pattern':'^[a-z][a-z0-9_]{0,31}$'},"
                    + "'limit_cents':{'type':'integer','minimum':0,'maximum':100000000}},"
                    + "'required':['category','limit_cents'],'additionalProperties':false}",
            "{'type':'object','properties':{'category':{'type':'string'},'limit_cents':{'type':'integer'}},"
                    + "'required':['category','limit_cents']}") {
        @Override
        public String summary(Request request) throws JSONException {
            JSONObject args = request.args();
            return "Set the monthly " + args.optString("category") + " budget to "
                    + args.optLong("limit_cents", 0L) / 100L + " in your currency";
        }

        @Override
        public Response execute(Request request, Ledger ledger) throws JSONException {
            JSONObject args = request.args();
            String category = args.optString("category");
            long limit = args.optLong("limit_cents", -1L);
            if (!CATEGORY.matcher(category).matches() || limit < 0L || limit > 100000000L) {
                return Response.error(request, "INVALID_ARGS", "category must look like food, limit_cents >= 0",
                        false);
            }
            ledger.budgets.edit().putLong(LIMIT + category, limit).commit();
            return Response.inline(request, new JSONObject().put("category", category).put("limit_cents", limit));
        }
    },
    RESET_BUDGETS("reset_budgets", "Reset budgets", "Removes every budget limit and carry-over.",
            "delete", "high", true, true, "always", ConfirmScreen.BUDGET_RESET, "budgets.write",
            "{'type':'object','properties':{},'additionalProperties':false}",
            "{'type':'object','properties':{'removed':{'type':'integer'}},'required':['removed']}") {
        @Override
        public String summary(Request request) {
            return "Remove every budget limit and carry-over";
        }

        @Override
        public Response execute(Request request, Ledger ledger) throws JSONException {
            SharedPreferences settings = ledger.budgets;
            List<String> categories = categories(settings);
            SharedPreferences.Editor editor = settings.edit();
            for (String category : categories) {
                editor.remove(LIMIT + category).remove(CARRY + category);
            }
            editor.commit();
            return Response.inline(request, new JSONObject().put("removed", categories.size()));
        }
    };

    static final String PROVIDER = "com.kestrel.ledger.budgets";
    static final String LIMIT = "limit.";
    static final String CARRY = "carry.";
    static final String PERIOD = "period";
    static final Pattern CATEGORY = Pattern.compile("[a-z][a-z0-9_]{0,31}");

    static {
        for (BudgetTool tool : values()) {
            ToolRegistry.register(tool);
        }
    }

    final String toolName;
    final String title;
    final String description;
    final String effect;
    final String risk;
    final boolean destructive;
    final boolean idempotent;
    final String confirmationPolicy;
    final ConfirmScreen screen;
    final String scope;
    final String inputSchema;
    final String outputSchema;

    BudgetTool(String toolName, String title, String description, String effect, String risk, boolean destructive,
            boolean idempotent, String confirmationPolicy, ConfirmScreen screen, String scope, String inputSchema,
            String outputSchema) {
        this.toolName = toolName;
        this.title = title;
        this.description = description;
        this.effect = effect;
        this.risk = risk;
        this.destructive = destructive;
        this.idempotent = idempotent;
        this.confirmationPolicy = confirmationPolicy;
        this.screen = screen;
        this.scope = scope;
        this.inputSchema = inputSchema;
        this.outputSchema = outputSchema;
    }

    @Override
    public String provider() {
        return PROVIDER;
    }

    @Override
    public String toolName() {
        return toolName;
    }

    @Override
    public String effect() {
        return effect;
    }

    @Override
    public JSONObject descriptor() throws JSONException {
        return ToolRegistry.describe(toolName, title, description, effect, risk, destructive, idempotent,
                confirmationPolicy, scope, inputSchema, outputSchema);
    }

    @Override
    public ConfirmScreen confirmation(Request request) {
        return "always".equals(confirmationPolicy) ? screen : null;
    }

    @Override
    public String summary(Request request) throws JSONException {
        return title;
    }

    @Override
    public abstract Response execute(Request request, Ledger ledger) throws JSONException;

    static String currentMonth() {
        return LocalDate.now(ZoneOffset.UTC).toString().substring(0, 7);
    }

    /** The categories that have a limit. */
    static List<String> categories(SharedPreferences settings) {
        List<String> out = new ArrayList<>();
        for (String key : settings.getAll().keySet()) {
            if (key.startsWith(LIMIT)) {
                out.add(key.substring(LIMIT.length()));
            }
        }
        out.sort(null);
        return out;
    }
}
