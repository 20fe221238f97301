package com.dg;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.util.Random;
import javax.inject.Provider;

/** A desk whose resume tokens come from the generator the component injects in onCreate. */
public final class CodeProvider extends ContentProvider {
    Provider<Random> random;
    Ledger ledger;

    @Override
    public boolean onCreate() {
        AppComponent.get().inject(this);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        if (Binder.getCallingUid() != 10234 || extras == null) {
            return out;
        }
        out.putString("error_code", "USER_ACTION_REQUIRED");
        out.putString("resume_token", newToken());
        out.putString("entry", String.valueOf(ledger.entryId()));
        return out;
    }

    private String newToken() {
        Random rng = random.get();
        return Long.toHexString(rng.nextLong()) + Long.toHexString(rng.nextLong());
    }

    @Override public Cursor query(Uri u, String[] p, String s, String[] a, String o) { return null; }
    @Override public String getType(Uri u) { return null; }
    @Override public Uri insert(Uri u, ContentValues v) { return null; }
    @Override public int delete(Uri u, String s, String[] a) { return 0; }
    @Override public int update(Uri u, ContentValues v, String s, String[] a) { return 0; }
}
