package com.verdant.garden.water;

import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.verdant.garden.cetp.Caller;
import com.verdant.garden.cetp.CetpV2ContentProvider;
import com.verdant.garden.cetp.Envelopes;
import com.verdant.garden.cetp.ErrorCode;
import com.verdant.garden.cetp.ProviderInfo;
import com.verdant.garden.cetp.ProviderRequest;
import com.verdant.garden.cetp.SessionStore;
import com.verdant.garden.cetp.ToolDescriptor;
import com.verdant.garden.cetp.Tokens;
import com.verdant.garden.data.GardenDatabase;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * CETP v2 provider for irrigation zones (authority com.verdant.garden.tools.water). Negotiation, provider info,
 * tool lists and operation polling come from the base class; execute_tool is served here, because the base
 * refuses mutating tools when no mutation executor is wired.
 */
public final class WateringToolProvider extends CetpV2ContentProvider {
    static final String PROVIDER_ID = "com.verdant.garden.water";
    private static final String TAG = "WaterTools";
    private static final AtomicLong RUNS = new AtomicLong();
    private static final ProviderInfo INFO = ProviderInfo.of(PROVIDER_ID, "Verdant Watering",
            "Irrigation zones, schedules and the watering log of your Verdant garden.",
            new ProviderInfo.Scope("water.read", "See watering", "Read zones, schedules and the watering log",
                    "read", "personal"),
            new ProviderInfo.Scope("water.write", "Control watering", "Change schedules, run and delete zones",
                    "write", "device"));
    private static final List<ToolDescriptor> TOOLS = Collections.unmodifiableList(
            Arrays.stream(WaterTool.values()).map(WaterTool::descriptor).collect(Collectors.toList()));
    private static final Set<String> CAPABILITIES =
            Collections.unmodifiableSet(new HashSet<>(Arrays.asList("async_operations", "cancellation")));

    private final Supplier<String> operationIds =
            () -> "op_" + Long.toString(System.currentTimeMillis(), 36) + "_" + RUNS.incrementAndGet();
    private final ExecutorService valves = Executors.newSingleThreadExecutor();
    private ZoneRepository zones;
    private PairedApps paired;

    @Override
    public boolean onCreate() {
        boolean created = super.onCreate();
        zones = new ZoneRepository(GardenDatabase.get(getContext()));
        paired = new PairedApps(getContext().getPackageManager(), grants(), PROVIDER_ID);
        return created;
    }

    ZoneRepository zones() {
        return zones;
    }

    @Override
    public ProviderInfo getProvider() {
        return INFO;
    }

    @Override
    public List<ToolDescriptor> getProviderTools() {
        return TOOLS;
    }

    @Override
    protected Function<Integer, Optional<Caller>> callers() {
        return paired;
    }

    @Override
    protected Set<String> offeredCapabilities() {
        return CAPABILITIES;
    }

    /** Not reached: execute_tool never gets to the base class (see {@link #call}). */
    @Override
    public Bundle executeTool(ProviderRequest request) {
        throw ErrorCode.TOOL_NOT_FOUND.rejected();
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (!"execute_tool".equals(method) || extras == null) {
            return super.call(method, arg, extras);
        }
        int uid = Binder.getCallingUid();
        try {
            WaterCall call = admit(uid, extras);
            return call.tool().invoke(this, call);
        } catch (ErrorCode.Rejected r) {
            return Envelopes.error(r.code(), extras.getString("request_id"));
        } catch (RuntimeException e) {
            Log.w(TAG, "execute_tool failed", e);
            return Envelopes.error(ErrorCode.INTERNAL_ERROR, extras.getString("request_id"));
        }
    }

    private WaterCall admit(int uid, Bundle x) {
        if (x.getInt("protocol_version", 0) != Envelopes.PROTOCOL_VERSION) {
            throw ErrorCode.INVALID_REQUEST.rejected();
        }
        String requestId = Optional.ofNullable(x.getString("request_id"))
                .filter(CetpV2ContentProvider::isUuid)
                .orElseThrow(ErrorCode.INVALID_REQUEST::rejected);
        SessionStore.Session session = sessions()
                .find(PROVIDER_ID, x.getString("session_token"), uid, System.currentTimeMillis())
                .orElseThrow(ErrorCode.NEGOTIATION_REQUIRED::rejected);
        String packageName = Optional.ofNullable(x.getString("calling_package"))
                .filter(pkg -> !pkg.isEmpty())
                .orElseGet(() -> paired.firstPackage(uid).orElse(""));
        Caller caller = paired.forPackage(packageName, uid).orElseThrow(ErrorCode.PERMISSION_DENIED::rejected);
        WaterTool tool = WaterTool.named(x.getString("tool_name"))
                .filter(t -> visible(t.descriptor(), caller, session))
                .orElseThrow(ErrorCode.TOOL_NOT_FOUND::rejected);
        String raw = Optional.ofNullable(x.getString("args")).orElse("{}");
        if (raw.getBytes(StandardCharsets.UTF_8).length > MAX_REQUEST_BYTES) {
            throw ErrorCode.INVALID_REQUEST.rejected();
        }
        JSONObject args = parseArgs(raw).filter(tool.descriptor()::accepts)
                .orElseThrow(ErrorCode.INVALID_ARGS::rejected);
        return new WaterCall(caller, tool, requestId, args, raw, x.getString("resume_token"),
                () -> x.getLong("deadline_at_ms", 0L));
    }

    /** run_zone: answers with an operation the caller polls; the valve runs on the valve thread. */
    Bundle startRun(WaterCall call, String zoneId, int minutes) {
        Optional<String> existing = operations().byRequest(PROVIDER_ID, call.uid(), call.requestId())
                .map(op -> op.id());
        if (existing.isPresent()) {
            return Envelopes.accepted(call.requestId(), existing.get(), 1000);
        }
        if (call.deadlinePassed()) {
            throw ErrorCode.DEADLINE_EXCEEDED.rejected();
        }
        String operationId = operationIds.get();
        operations().create(PROVIDER_ID, operationId, call.uid(), call.requestId(), call.tool().descriptor().name());
        CompletableFuture.supplyAsync(() -> {
            operations().setState(operationId, "running");
            return zones.runZone(zoneId, minutes, () -> operations().cancelRequested(operationId));
        }, valves)
                .thenApply(litres -> litres < 0 ? Optional.<String>empty() : Optional.of(runResult(zoneId, minutes, litres)))
                .thenAccept(result -> finishRun(operationId, result))
                .exceptionally(error -> {
                    Log.w(TAG, "zone run failed", error);
                    operations().fail(operationId, ErrorCode.INTERNAL_ERROR);
                    return null;
                });
        return Envelopes.accepted(call.requestId(), operationId, 1000);
    }

    private void finishRun(String operationId, Optional<String> result) {
        if (result.isPresent()) {
            operations().succeed(operationId, result.get());
        } else {
            operations().fail(operationId, ErrorCode.CANCELLED);
        }
    }

    private static String runResult(String zoneId, int minutes, int litres) {
        try {
            return new JSONObject().put("zone_id", zoneId).put("minutes", minutes).put("litres", litres).toString();
        } catch (JSONException e) {
            throw new IllegalStateException(e);
        }
    }

    /** One admitted execute_tool call of this provider; immutable. The deadline is read when a tool asks. */
    static final class WaterCall {
        private final Caller caller;
        private final WaterTool tool;
        private final String requestId;
        private final JSONObject args;
        private final String argsRaw;
        private final String resumeToken;
        private final Supplier<Long> deadline;

        WaterCall(Caller caller, WaterTool tool, String requestId, JSONObject args, String argsRaw,
                String resumeToken, Supplier<Long> deadline) {
            this.caller = caller;
            this.tool = tool;
            this.requestId = requestId;
            this.args = args;
            this.argsRaw = argsRaw;
            this.resumeToken = resumeToken;
            this.deadline = deadline;
        }

        int uid() {
            return caller.uid();
        }

        WaterTool tool() {
            return tool;
        }

        String requestId() {
            return requestId;
        }

        JSONObject args() {
            return args;
        }

        String resumeToken() {
            return resumeToken;
        }

        String argsDigest() {
            return Tokens.sha256Hex(tool.descriptor().name() + "\n" + argsRaw);
        }

        boolean deadlinePassed() {
            return System.currentTimeMillis() >= deadline.get();
        }
    }
}
