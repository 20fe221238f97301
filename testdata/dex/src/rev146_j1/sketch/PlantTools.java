package com.greenwick.garden.plants;

import android.os.Bundle;
import com.greenwick.garden.cetp.Call;
import com.greenwick.garden.cetp.Clock;
import com.greenwick.garden.cetp.Replies;
import com.greenwick.garden.cetp.Toolset;
import com.greenwick.garden.data.PlantStore;
import com.greenwick.garden.reminders.Scheduler;
import java.util.regex.Pattern;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The plants provider's tools: list the plants, log a watering, remove a plant. */
public final class PlantTools implements Toolset {
    private static final Pattern PLANT_ID = Pattern.compile("p[0-9]{1,9}");
    private static final long DAY_MS = 24L * 60L * 60L * 1000L;
    private static final String PLANT_ARG = "{\"type\":\"object\",\"properties\":{\"plant_id\":{\"type\":\"string\","
            + "\"pattern\":\"^p[0-9]{1,9}$\"}},\"required\":[\"plant_id\"],\"additionalProperties\":false}";

    private final PlantStore store;
    private final Scheduler reminders;
    private final Clock clock;

    public PlantTools(PlantStore store, Scheduler reminders, Clock clock) {
        this.store = store;
        this.reminders = reminders;
        this.clock = clock;
    }

    @Override
    public String providerId() {
        return "com.greenwick.garden.plants";
    }

    @Override
    public String providerName() {
        return "Greenwick plants";
    }

    @Override
    public String description() {
        return "Your plants, their watering log and watering reminders";
    }

    @Override
    public String revision() {
        return "plants-4";
    }

    @Override
    public JSONArray scopes() throws JSONException {
        return new JSONArray()
                .put(Toolset.scope("plants.read", "See your plants", "Read plants and their watering log", "read"))
                .put(Toolset.scope("plants.write", "Change your plants",
                        "Log waterings and remove plants", "write"));
    }

    @Override
    public JSONArray descriptors() throws JSONException {
        return new JSONArray()
                .put(Toolset.tool("list_plants", "List plants", "List the plants in the garden with their watering "
                        + "interval and when each was last watered", "read", "low", false, "never", "plants.read",
                        "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}",
                        "{\"type\":\"object\",\"properties\":{\"plants\":{\"type\":\"array\"}},"
                                + "\"required\":[\"plants\"]}"))
                .put(Toolset.tool("log_watering", "Log a watering", "Record that a plant was watered and schedule "
                        + "its next watering reminder", "create", "moderate", false, "provider_policy",
                        "plants.write",
                        "{\"type\":\"object\",\"properties\":{\"plant_id\":{\"type\":\"string\","
                                + "\"pattern\":\"^p[0-9]{1,9}$\"},\"amount_ml\":{\"type\":\"integer\","
                                + "\"minimum\":1,\"maximum\":5000}},\"required\":[\"plant_id\",\"amount_ml\"],"
                                + "\"additionalProperties\":false}",
                        "{\"type\":\"object\",\"properties\":{\"watering_id\":{\"type\":\"string\"},"
                                + "\"next_reminder_at\":{\"type\":\"integer\"}},\"required\":[\"watering_id\"]}"))
                .put(Toolset.tool("remove_plant", "Remove a plant", "Delete a plant, its watering log and its "
                        + "reminders", "delete", "high", true, "always", "plants.write", PLANT_ARG,
                        "{\"type\":\"object\",\"properties\":{\"removed\":{\"type\":\"boolean\"},"
                                + "\"reminders_cancelled\":{\"type\":\"integer\"}},\"required\":[\"removed\"]}"));
    }

    @Override
    public String summary(Call call) throws JSONException {
        JSONObject plant = store.find(plantId(call));
        if (plant == null) {
            throw new JSONException("no such plant");
        }
        return "Remove " + plant.getString("name") + " (" + plant.getString("species")
                + ") and its whole watering log from Greenwick? This cannot be undone.";
    }

    @Override
    public Bundle execute(Call call) throws JSONException {
        switch (call.tool) {
            case "list_plants":
                return Replies.success(call.requestId, Replies.inline(new JSONObject().put("plants", store.all())));
            case "log_watering":
                return logWatering(call);
            case "remove_plant":
                return removePlant(call);
            default:
                return Replies.error(call.requestId, "TOOL_NOT_FOUND", "No such tool", false);
        }
    }

    private Bundle logWatering(Call call) throws JSONException {
        String plantId = plantId(call);
        int amount = call.args.getInt("amount_ml");
        if (amount < 1 || amount > 5000) {
            return Replies.error(call.requestId, "INVALID_ARGS", "amount_ml must be between 1 and 5000", false);
        }
        JSONObject plant = store.find(plantId);
        if (plant == null) {
            return Replies.error(call.requestId, "INVALID_ARGS", "No such plant", false);
        }
        long now = clock.now();
        long wateringId = store.logWatering(plantId, amount, now);
        long next = now + plant.getInt("water_every_days") * DAY_MS;
        reminders.schedule(call.caller.uid, "plant:" + plantId, next);
        JSONObject value = new JSONObject().put("watering_id", "w" + wateringId).put("next_reminder_at", next);
        return Replies.success(call.requestId, Replies.inline(value));
    }

    private Bundle removePlant(Call call) throws JSONException {
        String plantId = plantId(call);
        if (store.remove(plantId) == 0) {
            return Replies.error(call.requestId, "CONFLICT", "The plant was already removed", false);
        }
        int cancelled = reminders.cancel("plant:" + plantId);
        JSONObject value = new JSONObject().put("removed", true).put("reminders_cancelled", cancelled);
        return Replies.success(call.requestId, Replies.inline(value));
    }

    private static String plantId(Call call) throws JSONException {
        String plantId = call.args.getString("plant_id");
        if (!PLANT_ID.matcher(plantId).matches()) {
            throw new JSONException("plant_id does not match ^p[0-9]{1,9}$");
        }
        return plantId;
    }
}
