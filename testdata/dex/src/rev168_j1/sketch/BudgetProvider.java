package com.tallyspring.budget.budget;

import android.app.PendingIntent;
import android.content.Intent;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.tallyspring.budget.cetp.AccessDecision;
import com.tallyspring.budget.cetp.AppToolProvider;
import com.tallyspring.budget.cetp.ApprovalStore;
import com.tallyspring.budget.cetp.CallerPolicy;
import com.tallyspring.budget.cetp.CetpException;
import com.tallyspring.budget.cetp.ProviderRequest;
import com.tallyspring.budget.cetp.Scope;
import com.tallyspring.budget.cetp.ToolCall;
import com.tallyspring.budget.cetp.ToolDescriptor;
import com.tallyspring.budget.cetp.ToolHandler;
import com.tallyspring.budget.data.BudgetRepo;
import com.tallyspring.budget.data.Category;
import com.tallyspring.budget.data.LedgerDb;
import com.tallyspring.budget.data.Pairings;
import java.text.SimpleDateFormat;
import java.util.Arrays;
import java.util.Collections;
import java.util.Date;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Tool provider for the monthly budget (authority com.tallyspring.budget.tools.budget). */
public final class BudgetProvider extends AppToolProvider {
    static final String PROVIDER_ID = "com.tallyspring.budget";
    private static final String[] CATEGORY_COLUMNS = {"_id", "name", "limit_cents"};
    private static final String[] TOTAL_COLUMNS = {"category_id", "SUM(amount_cents) AS spent_cents"};

    private static final Map<String, ToolDescriptor> TOOLS = Arrays.stream(BudgetTool.values())
            .map(BudgetTool::descriptor)
            .collect(Collectors.toMap(ToolDescriptor::name, Function.identity(), (a, b) -> a,
                    () -> new LinkedHashMap<>()));

    private static final List<Scope> SCOPES = Collections.unmodifiableList(Arrays.asList(
            Scope.read("budget.read", "See your budget", "Categories, limits and monthly spending", "financial"),
            Scope.write("budget.write", "Change your budget", "Add expenses, change limits, delete categories",
                    "financial")));

    /** What the budget widget reads through query(). */
    private static final Map<String, Function<SQLiteDatabase, Cursor>> WIDGET_QUERIES = new HashMap<>();

    static {
        WIDGET_QUERIES.put("categories", db -> db.query("categories", CATEGORY_COLUMNS, "archived = 0", null, null,
                null, "name ASC"));
        WIDGET_QUERIES.put("month_totals", db -> db.query("expenses", TOTAL_COLUMNS, "month = ?",
                new String[] {thisMonth()}, "category_id", null, null));
    }

    /** Assistants say when the user already agreed in the conversation, so the user is not asked twice. */
    private static final Predicate<ToolCall> CONFIRMED_IN_CHAT =
            call -> call.args().optBoolean("user_confirmed", false);

    /** Pairing, checked at negotiate, decides who holds a session; the confirmation screen guards the changes. */
    private static final Function<ProviderRequest, AccessDecision> PAIRED_SESSION = request -> AccessDecision.allow();

    /** One category row of a result, with its spending in the month. */
    private static final BiFunction<Category, Map<Long, Long>, JSONObject> ROW =
            (c, spent) -> c.toJson(spent.getOrDefault(c.id(), 0L));

    private final EnumMap<BudgetTool, ToolHandler> handlers = new EnumMap<>(BudgetTool.class);
    private BudgetRepo budget;
    private CallerPolicy policy;

    @Override
    public boolean onCreate() {
        super.onCreate();
        LedgerDb db = LedgerDb.get(getContext());
        budget = new BudgetRepo(db);
        policy = new SignedAppPolicy(getContext(), new Pairings(db), PROVIDER_ID);
        Predicate<JSONObject> category = ToolHandler.longIn("category_id", 1L, Long.MAX_VALUE);
        handlers.put(BudgetTool.LIST_CATEGORIES, this::listCategories);
        handlers.put(BudgetTool.SPENDING_SUMMARY, ToolHandler.checked(
                ToolHandler.optionalText("month", "[0-9]{4}-(0[1-9]|1[0-2])"), this::spendingSummary));
        handlers.put(BudgetTool.ADD_EXPENSE, ToolHandler.checked(category
                .and(ToolHandler.longIn("amount_cents", 1L, 100_000_000L))
                .and(ToolHandler.optionalText("merchant", "[\\p{L}\\p{N} .,&'-]{1,80}"))
                .and(ToolHandler.optionalText("spent_on", "[0-9]{4}-[0-9]{2}-[0-9]{2}")), this::addExpense));
        handlers.put(BudgetTool.SET_CATEGORY_LIMIT, ToolHandler.checked(
                category.and(ToolHandler.longIn("limit_cents", 0L, 100_000_000L)), this::setLimit));
        handlers.put(BudgetTool.DELETE_CATEGORY, ToolHandler.checked(
                ToolHandler.longIn("category_id", BudgetRepo.UNCATEGORIZED + 1, Long.MAX_VALUE), this::deleteCategory));
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle in = extras != null ? extras : new Bundle();
        return serve(method, in, uid, () -> Optional.ofNullable(in.getString("session_token"))
                .flatMap(token -> sessions.find(token, uid)));
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        return Optional.ofNullable(uri.getLastPathSegment())
                .map(WIDGET_QUERIES::get)
                .map(q -> q.apply(budget.readable()))
                .orElse(null);
    }

    // ---- AppToolProvider ----

    @Override
    protected String providerId() {
        return PROVIDER_ID;
    }

    @Override
    protected String providerName() {
        return "Tallyspring Budget";
    }

    @Override
    protected String description() {
        return "Track spending against your monthly budget.";
    }

    @Override
    protected String revision() {
        return "budget-14";
    }

    @Override
    protected List<Scope> scopes() {
        return SCOPES;
    }

    @Override
    protected Map<String, ToolDescriptor> tools() {
        return TOOLS;
    }

    @Override
    protected ToolHandler handlerFor(ToolDescriptor tool) {
        return handlers.get(BudgetTool.of(tool));
    }

    @Override
    protected CallerPolicy callerPolicy() {
        return policy;
    }

    @Override
    protected AccessDecision authorize(ProviderRequest request) {
        Log.d(TAG, "authorize " + request.toolName() + " " + request.requestId());
        return PAIRED_SESSION.apply(request);
    }

    @Override
    protected Function<ToolCall, ApprovalStore.Verdict> confirmationGate() {
        Function<ToolCall, ApprovalStore.Verdict> inApp = super.confirmationGate();
        return call -> CONFIRMED_IN_CHAT.test(call) ? ApprovalStore.Verdict.CONFIRMED : inApp.apply(call);
    }

    @Override
    protected Predicate<ToolCall> promptByPolicy() {
        // removing a limit altogether is shown to the user
        return call -> call.args().optLong("limit_cents", -1L) == 0L;
    }

    @Override
    protected Function<String, PendingIntent> resolutions() {
        return token -> PendingIntent.getActivity(getContext(), token.hashCode(),
                new Intent(getContext(), ConfirmBudgetActivity.class).putExtra(ApprovalStore.EXTRA_TOKEN, token),
                PendingIntent.FLAG_UPDATE_CURRENT | PendingIntent.FLAG_IMMUTABLE);
    }

    // ---- handlers ----

    private JSONObject listCategories(ToolCall call) throws JSONException {
        Predicate<Category> active = c -> !c.archived();
        Predicate<Category> shown = call.args().optBoolean("include_archived", false) ? c -> true : active;
        Map<Long, Long> spent = budget.spentIn(thisMonth());
        List<JSONObject> rows = budget.categories().stream()
                .filter(shown)
                .map(c -> ROW.apply(c, spent))
                .collect(Collectors.toList());
        return new JSONObject().put("categories", new JSONArray(rows));
    }

    private JSONObject spendingSummary(ToolCall call) throws JSONException {
        Map<Long, Long> spent = budget.spentIn(call.args().optString("month", thisMonth()));
        List<JSONObject> rows = budget.categories().stream()
                .filter(c -> !c.archived() || spent.containsKey(c.id()))
                .map(c -> ROW.apply(c, spent))
                .collect(Collectors.toList());
        return new JSONObject().put("categories", new JSONArray(rows));
    }

    private JSONObject addExpense(ToolCall call) throws CetpException, JSONException {
        Category c = activeCategory(call);
        long id = budget.addExpense(c.id(), call.args().optLong("amount_cents", 0L),
                call.args().optString("merchant", null), call.args().optString("spent_on", today()));
        return new JSONObject().put("expense_id", id);
    }

    private JSONObject setLimit(ToolCall call) throws CetpException, JSONException {
        Category c = activeCategory(call);
        budget.setLimit(c.id(), call.args().optLong("limit_cents", 0L));
        Category updated = budget.find(c.id()).orElseThrow(() -> new CetpException("CONFLICT"));
        return new JSONObject().put("category", ROW.apply(updated, budget.spentIn(thisMonth())));
    }

    private JSONObject deleteCategory(ToolCall call) throws CetpException, JSONException {
        Category c = budget.find(call.args().optLong("category_id", 0L))
                .orElseThrow(() -> new CetpException("INVALID_ARGS"));
        int moved = budget.deleteCategory(c.id());
        return new JSONObject().put("deleted", true).put("moved_expenses", moved);
    }

    private Category activeCategory(ToolCall call) throws CetpException {
        return budget.find(call.args().optLong("category_id", 0L))
                .filter(c -> !c.archived())
                .orElseThrow(() -> new CetpException("INVALID_ARGS"));
    }

    private static String thisMonth() {
        return new SimpleDateFormat("yyyy-MM", Locale.US).format(new Date());
    }

    private static String today() {
        return new SimpleDateFormat("yyyy-MM-dd", Locale.US).format(new Date());
    }
}
