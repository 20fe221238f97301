package com.example.rtp;

import android.content.Context;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

final class Callers {
    private static final Set<String> PARTNERS = new HashSet<>(Arrays.asList("com.partner.one", "com.partner.two"));

    private Callers() {}

    // TP: one partner package among several is enough.
    static boolean isPartner(Context ctx, int uid) {
        String[] packages = ctx.getPackageManager().getPackagesForUid(uid);
        if (packages == null) {
            return false;
        }
        Set<String> partners = new HashSet<>(Arrays.asList(packages));
        partners.retainAll(PARTNERS);
        return !partners.isEmpty();
    }

    // NM: every package of the UID must be a partner's.
    static boolean onlyPartners(Context ctx, int uid) {
        String[] packages = ctx.getPackageManager().getPackagesForUid(uid);
        if (packages == null) {
            return false;
        }
        Set<String> partners = new HashSet<>(Arrays.asList(packages));
        partners.retainAll(PARTNERS);
        return partners.size() == packages.length;
    }
}
