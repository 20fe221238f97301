package com.droprx.delivery;

import android.app.PendingIntent;
import android.content.Intent;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.droprx.data.CourierDao;
import com.droprx.data.CourierDb;
import com.droprx.tools.ConfirmActivity;
import com.droprx.tools.DropRxProvider;
import com.droprx.tools.Replies;
import com.droprx.tools.TokenMint;
import com.droprx.tools.TokenMint_Factory;
import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.ListeningExecutorService;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.common.util.concurrent.SettableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javax.inject.Inject;
import org.json.JSONObject;

/** Order dispatch tools (com.droprx.delivery), backed by Guava futures on a shared pool. */
public class DeliveryProvider extends DropRxProvider {
    private static final String TAG = "DeliveryProvider";
    static final String TOOLS = "{\"revision\":\"delivery-7\",\"tools\":[]}";
    private static ListeningExecutorService sIo;

    @Inject
    TokenMint mint;
    private CourierDao dao;

    @Override
    public boolean onCreate() {
        DeliveryProvider_MembersInjector.create(TokenMint_Factory.create()).injectMembers(this);
        if (sIo == null) {
            sIo = MoreExecutors.listeningDecorator(Executors.newFixedThreadPool(2));
        }
        dao = CourierDb.get(getContext()).courierDao();
        return true;
    }

    @Override
    protected String toolsJson() {
        return TOOLS;
    }

    @Override
    protected Bundle execute(String tool, JSONObject args, int uid, String pkg, boolean resumed) {
        long orderId = args.optLong("order_id");
        try {
            switch (tool) {
                case "assign_courier":
                    return assign(orderId, args.optString("courier"));
                case "reassign_courier":
                    return reassign(orderId, args.optString("courier"), uid);
                case "route_eta":
                    return routeEta(orderId);
                case "route_preview":
                    return routePreview(orderId);
                case "cancel_order":
                    return cancel(orderId, args.optBoolean("confirmed"), uid, resumed);
                case "refund_order":
                    return refund(orderId, args.optBoolean("force"), uid, resumed);
                default:
                    return Replies.error("TOOL_NOT_FOUND", "no such tool");
            }
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            return Replies.error("UNAVAILABLE", "dispatch is busy, retry");
        }
    }

    private Bundle assign(long orderId, String courier) throws Exception {
        ListenableFuture<Long> locked = sIo.submit(() -> dao.lockOrder(orderId));
        ListenableFuture<Integer> done = Futures.transform(locked,
                order -> dao.assign(order, courier, Binder.getCallingUid()), sIo);
        return Replies.ok("{\"assigned\":" + done.get(5, TimeUnit.SECONDS) + "}");
    }

    private Bundle reassign(long orderId, String courier, int uid) throws Exception {
        ListenableFuture<Long> locked = sIo.submit(() -> dao.lockOrder(orderId));
        ListenableFuture<Integer> done = Futures.transform(locked,
                order -> dao.assign(order, courier, uid), sIo);
        return Replies.ok("{\"assigned\":" + done.get(5, TimeUnit.SECONDS) + "}");
    }

    private Bundle routeEta(long orderId) throws Exception {
        final SettableFuture<Bundle> reply = SettableFuture.create();
        ListenableFuture<String> eta = sIo.submit(() -> dao.etaFor(orderId));
        Futures.addCallback(eta, new FutureCallback<String>() {
            @Override
            public void onSuccess(String minutes) {
                reply.set(Replies.ok("{\"eta\":\"" + minutes + "\"}"));
            }

            @Override
            public void onFailure(Throwable t) {
                reply.set(Replies.error("INTERNAL_ERROR", "route failed: " + t.getMessage()));
            }
        }, MoreExecutors.directExecutor());
        return reply.get(5, TimeUnit.SECONDS);
    }

    private Bundle routePreview(long orderId) throws Exception {
        final SettableFuture<Bundle> reply = SettableFuture.create();
        ListenableFuture<String> eta = sIo.submit(() -> dao.etaFor(orderId));
        Futures.addCallback(eta, new FutureCallback<String>() {
            @Override
            public void onSuccess(String minutes) {
                reply.set(Replies.ok("{\"preview\":\"" + minutes + "\"}"));
            }

            @Override
            public void onFailure(Throwable t) {
                Log.w(TAG, "route preview failed", t);
                reply.set(Replies.error("UNAVAILABLE", "routing is busy"));
            }
        }, MoreExecutors.directExecutor());
        return reply.get(5, TimeUnit.SECONDS);
    }

    private Bundle cancel(long orderId, boolean confirmed, int uid, boolean resumed) throws Exception {
        ListenableFuture<Bundle> out = Futures.transform(sIo.submit(() -> dao.statusOf(orderId)),
                status -> confirmed || resumed
                        ? cancelNow(orderId, status)
                        : askUser(orderId, "cancel", remember(mint.resume(), uid)),
                MoreExecutors.directExecutor());
        return out.get(5, TimeUnit.SECONDS);
    }

    private Bundle refund(long orderId, boolean force, int uid, boolean resumed) throws Exception {
        ListenableFuture<Bundle> out = Futures.transform(sIo.submit(() -> dao.statusOf(orderId)),
                status -> {
                    if (force) Log.i(TAG, "refund_order: force is ignored, the dispatcher confirms");
                    return resumed
                            ? refundNow(orderId, status)
                            : askUser(orderId, "refund", remember(mint.strongResume(), uid));
                },
                MoreExecutors.directExecutor());
        return out.get(5, TimeUnit.SECONDS);
    }

    private Bundle cancelNow(long orderId, String status) {
        dao.cancel(orderId);
        return Replies.ok("{\"cancelled\":true,\"was\":\"" + status + "\"}");
    }

    private Bundle refundNow(long orderId, String status) {
        dao.refund(orderId);
        return Replies.ok("{\"refunded\":true,\"was\":\"" + status + "\"}");
    }

    private Bundle askUser(long orderId, String action, String token) {
        Intent confirm = new Intent(getContext(), ConfirmActivity.class)
                .putExtra("order_id", orderId)
                .putExtra("action", action);
        PendingIntent pi = PendingIntent.getActivity(getContext(), (int) orderId, confirm,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
        return Replies.needsUser(pi, token);
    }
}
