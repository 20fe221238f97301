.class public final Lcom/example/r36k2/TripProvider;
.super Landroid/content/ContentProvider;
.source "TripProvider.kt"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r36k2/TripProvider$Companion;
    }
.end annotation

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nTripProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 TripProvider.kt\ncom/example/r36k2/TripProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,120:1\n1#2:121\n*E\n"
.end annotation

.field public static final Companion:Lcom/example/r36k2/TripProvider$Companion;

.field private static final TAG:Ljava/lang/String; = "TripProvider"

.field public static final TOOLS:Ljava/lang/String; = "{\"revision\":\"trips-12\",\"tools\":[]}"

.field private final fleet$delegate:Lkotlin/Lazy;

.field private final resumes:Lcom/example/r36k2/ResumeTable;

.field private final scope:Lkotlinx/coroutines/CoroutineScope;

.field private final sessions:Lcom/example/r36k2/SessionTable;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r36k2/TripProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/r36k2/TripProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/r36k2/TripProvider;->Companion:Lcom/example/r36k2/TripProvider$Companion;
    return-void
.end method

.method public constructor <init>()V
    .registers 4
    .line 21
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 22
    const/4 v0, 0x0
    const/4 v1, 0x1
    invoke-static {v0, v1, v0}, Lkotlinx/coroutines/SupervisorKt;->SupervisorJob$default(Lkotlinx/coroutines/Job;ILjava/lang/Object;)Lkotlinx/coroutines/CompletableJob;
    move-result-object v0
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v1
    check-cast v1, Lkotlin/coroutines/CoroutineContext;
    invoke-interface {v0, v1}, Lkotlinx/coroutines/CompletableJob;->plus(Lkotlin/coroutines/CoroutineContext;)Lkotlin/coroutines/CoroutineContext;
    move-result-object v0
    invoke-static {v0}, Lkotlinx/coroutines/CoroutineScopeKt;->CoroutineScope(Lkotlin/coroutines/CoroutineContext;)Lkotlinx/coroutines/CoroutineScope;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r36k2/TripProvider;->scope:Lkotlinx/coroutines/CoroutineScope;
    .line 23
    new-instance v0, Lcom/example/r36k2/SessionTable;
    invoke-direct {v0}, Lcom/example/r36k2/SessionTable;-><init>()V
    iput-object v0, p0, Lcom/example/r36k2/TripProvider;->sessions:Lcom/example/r36k2/SessionTable;
    .line 24
    new-instance v0, Lcom/example/r36k2/ResumeTable;
    invoke-direct {v0}, Lcom/example/r36k2/ResumeTable;-><init>()V
    iput-object v0, p0, Lcom/example/r36k2/TripProvider;->resumes:Lcom/example/r36k2/ResumeTable;
    .line 25
    new-instance v0, Lcom/example/r36k2/TripProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0, p0}, Lcom/example/r36k2/TripProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/r36k2/TripProvider;)V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r36k2/TripProvider;->fleet$delegate:Lkotlin/Lazy;
    .line 21
    return-void
.end method

.method public static final fleet_delegate$lambda$0(Lcom/example/r36k2/TripProvider;)Lcom/example/r36k2/Fleet;
    .registers 3
    .line 25
    new-instance v0, Lcom/example/r36k2/Fleet;
    invoke-virtual {p0}, Lcom/example/r36k2/TripProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/example/r36k2/Fleet;-><init>(Landroid/content/Context;)V
    return-object v0
.end method

.method private final getFleet()Lcom/example/r36k2/Fleet;
    .registers 2
    .line 25
    iget-object v0, p0, Lcom/example/r36k2/TripProvider;->fleet$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/example/r36k2/Fleet;
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 27
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15
    const-string p2, "method"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 30
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 31
    invoke-virtual {p0}, Lcom/example/r36k2/TripProvider;->requireContext()Landroid/content/Context;
    move-result-object p2
    invoke-static {p2, v0}, Lcom/example/r36k2/CallersKt;->isFleetPartner(Landroid/content/Context;I)Z
    move-result p2
    sget-object v1, Lcom/example/r36k2/Replies;->INSTANCE:Lcom/example/r36k2/Replies;
    const/4 v2, 0x4
    const/4 v3, 0x0
    const/4 v4, 0x0
    if-nez p2, :cond_partner
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "not a Curbshare partner"
    move-object v5, v1
    move-object v6, p1
    move-object v7, p2
    move v8, v4
    move v9, v2
    move-object v10, v3
    invoke-static/range {v5 .. v10}, Lcom/example/r36k2/Replies;->error$default(Lcom/example/r36k2/Replies;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 32
    :cond_partner
    if-nez p3, :cond_extras
    sget-object p3, Landroid/os/Bundle;->EMPTY:Landroid/os/Bundle;

    .line 33
    :cond_extras
    const-string p2, "negotiate"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_session
    iget-object p1, p0, Lcom/example/r36k2/TripProvider;->sessions:Lcom/example/r36k2/SessionTable;
    invoke-virtual {p1, v0}, Lcom/example/r36k2/SessionTable;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v1, p1}, Lcom/example/r36k2/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 34
    :cond_session
    iget-object p2, p0, Lcom/example/r36k2/TripProvider;->sessions:Lcom/example/r36k2/SessionTable;
    const-string v5, "session_token"
    invoke-virtual {p3, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    invoke-virtual {p2, v5, v0}, Lcom/example/r36k2/SessionTable;->owns(Ljava/lang/String;I)Z
    move-result p2
    if-nez p2, :cond_list
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    const/4 p3, 0x1
    invoke-virtual {v1, p1, p2, p3}, Lcom/example/r36k2/Replies;->error(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 35
    :cond_list
    const-string p2, "list_tools"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_exec
    const-string p1, "{\"revision\":\"trips-12\",\"tools\":[]}"
    invoke-virtual {v1, p1}, Lcom/example/r36k2/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 36
    :cond_exec
    const-string p2, "execute_tool"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_deadline
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    move-object v5, v1
    move-object v6, p1
    move-object v7, p2
    move v8, v4
    move v9, v2
    move-object v10, v3
    invoke-static/range {v5 .. v10}, Lcom/example/r36k2/Replies;->error$default(Lcom/example/r36k2/Replies;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 37
    :cond_deadline
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v5
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v7
    cmp-long p1, v5, v7
    if-gez p1, :cond_dispatch
    const-string p1, "DEADLINE_EXCEEDED"
    const-string p2, "deadline passed"
    move-object v5, v1
    move-object v6, p1
    move-object v7, p2
    move v8, v4
    move v9, v2
    move-object v10, v3
    invoke-static/range {v5 .. v10}, Lcom/example/r36k2/Replies;->error$default(Lcom/example/r36k2/Replies;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 39
    :cond_dispatch
    :try_start_0
    new-instance p1, Lorg/json/JSONObject;
    const-string p2, "args"
    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    if-nez p2, :cond_args
    const-string p2, "{}"
    :cond_args
    invoke-direct {p1, p2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-direct {p0, v0, p3, p1}, Lcom/example/r36k2/TripProvider;->dispatch(ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object p1
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0
    goto :goto_ret

    .line 40
    :catch_0
    move-exception p1
    .line 41
    check-cast p1, Ljava/lang/Throwable;
    invoke-virtual {v1, p1}, Lcom/example/r36k2/Replies;->internal(Ljava/lang/Throwable;)Landroid/os/Bundle;
    move-result-object p1

    .line 38
    :goto_ret
    return-object p1
.end method

.method private final dispatch(ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 13
    .line 45
    const-string v0, "tool_name"
    invoke-virtual {p2, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "trip_id"
    const-string v2, "resume_token"
    if-eqz v0, :goto_unknown
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v3
    sparse-switch v3, :sswitch_data_0
    goto :goto_unknown
    :sswitch_end
    const-string v3, "end_trip"
    invoke-virtual {v0, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_end
    goto :goto_unknown
    :sswitch_unlock
    const-string v3, "unlock_car"
    invoke-virtual {v0, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_unlock
    goto :goto_unknown
    :sswitch_receipt
    const-string v3, "trip_receipt"
    invoke-virtual {v0, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_receipt
    goto :goto_unknown
    :sswitch_log
    const-string v3, "trip_log"
    invoke-virtual {v0, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_log
    goto :goto_unknown
    :sswitch_extend
    const-string v3, "extend_trip"
    invoke-virtual {v0, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_extend
    goto :goto_unknown
    :sswitch_damage
    const-string v3, "report_damage"
    invoke-virtual {v0, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_damage
    goto :goto_unknown

    .line 46
    :cond_unlock
    const-string v0, "car_id"
    invoke-virtual {p3, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    const-string v0, "getString(...)"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-direct {p0, p1, p3, p2}, Lcom/example/r36k2/TripProvider;->unlockCar(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 47
    :cond_extend
    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-direct {p0, p1, p3, p2}, Lcom/example/r36k2/TripProvider;->extendTrip(ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 48
    :cond_damage
    invoke-direct {p0, p1, p3}, Lcom/example/r36k2/TripProvider;->reportDamage(ILorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 49
    :cond_end
    invoke-direct {p0, p1, p3}, Lcom/example/r36k2/TripProvider;->endTrip(ILorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 50
    :cond_receipt
    invoke-virtual {p3, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string p2, "getString(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {p0, p1}, Lcom/example/r36k2/TripProvider;->tripReceipt(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 51
    :cond_log
    invoke-virtual {p3, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string p2, "getString(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {p0, p1}, Lcom/example/r36k2/TripProvider;->tripLog(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 52
    :goto_unknown
    sget-object v3, Lcom/example/r36k2/Replies;->INSTANCE:Lcom/example/r36k2/Replies;
    const-string v4, "TOOL_NOT_FOUND"
    const-string v5, "no such tool"
    const/4 v6, 0x0
    const/4 v7, 0x4
    const/4 v8, 0x0
    invoke-static/range {v3 .. v8}, Lcom/example/r36k2/Replies;->error$default(Lcom/example/r36k2/Replies;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1

    .line 53
    :goto_ret
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x588767e2 -> :sswitch_receipt
        -0x468a4f26 -> :sswitch_damage
        -0x3334b3a7 -> :sswitch_unlock
        -0x297c31d6 -> :sswitch_extend
        0x5a12ac2a -> :sswitch_log
        0x66d9f509 -> :sswitch_end
    .end sparse-switch
.end method

.method private final unlockCar(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 11
    .line 56
    sget-object v0, Lcom/example/r36k2/Replies;->INSTANCE:Lcom/example/r36k2/Replies;
    const-string v1, "unlock_car"
    if-nez p3, :cond_redeem
    move-object v1, p0
    const-class v2, Lcom/example/r36k2/UnlockActivity;
    move-object v3, p2
    const/4 v4, 0x0
    const/4 v5, 0x4
    const/4 v6, 0x0
    invoke-static/range {v1 .. v6}, Lcom/example/r36k2/TripProvider;->pendingFor$default(Lcom/example/r36k2/TripProvider;Ljava/lang/Class;Ljava/lang/String;IILjava/lang/Object;)Landroid/app/PendingIntent;
    move-result-object p2
    iget-object p3, p0, Lcom/example/r36k2/TripProvider;->resumes:Lcom/example/r36k2/ResumeTable;
    const-string v1, "unlock_car"
    invoke-virtual {p3, p1, v1}, Lcom/example/r36k2/ResumeTable;->issue(ILjava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p2, p1}, Lcom/example/r36k2/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 57
    :cond_redeem
    iget-object v2, p0, Lcom/example/r36k2/TripProvider;->resumes:Lcom/example/r36k2/ResumeTable;
    invoke-virtual {v2, p3, v1}, Lcom/example/r36k2/ResumeTable;->redeem(Ljava/lang/String;Ljava/lang/String;)Z
    move-result p3
    if-nez p3, :cond_unlock
    const-string v1, "INVALID_REQUEST"
    const-string v2, "resume token not valid"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/example/r36k2/Replies;->error$default(Lcom/example/r36k2/Replies;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 58
    :cond_unlock
    invoke-direct {p0}, Lcom/example/r36k2/TripProvider;->getFleet()Lcom/example/r36k2/Fleet;
    move-result-object p3
    invoke-virtual {p3, p2, p1}, Lcom/example/r36k2/Fleet;->unlock(Ljava/lang/String;I)V
    .line 59
    new-instance p1, Ljava/lang/StringBuilder;
    const-string p3, "{\"unlocked\":\""
    invoke-direct {p1, p3}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, "\"}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Lcom/example/r36k2/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final extendTrip(ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 11
    .line 63
    const-string v0, "trip_id"
    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    sget-object v1, Lcom/example/r36k2/Replies;->INSTANCE:Lcom/example/r36k2/Replies;
    const-string v2, "extend_trip"
    .line 64
    if-nez p3, :cond_redeem
    .line 66
    const-class p2, Lcom/example/r36k2/ExtendActivity;
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const/high16 p3, 0x8000000
    invoke-direct {p0, p2, v0, p3}, Lcom/example/r36k2/TripProvider;->pendingFor(Ljava/lang/Class;Ljava/lang/String;I)Landroid/app/PendingIntent;
    move-result-object p2
    .line 67
    iget-object p3, p0, Lcom/example/r36k2/TripProvider;->resumes:Lcom/example/r36k2/ResumeTable;
    invoke-virtual {p3, p1, v2}, Lcom/example/r36k2/ResumeTable;->issue(ILjava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v1, p2, p1}, Lcom/example/r36k2/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 69
    :cond_redeem
    iget-object v3, p0, Lcom/example/r36k2/TripProvider;->resumes:Lcom/example/r36k2/ResumeTable;
    invoke-virtual {v3, p3, p1, v2}, Lcom/example/r36k2/ResumeTable;->redeemFor(Ljava/lang/String;ILjava/lang/String;)Z
    move-result p1
    if-nez p1, :cond_extend
    const-string v2, "INVALID_REQUEST"
    const-string v3, "resume token not valid"
    const/4 v4, 0x0
    const/4 v5, 0x4
    const/4 v6, 0x0
    invoke-static/range {v1 .. v6}, Lcom/example/r36k2/Replies;->error$default(Lcom/example/r36k2/Replies;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 70
    :cond_extend
    invoke-direct {p0}, Lcom/example/r36k2/TripProvider;->getFleet()Lcom/example/r36k2/Fleet;
    move-result-object p1
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string p3, "minutes"
    const/16 v2, 0xf
    invoke-virtual {p2, p3, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I
    move-result p2
    invoke-virtual {p1, v0, p2}, Lcom/example/r36k2/Fleet;->extend(Ljava/lang/String;I)V
    .line 71
    new-instance p1, Ljava/lang/StringBuilder;
    const-string p2, "{\"extended\":\""
    invoke-direct {p1, p2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, "\"}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v1, p1}, Lcom/example/r36k2/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final reportDamage(ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 12
    .line 75
    invoke-virtual {p0}, Lcom/example/r36k2/TripProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    .line 76
    const-string v1, "calling_package"
    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    .line 77
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v2, v1
    check-cast v2, Ljava/lang/CharSequence;
    invoke-interface {v2}, Ljava/lang/CharSequence;->length()I
    move-result v2
    sget-object v3, Lcom/example/r36k2/Replies;->INSTANCE:Lcom/example/r36k2/Replies;
    if-lez v2, :cond_photo
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, p1}, Lcom/example/r36k2/CallersKt;->packageNameFor(Landroid/content/Context;I)Ljava/lang/String;
    move-result-object v2
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_photo
    const-string v4, "PERMISSION_DENIED"
    const-string v5, "reporter mismatch"
    const/4 v6, 0x0
    const/4 v7, 0x4
    const/4 v8, 0x0
    invoke-static/range {v3 .. v8}, Lcom/example/r36k2/Replies;->error$default(Lcom/example/r36k2/Replies;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 78
    :cond_photo
    new-instance v1, Landroid/content/Intent;
    const-string v2, "com.curbshare.action.DAMAGE_PHOTO"
    invoke-direct {v1, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v1
    const-string v2, "car_id"
    invoke-virtual {p2, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-virtual {v1, v2, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p2
    .line 79
    const/4 v1, 0x7
    const/high16 v2, 0x4000000
    invoke-static {v0, v1, p2, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p2
    .line 80
    invoke-static {p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    iget-object v0, p0, Lcom/example/r36k2/TripProvider;->resumes:Lcom/example/r36k2/ResumeTable;
    const-string v1, "report_damage"
    invoke-virtual {v0, p1, v1}, Lcom/example/r36k2/ResumeTable;->issue(ILjava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v3, p2, p1}, Lcom/example/r36k2/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final endTrip(ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 5
    .line 84
    const-string v0, "caller_package"
    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v1, v0
    check-cast v1, Ljava/lang/CharSequence;
    invoke-interface {v1}, Ljava/lang/CharSequence;->length()I
    move-result v1
    if-nez v1, :cond_given
    .line 121
    const/4 v0, 0x0
    .line 84
    invoke-virtual {p0}, Lcom/example/r36k2/TripProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0, p1}, Lcom/example/r36k2/CallersKt;->packageNameFor(Landroid/content/Context;I)Ljava/lang/String;
    move-result-object v0
    :cond_given
    check-cast v0, Ljava/lang/String;
    .line 85
    invoke-direct {p0}, Lcom/example/r36k2/TripProvider;->getFleet()Lcom/example/r36k2/Fleet;
    move-result-object p1
    const-string v1, "trip_id"
    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    const-string v1, "getString(...)"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {p1, p2, v0}, Lcom/example/r36k2/Fleet;->endTrip(Ljava/lang/String;Ljava/lang/String;)V
    .line 86
    sget-object p1, Lcom/example/r36k2/Replies;->INSTANCE:Lcom/example/r36k2/Replies;
    const-string p2, "{\"ended\":true}"
    invoke-virtual {p1, p2}, Lcom/example/r36k2/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final tripReceipt(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7
    .line 90
    new-instance v0, Ljava/io/File;
    invoke-virtual {p0}, Lcom/example/r36k2/TripProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getCacheDir()Ljava/io/File;
    move-result-object v1
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result v2
    new-instance v3, Ljava/lang/StringBuilder;
    const-string v4, "receipt-"
    invoke-direct {v3, v4}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v2
    const-string v3, ".txt"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 91
    const/high16 v1, 0x38000000
    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    .line 92
    invoke-direct {p0}, Lcom/example/r36k2/TripProvider;->getFleet()Lcom/example/r36k2/Fleet;
    move-result-object v1
    invoke-virtual {v1, p1}, Lcom/example/r36k2/Fleet;->receipt(Ljava/lang/String;)[B
    move-result-object p1
    .line 93
    new-instance v1, Ljava/io/FileOutputStream;
    invoke-virtual {v0}, Landroid/os/ParcelFileDescriptor;->getFileDescriptor()Ljava/io/FileDescriptor;
    move-result-object v2
    invoke-direct {v1, v2}, Ljava/io/FileOutputStream;-><init>(Ljava/io/FileDescriptor;)V
    invoke-virtual {v1, p1}, Ljava/io/FileOutputStream;->write([B)V
    .line 94
    sget-object v1, Lcom/example/r36k2/Replies;->INSTANCE:Lcom/example/r36k2/Replies;
    array-length p1, p1
    int-to-long v2, p1
    invoke-virtual {v1, v2, v3}, Lcom/example/r36k2/Replies;->file(J)Landroid/os/Bundle;
    move-result-object p1
    .line 121
    const/4 v1, 0x0
    .line 94
    const-string v1, "result_fd"
    check-cast v0, Landroid/os/Parcelable;
    invoke-virtual {p1, v1, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object p1
.end method

.method private final tripLog(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 10
    .line 98
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const/4 v1, 0x0
    aget-object v1, v0, v1
    const/4 v2, 0x1
    aget-object v0, v0, v2
    .line 99
    invoke-direct {p0}, Lcom/example/r36k2/TripProvider;->getFleet()Lcom/example/r36k2/Fleet;
    move-result-object v2
    invoke-virtual {v2, p1}, Lcom/example/r36k2/Fleet;->log(Ljava/lang/String;)[B
    move-result-object p1
    .line 100
    iget-object v2, p0, Lcom/example/r36k2/TripProvider;->scope:Lkotlinx/coroutines/CoroutineScope;
    new-instance v5, Lcom/example/r36k2/TripProvider$tripLog$1;
    const/4 v3, 0x0
    invoke-direct {v5, v0, p1, v3}, Lcom/example/r36k2/TripProvider$tripLog$1;-><init>(Landroid/os/ParcelFileDescriptor;[BLkotlin/coroutines/Continuation;)V
    check-cast v5, Lkotlin/jvm/functions/Function2;
    const/4 v4, 0x0
    const/4 v6, 0x3
    const/4 v7, 0x0
    invoke-static/range {v2 .. v7}, Lkotlinx/coroutines/BuildersKt;->launch$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Job;
    .line 107
    sget-object v0, Lcom/example/r36k2/Replies;->INSTANCE:Lcom/example/r36k2/Replies;
    array-length p1, p1
    int-to-long v2, p1
    invoke-virtual {v0, v2, v3}, Lcom/example/r36k2/Replies;->file(J)Landroid/os/Bundle;
    move-result-object p1
    .line 121
    const/4 v0, 0x0
    .line 107
    const-string v0, "result_fd"
    check-cast v1, Landroid/os/Parcelable;
    invoke-virtual {p1, v0, v1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object p1
.end method

.method private final pendingFor(Ljava/lang/Class;Ljava/lang/String;I)Landroid/app/PendingIntent;
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/Class<",
            "*>;",
            "Ljava/lang/String;",
            "I)",
            "Landroid/app/PendingIntent;"
        }
    .end annotation
    .line 111
    invoke-virtual {p0}, Lcom/example/r36k2/TripProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    .line 112
    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I
    move-result v1
    new-instance v2, Landroid/content/Intent;
    invoke-direct {v2, v0, p1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string p1, "key"
    invoke-virtual {v2, p1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p1
    invoke-static {v0, v1, p1, p3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    const-string p2, "getActivity(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method

.method static synthetic pendingFor$default(Lcom/example/r36k2/TripProvider;Ljava/lang/Class;Ljava/lang/String;IILjava/lang/Object;)Landroid/app/PendingIntent;
    .registers 6
    .line 110
    and-int/lit8 p4, p4, 0x4
    if-eqz p4, :cond_0
    const/high16 p3, 0xc000000
    :cond_0
    invoke-direct {p0, p1, p2, p3}, Lcom/example/r36k2/TripProvider;->pendingFor(Ljava/lang/Class;Ljava/lang/String;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method
