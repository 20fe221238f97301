package com.droprx.data;

import android.database.Cursor;

/** Room DAO for orders, shifts and notes. */
public interface CourierDao {
    long lockOrder(long orderId);

    int assign(long orderId, String courier, int byUid);

    String etaFor(long orderId);

    String statusOf(long orderId);

    void cancel(long orderId);

    void refund(long orderId);

    long insertShift(String courier, long startsAt);

    Cursor shifts();

    Cursor shift(long id);

    void appendNote(long orderId, String note);

    void tagOrderRaw(long orderId, String tag);

    void markProofSeen(long orderId, int byUid);

    String proofUrl(long orderId);

    String receiptText(long orderId);

    String manifestCsv();

    String summaryCsv(int day);
}
