package com.rj;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

public final class GateProvider extends ContentProvider {
    private final Set<String> trusted = Set.of("com.rj.companion");

    private PackageManager pm() { return getContext().getPackageManager(); }

    // TP: count() > 0 on a Java stream (cmp-long)
    boolean countAny(int uid) {
        String[] pkgs = pm().getPackagesForUid(uid);
        if (pkgs == null) return false;
        return Arrays.stream(pkgs).filter(trusted::contains).count() > 0;
    }

    // SAFE: count compared with the whole (long vs int)
    boolean countAll(int uid) {
        String[] pkgs = pm().getPackagesForUid(uid);
        if (pkgs == null) return false;
        return Arrays.stream(pkgs).filter(trusted::contains).count() == pkgs.length;
    }

    // TP: collected to a list, then get(0)
    boolean collectGet(int uid) {
        String[] pkgs = pm().getPackagesForUid(uid);
        if (pkgs == null) return false;
        List<String> m = Arrays.stream(pkgs).filter(trusted::contains).collect(Collectors.toList());
        return !m.isEmpty() && trusted.contains(m.get(0));
    }

    // SAFE: non-trust filter, first only logged; grant by a single-package check
    boolean logOnly(int uid) {
        String[] pkgs = pm().getPackagesForUid(uid);
        if (pkgs == null) return false;
        Optional<String> f = Arrays.stream(pkgs).filter(p -> p.startsWith("com.")).findFirst();
        if (f.isPresent()) Log.d("gate", "first " + f.get());
        return pkgs.length == 1 && trusted.contains(pkgs[0]);
    }

    // SAFE: collected list compared with the whole array's length
    boolean collectAll(int uid) {
        String[] pkgs = pm().getPackagesForUid(uid);
        if (pkgs == null) return false;
        List<String> m = Arrays.stream(pkgs).filter(trusted::contains).collect(Collectors.toList());
        return m.size() == pkgs.length;
    }

    // TP: filter then anyMatch-free findAny().isPresent() via orElse(null) != null
    boolean findAnyOrElse(int uid) {
        String[] pkgs = pm().getPackagesForUid(uid);
        if (pkgs == null) return false;
        return Arrays.stream(pkgs).filter(trusted::contains).findAny().orElse(null) != null;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        String t = extras == null ? "" : extras.getString("tool_name", "");
        boolean ok;
        switch (t) {
            case "a": ok = countAny(uid); break;
            case "b": ok = countAll(uid); break;
            case "c": ok = collectGet(uid); break;
            case "d": ok = logOnly(uid); break;
            case "e": ok = collectAll(uid); break;
            default: ok = findAnyOrElse(uid);
        }
        Bundle out = new Bundle();
        out.putBoolean("ok", ok);
        return out;
    }

    @Override public boolean onCreate() { return true; }
    @Override public Cursor query(Uri u, String[] p, String s, String[] a, String o) { return null; }
    @Override public String getType(Uri u) { return null; }
    @Override public Uri insert(Uri u, ContentValues v) { return null; }
    @Override public int delete(Uri u, String s, String[] a) { return 0; }
    @Override public int update(Uri u, ContentValues v, String s, String[] a) { return 0; }
}
