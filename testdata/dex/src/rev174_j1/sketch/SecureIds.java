package com.tallowbrook.salon.core;

import android.util.Log;

/** Operation ids from SecureRandom. The counter only numbers ids in the debug log. */
public final class SecureIds implements IdSource {
    private int issued;

    @Override
    public String next() {
        issued++;
        String id = Tokens.random(16);
        Log.d("SalonTools", "operation id #" + issued);
        return id;
    }
}
