package com.tallyhouse.invoices;

import android.content.Context;
import android.database.Cursor;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.tallyhouse.bus.ConfirmedAction;
import com.tallyhouse.cetp.BaseToolProvider;
import com.tallyhouse.cetp.CallInfo;
import com.tallyhouse.cetp.Confirmations;
import com.tallyhouse.cetp.Ids;
import com.tallyhouse.cetp.Replies;
import com.tallyhouse.data.TallyDb;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Calendar;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Tools over the invoice book: list, create, remind, void and export invoices. */
public final class InvoiceProvider extends BaseToolProvider {
    static final String AUTHORITY = "com.tallyhouse.invoices";
    private static final String TAG = "InvoiceTools";
    private static final long DAY_MS = 24L * 60L * 60L * 1000L;

    private static final String PROVIDER_INFO = "{\"provider_id\":\"com.tallyhouse.invoices\","
            + "\"provider_name\":\"Tallyhouse invoices\",\"description\":\"Invoices of a small business\","
            + "\"scopes\":[{\"name\":\"invoices.read\",\"description\":\"Read invoices\",\"access\":\"read\","
            + "\"sensitivity\":\"financial\"},{\"name\":\"invoices.write\",\"description\":\"Create, remind"
            + " and void invoices\",\"access\":\"write\",\"sensitivity\":\"financial\"}]}";

    private static final String TOOLS = "["
            + "{\"name\":\"list_invoices\",\"description\":\"Invoices by status, oldest due first\","
            + "\"input_schema\":{\"type\":\"object\",\"properties\":{\"status\":{\"enum\":[\"open\",\"paid\",\"void\"]},"
            + "\"client_id\":{\"type\":\"integer\"},\"sort\":{\"enum\":[\"due\",\"amount\",\"client\",\"number\"]}},"
            + "\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"properties\":{\"invoices\":{\"type\":\"array\"}},"
            + "\"required\":[\"invoices\"]},\"scopes\":[\"invoices.read\"],"
            + "\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}},"
            + "{\"name\":\"create_invoice\",\"description\":\"Create an open invoice for a client\","
            + "\"input_schema\":{\"type\":\"object\",\"properties\":{\"client_id\":{\"type\":\"integer\"},"
            + "\"amount_cents\":{\"type\":\"integer\",\"minimum\":1},\"currency\":{\"type\":\"string\"},"
            + "\"due_in_days\":{\"type\":\"integer\",\"minimum\":0}},\"required\":[\"client_id\",\"amount_cents\"],"
            + "\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"properties\":{\"number\":{\"type\":\"string\"}},"
            + "\"required\":[\"number\"]},\"scopes\":[\"invoices.write\"],"
            + "\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"confirmation\":\"provider_policy\","
            + "\"idempotent\":false,\"open_world\":false}},"
            + "{\"name\":\"send_reminder\",\"description\":\"Queue a payment reminder to the client of an invoice\","
            + "\"input_schema\":{\"type\":\"object\",\"properties\":{\"invoice_id\":{\"type\":\"integer\"},"
            + "\"channel\":{\"enum\":[\"email\",\"sms\"]}},\"required\":[\"invoice_id\"],\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"properties\":{\"queued\":{\"type\":\"boolean\"}},"
            + "\"required\":[\"queued\"]},\"scopes\":[\"invoices.write\"],"
            + "\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"confirmation\":\"always\","
            + "\"open_world\":true}},"
            + "{\"name\":\"void_invoice\",\"description\":\"Void an open invoice; it cannot be reopened\","
            + "\"input_schema\":{\"type\":\"object\",\"properties\":{\"invoice_id\":{\"type\":\"integer\"}},"
            + "\"required\":[\"invoice_id\"],\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"properties\":{\"voided\":{\"type\":\"string\"}},"
            + "\"required\":[\"voided\"]},\"scopes\":[\"invoices.write\"],"
            + "\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,"
            + "\"confirmation\":\"always\",\"open_world\":false}},"
            + "{\"name\":\"export_invoices\",\"description\":\"Export one year of invoices as JSON\","
            + "\"input_schema\":{\"type\":\"object\",\"properties\":{\"year\":{\"type\":\"integer\"}},"
            + "\"required\":[\"year\"],\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"properties\":{\"invoices\":{\"type\":\"array\"}},"
            + "\"required\":[\"invoices\"]},\"scopes\":[\"invoices.read\"],"
            + "\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false,"
            + "\"execution\":\"sync_or_async\"}}]";

    private final Executor exports = Executors.newSingleThreadExecutor();
    private ConfirmedAction voidAction;

    @Override
    protected void onReady(Context context) {
        voidAction = new ConfirmedAction() {
            @Override
            protected int perform(Bundle event) {
                return db.voidInvoice(event.getLong("invoice_id"));
            }
        };
        bus.register(TOPIC_VOID_INVOICE, voidAction);
    }

    @Override
    protected String providerId() {
        return AUTHORITY;
    }

    @Override
    protected String providerInfoJson() {
        return PROVIDER_INFO;
    }

    @Override
    protected String toolsJson() {
        return TOOLS;
    }

    @Override
    protected boolean supportsAsync() {
        return true;
    }

    @Override
    protected Bundle handle(String tool, JSONObject args) {
        CallInfo call = currentCall();
        switch (tool) {
            case "list_invoices":
                return listInvoices(call, args);
            case "create_invoice":
                return createInvoice(call, args);
            case "send_reminder":
                return sendReminder(call, args);
            case "void_invoice":
                return voidInvoice(call, args);
            case "export_invoices":
                return exportInvoices(call, args);
            default:
                return Replies.error(call, "TOOL_NOT_FOUND", "No such tool", false);
        }
    }

    private Bundle listInvoices(CallInfo call, JSONObject args) {
        StringBuilder where = new StringBuilder("status = ?");
        List<String> params = new ArrayList<String>();
        params.add(args.optString("status", "open"));
        long clientId = args.optLong("client_id", 0L);
        if (clientId > 0L) {
            where.append(" AND client_id = ?");
            params.add(Long.toString(clientId));
        }
        String order = orderColumn(args.optString("sort", "due")) + " ASC";
        Cursor c = db.invoices(where.toString(), params.toArray(new String[params.size()]), order);
        JSONArray rows = new JSONArray();
        StringWriter trace = null;
        Bundle reply = null;
        try {
            while (c.moveToNext()) {
                rows.put(TallyDb.invoiceJson(c));
            }
        } catch (JSONException e) {
            trace = new StringWriter();
            e.printStackTrace(new PrintWriter(trace));
        } finally {
            c.close();
            if (trace != null) {
                reply = Replies.error(call, "INTERNAL_ERROR", trace.toString(), true);
            }
        }
        if (reply != null) {
            return reply;
        }
        return Replies.success(call, Replies.obj("invoices", rows));
    }

    private static String orderColumn(String sort) {
        switch (sort) {
            case "amount":
                return "amount_cents";
            case "client":
                return "client_name";
            case "number":
                return "number";
            default:
                return "due_at";
        }
    }

    private Bundle createInvoice(CallInfo call, JSONObject args) {
        long clientId = args.optLong("client_id", -1L);
        long amount = args.optLong("amount_cents", 0L);
        String clientName = db.clientName(clientId);
        if (clientName == null || amount <= 0L) {
            return Replies.error(call, "INVALID_ARGS", "client_id must name a client and amount_cents be positive", false);
        }
        long due = System.currentTimeMillis() + args.optInt("due_in_days", 30) * DAY_MS;
        String number = db.addInvoice(clientId, clientName, amount, args.optString("currency", "EUR"), due);
        return Replies.success(call, Replies.obj("number", number));
    }

    private Bundle sendReminder(CallInfo call, JSONObject args) {
        long invoiceId = args.optLong("invoice_id", -1L);
        String channel = "sms".equals(args.optString("channel")) ? "sms" : "email";
        String number = db.openInvoiceNumber(invoiceId);
        if (number == null) {
            return Replies.error(call, "INVALID_ARGS", "invoice_id must name an open invoice", false);
        }
        Confirmations.Pending grant = confirmations.redeem(call);
        if (grant == null) {
            return askUser(call, SCREEN_SEND_REMINDER, "Send a payment reminder for " + number + " by " + channel,
                    RESOLUTION_FLAGS);
        }
        if (!grant.approved()) {
            return Replies.error(call, "USER_CANCELLED", "The user declined", false);
        }
        db.queueReminder(invoiceId, channel);
        return Replies.success(call, Replies.obj("queued", true));
    }

    private Bundle voidInvoice(CallInfo call, JSONObject args) {
        long invoiceId = args.optLong("invoice_id", -1L);
        String number = db.openInvoiceNumber(invoiceId);
        if (number == null) {
            return Replies.error(call, "INVALID_ARGS", "invoice_id must name an open invoice", false);
        }
        Confirmations.Pending grant = confirmations.redeem(call);
        if (grant == null) {
            return askUser(call, SCREEN_VOID_INVOICE, "Void invoice " + number + "? It cannot be reopened.",
                    RESOLUTION_FLAGS);
        }
        voidAction.confirmed = grant.approved();
        Bundle event = new Bundle();
        event.putLong("invoice_id", invoiceId);
        bus.post(TOPIC_VOID_INVOICE, event);
        if (event.getBoolean("skipped", false)) {
            return Replies.error(call, "USER_CANCELLED", "The user declined", false);
        }
        return Replies.success(call, Replies.obj("voided", number));
    }

    private Bundle exportInvoices(final CallInfo call, JSONObject args) {
        if (!call.async) {
            return Replies.error(call, "UNSUPPORTED_CAPABILITY", "export_invoices needs async_operations", false);
        }
        final int year = args.optInt("year", 0);
        if (year < 2000 || year > 2100) {
            return Replies.error(call, "INVALID_ARGS", "year is out of range", false);
        }
        final String operationId = Ids.compose("op", System.nanoTime(), call.uid);
        ledger().openOperation(AUTHORITY, operationId, call);
        exports.execute(new Runnable() {
            @Override
            public void run() {
                String result = null;
                String error = null;
                try {
                    result = exportYear(year);
                } catch (JSONException e) {
                    Log.w(TAG, "export " + operationId + " failed", e);
                    error = "INTERNAL_ERROR";
                }
                ledger().finishOperation(operationId, result, error);
                Bundle event = new Bundle();
                event.putInt("uid", Binder.getCallingUid());
                event.putString("tool", "export_invoices");
                event.putString("outcome", error == null ? "succeeded" : "failed");
                bus.post(auditTopic(), event);
            }
        });
        return Replies.accepted(call, operationId, 1500L);
    }

    private String exportYear(int year) throws JSONException {
        Calendar from = Calendar.getInstance();
        from.clear();
        from.set(year, Calendar.JANUARY, 1);
        long start = from.getTimeInMillis();
        from.set(year + 1, Calendar.JANUARY, 1);
        return db.exportInvoices(start, from.getTimeInMillis());
    }
}
