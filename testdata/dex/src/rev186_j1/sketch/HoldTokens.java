package com.tallyworks.stockroom.inventory;

/** Resume tokens of the inventory confirmations ("holds"): time-ordered, so the hold list sorts by age. */
final class HoldTokens {
    private static final Object LOCK = new Object();
    private static long lastMillis;
    private static int sequence;

    private HoldTokens() {
    }

    static String next(String sku) {
        long now = System.currentTimeMillis();
        int seq;
        synchronized (LOCK) {
            if (now == lastMillis) {
                sequence++;
            } else {
                lastMillis = now;
                sequence = 0;
            }
            seq = sequence;
        }
        return "hold-" + Long.toString(now, 36) + "-" + Integer.toString(seq, 36) + "-" + Math.abs(sku.hashCode() % 1000);
    }
}
