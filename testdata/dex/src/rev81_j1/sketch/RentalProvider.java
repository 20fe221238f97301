package com.spokeshop.rentals;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Base64;
import android.util.Log;
import com.google.gson.Gson;
import com.spokeshop.core.Replies;
import com.spokeshop.core.Screens;
import com.spokeshop.core.Tokens;
import com.spokeshop.ui.ReturnConfirmActivity;
import io.reactivex.rxjava3.core.Completable;
import io.reactivex.rxjava3.core.Single;
import io.reactivex.rxjava3.schedulers.Schedulers;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** SpokeShop's rental tools: rent and return bikes, search the fleet, rental history. */
public class RentalProvider extends ContentProvider {
    static final String TAG = "SpokeShop";
    static final String TOOLS = "{\"revision\":\"rentals-2\",\"tools\":[]}";
    static final byte[] SHOP_CERT = Base64.decode("q2V5c3Bva2VzaG9wLXJlbGVhc2UtY2VydC1zaGEyNTY=", Base64.DEFAULT);

    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    private final Map<String, Integer> pending = new ConcurrentHashMap<>();
    private final Gson gson = new Gson();
    private SQLiteDatabase db;

    @Override
    public boolean onCreate() {
        db = getContext().openOrCreateDatabase("rentals.db", 0, null);
        return true;
    }

    boolean trusted(int uid) {
        PackageManager pm = getContext().getPackageManager();
        String[] pkgs = pm.getPackagesForUid(uid);
        if (pkgs == null || pkgs.length == 0) {
            return false;
        }
        for (String p : pkgs) {
            if (!pm.hasSigningCertificate(p, SHOP_CERT, PackageManager.CERT_INPUT_SHA256)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!trusted(uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        String caller = getCallingPackage();
        Bundle req = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            String token = Tokens.fresh();
            sessions.put(token, uid);
            Bundle b = Replies.ok("{\"selected_version\":2}");
            b.putString("session_token", token);
            return b;
        }
        Integer owner = sessions.get(req.getString("session_token", ""));
        if (owner == null || owner != uid) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
        }
        if ("list_tools".equals(method)) {
            return Replies.ok(TOOLS);
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
        if (Replies.expired(req)) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        RentalRequest r = gson.fromJson(req.getString("args", "{}"), RentalRequest.class);
        return execute(req.getString("tool_name", ""), r, uid, caller, req.getString("resume_token"));
    }

    Bundle execute(String tool, RentalRequest r, int uid, String caller, String resume) {
        switch (tool) {
            case "rent_bike":
                return rent(r, caller);
            case "return_bike":
                return returnBike(r, uid, resume);
            case "search_bikes":
                return searchBikes(r);
            case "rental_history":
                return history();
            default:
                return Replies.error("TOOL_NOT_FOUND", "unknown tool");
        }
    }

    Bundle rent(RentalRequest r, String caller) {
        SQLiteDatabase d = db;
        String bike = r.bikeId;
        Completable.fromAction(() -> d.execSQL("INSERT INTO rentals(bike, renter) VALUES (?, ?)",
                new Object[] {bike, caller}))
                .subscribeOn(Schedulers.io())
                .blockingAwait();
        return Replies.ok("{\"rented\":true}");
    }

    Bundle returnBike(RentalRequest r, int uid, String resume) {
        String bike = r.bikeId;
        Integer who = resume != null ? pending.remove(resume) : null;
        if (who == null || who != uid) {
            if (r.confirmed) {
                Log.i(TAG, "agent says confirmed; asking the rider anyway");
            }
            String token = Tokens.fresh();
            pending.put(token, uid);
            return Replies.needsUser(Screens.confirm(getContext(), ReturnConfirmActivity.class, "bike_id", bike), token);
        }
        SQLiteDatabase d = db;
        Completable.fromAction(() -> d.delete("rentals", "bike = ?", new String[] {bike}))
                .subscribeOn(Schedulers.io())
                .blockingAwait();
        return Replies.ok("{\"returned\":true}");
    }

    Bundle searchBikes(RentalRequest r) {
        String text = r.text;
        return Single.just(db)
                .map(x -> Replies.count("bikes", x.rawQuery("SELECT id, model FROM bikes WHERE model LIKE ?",
                        new String[] {"%" + text + "%"})))
                .onErrorReturn(e -> Replies.error("INTERNAL_ERROR", e.getMessage()))
                .subscribeOn(Schedulers.io())
                .blockingGet();
    }

    Bundle history() {
        SQLiteDatabase d = db;
        return Single.fromCallable(() -> Replies.count("rentals",
                d.rawQuery("SELECT id FROM rentals WHERE uid = ?", new String[] {Integer.toString(Binder.getCallingUid())})))
                .subscribeOn(Schedulers.io())
                .blockingGet();
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        return null;
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        return null;
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        return 0;
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        return 0;
    }
}
