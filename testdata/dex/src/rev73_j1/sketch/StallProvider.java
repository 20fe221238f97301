package com.stallmart.stalls;

import android.content.ContentValues;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.util.Base64;
import android.util.Log;
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
import com.stallmart.data.StallLedger;
import com.stallmart.ui.CancelBookingActivity;
import java.security.SecureRandom;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Predicate;

/** Stall map, bookings and cancellations for registered vendor apps. */
public class StallProvider extends CetpV2ContentProvider {
    private static final String TAG = "StallMart";
    private static final byte[] VENDOR_CERT = new byte[32];
    private static final List<CetpProviderTool> TOOLS = ImmutableList.of(
            Tools.named("stall_map").effect(ToolEffect.READ).scope("stalls.read").build(),
            Tools.named("book_stall").effect(ToolEffect.UPDATE).scope("stalls.write").build(),
            Tools.named("cancel_booking").effect(ToolEffect.DELETE).risk(ToolRisk.HIGH)
                    .confirm(ConfirmationPolicy.ALWAYS).scope("stalls.write").build());

    private final SecureRandom random = new SecureRandom();
    private final ExecutorService io = Executors.newSingleThreadExecutor();
    private MarketDb db;
    private StallLedger ledger;

    @Override
    public boolean onCreate() {
        db = new MarketDb(getContext());
        ledger = new StallLedger(db);
        return true;
    }

    @Override
    public List<CetpProviderTool> getProviderTools() {
        return TOOLS;
    }

    @Override
    public CetpMutationExecutor getMutationExecutor() {
        return ledger;
    }

    @Override
    public CetpAccessDecision authorize(CetpProviderRequest request) {
        Predicate<CetpProviderRequest> policy = Rules.audit("stalls").and(this::isVendorApp)
                .and(Rules.scopesUnder("stalls."));
        return policy.test(request) ? CetpAccessDecision.allow() : CetpAccessDecision.deny("not a vendor app");
    }

    boolean isVendorApp(CetpProviderRequest request) {
        PackageManager pm = getContext().getPackageManager();
        return pm.hasSigningCertificate(request.getCallingUid(), VENDOR_CERT, PackageManager.CERT_INPUT_SHA256);
    }

    @Override
    public CetpProviderResult executeTool(CetpProviderRequest request) {
        switch (request.getToolName()) {
            case "stall_map":
                return await(stallMap(request.getArgs().optString("zone")), "map unavailable");
            case "book_stall":
                return await(bookStall(request), "booking failed");
            case "cancel_booking":
                return cancelBooking(request);
            default:
                return CetpProviderResult.error("TOOL_NOT_FOUND", "no such tool");
        }
    }

    private ListenableFuture<Integer> stallMap(String zone) {
        MarketDb store = db;
        ListenableFuture<Cursor> rows = Futures.submit(() -> store.getReadableDatabase().rawQuery(
                "SELECT stall_id FROM stalls WHERE zone = ?", new String[] {zone}), io);
        return Futures.transform(rows, cursor -> {
            int free = cursor.getCount();
            cursor.close();
            ContentValues seen = new ContentValues();
            seen.put("zone", zone);
            store.getWritableDatabase().insert("map_views", null, seen);
            return free;
        }, io);
    }

    private ListenableFuture<Long> bookStall(CetpProviderRequest request) {
        MarketDb store = db;
        int uid = request.getCallingUid();
        ListenableFuture<String> stall = Futures.immediateFuture(request.getArgs().optString("stall_id"));
        return Futures.transform(stall, id -> store.book(id, uid), io);
    }

    private CetpProviderResult cancelBooking(CetpProviderRequest request) {
        String token = request.getResumeToken();
        if (token == null) {
            byte[] raw = new byte[24];
            random.nextBytes(raw);
            return Confirm.ask(getContext(), CancelBookingActivity.class,
                    Base64.encodeToString(raw, Base64.NO_WRAP | Base64.URL_SAFE), request.getCallingUid());
        }
        if (!Confirm.redeem(token, request.getCallingUid())) {
            return CetpProviderResult.error("INVALID_REQUEST", "confirmation expired");
        }
        db.getWritableDatabase().delete("bookings", "booking_id = ?",
                new String[] {request.getArgs().optString("booking_id")});
        return CetpProviderResult.success(Json.of("cancelled", true));
    }

    private static CetpProviderResult await(ListenableFuture<?> future, String failure) {
        try {
            return CetpProviderResult.success(Json.of("result", future.get(5, TimeUnit.SECONDS)));
        } catch (ExecutionException e) {
            Log.w(TAG, "tool failed", e);
            return CetpProviderResult.error("INTERNAL_ERROR", failure);
        } catch (InterruptedException | TimeoutException e) {
            return CetpProviderResult.error("UNAVAILABLE", "try again");
        }
    }
}
