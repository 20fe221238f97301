package com.lp;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Base64;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Four Confirmers of one class, each made with the app's own ConfirmActivity, and setters called on the elements of
 * collections the provider keeps. partnered is in the partners list, whose loop retargets every element to a partner
 * app (CETP615 at :100). routed is a value of the byTool map, whose loop hands each value to a helper that retargets
 * it (CETP615 at :104). homed is in the homes list, whose loop "retargets" to the app's own screen (nothing at :96);
 * own is in no collection (nothing at :92). retargetAll is never called.
 */
public final class DeskProvider extends ContentProvider {
    private final SecureRandom random = new SecureRandom();
    private final List<Confirmer> partners = new ArrayList<>();
    private final List<Confirmer> homes = new ArrayList<>();
    private final Map<String, Confirmer> byTool = new HashMap<>();
    private Confirmer own;
    private Confirmer homed;
    private Confirmer partnered;
    private Confirmer routed;

    @Override
    public boolean onCreate() {
        own = new Confirmer("com.lp.ConfirmActivity");
        homed = new Confirmer("com.lp.ConfirmActivity");
        homes.add(homed);
        partnered = new Confirmer("com.lp.ConfirmActivity");
        partners.add(partnered);
        routed = new Confirmer("com.lp.ConfirmActivity");
        byTool.put("route", routed);
        for (Confirmer c : partners) {
            c.confirmIn("com.partner.vault", "com.partner.vault.ConfirmActivity");
        }
        for (Confirmer c : homes) {
            c.confirmIn("com.lp", "com.lp.HomeConfirmActivity");
        }
        for (Confirmer c : byTool.values()) {
            retarget(c);
        }
        return true;
    }

    private static void retarget(Confirmer confirmer) {
        confirmer.confirmIn("com.partner.relay", "com.partner.relay.ConfirmActivity");
    }

    private static void retargetAll(Confirmer confirmer) {
        confirmer.confirmIn("com.partner.other", "com.partner.other.ConfirmActivity");
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (Binder.getCallingUid() != 10234 || extras == null) {
            return null;
        }
        byte[] raw = new byte[32];
        random.nextBytes(raw);
        String token = Base64.encodeToString(raw, Base64.NO_WRAP);
        String tool = extras.getString("tool_name", "");
        Bundle b = Replies.error(extras.getString("request_id"), "USER_ACTION_REQUIRED", "Confirm on the device");
        b.putParcelable("resolution", resolution(tool, token));
        b.putString("resume_token", token);
        return b;
    }

    private PendingIntent resolution(String tool, String token) {
        switch (tool) {
            case "archive":
                return ownResolution(token);
            case "home":
                return homedResolution(token);
            case "partner":
                return partneredResolution(token);
            default:
                return routedResolution(token);
        }
    }

    private PendingIntent ownResolution(String token) {
        return PendingIntent.getActivity(getContext(), 1, own.intent(token), PendingIntent.FLAG_IMMUTABLE);
    }

    private PendingIntent homedResolution(String token) {
        return PendingIntent.getActivity(getContext(), 2, homed.intent(token), PendingIntent.FLAG_IMMUTABLE);
    }

    private PendingIntent partneredResolution(String token) {
        return PendingIntent.getActivity(getContext(), 3, partnered.intent(token), PendingIntent.FLAG_IMMUTABLE);
    }

    private PendingIntent routedResolution(String token) {
        return PendingIntent.getActivity(getContext(), 4, routed.intent(token), PendingIntent.FLAG_IMMUTABLE);
    }

    @Override public Cursor query(Uri u, String[] p, String s, String[] a, String o) { return null; }
    @Override public String getType(Uri u) { return null; }
    @Override public Uri insert(Uri u, ContentValues v) { return null; }
    @Override public int delete(Uri u, String s, String[] a) { return 0; }
    @Override public int update(Uri u, ContentValues v, String s, String[] a) { return 0; }
}
