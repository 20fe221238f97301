package com.example.r36j1;

import android.app.PendingIntent;
import android.content.Intent;
import android.os.Bundle;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Collectors;
import org.json.JSONObject;

// Parcelbay lockers: find a locker, reserve, open and extend compartments.
public final class LockerToolProvider extends ParcelProvider {
    private static final String TOOLS = "{\"revision\":\"lockers-7\",\"tools\":[\"find_lockers\",\"reserve_compartment\",\"open_compartment\",\"extend_pickup\"]}";

    private final PickupResumes resumes = new PickupResumes();
    private final Map<String, LockerTool> tools = new HashMap<>();
    private Store store;

    @Override
    public boolean onCreate() {
        store = new Store(getContext().openOrCreateDatabase("lockers.db", 0, null));
        tools.put("open_compartment", new LockerTools.OpenCompartment(store, resumes));
        tools.put("extend_pickup", new LockerTools.ExtendPickup(store, resumes));
        return true;
    }

    @Override
    String toolList() {
        return TOOLS;
    }

    @Override
    Bundle handle(int uid, String tool, JSONObject args, Bundle extras) {
        switch (tool) {
            case "find_lockers":
                return Replies.ok(findLockers(args));
            case "reserve_compartment":
                return reserve(uid, args);
            default:
                LockerTool t = tools.get(tool);
                if (t == null) {
                    return Replies.error("TOOL_NOT_FOUND", "no such tool");
                }
                return t.run(this, uid, args, extras);
        }
    }

    private String findLockers(JSONObject args) {
        // sizes come as "S,M,XL" from the assistant
        String sizeFilter = Arrays.stream(args.optString("sizes", "M").split(","))
                .map(String::trim)
                .filter(s -> !s.isEmpty())
                .collect(Collectors.joining("','", "size IN ('", "')"));
        return store.rows("lockers", sizeFilter + " AND postcode = ?", new String[] {args.optString("postcode")});
    }

    private Bundle reserve(int uid, JSONObject args) {
        String locker = args.optString("locker_id");
        store.write("INSERT INTO reservations(locker_id, size, holder_uid) VALUES (?, ?, ?)",
                locker, args.optString("size", "M"), uid);
        Audit.note(store, "reserve", locker);
        return Replies.ok("{\"reserved\":true}");
    }

    PendingIntent confirmScreen(String headline, String subject) {
        Intent intent = new Intent(getContext(), ParcelConfirmActivity.class);
        intent.putExtra("headline", headline);
        intent.putExtra("subject", subject);
        return PendingIntent.getActivity(getContext(), subject.hashCode(), intent,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }
}
