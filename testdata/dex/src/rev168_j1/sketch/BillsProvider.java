package com.tallyspring.budget.bills;

import android.app.PendingIntent;
import android.content.Intent;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
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
import com.tallyspring.budget.data.Bill;
import com.tallyspring.budget.data.BillRepo;
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
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Tool provider for bills and payments (authority com.tallyspring.budget.tools.bills). */
public final class BillsProvider extends AppToolProvider {
    static final String PROVIDER_ID = "com.tallyspring.budget.bills";
    private static final long PROMPT_ABOVE_CENTS = 50000L;
    private static final String[] WIDGET_COLUMNS = {"_id", "payee", "amount_cents", "due_on"};

    private static final Map<String, ToolDescriptor> TOOLS = Arrays.stream(BillTool.values())
            .map(BillTool::descriptor)
            .collect(Collectors.toMap(ToolDescriptor::name, Function.identity(), (a, b) -> a,
                    () -> new LinkedHashMap<>()));

    private static final List<Scope> SCOPES = Collections.unmodifiableList(Arrays.asList(
            Scope.read("bills.read", "See your bills", "Payees, amounts and due dates of your bills", "financial"),
            Scope.write("bills.pay", "Pay and schedule bills",
                    "Schedule, send and cancel bill payments from your linked account", "financial")));

    /** What the home-screen widget reads through query(). */
    private static final Map<String, Function<SQLiteDatabase, Cursor>> WIDGET_QUERIES = new HashMap<>();

    static {
        WIDGET_QUERIES.put("upcoming", db -> db.query("bills", WIDGET_COLUMNS, "status = ?", new String[] {"due"},
                null, null, "due_on ASC"));
    }

    private final EnumMap<BillTool, ToolHandler> handlers = new EnumMap<>(BillTool.class);
    private BillRepo bills;
    private CallerPolicy policy;

    @Override
    public boolean onCreate() {
        super.onCreate();
        LedgerDb db = LedgerDb.get(getContext());
        bills = new BillRepo(db);
        policy = new PairedPackagePolicy(getContext(), new Pairings(db), PROVIDER_ID);
        Predicate<JSONObject> billId = ToolHandler.longIn("bill_id", 1L, Long.MAX_VALUE);
        Predicate<JSONObject> amount = ToolHandler.longIn("amount_cents", 1L, 10_000_000L);
        Predicate<JSONObject> noLimit = args -> !args.has("limit");
        handlers.put(BillTool.LIST_BILLS, ToolHandler.checked(
                noLimit.or(ToolHandler.longIn("limit", 1L, 50L)), this::listBills));
        handlers.put(BillTool.GET_BILL, ToolHandler.checked(billId, this::getBill));
        handlers.put(BillTool.SCHEDULE_PAYMENT, ToolHandler.checked(
                billId.and(amount).and(ToolHandler.optionalText("pay_on", "[0-9]{4}-[0-9]{2}-[0-9]{2}")),
                this::schedulePayment));
        handlers.put(BillTool.PAY_BILL_NOW, ToolHandler.checked(billId.and(amount), this::payNow));
        handlers.put(BillTool.CANCEL_SCHEDULED_PAYMENT, ToolHandler.checked(
                ToolHandler.longIn("payment_id", 1L, Long.MAX_VALUE), this::cancelPayment));
        handlers.put(BillTool.MARK_BILL_PAID, ToolHandler.checked(billId, this::markPaid));
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle in = extras != null ? extras : new Bundle();
        // Binder vouches for the UID, so the newest session issued to it is this caller's session.
        return serve(method, in, uid, () -> sessions.latestFor(uid));
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        if (!fromThisApp()) {
            return super.query(uri, projection, selection, selectionArgs, sortOrder);
        }
        return Optional.ofNullable(uri.getLastPathSegment())
                .map(WIDGET_QUERIES::get)
                .map(q -> q.apply(bills.readable()))
                .orElse(null);
    }

    // ---- AppToolProvider ----

    @Override
    protected String providerId() {
        return PROVIDER_ID;
    }

    @Override
    protected String providerName() {
        return "Tallyspring Bills";
    }

    @Override
    protected String description() {
        return "See, schedule and pay your household bills.";
    }

    @Override
    protected String revision() {
        return "bills-9";
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
        return handlers.get(BillTool.of(tool));
    }

    @Override
    protected CallerPolicy callerPolicy() {
        return policy;
    }

    @Override
    protected AccessDecision authorize(ProviderRequest request) {
        Predicate<ProviderRequest> sameCaller = r -> r.session().uid() == r.callerUid();
        Predicate<ProviderRequest> scopesGranted = r -> r.grantedScopes().containsAll(r.requestedScopes());
        return Optional.of(request)
                .filter(sameCaller.and(scopesGranted))
                .map(r -> AccessDecision.allow())
                .orElseGet(() -> AccessDecision.deny("PERMISSION_DENIED"));
    }

    @Override
    protected Predicate<ToolCall> promptByPolicy() {
        return call -> call.args().optLong("amount_cents", 0L) > PROMPT_ABOVE_CENTS;
    }

    @Override
    protected Function<String, PendingIntent> resolutions() {
        return token -> PendingIntent.getActivity(getContext(), token.hashCode(),
                new Intent(getContext(), ConfirmPaymentActivity.class).putExtra(ApprovalStore.EXTRA_TOKEN, token),
                PendingIntent.FLAG_UPDATE_CURRENT);
    }

    // ---- handlers ----

    private JSONObject listBills(ToolCall call) throws JSONException {
        String status = call.args().optString("status", "due");
        int limit = call.args().optInt("limit", 20);
        List<JSONObject> rows = bills.all().stream()
                .filter(b -> b.hasStatus(status))
                .limit(limit)
                .map(Bill::toJson)
                .collect(Collectors.toList());
        return new JSONObject().put("bills", new JSONArray(rows));
    }

    private JSONObject getBill(ToolCall call) throws CetpException, JSONException {
        Bill bill = bill(call);
        return new JSONObject().put("bill", bill.toJson());
    }

    private JSONObject schedulePayment(ToolCall call) throws CetpException, JSONException {
        Bill bill = dueBill(call);
        String payOn = call.args().optString("pay_on", "");
        if (payOn.compareTo(today()) < 0) {
            throw new CetpException("INVALID_ARGS");
        }
        long id = bills.schedule(bill, call.args().optLong("amount_cents", 0L), payOn);
        return payment(id, "scheduled");
    }

    private JSONObject payNow(ToolCall call) throws CetpException, JSONException {
        Bill bill = dueBill(call);
        long id = bills.payNow(bill, call.args().optLong("amount_cents", 0L), today());
        return payment(id, "sent");
    }

    private JSONObject cancelPayment(ToolCall call) throws CetpException, JSONException {
        long paymentId = call.args().optLong("payment_id", 0L);
        if (!bills.cancelScheduled(paymentId)) {
            throw new CetpException("CONFLICT");
        }
        return payment(paymentId, "cancelled");
    }

    private JSONObject markPaid(ToolCall call) throws CetpException, JSONException {
        Bill bill = bill(call);
        bills.markPaid(bill.id());
        return new JSONObject().put("bill", bills.find(bill.id()).orElse(bill).toJson());
    }

    private Bill bill(ToolCall call) throws CetpException {
        return bills.find(call.args().optLong("bill_id", 0L))
                .orElseThrow(() -> new CetpException("INVALID_ARGS"));
    }

    private Bill dueBill(ToolCall call) throws CetpException {
        Bill bill = bill(call);
        if (!bill.isDue()) {
            throw new CetpException("CONFLICT");
        }
        return bill;
    }

    private static JSONObject payment(long id, String status) throws JSONException {
        return new JSONObject().put("payment_id", id).put("status", status);
    }

    private static String today() {
        return new SimpleDateFormat("yyyy-MM-dd", Locale.US).format(new Date());
    }
}
