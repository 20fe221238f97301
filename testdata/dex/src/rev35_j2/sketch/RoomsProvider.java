package com.example.r35j2;

import android.content.Context;
import com.clawseed.cetp.sdk.CetpAccessDecision;
import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderRequest;
import com.clawseed.cetp.sdk.CetpProviderResult;
import com.clawseed.cetp.sdk.CetpProviderTool;
import com.clawseed.cetp.sdk.CetpV2ContentProvider;
import com.clawseed.cetp.sdk.ConfirmationPolicy;
import com.clawseed.cetp.sdk.ToolAnnotations;
import com.clawseed.cetp.sdk.ToolEffect;
import com.clawseed.cetp.sdk.ToolRisk;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import org.json.JSONException;
import org.json.JSONObject;

// Hotdesk meeting rooms for the calendar assistant (ClawSeed SDK base class).
public final class RoomsProvider extends CetpV2ContentProvider {
    private Store store;
    private CetpMutationExecutor journal;

    @Override
    public boolean onCreate() {
        store = new Store(getContext().openOrCreateDatabase("rooms.db", 0, null));
        journal = new RoomJournal(store);
        return true;
    }

    @Override
    public List<CetpProviderTool> getProviderTools() {
        return Arrays.asList(
                new CetpProviderTool("list_rooms", new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
                new CetpProviderTool("book_room", new ToolAnnotations(ToolEffect.CREATE, ToolRisk.LOW, ConfirmationPolicy.PROVIDER_POLICY)),
                new CetpProviderTool("cancel_room", new ToolAnnotations(ToolEffect.DELETE, ToolRisk.MODERATE, ConfirmationPolicy.ALWAYS)));
    }

    @Override
    public CetpMutationExecutor getMutationExecutor() {
        return journal;
    }

    @Override
    public CetpAccessDecision authorize(CetpProviderRequest request) {
        Set<String> granted = grantsOf(request.getCallerPackage());
        return granted.containsAll(request.getScopes()) ? CetpAccessDecision.Allow.INSTANCE : CetpAccessDecision.Deny.INSTANCE;
    }

    private Set<String> grantsOf(String pkg) {
        Context ctx = getContext();
        return ctx.getSharedPreferences("room_grants", 0).getStringSet(pkg, Collections.emptySet());
    }

    @Override
    public CetpProviderResult executeTool(CetpProviderRequest request) {
        JSONObject args;
        try {
            args = new JSONObject(request.getArgs());
        } catch (JSONException e) {
            return CetpProviderResult.Companion.error("INVALID_ARGS", "args must be a JSON object");
        }
        String tool = request.getToolName();
        if (tool.equals("list_rooms")) {
            return CetpProviderResult.Companion.ok(store.rows("SELECT room, seats, floor FROM rooms WHERE day = ?", args.optString("day")));
        }
        if (tool.equals("book_room")) {
            store.exec("INSERT INTO room_bookings(room, day, slot, owner) VALUES (?, ?, ?, ?)",
                    args.optString("room"), args.optString("day"), args.optString("slot"), request.getCallerPackage());
            return CetpProviderResult.Companion.ok("{\"booked\":true}");
        }
        if (tool.equals("cancel_room")) {
            store.exec("DELETE FROM room_bookings WHERE booking_id = ? AND owner = ?",
                    args.optString("booking_id"), request.getCallerPackage());
            return CetpProviderResult.Companion.ok("{\"cancelled\":true}");
        }
        return CetpProviderResult.Companion.unknownTool(tool);
    }
}
