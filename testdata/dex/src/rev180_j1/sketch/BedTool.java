package com.verdant.garden.beds;

import android.os.Bundle;
import com.verdant.garden.cetp.ConfirmationStore;
import com.verdant.garden.cetp.Envelopes;
import com.verdant.garden.cetp.ErrorCode;
import com.verdant.garden.cetp.ProviderRequest;
import com.verdant.garden.cetp.ToolDescriptor;
import com.verdant.garden.cetp.ToolDescriptor.Confirmation;
import com.verdant.garden.cetp.ToolDescriptor.Effect;
import com.verdant.garden.cetp.ToolDescriptor.Risk;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The beds provider's tools: each constant is a descriptor plus its handler. */
public enum BedTool {
    LIST_BEDS(ToolDescriptor.builder("list_beds")
            .title("List beds")
            .description("Lists the garden's beds with their size and number of plantings.")
            .input("{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}")
            .output("{\"type\":\"object\",\"properties\":{\"beds\":{\"type\":\"array\",\"items\":{\"type\":\"object\","
                    + "\"properties\":{\"bed_id\":{\"type\":\"string\"},\"name\":{\"type\":\"string\"},"
                    + "\"area_m2\":{\"type\":\"integer\"},\"plantings\":{\"type\":\"integer\"}}}}},\"required\":[\"beds\"]}")
            .scope("beds.read").effect(Effect.READ).risk(Risk.LOW).idempotent(true)
            .confirmation(Confirmation.NEVER).build()) {
        @Override
        Bundle run(BedsToolProvider provider, ProviderRequest request) throws JSONException {
            BedRepository repository = provider.beds();
            List<JSONObject> beds = CompletableFuture
                    .supplyAsync(repository::allPlantings, provider.reads())
                    .thenApply(plantings -> plantings.stream()
                            .collect(Collectors.groupingBy(Planting::bedId, Collectors.counting())))
                    .thenCompose(counts -> CompletableFuture
                            .supplyAsync(repository::listBeds, provider.reads())
                            .thenApply(list -> list.stream()
                                    .map(bed -> bed.toJson(counts.getOrDefault(bed.id(), 0L)))
                                    .collect(Collectors.toList())))
                    .join();
            return Envelopes.success(request.requestId(), new JSONObject().put("beds", new JSONArray(beds)));
        }
    },
    FIND_PLANTINGS(ToolDescriptor.builder("find_plantings")
            .title("Find plantings")
            .description("Lists what is planted in one bed, optionally only one crop, in the chosen order.")
            .input("{\"type\":\"object\",\"properties\":{\"bed_id\":{\"type\":\"string\"},"
                    + "\"crop\":{\"type\":\"string\",\"maxLength\":60},"
                    + "\"sort\":{\"type\":\"string\",\"enum\":[\"sown_on\",\"crop\",\"expected_harvest\"]}},"
                    + "\"required\":[\"bed_id\"],\"additionalProperties\":false}")
            .output("{\"type\":\"object\",\"properties\":{\"plantings\":{\"type\":\"array\",\"items\":{\"type\":\"object\"}}},"
                    + "\"required\":[\"plantings\"]}")
            .scope("beds.read").effect(Effect.READ).risk(Risk.LOW).idempotent(true)
            .confirmation(Confirmation.NEVER).build()) {
        @Override
        Bundle run(BedsToolProvider provider, ProviderRequest request) throws JSONException {
            Optional<String> crop = Optional.ofNullable(request.args().optString("crop", null))
                    .map(String::trim)
                    .filter(NON_EMPTY);
            List<JSONObject> rows = provider.beds()
                    .plantings(request.args().optString("bed_id"), request.args().optString("sort", null))
                    .stream()
                    .filter(p -> crop.map(c -> c.equalsIgnoreCase(p.crop())).orElse(true))
                    .map(Planting::toJson)
                    .collect(Collectors.toList());
            return Envelopes.success(request.requestId(), new JSONObject().put("plantings", new JSONArray(rows)));
        }
    },
    PLANT_CROP(ToolDescriptor.builder("plant_crop")
            .title("Plant a crop")
            .description("Records a new sowing or transplant in a bed.")
            .input("{\"type\":\"object\",\"properties\":{\"bed_id\":{\"type\":\"string\"},"
                    + "\"crop\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":60},"
                    + "\"variety\":{\"type\":\"string\",\"maxLength\":60},"
                    + "\"sown_on\":{\"type\":\"string\",\"pattern\":\"^[0-9]{4}-[0-9]{2}-[0-9]{2}$\"}},"
                    + "\"required\":[\"bed_id\",\"crop\",\"sown_on\"],\"additionalProperties\":false}")
            .output("{\"type\":\"object\",\"properties\":{\"planting_id\":{\"type\":\"string\"}},"
                    + "\"required\":[\"planting_id\"]}")
            .scope("beds.write").effect(Effect.CREATE).risk(Risk.MODERATE)
            .confirmation(Confirmation.PROVIDER_POLICY).build()) {
        @Override
        Bundle run(BedsToolProvider provider, ProviderRequest request) throws JSONException {
            JSONObject args = request.args();
            String bedId = provider.beds().bed(args.optString("bed_id"))
                    .map(BedRepository.Bed::id)
                    .orElseThrow(ErrorCode.INVALID_ARGS::rejected);
            Planting planting = Planting.builder()
                    .id(UUID.randomUUID().toString())
                    .bedId(bedId)
                    .crop(text(args, "crop").orElseThrow(ErrorCode.INVALID_ARGS::rejected))
                    .variety(text(args, "variety").orElse(null))
                    .sownOn(Optional.of(args.optString("sown_on")).filter(ISO_DATE)
                            .orElseThrow(ErrorCode.INVALID_ARGS::rejected))
                    .build();
            provider.beds().insert(planting);
            return Envelopes.success(request.requestId(), new JSONObject().put("planting_id", planting.id()));
        }
    },
    RECORD_HARVEST(ToolDescriptor.builder("record_harvest")
            .title("Record a harvest")
            .description("Adds harvested weight in grams to a planting's total.")
            .input("{\"type\":\"object\",\"properties\":{\"planting_id\":{\"type\":\"string\"},"
                    + "\"grams\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100000}},"
                    + "\"required\":[\"planting_id\",\"grams\"],\"additionalProperties\":false}")
            .output("{\"type\":\"object\",\"properties\":{\"planting_id\":{\"type\":\"string\"},"
                    + "\"added_g\":{\"type\":\"integer\"}},\"required\":[\"planting_id\",\"added_g\"]}")
            .scope("beds.write").effect(Effect.UPDATE).risk(Risk.LOW)
            .confirmation(Confirmation.NEVER).build()) {
        @Override
        Bundle run(BedsToolProvider provider, ProviderRequest request) throws JSONException {
            int grams = request.args().optInt("grams", 0);
            if (grams < 1 || grams > 100000) {
                throw ErrorCode.INVALID_ARGS.rejected();
            }
            String plantingId = request.args().optString("planting_id");
            if (!provider.beds().addHarvest(plantingId, grams)) {
                throw ErrorCode.INVALID_ARGS.rejected();
            }
            return Envelopes.success(request.requestId(),
                    new JSONObject().put("planting_id", plantingId).put("added_g", grams));
        }
    },
    REMOVE_BED(ToolDescriptor.builder("remove_bed")
            .title("Remove a bed")
            .description("Deletes a bed and every planting and harvest record in it.")
            .input("{\"type\":\"object\",\"properties\":{\"bed_id\":{\"type\":\"string\"}},"
                    + "\"required\":[\"bed_id\"],\"additionalProperties\":false}")
            .output("{\"type\":\"object\",\"properties\":{\"bed_id\":{\"type\":\"string\"},"
                    + "\"plantings_removed\":{\"type\":\"integer\"}},\"required\":[\"bed_id\",\"plantings_removed\"]}")
            .scope("beds.write").effect(Effect.DELETE).risk(Risk.HIGH).destructive(true)
            .confirmation(Confirmation.ALWAYS).build()) {
        @Override
        Bundle run(BedsToolProvider provider, ProviderRequest request) throws JSONException {
            BedRepository.Bed bed = provider.beds().bed(request.args().optString("bed_id"))
                    .orElseThrow(ErrorCode.INVALID_ARGS::rejected);
            ConfirmationStore confirmations = provider.confirmations();
            if (request.resumeToken() == null) {
                String summary = "Remove the bed \"" + bed.name() + "\" with all its plantings and harvest records."
                        + " This cannot be undone.";
                String token = confirmations.issue(BedsToolProvider.PROVIDER_ID, request.uid(), toolName(request),
                        request.requestId(), request.argsDigest(), summary);
                return Envelopes.needsUser(request.requestId(),
                        RemoveBedActivity.resolution(provider.getContext(), token), token);
            }
            ConfirmationStore.Decision decision = confirmations
                    .redeem(BedsToolProvider.PROVIDER_ID, request.resumeToken(), request.uid(), toolName(request),
                            request.requestId(), request.argsDigest())
                    .orElseThrow(ErrorCode.INVALID_REQUEST::rejected);
            if (decision == ConfirmationStore.Decision.PENDING) {
                return Envelopes.needsUser(request.requestId(),
                        RemoveBedActivity.resolution(provider.getContext(), request.resumeToken()),
                        request.resumeToken());
            }
            if (decision == ConfirmationStore.Decision.DENIED) {
                return Envelopes.error(ErrorCode.USER_CANCELLED, request.requestId());
            }
            int removed = provider.beds().removeBed(bed.id());
            return Envelopes.success(request.requestId(),
                    new JSONObject().put("bed_id", bed.id()).put("plantings_removed", removed));
        }
    };

    static final Predicate<String> NON_EMPTY = s -> !s.isEmpty();
    static final Predicate<String> ISO_DATE = Pattern.compile("^\\d{4}-\\d{2}-\\d{2}$").asPredicate();
    private static final Map<String, BedTool> BY_NAME = Arrays.stream(values())
            .collect(Collectors.toMap(tool -> tool.descriptor.name(), Function.identity()));

    private final ToolDescriptor descriptor;

    BedTool(ToolDescriptor descriptor) {
        this.descriptor = descriptor;
    }

    public ToolDescriptor descriptor() {
        return descriptor;
    }

    public static Optional<BedTool> named(String name) {
        return Optional.ofNullable(BY_NAME.get(name));
    }

    abstract Bundle run(BedsToolProvider provider, ProviderRequest request) throws JSONException;

    Bundle invoke(BedsToolProvider provider, ProviderRequest request) {
        try {
            return run(provider, request);
        } catch (JSONException e) {
            throw ErrorCode.INTERNAL_ERROR.rejected();
        }
    }

    static String toolName(ProviderRequest request) {
        return request.tool().name();
    }

    static Optional<String> text(JSONObject args, String key) {
        return Optional.ofNullable(args.optString(key, null))
                .map(String::trim)
                .filter(s -> !s.isEmpty() && s.length() <= 60);
    }
}
