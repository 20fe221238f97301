package com.example.r34j2;

import android.content.Context;
import android.content.SharedPreferences;
import java.io.File;
import java.nio.charset.StandardCharsets;

// The driver's side of the dispatch backend, cached on the phone.
final class Dispatch {
    private final Context context;
    private final SharedPreferences state;

    Dispatch(Context context) {
        this.context = context;
        this.state = context.getSharedPreferences("dispatch", Context.MODE_PRIVATE);
    }

    String offers() {
        return state.getString("offers", "[]");
    }

    boolean firstAccept(String requestId) {
        SharedPreferences done = context.getSharedPreferences("accepted_requests", Context.MODE_PRIVATE);
        if (done.contains(requestId)) {
            return false;
        }
        return done.edit().putLong(requestId, System.currentTimeMillis()).commit();
    }

    void accept(String rideId, String ownerPackage) {
        if (state.getString("ride", null) != null) {
            throw new RideTakenException(rideId);
        }
        state.edit().putString("ride", rideId).putString("accepted_by", ownerPackage).commit();
    }

    String currentShift() {
        return state.getString("shift", "");
    }

    void endShift() {
        state.edit().remove("shift").commit();
    }

    void pause(long minutes) {
        state.edit().putLong("paused_until", System.currentTimeMillis() + minutes * 60_000L).commit();
    }

    byte[] receipt(String tripId) {
        return ("%PDF-1.4 receipt " + tripId).getBytes(StandardCharsets.US_ASCII);
    }

    File reportFile(String shiftId) {
        return new File(context.getFilesDir(), state.getString("report_" + shiftId, "reports/empty.csv"));
    }

    static final class RideTakenException extends RuntimeException {
        RideTakenException(String rideId) {
            super("ride " + rideId + " was accepted by another driver");
        }
    }
}
