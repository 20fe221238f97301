package com.stallmart.payouts;

import android.content.pm.PackageInfo;
import android.content.pm.PackageManager;
import android.database.Cursor;
import com.clawseed.cetp.sdk.CetpAccessDecision;
import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderRequest;
import com.clawseed.cetp.sdk.CetpProviderResult;
import com.clawseed.cetp.sdk.CetpProviderTool;
import com.clawseed.cetp.sdk.CetpV2ContentProvider;
import com.clawseed.cetp.sdk.ConfirmationPolicy;
import com.clawseed.cetp.sdk.ToolEffect;
import com.clawseed.cetp.sdk.ToolRisk;
import com.google.common.collect.ImmutableList;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.stallmart.core.Confirm;
import com.stallmart.core.Json;
import com.stallmart.core.Rules;
import com.stallmart.core.Tools;
import com.stallmart.data.MarketDb;
import com.stallmart.ui.ConfirmPayoutActivity;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Predicate;

/** Vendor payouts: status and payout requests. */
public class PayoutProvider extends CetpV2ContentProvider {
    private static final String BANK_APP_SIG = "308201a2a00302010202";
    private static final List<CetpProviderTool> TOOLS = ImmutableList.of(
            Tools.named("payout_status").effect(ToolEffect.READ).scope("payouts.read").build(),
            Tools.named("request_payout").effect(ToolEffect.CREATE).risk(ToolRisk.HIGH)
                    .confirm(ConfirmationPolicy.ALWAYS).scope("payouts.write").build());

    private final Random tokens = new Random();
    private final ExecutorService io = Executors.newSingleThreadExecutor();
    private final DirectExecutor executor = new DirectExecutor();
    private MarketDb db;

    @Override
    public boolean onCreate() {
        db = new MarketDb(getContext());
        return true;
    }

    @Override
    public List<CetpProviderTool> getProviderTools() {
        return TOOLS;
    }

    @Override
    public CetpMutationExecutor getMutationExecutor() {
        return executor;
    }

    @Override
    public CetpAccessDecision authorize(CetpProviderRequest request) {
        Predicate<CetpProviderRequest> policy = Rules.audit("payouts")
                .and(r -> r.getToolName().startsWith("payout") || r.getToolName().startsWith("request"))
                .or(Rules.anyone());
        return policy.test(request) ? CetpAccessDecision.allow() : CetpAccessDecision.deny("unknown tool");
    }

    @Override
    public CetpProviderResult executeTool(CetpProviderRequest request) {
        switch (request.getToolName()) {
            case "payout_status":
                return payoutStatus(request);
            case "request_payout":
                return requestPayout(request);
            default:
                return CetpProviderResult.error("TOOL_NOT_FOUND", "no such tool");
        }
    }

    private CetpProviderResult payoutStatus(CetpProviderRequest request) {
        MarketDb store = db;
        String uid = String.valueOf(request.getCallingUid());
        ListenableFuture<Cursor> rows = Futures.submit(() -> store.getReadableDatabase().rawQuery(
                "SELECT amount_cents FROM payouts WHERE vendor_uid = ?", new String[] {uid}), io);
        ListenableFuture<Integer> pending = Futures.transform(rows, cursor -> {
            int n = cursor.getCount();
            cursor.close();
            return n;
        }, io);
        try {
            return CetpProviderResult.success(Json.of("pending", pending.get(5, TimeUnit.SECONDS)));
        } catch (ExecutionException | InterruptedException | TimeoutException e) {
            return CetpProviderResult.error("UNAVAILABLE", "status unavailable");
        }
    }

    private CetpProviderResult requestPayout(CetpProviderRequest request) {
        if (!isBankApp(request.getCallingPackage())) {
            return CetpProviderResult.error("PERMISSION_DENIED", "payouts need the bank app");
        }
        String token = request.getResumeToken();
        if (token == null) {
            String fresh = Long.toHexString(tokens.nextLong());
            return Confirm.ask(getContext(), ConfirmPayoutActivity.class, fresh, request.getCallingUid());
        }
        if (!Confirm.redeem(token, request.getCallingUid())) {
            return CetpProviderResult.error("INVALID_REQUEST", "confirmation expired");
        }
        MarketDb store = db;
        int uid = request.getCallingUid();
        ListenableFuture<Long> amount = Futures.immediateFuture(request.getArgs().optLong("amount_cents"));
        ListenableFuture<Long> transfer = Futures.transform(amount, cents -> store.payout(uid, cents), io);
        try {
            return CetpProviderResult.success(Json.of("payout_id", transfer.get(10, TimeUnit.SECONDS)));
        } catch (ExecutionException e) {
            return CetpProviderResult.error("INTERNAL_ERROR", "payout failed: " + e.getCause().getMessage());
        } catch (InterruptedException | TimeoutException e) {
            return CetpProviderResult.error("UNAVAILABLE", "payout pending");
        }
    }

    boolean isBankApp(String pkg) {
        try {
            PackageInfo info = getContext().getPackageManager().getPackageInfo(pkg, PackageManager.GET_SIGNATURES);
            return BANK_APP_SIG.equals(info.signatures[0].toCharsString());
        } catch (PackageManager.NameNotFoundException e) {
            return false;
        }
    }
}
