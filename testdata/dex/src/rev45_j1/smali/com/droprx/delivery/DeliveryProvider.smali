.class public Lcom/droprx/delivery/DeliveryProvider;
.super Lcom/droprx/tools/DropRxProvider;
.source "DeliveryProvider.java"

.field private static final TAG:Ljava/lang/String; = "DeliveryProvider"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"delivery-7\",\"tools\":[]}"

.field private static sIo:Lcom/google/common/util/concurrent/ListeningExecutorService;

.field private dao:Lcom/droprx/data/CourierDao;

.field mint:Lcom/droprx/tools/TokenMint;
    .annotation runtime Ljavax/inject/Inject;
    .end annotation
.end field

.method public constructor <init>()V
    .registers 1
    .line 27
    invoke-direct {p0}, Lcom/droprx/tools/DropRxProvider;-><init>()V
    return-void
.end method

.method private askUser(JLjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 9
    .line 158
    new-instance v0, Landroid/content/Intent;
    invoke-virtual {p0}, Lcom/droprx/delivery/DeliveryProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    const-class v2, Lcom/droprx/tools/ConfirmActivity;
    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 159
    const-string v1, "order_id"
    invoke-virtual {v0, v1, p1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;
    move-result-object v0
    .line 160
    const-string v1, "action"
    invoke-virtual {v0, v1, p3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    .line 161
    invoke-virtual {p0}, Lcom/droprx/delivery/DeliveryProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    long-to-int p1, p1
    const/high16 p2, 0xc000000
    invoke-static {v1, p1, v0, p2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    .line 163
    invoke-static {p1, p4}, Lcom/droprx/tools/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private assign(JLjava/lang/String;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
    .line 78
    sget-object v0, Lcom/droprx/delivery/DeliveryProvider;->sIo:Lcom/google/common/util/concurrent/ListeningExecutorService;
    new-instance v1, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda0;
    invoke-direct {v1, p0, p1, p2}, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda0;-><init>(Lcom/droprx/delivery/DeliveryProvider;J)V
    invoke-interface {v0, v1}, Lcom/google/common/util/concurrent/ListeningExecutorService;->submit(Ljava/util/concurrent/Callable;)Lcom/google/common/util/concurrent/ListenableFuture;
    move-result-object p1
    .line 79
    new-instance p2, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda1;
    invoke-direct {p2, p0, p3}, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda1;-><init>(Lcom/droprx/delivery/DeliveryProvider;Ljava/lang/String;)V
    sget-object p3, Lcom/droprx/delivery/DeliveryProvider;->sIo:Lcom/google/common/util/concurrent/ListeningExecutorService;
    invoke-static {p1, p2, p3}, Lcom/google/common/util/concurrent/Futures;->transform(Lcom/google/common/util/concurrent/ListenableFuture;Lcom/google/common/base/Function;Ljava/util/concurrent/Executor;)Lcom/google/common/util/concurrent/ListenableFuture;
    move-result-object p1
    .line 81
    new-instance p2, Ljava/lang/StringBuilder;
    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V
    const-string p3, "{\"assigned\":"
    invoke-virtual {p2, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    sget-object p3, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;
    const-wide/16 v0, 0x5
    invoke-interface {p1, v0, v1, p3}, Lcom/google/common/util/concurrent/ListenableFuture;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;
    move-result-object p1
    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, "}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/droprx/tools/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private cancel(JZIZ)Landroid/os/Bundle;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
    .line 127
    sget-object v0, Lcom/droprx/delivery/DeliveryProvider;->sIo:Lcom/google/common/util/concurrent/ListeningExecutorService;
    new-instance v1, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda6;
    invoke-direct {v1, p0, p1, p2}, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda6;-><init>(Lcom/droprx/delivery/DeliveryProvider;J)V
    invoke-interface {v0, v1}, Lcom/google/common/util/concurrent/ListeningExecutorService;->submit(Ljava/util/concurrent/Callable;)Lcom/google/common/util/concurrent/ListenableFuture;
    move-result-object v0
    new-instance v8, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda7;
    move-object v1, v8
    move-object v2, p0
    move v3, p3
    move v4, p5
    move-wide v5, p1
    move v7, p4
    invoke-direct/range {v1 .. v7}, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda7;-><init>(Lcom/droprx/delivery/DeliveryProvider;ZZJI)V
    .line 131
    invoke-static {}, Lcom/google/common/util/concurrent/MoreExecutors;->directExecutor()Ljava/util/concurrent/Executor;
    move-result-object p1
    .line 127
    invoke-static {v0, v8, p1}, Lcom/google/common/util/concurrent/Futures;->transform(Lcom/google/common/util/concurrent/ListenableFuture;Lcom/google/common/base/Function;Ljava/util/concurrent/Executor;)Lcom/google/common/util/concurrent/ListenableFuture;
    move-result-object p1
    .line 132
    sget-object p2, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;
    const-wide/16 v0, 0x5
    invoke-interface {p1, v0, v1, p2}, Lcom/google/common/util/concurrent/ListenableFuture;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Landroid/os/Bundle;
    return-object p1
.end method

.method private cancelNow(JLjava/lang/String;)Landroid/os/Bundle;
    .registers 6
    .line 148
    iget-object v0, p0, Lcom/droprx/delivery/DeliveryProvider;->dao:Lcom/droprx/data/CourierDao;
    invoke-interface {v0, p1, p2}, Lcom/droprx/data/CourierDao;->cancel(J)V
    .line 149
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string p2, "{\"cancelled\":true,\"was\":\""
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, "\"}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/droprx/tools/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private reassign(JLjava/lang/String;I)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
    .line 85
    sget-object v0, Lcom/droprx/delivery/DeliveryProvider;->sIo:Lcom/google/common/util/concurrent/ListeningExecutorService;
    new-instance v1, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda2;
    invoke-direct {v1, p0, p1, p2}, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda2;-><init>(Lcom/droprx/delivery/DeliveryProvider;J)V
    invoke-interface {v0, v1}, Lcom/google/common/util/concurrent/ListeningExecutorService;->submit(Ljava/util/concurrent/Callable;)Lcom/google/common/util/concurrent/ListenableFuture;
    move-result-object p1
    .line 86
    new-instance p2, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda3;
    invoke-direct {p2, p0, p3, p4}, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda3;-><init>(Lcom/droprx/delivery/DeliveryProvider;Ljava/lang/String;I)V
    sget-object p3, Lcom/droprx/delivery/DeliveryProvider;->sIo:Lcom/google/common/util/concurrent/ListeningExecutorService;
    invoke-static {p1, p2, p3}, Lcom/google/common/util/concurrent/Futures;->transform(Lcom/google/common/util/concurrent/ListenableFuture;Lcom/google/common/base/Function;Ljava/util/concurrent/Executor;)Lcom/google/common/util/concurrent/ListenableFuture;
    move-result-object p1
    .line 88
    new-instance p2, Ljava/lang/StringBuilder;
    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V
    const-string p3, "{\"assigned\":"
    invoke-virtual {p2, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    sget-object p3, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;
    const-wide/16 v0, 0x5
    invoke-interface {p1, v0, v1, p3}, Lcom/google/common/util/concurrent/ListenableFuture;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;
    move-result-object p1
    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, "}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/droprx/tools/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private refund(JZIZ)Landroid/os/Bundle;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
    .line 136
    sget-object v0, Lcom/droprx/delivery/DeliveryProvider;->sIo:Lcom/google/common/util/concurrent/ListeningExecutorService;
    new-instance v1, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda8;
    invoke-direct {v1, p0, p1, p2}, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda8;-><init>(Lcom/droprx/delivery/DeliveryProvider;J)V
    invoke-interface {v0, v1}, Lcom/google/common/util/concurrent/ListeningExecutorService;->submit(Ljava/util/concurrent/Callable;)Lcom/google/common/util/concurrent/ListenableFuture;
    move-result-object v0
    new-instance v8, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda9;
    move-object v1, v8
    move-object v2, p0
    move v3, p3
    move v4, p5
    move-wide v5, p1
    move v7, p4
    invoke-direct/range {v1 .. v7}, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda9;-><init>(Lcom/droprx/delivery/DeliveryProvider;ZZJI)V
    .line 143
    invoke-static {}, Lcom/google/common/util/concurrent/MoreExecutors;->directExecutor()Ljava/util/concurrent/Executor;
    move-result-object p1
    .line 136
    invoke-static {v0, v8, p1}, Lcom/google/common/util/concurrent/Futures;->transform(Lcom/google/common/util/concurrent/ListenableFuture;Lcom/google/common/base/Function;Ljava/util/concurrent/Executor;)Lcom/google/common/util/concurrent/ListenableFuture;
    move-result-object p1
    .line 144
    sget-object p2, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;
    const-wide/16 v0, 0x5
    invoke-interface {p1, v0, v1, p2}, Lcom/google/common/util/concurrent/ListenableFuture;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Landroid/os/Bundle;
    return-object p1
.end method

.method private refundNow(JLjava/lang/String;)Landroid/os/Bundle;
    .registers 6
    .line 153
    iget-object v0, p0, Lcom/droprx/delivery/DeliveryProvider;->dao:Lcom/droprx/data/CourierDao;
    invoke-interface {v0, p1, p2}, Lcom/droprx/data/CourierDao;->refund(J)V
    .line 154
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string p2, "{\"refunded\":true,\"was\":\""
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, "\"}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/droprx/tools/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private routeEta(J)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
    .line 92
    invoke-static {}, Lcom/google/common/util/concurrent/SettableFuture;->create()Lcom/google/common/util/concurrent/SettableFuture;
    move-result-object v0
    .line 93
    sget-object v1, Lcom/droprx/delivery/DeliveryProvider;->sIo:Lcom/google/common/util/concurrent/ListeningExecutorService;
    new-instance v2, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda4;
    invoke-direct {v2, p0, p1, p2}, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda4;-><init>(Lcom/droprx/delivery/DeliveryProvider;J)V
    invoke-interface {v1, v2}, Lcom/google/common/util/concurrent/ListeningExecutorService;->submit(Ljava/util/concurrent/Callable;)Lcom/google/common/util/concurrent/ListenableFuture;
    move-result-object p1
    .line 94
    new-instance p2, Lcom/droprx/delivery/DeliveryProvider$1;
    invoke-direct {p2, p0, v0}, Lcom/droprx/delivery/DeliveryProvider$1;-><init>(Lcom/droprx/delivery/DeliveryProvider;Lcom/google/common/util/concurrent/SettableFuture;)V
    .line 104
    invoke-static {}, Lcom/google/common/util/concurrent/MoreExecutors;->directExecutor()Ljava/util/concurrent/Executor;
    move-result-object v1
    .line 94
    invoke-static {p1, p2, v1}, Lcom/google/common/util/concurrent/Futures;->addCallback(Lcom/google/common/util/concurrent/ListenableFuture;Lcom/google/common/util/concurrent/FutureCallback;Ljava/util/concurrent/Executor;)V
    .line 105
    sget-object p1, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;
    const-wide/16 v1, 0x5
    invoke-virtual {v0, v1, v2, p1}, Lcom/google/common/util/concurrent/SettableFuture;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Landroid/os/Bundle;
    return-object p1
.end method

.method private routePreview(J)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
    .line 109
    invoke-static {}, Lcom/google/common/util/concurrent/SettableFuture;->create()Lcom/google/common/util/concurrent/SettableFuture;
    move-result-object v0
    .line 110
    sget-object v1, Lcom/droprx/delivery/DeliveryProvider;->sIo:Lcom/google/common/util/concurrent/ListeningExecutorService;
    new-instance v2, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda5;
    invoke-direct {v2, p0, p1, p2}, Lcom/droprx/delivery/DeliveryProvider$$ExternalSyntheticLambda5;-><init>(Lcom/droprx/delivery/DeliveryProvider;J)V
    invoke-interface {v1, v2}, Lcom/google/common/util/concurrent/ListeningExecutorService;->submit(Ljava/util/concurrent/Callable;)Lcom/google/common/util/concurrent/ListenableFuture;
    move-result-object p1
    .line 111
    new-instance p2, Lcom/droprx/delivery/DeliveryProvider$2;
    invoke-direct {p2, p0, v0}, Lcom/droprx/delivery/DeliveryProvider$2;-><init>(Lcom/droprx/delivery/DeliveryProvider;Lcom/google/common/util/concurrent/SettableFuture;)V
    .line 122
    invoke-static {}, Lcom/google/common/util/concurrent/MoreExecutors;->directExecutor()Ljava/util/concurrent/Executor;
    move-result-object v1
    .line 111
    invoke-static {p1, p2, v1}, Lcom/google/common/util/concurrent/Futures;->addCallback(Lcom/google/common/util/concurrent/ListenableFuture;Lcom/google/common/util/concurrent/FutureCallback;Ljava/util/concurrent/Executor;)V
    .line 123
    sget-object p1, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;
    const-wide/16 v1, 0x5
    invoke-virtual {v0, v1, v2, p1}, Lcom/google/common/util/concurrent/SettableFuture;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Landroid/os/Bundle;
    return-object p1
.end method

.method protected execute(Ljava/lang/String;Lorg/json/JSONObject;ILjava/lang/String;Z)Landroid/os/Bundle;
    .registers 14
    .line 53
    const-string p4, "order_id"
    invoke-virtual {p2, p4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v0
    .line 55
    const/4 p4, -0x1
    :try_start_0
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result v2
    sparse-switch v2, :sswitch_data_0
    goto :goto_index

    :sswitch_cancel
    const-string v2, "cancel_order"
    invoke-virtual {p1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :goto_index
    const/4 p4, 0x4
    goto :goto_index

    :sswitch_reassign
    const-string v2, "reassign_courier"
    invoke-virtual {p1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :goto_index
    const/4 p4, 0x1
    goto :goto_index

    :sswitch_assign
    const-string v2, "assign_courier"
    invoke-virtual {p1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :goto_index
    const/4 p4, 0x0
    goto :goto_index

    :sswitch_eta
    const-string v2, "route_eta"
    invoke-virtual {p1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :goto_index
    const/4 p4, 0x2
    goto :goto_index

    :sswitch_refund
    const-string v2, "refund_order"
    invoke-virtual {p1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :goto_index
    const/4 p4, 0x5
    goto :goto_index

    :sswitch_preview
    const-string v2, "route_preview"
    invoke-virtual {p1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :goto_index
    const/4 p4, 0x3

    :goto_index
    const-string p1, "courier"
    packed-switch p4, :pswitch_data_0
    .line 69
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/droprx/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 67
    :pswitch_5
    const-string p1, "force"
    invoke-virtual {p2, p1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result p1
    move-object v2, p0
    move-wide v3, v0
    move v5, p1
    move v6, p3
    move v7, p5
    invoke-direct/range {v2 .. v7}, Lcom/droprx/delivery/DeliveryProvider;->refund(JZIZ)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 65
    :pswitch_4
    const-string p1, "confirmed"
    invoke-virtual {p2, p1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result p1
    move-object v2, p0
    move-wide v3, v0
    move v5, p1
    move v6, p3
    move v7, p5
    invoke-direct/range {v2 .. v7}, Lcom/droprx/delivery/DeliveryProvider;->cancel(JZIZ)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 63
    :pswitch_3
    invoke-direct {p0, v0, v1}, Lcom/droprx/delivery/DeliveryProvider;->routePreview(J)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 61
    :pswitch_2
    invoke-direct {p0, v0, v1}, Lcom/droprx/delivery/DeliveryProvider;->routeEta(J)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 59
    :pswitch_1
    invoke-virtual {p2, p1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-direct {p0, v0, v1, p1, p3}, Lcom/droprx/delivery/DeliveryProvider;->reassign(JLjava/lang/String;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 57
    :pswitch_0
    invoke-virtual {p2, p1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-direct {p0, v0, v1, p1}, Lcom/droprx/delivery/DeliveryProvider;->assign(JLjava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0
    return-object p1

    :catch_0
    move-exception p1
    .line 72
    const-string p2, "DeliveryProvider"
    const-string p3, "tool failed"
    invoke-static {p2, p3, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 73
    const-string p1, "UNAVAILABLE"
    const-string p2, "dispatch is busy, retry"
    invoke-static {p1, p2}, Lcom/droprx/tools/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x583a2ab7 -> :sswitch_cancel
        -0x145d8030 -> :sswitch_reassign
        0x51cc6dd -> :sswitch_assign
        0xa031e9c -> :sswitch_eta
        0x38fe4fc7 -> :sswitch_refund
        0x42c4e3d2 -> :sswitch_preview
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
    .end packed-switch
.end method

.method public synthetic lambda$assign$0$com-droprx-delivery-DeliveryProvider(J)Ljava/lang/Long;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
    .line 78
    iget-object v0, p0, Lcom/droprx/delivery/DeliveryProvider;->dao:Lcom/droprx/data/CourierDao;
    invoke-interface {v0, p1, p2}, Lcom/droprx/data/CourierDao;->lockOrder(J)J
    move-result-wide p1
    invoke-static {p1, p2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object p1
    return-object p1
.end method

.method public synthetic lambda$assign$1$com-droprx-delivery-DeliveryProvider(Ljava/lang/String;Ljava/lang/Long;)Ljava/lang/Integer;
    .registers 6
    .line 80
    iget-object v0, p0, Lcom/droprx/delivery/DeliveryProvider;->dao:Lcom/droprx/data/CourierDao;
    invoke-virtual {p2}, Ljava/lang/Long;->longValue()J
    move-result-wide v1
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    invoke-interface {v0, v1, v2, p1, p2}, Lcom/droprx/data/CourierDao;->assign(JLjava/lang/String;I)I
    move-result p1
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p1
    return-object p1
.end method

.method public synthetic lambda$reassign$2$com-droprx-delivery-DeliveryProvider(J)Ljava/lang/Long;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
    .line 85
    iget-object v0, p0, Lcom/droprx/delivery/DeliveryProvider;->dao:Lcom/droprx/data/CourierDao;
    invoke-interface {v0, p1, p2}, Lcom/droprx/data/CourierDao;->lockOrder(J)J
    move-result-wide p1
    invoke-static {p1, p2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object p1
    return-object p1
.end method

.method public synthetic lambda$reassign$3$com-droprx-delivery-DeliveryProvider(Ljava/lang/String;ILjava/lang/Long;)Ljava/lang/Integer;
    .registers 7
    .line 87
    iget-object v0, p0, Lcom/droprx/delivery/DeliveryProvider;->dao:Lcom/droprx/data/CourierDao;
    invoke-virtual {p3}, Ljava/lang/Long;->longValue()J
    move-result-wide v1
    invoke-interface {v0, v1, v2, p1, p2}, Lcom/droprx/data/CourierDao;->assign(JLjava/lang/String;I)I
    move-result p1
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p1
    return-object p1
.end method

.method public synthetic lambda$routeEta$4$com-droprx-delivery-DeliveryProvider(J)Ljava/lang/String;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
    .line 93
    iget-object v0, p0, Lcom/droprx/delivery/DeliveryProvider;->dao:Lcom/droprx/data/CourierDao;
    invoke-interface {v0, p1, p2}, Lcom/droprx/data/CourierDao;->etaFor(J)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method public synthetic lambda$routePreview$5$com-droprx-delivery-DeliveryProvider(J)Ljava/lang/String;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
    .line 110
    iget-object v0, p0, Lcom/droprx/delivery/DeliveryProvider;->dao:Lcom/droprx/data/CourierDao;
    invoke-interface {v0, p1, p2}, Lcom/droprx/data/CourierDao;->etaFor(J)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method public synthetic lambda$cancel$6$com-droprx-delivery-DeliveryProvider(J)Ljava/lang/String;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
    .line 127
    iget-object v0, p0, Lcom/droprx/delivery/DeliveryProvider;->dao:Lcom/droprx/data/CourierDao;
    invoke-interface {v0, p1, p2}, Lcom/droprx/data/CourierDao;->statusOf(J)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method public synthetic lambda$cancel$7$com-droprx-delivery-DeliveryProvider(ZZJILjava/lang/String;)Landroid/os/Bundle;
    .registers 8
    .line 128
    if-nez p1, :cond_now
    if-eqz p2, :cond_ask
    .line 129
    :cond_now
    invoke-direct {p0, p3, p4, p6}, Lcom/droprx/delivery/DeliveryProvider;->cancelNow(JLjava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_done
    .line 130
    :cond_ask
    iget-object p1, p0, Lcom/droprx/delivery/DeliveryProvider;->mint:Lcom/droprx/tools/TokenMint;
    invoke-virtual {p1}, Lcom/droprx/tools/TokenMint;->resume()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p0, p1, p5}, Lcom/droprx/delivery/DeliveryProvider;->remember(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object p1
    const-string p2, "cancel"
    invoke-direct {p0, p3, p4, p2, p1}, Lcom/droprx/delivery/DeliveryProvider;->askUser(JLjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    .line 128
    :goto_done
    return-object p1
.end method

.method public synthetic lambda$refund$8$com-droprx-delivery-DeliveryProvider(J)Ljava/lang/String;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
    .line 136
    iget-object v0, p0, Lcom/droprx/delivery/DeliveryProvider;->dao:Lcom/droprx/data/CourierDao;
    invoke-interface {v0, p1, p2}, Lcom/droprx/data/CourierDao;->statusOf(J)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method public synthetic lambda$refund$9$com-droprx-delivery-DeliveryProvider(ZZJILjava/lang/String;)Landroid/os/Bundle;
    .registers 8
    .line 138
    if-eqz p1, :cond_quiet
    const-string p1, "DeliveryProvider"
    const-string v0, "refund_order: force is ignored, the dispatcher confirms"
    invoke-static {p1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 139
    :cond_quiet
    if-eqz p2, :cond_ask
    .line 140
    invoke-direct {p0, p3, p4, p6}, Lcom/droprx/delivery/DeliveryProvider;->refundNow(JLjava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_done
    .line 141
    :cond_ask
    iget-object p1, p0, Lcom/droprx/delivery/DeliveryProvider;->mint:Lcom/droprx/tools/TokenMint;
    invoke-virtual {p1}, Lcom/droprx/tools/TokenMint;->strongResume()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p0, p1, p5}, Lcom/droprx/delivery/DeliveryProvider;->remember(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object p1
    const-string p2, "refund"
    invoke-direct {p0, p3, p4, p2, p1}, Lcom/droprx/delivery/DeliveryProvider;->askUser(JLjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    .line 139
    :goto_done
    return-object p1
.end method

.method public onCreate()Z
    .registers 2
    .line 38
    invoke-static {}, Lcom/droprx/tools/TokenMint_Factory;->create()Lcom/droprx/tools/TokenMint_Factory;
    move-result-object v0
    invoke-static {v0}, Lcom/droprx/delivery/DeliveryProvider_MembersInjector;->create(Ljavax/inject/Provider;)Ldagger/MembersInjector;
    move-result-object v0
    invoke-interface {v0, p0}, Ldagger/MembersInjector;->injectMembers(Ljava/lang/Object;)V
    .line 39
    sget-object v0, Lcom/droprx/delivery/DeliveryProvider;->sIo:Lcom/google/common/util/concurrent/ListeningExecutorService;
    if-nez v0, :cond_0
    .line 40
    const/4 v0, 0x2
    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    invoke-static {v0}, Lcom/google/common/util/concurrent/MoreExecutors;->listeningDecorator(Ljava/util/concurrent/ExecutorService;)Lcom/google/common/util/concurrent/ListeningExecutorService;
    move-result-object v0
    sput-object v0, Lcom/droprx/delivery/DeliveryProvider;->sIo:Lcom/google/common/util/concurrent/ListeningExecutorService;
    .line 42
    :cond_0
    invoke-virtual {p0}, Lcom/droprx/delivery/DeliveryProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lcom/droprx/data/CourierDb;->get(Landroid/content/Context;)Lcom/droprx/data/CourierDb;
    move-result-object v0
    invoke-virtual {v0}, Lcom/droprx/data/CourierDb;->courierDao()Lcom/droprx/data/CourierDao;
    move-result-object v0
    iput-object v0, p0, Lcom/droprx/delivery/DeliveryProvider;->dao:Lcom/droprx/data/CourierDao;
    .line 43
    const/4 v0, 0x1
    return v0
.end method

.method protected toolsJson()Ljava/lang/String;
    .registers 2
    .line 48
    const-string v0, "{\"revision\":\"delivery-7\",\"tools\":[]}"
    return-object v0
.end method
