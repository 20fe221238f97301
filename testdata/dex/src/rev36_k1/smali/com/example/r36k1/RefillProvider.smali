.class public final Lcom/example/r36k1/RefillProvider;
.super Landroid/content/ContentProvider;
.source "RefillProvider.kt"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r36k1/RefillProvider$Companion;
    }
.end annotation

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nRefillProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 RefillProvider.kt\ncom/example/r36k1/RefillProvider\n+ 2 _Collections.kt\nkotlin/collections/CollectionsKt___CollectionsKt\n*L\n1#1,102:1\n2199#2,2:103\n*S KotlinDebug\n*F\n+ 1 RefillProvider.kt\ncom/example/r36k1/RefillProvider\n*L\n63#1:103,2\n*E\n"
.end annotation

.field public static final Companion:Lcom/example/r36k1/RefillProvider$Companion;

.field private static final TAG:Ljava/lang/String; = "RefillProvider"

.field public static final TOOLS:Ljava/lang/String; = "{\"revision\":\"refills-3\",\"tools\":[]}"

.field private final main:Landroid/os/Handler;

.field private final reminders$delegate:Lkotlin/Lazy;

.field private final resumes:Lcom/example/r36k1/Resumes;

.field private final sessions:Lcom/example/r36k1/Sessions;

.field private final store$delegate:Lkotlin/Lazy;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r36k1/RefillProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/r36k1/RefillProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/r36k1/RefillProvider;->Companion:Lcom/example/r36k1/RefillProvider$Companion;
    return-void
.end method

.method public constructor <init>()V
    .registers 3
    .line 15
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 16
    new-instance v0, Landroid/os/Handler;
    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;
    move-result-object v1
    invoke-direct {v0, v1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V
    iput-object v0, p0, Lcom/example/r36k1/RefillProvider;->main:Landroid/os/Handler;
    .line 17
    new-instance v0, Lcom/example/r36k1/Sessions;
    invoke-direct {v0}, Lcom/example/r36k1/Sessions;-><init>()V
    iput-object v0, p0, Lcom/example/r36k1/RefillProvider;->sessions:Lcom/example/r36k1/Sessions;
    .line 18
    new-instance v0, Lcom/example/r36k1/Resumes;
    invoke-direct {v0}, Lcom/example/r36k1/Resumes;-><init>()V
    iput-object v0, p0, Lcom/example/r36k1/RefillProvider;->resumes:Lcom/example/r36k1/Resumes;
    .line 19
    new-instance v0, Lcom/example/r36k1/RefillProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0, p0}, Lcom/example/r36k1/RefillProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/r36k1/RefillProvider;)V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r36k1/RefillProvider;->store$delegate:Lkotlin/Lazy;
    .line 20
    new-instance v0, Lcom/example/r36k1/RefillProvider$$ExternalSyntheticLambda1;
    invoke-direct {v0, p0}, Lcom/example/r36k1/RefillProvider$$ExternalSyntheticLambda1;-><init>(Lcom/example/r36k1/RefillProvider;)V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r36k1/RefillProvider;->reminders$delegate:Lkotlin/Lazy;
    .line 15
    return-void
.end method

.method private final getStore()Lcom/example/r36k1/RxStore;
    .registers 2
    .line 19
    iget-object v0, p0, Lcom/example/r36k1/RefillProvider;->store$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/example/r36k1/RxStore;
    return-object v0
.end method

.method private final getReminders()Ljava/util/List;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/example/r36k1/Reminder;",
            ">;"
        }
    .end annotation
    .line 20
    iget-object v0, p0, Lcom/example/r36k1/RefillProvider;->reminders$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/List;
    return-object v0
.end method

.method public static final store_delegate$lambda$0(Lcom/example/r36k1/RefillProvider;)Lcom/example/r36k1/RxStore;
    .registers 3
    .line 19
    new-instance v0, Lcom/example/r36k1/RxStore;
    invoke-virtual {p0}, Lcom/example/r36k1/RefillProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/example/r36k1/RxStore;-><init>(Landroid/content/Context;)V
    return-object v0
.end method

.method public static final reminders_delegate$lambda$0(Lcom/example/r36k1/RefillProvider;)Ljava/util/List;
    .registers 5
    .line 20
    const/4 v0, 0x2
    new-array v0, v0, [Lcom/example/r36k1/Reminder;
    new-instance v1, Lcom/example/r36k1/SmsReminder;
    invoke-virtual {p0}, Lcom/example/r36k1/RefillProvider;->requireContext()Landroid/content/Context;
    move-result-object v2
    invoke-direct {v1, v2}, Lcom/example/r36k1/SmsReminder;-><init>(Landroid/content/Context;)V
    const/4 v2, 0x0
    aput-object v1, v0, v2
    new-instance v1, Lcom/example/r36k1/PushReminder;
    invoke-virtual {p0}, Lcom/example/r36k1/RefillProvider;->requireContext()Landroid/content/Context;
    move-result-object v2
    invoke-direct {v1, v2}, Lcom/example/r36k1/PushReminder;-><init>(Landroid/content/Context;)V
    const/4 v2, 0x1
    aput-object v1, v0, v2
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    return-object v0
.end method

.method public static final requestRefill$lambda$0(Lcom/example/r36k1/RefillProvider;Landroid/content/Context;Ljava/lang/String;)V
    .registers 6
    .line 63
    invoke-direct {p0}, Lcom/example/r36k1/RefillProvider;->getReminders()Ljava/util/List;
    move-result-object p0
    check-cast p0, Ljava/lang/Iterable;
    const/4 v0, 0x0
    .line 103
    invoke-interface {p0}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object p0
    :goto_loop
    invoke-interface {p0}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :cond_done
    invoke-interface {p0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/example/r36k1/Reminder;
    const/4 v1, 0x0
    .line 63
    invoke-static {p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-interface {v0, p1, p2}, Lcom/example/r36k1/Reminder;->remind(Landroid/content/Context;Ljava/lang/String;)V
    .line 103
    goto :goto_loop
    .line 104
    :cond_done
    .line 63
    return-void
.end method

.method public static final notifyReady$lambda$0(Landroid/content/Context;Ljava/lang/String;I)V
    .registers 4
    .line 83
    sget-object v0, Lcom/example/r36k1/PickupLog;->INSTANCE:Lcom/example/r36k1/PickupLog;
    invoke-static {p0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0, p0, p1, p2}, Lcom/example/r36k1/PickupLog;->ready(Landroid/content/Context;Ljava/lang/String;I)V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 22
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13
    const-string p2, "method"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 26
    invoke-virtual {p0}, Lcom/example/r36k1/RefillProvider;->requireContext()Landroid/content/Context;
    move-result-object p2
    invoke-static {p2, v0}, Lcom/example/r36k1/CallersKt;->pharmacyPartner(Landroid/content/Context;I)Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x4
    const/4 v3, 0x0
    const/4 v4, 0x0
    if-nez v1, :cond_partner
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "not a Pillpost partner"
    invoke-static {p1, p2, v4, v2, v3}, Lcom/example/r36k1/RepliesKt;->fail$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 27
    :cond_partner
    if-nez p3, :cond_extras
    sget-object p3, Landroid/os/Bundle;->EMPTY:Landroid/os/Bundle;

    .line 28
    :cond_extras
    const-string p2, "negotiate"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_session
    iget-object p1, p0, Lcom/example/r36k1/RefillProvider;->sessions:Lcom/example/r36k1/Sessions;
    invoke-virtual {p1, v0}, Lcom/example/r36k1/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r36k1/RepliesKt;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 29
    :cond_session
    iget-object p2, p0, Lcom/example/r36k1/RefillProvider;->sessions:Lcom/example/r36k1/Sessions;
    const-string v5, "session_token"
    invoke-virtual {p3, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    invoke-virtual {p2, v5, v0}, Lcom/example/r36k1/Sessions;->check(Ljava/lang/String;I)Z
    move-result p2
    if-nez p2, :cond_deadline
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    const/4 p3, 0x1
    invoke-static {p1, p2, p3}, Lcom/example/r36k1/RepliesKt;->fail(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 30
    :cond_deadline
    const-string p2, "deadline_at_ms"
    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v5
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v7
    cmp-long p2, v5, v7
    if-gez p2, :cond_dispatch
    const-string p1, "DEADLINE_EXCEEDED"
    const-string p2, "deadline passed"
    invoke-static {p1, p2, v4, v2, v3}, Lcom/example/r36k1/RepliesKt;->fail$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 32
    :cond_dispatch
    const-string p2, "list_tools"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_exec
    const-string p1, "{\"revision\":\"refills-3\",\"tools\":[]}"
    invoke-static {p1}, Lcom/example/r36k1/RepliesKt;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 33
    :cond_exec
    const-string p2, "execute_tool"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_unknown
    invoke-static {p3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {p0, v0, v1, p3}, Lcom/example/r36k1/RefillProvider;->execute(ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 34
    :cond_unknown
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2, v4, v2, v3}, Lcom/example/r36k1/RepliesKt;->fail$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1

    .line 31
    :goto_ret
    return-object p1
.end method

.method private final execute(ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    .line 39
    new-instance v0, Lorg/json/JSONObject;
    const-string v1, "args"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    if-nez v1, :cond_args
    const-string v1, "{}"
    :cond_args
    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    .line 40
    const-string v1, "tool_name"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "resume_token"
    const-string v3, "optString(...)"
    const-string v4, "rx_id"
    if-eqz v1, :goto_unknown
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v5
    sparse-switch v5, :sswitch_data_0
    goto :goto_unknown
    :sswitch_list
    const-string v5, "list_refills"
    invoke-virtual {v1, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_list
    goto :goto_unknown
    :sswitch_cancel
    const-string v5, "cancel_refill"
    invoke-virtual {v1, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_cancel
    goto :goto_unknown
    :sswitch_request
    const-string v5, "request_refill"
    invoke-virtual {v1, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_request
    goto :goto_unknown
    :sswitch_find
    const-string v5, "find_prescription"
    invoke-virtual {v1, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_find
    goto :goto_unknown
    :sswitch_notify
    const-string v5, "notify_ready"
    invoke-virtual {v1, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_notify
    goto :goto_unknown

    .line 41
    :cond_find
    invoke-direct {p0}, Lcom/example/r36k1/RefillProvider;->getStore()Lcom/example/r36k1/RxStore;
    move-result-object p1
    const-string p2, "drug"
    invoke-virtual {v0, p2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-static {p2, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {p1, p2}, Lcom/example/r36k1/RxStore;->find(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r36k1/RepliesKt;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 42
    :cond_list
    invoke-direct {p0}, Lcom/example/r36k1/RefillProvider;->getStore()Lcom/example/r36k1/RxStore;
    move-result-object p1
    invoke-virtual {p1, p2}, Lcom/example/r36k1/RxStore;->refills(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r36k1/RepliesKt;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 43
    :cond_request
    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    invoke-direct {p0, p1, p2, v0, p3}, Lcom/example/r36k1/RefillProvider;->requestRefill(ILjava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 44
    :cond_cancel
    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-direct {p0, p1, v0, p2}, Lcom/example/r36k1/RefillProvider;->cancelRefill(ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 45
    :cond_notify
    invoke-virtual {v0, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-static {p2, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {p0, p1, p2}, Lcom/example/r36k1/RefillProvider;->notifyReady(ILjava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 46
    :goto_unknown
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    const/4 p3, 0x0
    const/4 v0, 0x4
    const/4 v1, 0x0
    invoke-static {p1, p2, p3, v0, v1}, Lcom/example/r36k1/RepliesKt;->fail$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1

    .line 40
    :goto_ret
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x6823721a -> :sswitch_request
        0x9fd6e5c -> :sswitch_list
        0x1d7bece0 -> :sswitch_find
        0x555d239b -> :sswitch_cancel
        0x6bf3792d -> :sswitch_notify
    .end sparse-switch
.end method

.method private final requestRefill(ILjava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 10
    .line 51
    const-string v0, "rx_id"
    invoke-virtual {p3, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 52
    const-string v1, "approved"
    invoke-virtual {p3, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result p3
    .line 53
    const-string v1, "request_refill"
    if-nez p3, :cond_go
    if-eqz p4, :cond_confirm
    iget-object p3, p0, Lcom/example/r36k1/RefillProvider;->resumes:Lcom/example/r36k1/Resumes;
    invoke-virtual {p3, p4, p1, v1}, Lcom/example/r36k1/Resumes;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result p3
    if-nez p3, :cond_go
    .line 54
    :cond_confirm
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {p0, p1, v1, v0}, Lcom/example/r36k1/RefillProvider;->confirm(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 56
    :cond_go
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v1
    .line 58
    :try_start_0
    invoke-direct {p0}, Lcom/example/r36k1/RefillProvider;->getStore()Lcom/example/r36k1/RxStore;
    move-result-object p1
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {p1, v0, p2}, Lcom/example/r36k1/RxStore;->queue(Ljava/lang/String;Ljava/lang/String;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 60
    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 62
    invoke-virtual {p0}, Lcom/example/r36k1/RefillProvider;->requireContext()Landroid/content/Context;
    move-result-object p1
    .line 63
    iget-object p2, p0, Lcom/example/r36k1/RefillProvider;->main:Landroid/os/Handler;
    new-instance p3, Lcom/example/r36k1/RefillProvider$$ExternalSyntheticLambda2;
    invoke-direct {p3, p0, p1, v0}, Lcom/example/r36k1/RefillProvider$$ExternalSyntheticLambda2;-><init>(Lcom/example/r36k1/RefillProvider;Landroid/content/Context;Ljava/lang/String;)V
    invoke-virtual {p2, p3}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z
    .line 64
    new-instance p1, Ljava/lang/StringBuilder;
    const-string p2, "{\"queued\":\""
    invoke-direct {p1, p2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, "\"}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r36k1/RepliesKt;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :catchall_0
    move-exception p1
    .line 60
    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw p1
.end method

.method private final cancelRefill(ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8
    .line 68
    const-string v0, "rx_id"
    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 69
    const-string v1, "force"
    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result p2
    const-string v1, "RefillProvider"
    if-eqz p2, :cond_token
    new-instance p2, Ljava/lang/StringBuilder;
    const-string v2, "cancel_refill: force flag ignored for "
    invoke-direct {p2, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    invoke-static {v1, p2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I
    .line 70
    :cond_token
    const-string p2, "cancel_refill"
    if-eqz p3, :cond_confirm
    iget-object v2, p0, Lcom/example/r36k1/RefillProvider;->resumes:Lcom/example/r36k1/Resumes;
    invoke-virtual {v2, p3, p1, p2}, Lcom/example/r36k1/Resumes;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result p3
    if-nez p3, :cond_go
    :cond_confirm
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {p0, p1, p2, v0}, Lcom/example/r36k1/RefillProvider;->confirm(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 71
    :cond_go
    invoke-virtual {p0}, Lcom/example/r36k1/RefillProvider;->requireContext()Landroid/content/Context;
    move-result-object p2
    invoke-static {p2, p1}, Lcom/example/r36k1/CallersKt;->auditName(Landroid/content/Context;I)Ljava/lang/String;
    move-result-object p1
    new-instance p2, Ljava/lang/StringBuilder;
    const-string p3, "cancel by "
    invoke-direct {p2, p3}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {v1, p1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 72
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide p1
    .line 74
    :try_start_0
    invoke-direct {p0}, Lcom/example/r36k1/RefillProvider;->getStore()Lcom/example/r36k1/RxStore;
    move-result-object p3
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {p3, v0, v1}, Lcom/example/r36k1/RxStore;->cancel(Ljava/lang/String;I)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 76
    invoke-static {p1, p2}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 78
    new-instance p1, Ljava/lang/StringBuilder;
    const-string p2, "{\"cancelled\":\""
    invoke-direct {p1, p2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, "\"}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r36k1/RepliesKt;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :catchall_0
    move-exception p3
    .line 76
    invoke-static {p1, p2}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw p3
.end method

.method private final notifyReady(ILjava/lang/String;)Landroid/os/Bundle;
    .registers 6
    .line 82
    invoke-virtual {p0}, Lcom/example/r36k1/RefillProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    .line 83
    iget-object v1, p0, Lcom/example/r36k1/RefillProvider;->main:Landroid/os/Handler;
    new-instance v2, Lcom/example/r36k1/RefillProvider$$ExternalSyntheticLambda3;
    invoke-direct {v2, v0, p2, p1}, Lcom/example/r36k1/RefillProvider$$ExternalSyntheticLambda3;-><init>(Landroid/content/Context;Ljava/lang/String;I)V
    invoke-virtual {v1, v2}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z
    .line 84
    new-instance p1, Ljava/lang/StringBuilder;
    const-string v0, "{\"watching\":\""
    invoke-direct {p1, v0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, "\"}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r36k1/RepliesKt;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final confirm(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8
    .line 88
    invoke-virtual {p0}, Lcom/example/r36k1/RefillProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    .line 89
    new-instance v1, Landroid/content/Intent;
    const-class v2, Lcom/example/r36k1/RefillConfirmActivity;
    invoke-direct {v1, v0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v2, "tool"
    invoke-virtual {v1, v2, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v1
    const-string v2, "rx_id"
    invoke-virtual {v1, v2, p3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v1
    .line 90
    invoke-virtual {p3}, Ljava/lang/String;->hashCode()I
    move-result p3
    const/high16 v2, 0xc000000
    invoke-static {v0, p3, v1, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p3
    .line 91
    const-string v0, "USER_ACTION_REQUIRED"
    const-string v1, "confirm in Pillpost"
    const/4 v2, 0x0
    const/4 v3, 0x4
    invoke-static {v0, v1, v2, v3, v2}, Lcom/example/r36k1/RepliesKt;->fail$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    const/4 v1, 0x0
    .line 92
    const-string v1, "resolution"
    check-cast p3, Landroid/os/Parcelable;
    invoke-virtual {v0, v1, p3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 93
    iget-object p3, p0, Lcom/example/r36k1/RefillProvider;->resumes:Lcom/example/r36k1/Resumes;
    invoke-virtual {p3, p1, p2}, Lcom/example/r36k1/Resumes;->issue(ILjava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string p2, "resume_token"
    invoke-virtual {v0, p2, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 91
    return-object v0
.end method
