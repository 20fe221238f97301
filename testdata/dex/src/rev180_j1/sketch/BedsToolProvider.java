package com.verdant.garden.beds;

import android.os.Bundle;
import android.util.Log;
import com.verdant.garden.cetp.AccessDecision;
import com.verdant.garden.cetp.Caller;
import com.verdant.garden.cetp.CetpV2ContentProvider;
import com.verdant.garden.cetp.ErrorCode;
import com.verdant.garden.cetp.MutationExecutor;
import com.verdant.garden.cetp.ProviderInfo;
import com.verdant.garden.cetp.ProviderRequest;
import com.verdant.garden.cetp.SignedCallers;
import com.verdant.garden.cetp.ToolDescriptor;
import com.verdant.garden.data.GardenDatabase;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;
import java.util.stream.Collectors;

/** CETP v2 provider for beds, plantings and harvests (authority com.verdant.garden.tools.beds). */
public final class BedsToolProvider extends CetpV2ContentProvider {
    static final String PROVIDER_ID = "com.verdant.garden.beds";
    private static final String TAG = "BedsTools";
    private static final ProviderInfo INFO = ProviderInfo.of(PROVIDER_ID, "Verdant Beds",
            "Beds, plantings and harvest records of your Verdant garden.",
            new ProviderInfo.Scope("beds.read", "See your beds", "Read beds, plantings and harvest totals",
                    "read", "personal"),
            new ProviderInfo.Scope("beds.write", "Change your beds", "Plant crops, record harvests, remove beds",
                    "write", "personal"));
    private static final List<ToolDescriptor> TOOLS = Collections.unmodifiableList(
            Arrays.stream(BedTool.values()).map(BedTool::descriptor).collect(Collectors.toList()));

    private final ExecutorService reads = Executors.newFixedThreadPool(2);
    private BedRepository beds;
    private MutationExecutor executor;
    private Function<Integer, Optional<Caller>> callers;

    @Override
    public boolean onCreate() {
        GardenDatabase db = GardenDatabase.get(getContext());
        beds = new BedRepository(db);
        executor = new DurableMutationExecutor(db, PROVIDER_ID);
        boolean created = super.onCreate();
        callers = new SignedCallers(getContext().getPackageManager(), grants(), PROVIDER_ID);
        return created;
    }

    BedRepository beds() {
        return beds;
    }

    Executor reads() {
        return reads;
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
        return callers;
    }

    @Override
    public MutationExecutor getMutationExecutor() {
        return executor;
    }

    /**
     * Scopes are checked for every execution (§7.2). Old consumer libraries still send a calling_package hint; it
     * is never used as identity, but a hint that disagrees with the package resolved from the Binder UID marks a
     * confused or spoofing client and is refused.
     */
    @Override
    public AccessDecision authorize(ProviderRequest request) {
        boolean contradicted = Optional.ofNullable(request.extras().getString("calling_package"))
                .filter(hint -> !hint.equals(request.caller().packageName()))
                .isPresent();
        if (contradicted) {
            Log.w(TAG, "calling_package hint contradicts the caller's UID; refused");
            return AccessDecision.deny(ErrorCode.PERMISSION_DENIED);
        }
        return request.caller().holdsAll(request.tool().scopes())
                ? AccessDecision.ALLOW
                : AccessDecision.deny(ErrorCode.PERMISSION_DENIED);
    }

    @Override
    public Bundle executeTool(ProviderRequest request) {
        return BedTool.named(request.tool().name())
                .map(tool -> tool.invoke(this, request))
                .orElseThrow(ErrorCode.TOOL_NOT_FOUND::rejected);
    }
}
