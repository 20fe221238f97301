package com.example.rtp;

import android.content.Context;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

// More shapes of a UID's packages narrowed to the partners'. The near
// misses require every package to match, or deny when any matches a
// denylist; the true positives grant when any one package matches.
final class Gates {
    private static final Set<String> PARTNERS = new HashSet<>(Arrays.asList("com.partner.one", "com.partner.two"));
    private static final Set<String> BLOCKED = new HashSet<>(Arrays.asList("com.cloner.app"));

    private Gates() {}

    static boolean check(Context ctx, int uid, String[] scopes) {
        return unchanged(ctx, uid) && sameAsAll(ctx, uid) && sizeKept(ctx, uid) && notBlocked(ctx, uid)
                && partnerWithScopes(ctx, uid, scopes) && partnerReversed(ctx, uid) && enoughPartners(ctx, uid, scopes)
                && PartnerSets.allPartners(ctx, uid) && PartnerSets.somePartner(ctx, uid);
    }

    // NM: retainAll returns true when it removed a package that is not a partner's.
    static boolean unchanged(Context ctx, int uid) {
        String[] packages = ctx.getPackageManager().getPackagesForUid(uid);
        if (packages == null) {
            return false;
        }
        Set<String> kept = new HashSet<>(Arrays.asList(packages));
        if (kept.retainAll(PARTNERS)) {
            return false;
        }
        return !kept.isEmpty();
    }

    // NM: what is left must equal the whole set.
    static boolean sameAsAll(Context ctx, int uid) {
        String[] packages = ctx.getPackageManager().getPackagesForUid(uid);
        if (packages == null) {
            return false;
        }
        Set<String> all = new HashSet<>(Arrays.asList(packages));
        Set<String> kept = new HashSet<>(all);
        kept.retainAll(PARTNERS);
        return kept.equals(all);
    }

    // NM: the size is taken before the narrowing and compared after it.
    static boolean sizeKept(Context ctx, int uid) {
        String[] packages = ctx.getPackageManager().getPackagesForUid(uid);
        if (packages == null) {
            return false;
        }
        Set<String> kept = new HashSet<>(Arrays.asList(packages));
        int before = kept.size();
        kept.retainAll(PARTNERS);
        return kept.size() == before;
    }

    // NM: a denylist: any blocked package denies the caller.
    static boolean notBlocked(Context ctx, int uid) {
        String[] packages = ctx.getPackageManager().getPackagesForUid(uid);
        if (packages == null) {
            return false;
        }
        Set<String> hit = new HashSet<>(Arrays.asList(packages));
        hit.retainAll(BLOCKED);
        if (!hit.isEmpty()) {
            return false;
        }
        return true;
    }

    // TP: the length compared is the scopes', not the packages'.
    static boolean partnerWithScopes(Context ctx, int uid, String[] scopes) {
        if (scopes == null || scopes.length == 0) {
            return false;
        }
        String[] packages = ctx.getPackageManager().getPackagesForUid(uid);
        if (packages == null) {
            return false;
        }
        Set<String> kept = new HashSet<>(Arrays.asList(packages));
        kept.retainAll(PARTNERS);
        return !kept.isEmpty();
    }

    // TP: the partner set narrowed to the UID's packages: any one is enough.
    static boolean partnerReversed(Context ctx, int uid) {
        String[] packages = ctx.getPackageManager().getPackagesForUid(uid);
        if (packages == null) {
            return false;
        }
        Set<String> hits = new HashSet<>(PARTNERS);
        hits.retainAll(Arrays.asList(packages));
        return !hits.isEmpty();
    }

    // TP: what is left is compared with the number of scopes asked for,
    // not with the packages: one partner package among several passes.
    static boolean enoughPartners(Context ctx, int uid, String[] scopes) {
        String[] packages = ctx.getPackageManager().getPackagesForUid(uid);
        if (packages == null) {
            return false;
        }
        Set<String> kept = new HashSet<>(Arrays.asList(packages));
        kept.retainAll(PARTNERS);
        return kept.size() >= scopes.length;
    }
}
