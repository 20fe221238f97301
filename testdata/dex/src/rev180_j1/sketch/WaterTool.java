package com.verdant.garden.water;

import android.os.Bundle;
import com.verdant.garden.cetp.ConfirmationStore;
import com.verdant.garden.cetp.Envelopes;
import com.verdant.garden.cetp.ErrorCode;
import com.verdant.garden.cetp.ToolDescriptor;
import com.verdant.garden.cetp.ToolDescriptor.Confirmation;
import com.verdant.garden.cetp.ToolDescriptor.Effect;
import com.verdant.garden.cetp.ToolDescriptor.Risk;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The watering provider's tools: each constant is a descriptor plus its handler. */
public enum WaterTool {
    LIST_ZONES(ToolDescriptor.builder("list_zones")
            .title("List irrigation zones")
            .description("Lists the irrigation zones with their valve number and weekly schedule.")
            .input("{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}")
            .output("{\"type\":\"object\",\"properties\":{\"zones\":{\"type\":\"array\",\"items\":{\"type\":\"object\"}}},"
                    + "\"required\":[\"zones\"]}")
            .scope("water.read").effect(Effect.READ).risk(Risk.LOW).idempotent(true)
            .confirmation(Confirmation.NEVER).build()) {
        @Override
        Bundle run(WateringToolProvider provider, WateringToolProvider.WaterCall call) throws JSONException {
            List<JSONObject> zones = provider.zones().listZones().stream()
                    .map(Zone::toJson)
                    .collect(Collectors.toList());
            return Envelopes.success(call.requestId(), new JSONObject().put("zones", new JSONArray(zones)));
        }
    },
    WATERING_LOG(ToolDescriptor.builder("watering_log")
            .title("Watering log")
            .description("Lists past waterings of one zone with duration and litres delivered.")
            .input("{\"type\":\"object\",\"properties\":{\"zone_id\":{\"type\":\"string\"},"
                    + "\"order_by\":{\"type\":\"string\",\"enum\":[\"started_at\",\"litres\",\"minutes\"]},"
                    + "\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":200}},"
                    + "\"required\":[\"zone_id\"],\"additionalProperties\":false}")
            .output("{\"type\":\"object\",\"properties\":{\"waterings\":{\"type\":\"array\",\"items\":{\"type\":\"object\"}}},"
                    + "\"required\":[\"waterings\"]}")
            .scope("water.read").effect(Effect.READ).risk(Risk.LOW).idempotent(true)
            .confirmation(Confirmation.NEVER).build()) {
        @Override
        Bundle run(WateringToolProvider provider, WateringToolProvider.WaterCall call) throws JSONException {
            JSONObject args = call.args();
            String orderBy = Optional.ofNullable(args.optString("order_by", null))
                    .map(column -> column + " DESC")
                    .orElse("started_at DESC");
            int limit = Math.max(1, Math.min(200, args.optInt("limit", 50)));
            List<JSONObject> log = provider.zones().wateringLog(args.optString("zone_id"), orderBy, limit);
            return Envelopes.success(call.requestId(), new JSONObject().put("waterings", new JSONArray(log)));
        }
    },
    SET_SCHEDULE(ToolDescriptor.builder("set_schedule")
            .title("Set a zone's schedule")
            .description("Sets when a zone waters: start minute of the day, duration and weekdays.")
            .input("{\"type\":\"object\",\"properties\":{\"zone_id\":{\"type\":\"string\"},"
                    + "\"start_minute\":{\"type\":\"integer\",\"minimum\":0,\"maximum\":1439},"
                    + "\"minutes\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":120},"
                    + "\"days\":{\"type\":\"string\",\"pattern\":\"^(mon|tue|wed|thu|fri|sat|sun)(,(mon|tue|wed|thu|fri|sat|sun))*$\"}},"
                    + "\"required\":[\"zone_id\",\"start_minute\",\"minutes\",\"days\"],\"additionalProperties\":false}")
            .output("{\"type\":\"object\",\"properties\":{\"zone\":{\"type\":\"object\"}},\"required\":[\"zone\"]}")
            .scope("water.write").effect(Effect.UPDATE).risk(Risk.LOW).idempotent(true)
            .confirmation(Confirmation.NEVER).build()) {
        @Override
        Bundle run(WateringToolProvider provider, WateringToolProvider.WaterCall call) throws JSONException {
            JSONObject args = call.args();
            Zone zone = provider.zones().zone(args.optString("zone_id"))
                    .orElseThrow(ErrorCode.INVALID_ARGS::rejected);
            int start = args.optInt("start_minute", -1);
            int minutes = args.optInt("minutes", 0);
            String days = Optional.of(args.optString("days")).filter(DAYS)
                    .orElseThrow(ErrorCode.INVALID_ARGS::rejected);
            if (start < 0 || start > 1439 || minutes < 1 || minutes > 120) {
                throw ErrorCode.INVALID_ARGS.rejected();
            }
            provider.zones().saveSchedule(zone.id(), start, minutes, days);
            Zone saved = provider.zones().zone(zone.id()).orElseThrow(ErrorCode.CONFLICT::rejected);
            return Envelopes.success(call.requestId(), new JSONObject().put("zone", saved.toJson()));
        }
    },
    RUN_ZONE(ToolDescriptor.builder("run_zone")
            .title("Water a zone now")
            .description("Opens a zone's valve now for the given number of minutes.")
            .input("{\"type\":\"object\",\"properties\":{\"zone_id\":{\"type\":\"string\"},"
                    + "\"minutes\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":60}},"
                    + "\"required\":[\"zone_id\",\"minutes\"],\"additionalProperties\":false}")
            .output("{\"type\":\"object\",\"properties\":{\"zone_id\":{\"type\":\"string\"},"
                    + "\"minutes\":{\"type\":\"integer\"},\"litres\":{\"type\":\"integer\"}},"
                    + "\"required\":[\"zone_id\",\"litres\"]}")
            .scope("water.write").effect(Effect.UPDATE).risk(Risk.MODERATE)
            .confirmation(Confirmation.PROVIDER_POLICY).async(true).build()) {
        @Override
        Bundle run(WateringToolProvider provider, WateringToolProvider.WaterCall call) throws JSONException {
            Zone zone = provider.zones().zone(call.args().optString("zone_id"))
                    .orElseThrow(ErrorCode.INVALID_ARGS::rejected);
            int minutes = call.args().optInt("minutes", 0);
            if (minutes < 1 || minutes > 60) {
                throw ErrorCode.INVALID_ARGS.rejected();
            }
            return provider.startRun(call, zone.id(), minutes);
        }
    },
    DELETE_ZONE(ToolDescriptor.builder("delete_zone")
            .title("Delete a zone")
            .description("Deletes an irrigation zone with its schedule and watering history.")
            .input("{\"type\":\"object\",\"properties\":{\"zone_id\":{\"type\":\"string\"}},"
                    + "\"required\":[\"zone_id\"],\"additionalProperties\":false}")
            .output("{\"type\":\"object\",\"properties\":{\"zone_id\":{\"type\":\"string\"},"
                    + "\"deleted\":{\"type\":\"boolean\"}},\"required\":[\"zone_id\",\"deleted\"]}")
            .scope("water.write").effect(Effect.DELETE).risk(Risk.HIGH).destructive(true)
            .confirmation(Confirmation.ALWAYS).build()) {
        @Override
        Bundle run(WateringToolProvider provider, WateringToolProvider.WaterCall call) throws JSONException {
            Zone zone = provider.zones().zone(call.args().optString("zone_id"))
                    .orElseThrow(ErrorCode.INVALID_ARGS::rejected);
            if (call.deadlinePassed()) {
                return Envelopes.error(ErrorCode.DEADLINE_EXCEEDED, call.requestId());
            }
            ConfirmationStore confirmations = provider.confirmations();
            String tool = call.tool().descriptor().name();
            if (call.resumeToken() == null) {
                String summary = "Delete the zone \"" + zone.name() + "\" with its schedule and all watering history."
                        + " This cannot be undone.";
                String token = confirmations.issue(WateringToolProvider.PROVIDER_ID, call.uid(), tool,
                        call.requestId(), call.argsDigest(), summary);
                return Envelopes.needsUser(call.requestId(),
                        ClearZoneActivity.resolution(provider.getContext(), token), token);
            }
            ConfirmationStore.Decision decision = confirmations
                    .redeem(WateringToolProvider.PROVIDER_ID, call.resumeToken(), call.uid(), tool, call.requestId(),
                            call.argsDigest())
                    .orElseThrow(ErrorCode.INVALID_REQUEST::rejected);
            if (decision == ConfirmationStore.Decision.PENDING) {
                return Envelopes.needsUser(call.requestId(),
                        ClearZoneActivity.resolution(provider.getContext(), call.resumeToken()), call.resumeToken());
            }
            if (decision == ConfirmationStore.Decision.DENIED) {
                return Envelopes.error(ErrorCode.USER_CANCELLED, call.requestId());
            }
            provider.zones().deleteZone(zone.id());
            return Envelopes.success(call.requestId(),
                    new JSONObject().put("zone_id", zone.id()).put("deleted", true));
        }
    };

    static final Predicate<String> DAYS =
            Pattern.compile("^(mon|tue|wed|thu|fri|sat|sun)(,(mon|tue|wed|thu|fri|sat|sun))*$").asPredicate();
    private static final Map<String, WaterTool> BY_NAME = Arrays.stream(values())
            .collect(Collectors.toMap(tool -> tool.descriptor.name(), Function.identity()));

    private final ToolDescriptor descriptor;

    WaterTool(ToolDescriptor descriptor) {
        this.descriptor = descriptor;
    }

    public ToolDescriptor descriptor() {
        return descriptor;
    }

    public static Optional<WaterTool> named(String name) {
        return Optional.ofNullable(name).map(BY_NAME::get);
    }

    abstract Bundle run(WateringToolProvider provider, WateringToolProvider.WaterCall call) throws JSONException;

    Bundle invoke(WateringToolProvider provider, WateringToolProvider.WaterCall call) {
        try {
            return run(provider, call);
        } catch (JSONException e) {
            throw ErrorCode.INTERNAL_ERROR.rejected();
        }
    }
}
