package com.kestrel.ledger.expenses;

import com.kestrel.ledger.data.Ledger;
import com.kestrel.ledger.pipeline.Request;
import com.kestrel.ledger.pipeline.Response;
import com.kestrel.ledger.tools.ConfirmScreen;
import com.kestrel.ledger.tools.ToolHandler;
import com.kestrel.ledger.tools.ToolRegistry;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.regex.Pattern;
import org.json.JSONException;
import org.json.JSONObject;

/** The expenses provider's tool table: one constant per tool, registered when the class is initialized. */
public enum ExpenseTool implements ToolHandler {
    LIST_EXPENSES("list_expenses", "List expenses", "Lists the expenses of one month, optionally of one category.",
            "read", "low", false, true, "never", null, "expenses.read",
            "{'type':'object','properties':{'month':{'type':'string','pattern':'^[0-9]{4}-[0-9]{2}$'},"
                    + "'category':{'type':'string','pattern':'^[a-z][a-z0-9_]{0,31}$'}},"
                    + "'required':['month'],'additionalProperties':false}",
            "{'type':'object','properties':{'expenses':{'type':'array','items':{'type':'object'}}},"
                    + "'required':['expenses']}") {
        @Override
        public String summary(Request request) {
            return "List expenses";
        }

        @Override
        public Response execute(Request request, Ledger ledger) throws JSONException {
            JSONObject args = request.args();
            String month = args.optString("month");
            String category = args.has("category") ? args.optString("category") : null;
            if (!MONTH.matcher(month).matches() || (category != null && !CATEGORY.matcher(category).matches())) {
                return Response.error(request, "INVALID_ARGS", "month must look like 2026-04 and category like food",
                        false);
            }
            return Response.inline(request, new JSONObject().put("expenses", ledger.db.expenses(month, category)));
        }
    },
    ADD_EXPENSE("add_expense", "Add expense", "Adds one expense to the book. Large amounts are confirmed on the phone.",
            "create", "moderate", false, false, "provider_policy", ConfirmScreen.LARGE_EXPENSE, "expenses.write",
            "{'type':'object','properties':{'amount_cents':{'type':'integer','minimum':1,'maximum':100000000},"
                    + "'currency':{'type':'string','pattern':'^[A-Z]{3}$'},"
                    + "'category':{'type':'string','pattern':'^[a-z][a-z0-9_]{0,31}$'},"
                    + "'merchant':{'type':'string','maxLength':80},"
                    + "'day':{'type':'string','pattern':'^[0-9]{4}-[0-9]{2}-[0-9]{2}$'}},"
                    + "'required':['amount_cents','currency','category'],'additionalProperties':false}",
            "{'type':'object','properties':{'expense_id':{'type':'integer'}},'required':['expense_id']}") {
        @Override
        public ConfirmScreen confirmation(Request request) throws JSONException {
            return request.args().optLong("amount_cents", 0L) >= LARGE_AMOUNT_CENTS ? screen : null;
        }

        @Override
        public String summary(Request request) throws JSONException {
            JSONObject args = request.args();
            return "Add " + money(args.optLong("amount_cents", 0L), args.optString("currency")) + " for "
                    + args.optString("category") + " at " + args.optString("merchant", "an unnamed merchant");
        }

        @Override
        public Response execute(Request request, Ledger ledger) throws JSONException {
            JSONObject args = request.args();
            long amount = args.optLong("amount_cents", 0L);
            String currency = args.optString("currency");
            String category = args.optString("category");
            String merchant = args.optString("merchant", "");
            String day = args.optString("day", LocalDate.now(ZoneOffset.UTC).toString());
            if (amount < 1L || amount > 100000000L || !CURRENCY.matcher(currency).matches()
                    || !CATEGORY.matcher(category).matches() || merchant.length() > 80 || !DAY.matcher(day).matches()) {
                return Response.error(request, "INVALID_ARGS", "The expense does not match add_expense's schema",
                        false);
            }
            long id = ledger.db.addExpense(day, amount, currency, category, merchant,
                    request.caller().packageName());
            return Response.inline(request, new JSONObject().put("expense_id", id));
        }
    },
    DELETE_EXPENSE("delete_expense", "Delete expense", "Deletes one expense from the book for good.",
            "delete", "high", true, true, "always", ConfirmScreen.DELETE_EXPENSE, "expenses.write",
            "{'type':'object','properties':{'expense_id':{'type':'integer','minimum':1}},"
                    + "'required':['expense_id'],'additionalProperties':false}",
            "{'type':'object','properties':{'deleted':{'type':'boolean'}},'required':['deleted']}") {
        @Override
        public String summary(Request request) throws JSONException {
            return "Delete expense #" + request.args().optLong("expense_id", 0L) + " from the book";
        }

        @Override
        public Response execute(Request request, Ledger ledger) throws JSONException {
            long id = request.args().optLong("expense_id", 0L);
            if (id < 1L || ledger.db.expense(id) == null) {
                return Response.error(request, "INVALID_ARGS", "There is no expense with that id", false);
            }
            int deleted = ledger.db.deleteExpense(id);
            return Response.inline(request, new JSONObject().put("deleted", deleted == 1));
        }
    };

    static final String PROVIDER = "com.kestrel.ledger.expenses";
    static final long LARGE_AMOUNT_CENTS = 50000L;
    static final Pattern MONTH = Pattern.compile("[0-9]{4}-[0-9]{2}");
    static final Pattern DAY = Pattern.compile("[0-9]{4}-[0-9]{2}-[0-9]{2}");
    static final Pattern CATEGORY = Pattern.compile("[a-z][a-z0-9_]{0,31}");
    static final Pattern CURRENCY = Pattern.compile("[A-Z]{3}");

    static {
        for (ExpenseTool tool : values()) {
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

    ExpenseTool(String toolName, String title, String description, String effect, String risk, boolean destructive,
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

    /** Tools declared confirmation "always" ask every time; a provider_policy tool decides per call. */
    @Override
    public ConfirmScreen confirmation(Request request) throws JSONException {
        return "always".equals(confirmationPolicy) ? screen : null;
    }

    @Override
    public abstract Response execute(Request request, Ledger ledger) throws JSONException;

    static String money(long cents, String currency) {
        long part = cents % 100L;
        return currency + " " + (cents / 100L) + (part < 10L ? ".0" : ".") + part;
    }
}
