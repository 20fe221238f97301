package com.fieldnote.birding.cetp;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Build;
import android.os.Bundle;
import android.util.Log;
import com.fieldnote.birding.data.BirdingDb;
import com.fieldnote.birding.data.Repo;
import java.util.function.Predicate;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** What both tool providers share: call() by hand, sessions, grants, and the mutation ledger's place. */
public abstract class BaseToolProvider extends ContentProvider {
    private static final String TAG = "FieldnoteTools";

    /** A negotiated session: its token, the UID that negotiated it, and its expiry. */
    public static class Session {
        public final String token;
        public final int uid;
        public final long expiresAt;

        public Session(String token, int uid, long expiresAt) {
            this.token = token;
            this.uid = uid;
            this.expiresAt = expiresAt;
        }

        public final boolean expired(long now) {
            return now >= expiresAt;
        }
    }

    final Registry registry = new Registry();
    private final Repo<Session, String> sessions = Repo.inMemory(s -> s.token);
    Repo<BirdingDb.LedgerEntry, String> ledger;
    private BirdingDb.Grants grants;

    public abstract String providerId();

    protected abstract String providerName();

    protected abstract String description();

    protected abstract String revision();

    protected abstract JSONArray scopes() throws JSONException;

    /** Where this provider keeps the mutations it executed (request_id deduplication). */
    protected abstract Repo<BirdingDb.LedgerEntry, String> openLedger(BirdingDb db);

    /** Adds this provider's tools. */
    protected abstract void register(Registry registry, BirdingDb db);

    @Override
    public boolean onCreate() {
        BirdingDb db = BirdingDb.get(getContext());
        grants = new BirdingDb.Grants(db);
        ledger = openLedger(db);
        register(registry, db);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        String callerPackage = getCallingPackage();
        return Command.parse(method, extras).accept(exchange(uid, callerPackage));
    }

    /** The visitor that answers one call. */
    protected Exchange exchange(int uid, String callerPackage) {
        return new Exchange(this, uid, callerPackage);
    }

    JSONObject info() throws JSONException {
        return new JSONObject()
                .put("provider_id", providerId())
                .put("provider_name", providerName())
                .put("description", description())
                .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema")
                .put("scopes", scopes());
    }

    protected static JSONObject scope(String name, String title, String description, String access)
            throws JSONException {
        return new JSONObject().put("name", name).put("title", title).put("description", description)
                .put("access", access).put("sensitivity", "personal");
    }

    /** Starts a session for the caller. */
    protected Session openSession(String token, int uid, long expiresAt) {
        Session s = new Session(token, uid, expiresAt);
        sessions.save(s);
        return s;
    }

    /** The live session of this token, if the same UID negotiated it. */
    protected Session session(String token, int uid) {
        Session s = sessions.findById(token);
        if (s == null || s.uid != uid) {
            return null;
        }
        if (s.expired(System.currentTimeMillis())) {
            sessions.deleteById(token);
            return null;
        }
        return s;
    }

    /**
     * Whether the calling UID may use a tool with these scopes: the UID must belong to exactly one package (a
     * shared UID is ambiguous and asked to come back from a single app), which holds every scope with the
     * signing certificate the user granted.
     */
    protected boolean granted(int uid, String[] scopes) {
        String[] packages = getContext().getPackageManager().getPackagesForUid(uid);
        if (packages == null || packages.length != 1) {
            return false;
        }
        return anyMatch(packages, pkg -> holdsAll(pkg, uid, scopes));
    }

    /** Every scope granted to {@code pkg} under {@code uid}, unexpired, and the package signed as granted. */
    protected final boolean holdsAll(String pkg, int uid, String[] scopes) {
        if (Build.VERSION.SDK_INT < Build.VERSION_CODES.P) {
            return false;
        }
        PackageManager pm = getContext().getPackageManager();
        long now = System.currentTimeMillis();
        for (String scope : scopes) {
            BirdingDb.Grant grant = grants.find(pkg, uid, scope, now);
            if (grant == null || !pm.hasSigningCertificate(pkg, Tokens.unhex(grant.certSha256),
                    PackageManager.CERT_INPUT_SHA256)) {
                return false;
            }
        }
        return true;
    }

    protected static <T> boolean anyMatch(T[] items, Predicate<? super T> test) {
        for (T item : items) {
            if (test.test(item)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        Log.w(TAG, "query refused for uid " + Binder.getCallingUid());
        return null;
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        Log.w(TAG, "insert refused for uid " + Binder.getCallingUid());
        return null;
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        Log.w(TAG, "delete refused for uid " + Binder.getCallingUid());
        return 0;
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        Log.w(TAG, "update refused for uid " + Binder.getCallingUid());
        return 0;
    }
}
