package com.ledgerly.pay.tools;

import android.content.Context;
import android.content.SharedPreferences;
import java.io.IOException;

/** Thin front of the payments backend (the real one talks to the bank's API). */
final class PaymentsRepository {
    private final SharedPreferences store;

    PaymentsRepository(Context ctx) {
        store = ctx.getSharedPreferences("payments", 0);
    }

    String payBill(String args, String initiatedBy) {
        store.edit().putString("last_bill", args).putString("initiated_by", initiatedBy).apply();
        return "{\"kind\":\"inline\",\"value\":{\"paid\":true}}";
    }

    String payContact(String args) {
        store.edit().putString("last_contact_payment", args).apply();
        return "{\"kind\":\"inline\",\"value\":{\"paid\":true}}";
    }

    String paymentsBy(String pkg) {
        return "{\"kind\":\"inline\",\"value\":{\"initiated_by\":\"" + pkg + "\",\"payments\":[]}}";
    }

    String linkStatus() {
        return "{\"kind\":\"inline\",\"value\":{\"linked\":" + store.getString("partner_link", "false") + "}}";
    }

    void refreshBalances(int ownerUid) {
        store.edit().putLong("refreshed_for", ownerUid).apply();
    }

    void syncStatements(int ownerUid) {
        store.edit().putLong("synced_for", ownerUid).apply();
    }

    String exportStatement(String args) throws IOException {
        String month = store.getString("statement:" + args, null);
        if (month == null) throw new IOException("no statement at /data/data/com.ledgerly.pay/files/statements/" + args);
        return month;
    }

    String receipt(String args) throws IOException {
        String r = store.getString("receipt:" + args, null);
        if (r == null) throw new IOException("no receipt at /data/data/com.ledgerly.pay/files/receipts/" + args);
        return r;
    }
}
