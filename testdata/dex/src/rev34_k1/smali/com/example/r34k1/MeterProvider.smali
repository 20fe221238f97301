.class public final Lcom/example/r34k1/MeterProvider;
.super Landroid/content/ContentProvider;
.source "MeterProvider.kt"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r34k1/MeterProvider$Companion;
    }
.end annotation

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nMeterProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 MeterProvider.kt\ncom/example/r34k1/MeterProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,91:1\n1#2:92\n*E\n"
.end annotation

.field public static final CATALOG:Ljava/lang/String; = "{\"revision\":\"meter-3\",\"tools\":[]}"

.field public static final Companion:Lcom/example/r34k1/MeterProvider$Companion;

.field private final io:Ljava/util/concurrent/ExecutorService;

.field private final main$delegate:Lkotlin/Lazy;

.field private final ops:Lcom/example/r34k1/OperationBook;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r34k1/MeterProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/r34k1/MeterProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/r34k1/MeterProvider;->Companion:Lcom/example/r34k1/MeterProvider$Companion;
    return-void
.end method

.method public constructor <init>()V
    .registers 3
    .line 16
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 17
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    const-string v1, "newSingleThreadExecutor(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v0, p0, Lcom/example/r34k1/MeterProvider;->io:Ljava/util/concurrent/ExecutorService;
    .line 18
    new-instance v0, Lcom/example/r34k1/MeterProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/example/r34k1/MeterProvider$$ExternalSyntheticLambda0;-><init>()V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r34k1/MeterProvider;->main$delegate:Lkotlin/Lazy;
    .line 19
    new-instance v0, Lcom/example/r34k1/OperationBook;
    const-string v1, "meter_ops"
    invoke-direct {v0, v1}, Lcom/example/r34k1/OperationBook;-><init>(Ljava/lang/String;)V
    iput-object v0, p0, Lcom/example/r34k1/MeterProvider;->ops:Lcom/example/r34k1/OperationBook;
    .line 16
    return-void
.end method

.method private final getMain()Landroid/os/Handler;
    .registers 2
    .line 18
    iget-object v0, p0, Lcom/example/r34k1/MeterProvider;->main$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Handler;
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 21
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    const-string p2, "method"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 25
    invoke-virtual {p0}, Lcom/example/r34k1/MeterProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    .line 26
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v1, v0}, Lcom/example/r34k1/CallersKt;->signedByWattwise(Landroid/content/Context;I)Z
    move-result p2
    const/4 v2, 0x4
    const/4 v3, 0x0
    const/4 v4, 0x0
    if-nez p2, :cond_signed
    sget-object v6, Lcom/example/r34k1/Replies;->INSTANCE:Lcom/example/r34k1/Replies;
    const-string v7, "PERMISSION_DENIED"
    const-string v8, "caller not allowed"
    const/4 v9, 0x0
    const/4 v10, 0x4
    const/4 v11, 0x0
    invoke-static/range {v6 .. v11}, Lcom/example/r34k1/Replies;->error$default(Lcom/example/r34k1/Replies;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 27
    :cond_signed
    const-string p2, "negotiate"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_extras
    sget-object p1, Lcom/example/r34k1/Replies;->INSTANCE:Lcom/example/r34k1/Replies;
    sget-object p2, Lcom/example/r34k1/Sessions;->INSTANCE:Lcom/example/r34k1/Sessions;
    invoke-virtual {p2, v0}, Lcom/example/r34k1/Sessions;->open(I)Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, p2}, Lcom/example/r34k1/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 28
    :cond_extras
    if-nez p3, :cond_session
    sget-object v6, Lcom/example/r34k1/Replies;->INSTANCE:Lcom/example/r34k1/Replies;
    const-string v7, "INVALID_REQUEST"
    const-string v8, "missing extras"
    const/4 v9, 0x0
    const/4 v10, 0x4
    const/4 v11, 0x0
    invoke-static/range {v6 .. v11}, Lcom/example/r34k1/Replies;->error$default(Lcom/example/r34k1/Replies;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 29
    :cond_session
    sget-object p2, Lcom/example/r34k1/Sessions;->INSTANCE:Lcom/example/r34k1/Sessions;
    invoke-static {p3}, Lcom/example/r34k1/RepliesKt;->getSession(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v5
    invoke-virtual {p2, v5, v0}, Lcom/example/r34k1/Sessions;->check(Ljava/lang/String;I)Z
    move-result p2
    if-nez p2, :cond_dispatch
    sget-object p1, Lcom/example/r34k1/Replies;->INSTANCE:Lcom/example/r34k1/Replies;
    const-string p2, "NEGOTIATION_REQUIRED"
    const-string p3, "negotiate first"
    const/4 v0, 0x1
    invoke-virtual {p1, p2, p3, v0}, Lcom/example/r34k1/Replies;->error(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 30
    :cond_dispatch
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result p2
    sparse-switch p2, :sswitch_data_0
    goto :goto_unknown
    :sswitch_list
    const-string p2, "list_tools"
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_list
    goto :goto_unknown
    :sswitch_exec
    const-string p2, "execute_tool"
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_exec
    goto :goto_unknown
    :sswitch_op
    const-string p2, "get_operation"
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_op
    goto :goto_unknown

    .line 31
    :cond_list
    sget-object p1, Lcom/example/r34k1/Replies;->INSTANCE:Lcom/example/r34k1/Replies;
    const-string p2, "{\"revision\":\"meter-3\",\"tools\":[]}"
    invoke-virtual {p1, p2}, Lcom/example/r34k1/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 32
    :cond_exec
    invoke-direct {p0, v1, v0, p3}, Lcom/example/r34k1/MeterProvider;->execute(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 33
    :cond_op
    iget-object p1, p0, Lcom/example/r34k1/MeterProvider;->ops:Lcom/example/r34k1/OperationBook;
    const-string p2, "operation_id"
    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    if-nez p2, :cond_id
    const-string p2, ""
    :cond_id
    invoke-virtual {p1, v1, p2, v0}, Lcom/example/r34k1/OperationBook;->lookup(Landroid/content/Context;Ljava/lang/String;I)Ljava/lang/String;
    move-result-object p1
    if-eqz p1, :cond_noop
    sget-object p2, Lcom/example/r34k1/Replies;->INSTANCE:Lcom/example/r34k1/Replies;
    .local p1, "p0":Ljava/lang/String;
    const/4 p3, 0x0
    .line 92
    .local p3, "$i$a$-let-MeterProvider$call$1":I
    .line 33
    invoke-virtual {p2, p1}, Lcom/example/r34k1/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    .end local p1    # "p0":Ljava/lang/String;
    .end local p3    # "$i$a$-let-MeterProvider$call$1":I
    if-nez p1, :goto_ret
    .line 34
    :cond_noop
    sget-object v6, Lcom/example/r34k1/Replies;->INSTANCE:Lcom/example/r34k1/Replies;
    const-string v7, "INVALID_REQUEST"
    const-string v8, "unknown operation"
    const/4 v9, 0x0
    const/4 v10, 0x4
    const/4 v11, 0x0
    invoke-static/range {v6 .. v11}, Lcom/example/r34k1/Replies;->error$default(Lcom/example/r34k1/Replies;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 35
    :goto_unknown
    sget-object v6, Lcom/example/r34k1/Replies;->INSTANCE:Lcom/example/r34k1/Replies;
    const-string v7, "METHOD_NOT_FOUND"
    const-string v8, "unknown method"
    const/4 v9, 0x0
    const/4 v10, 0x4
    const/4 v11, 0x0
    invoke-static/range {v6 .. v11}, Lcom/example/r34k1/Replies;->error$default(Lcom/example/r34k1/Replies;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1

    .line 30
    :goto_ret
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_op
        -0x503e73de -> :sswitch_exec
        0x2a3a6efa -> :sswitch_list
    .end sparse-switch
.end method

.method private final execute(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    .line 40
    invoke-static {p3}, Lcom/example/r34k1/RepliesKt;->getExpired(Landroid/os/Bundle;)Z
    move-result v0
    const/4 v1, 0x4
    const/4 v2, 0x0
    const/4 v3, 0x0
    if-eqz v0, :cond_live
    sget-object v6, Lcom/example/r34k1/Replies;->INSTANCE:Lcom/example/r34k1/Replies;
    const-string v7, "DEADLINE_EXCEEDED"
    const-string v8, "deadline passed"
    const/4 v9, 0x0
    const/4 v10, 0x4
    const/4 v11, 0x0
    invoke-static/range {v6 .. v11}, Lcom/example/r34k1/Replies;->error$default(Lcom/example/r34k1/Replies;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 41
    :cond_live
    invoke-static {p3}, Lcom/example/r34k1/RepliesKt;->getTool(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v4
    sparse-switch v4, :sswitch_data_0
    goto :goto_unknown
    :sswitch_usage
    const-string v4, "read_usage"
    invoke-virtual {v0, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_usage
    goto :goto_unknown
    :sswitch_export
    const-string v4, "export_report"
    invoke-virtual {v0, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_export
    goto :goto_unknown
    :sswitch_link
    const-string v4, "link_installer"
    invoke-virtual {v0, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_link
    goto :goto_unknown
    :sswitch_pause
    const-string v4, "pause_charging"
    invoke-virtual {v0, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_pause
    goto :goto_unknown

    .line 42
    :cond_usage
    sget-object p2, Lcom/example/r34k1/Replies;->INSTANCE:Lcom/example/r34k1/Replies;
    sget-object p3, Lcom/example/r34k1/Usage;->INSTANCE:Lcom/example/r34k1/Usage;
    invoke-virtual {p3, p1}, Lcom/example/r34k1/Usage;->today(Landroid/content/Context;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p2, p1}, Lcom/example/r34k1/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 43
    :cond_export
    invoke-direct {p0, p1, p2}, Lcom/example/r34k1/MeterProvider;->exportReport(Landroid/content/Context;I)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 44
    :cond_pause
    invoke-direct {p0, p1, p2, p3}, Lcom/example/r34k1/MeterProvider;->pauseCharging(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 45
    :cond_link
    invoke-direct {p0, p1, p2, p3}, Lcom/example/r34k1/MeterProvider;->linkInstaller(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 46
    :goto_unknown
    sget-object v6, Lcom/example/r34k1/Replies;->INSTANCE:Lcom/example/r34k1/Replies;
    const-string v7, "TOOL_NOT_FOUND"
    const-string v8, "no such tool"
    const/4 v9, 0x0
    const/4 v10, 0x4
    const/4 v11, 0x0
    invoke-static/range {v6 .. v11}, Lcom/example/r34k1/Replies;->error$default(Lcom/example/r34k1/Replies;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1

    .line 41
    :goto_ret
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x947ce48 -> :sswitch_usage
        0x471b6c1f -> :sswitch_export
        0x5036b183 -> :sswitch_link
        0x5392c29a -> :sswitch_pause
    .end sparse-switch
.end method

.method private final exportReport(Landroid/content/Context;I)Landroid/os/Bundle;
    .registers 6
    .line 51
    iget-object v0, p0, Lcom/example/r34k1/MeterProvider;->ops:Lcom/example/r34k1/OperationBook;
    invoke-virtual {v0, p1, p2}, Lcom/example/r34k1/OperationBook;->start(Landroid/content/Context;I)Ljava/lang/String;
    move-result-object v0
    .line 52
    iget-object v1, p0, Lcom/example/r34k1/MeterProvider;->io:Ljava/util/concurrent/ExecutorService;
    new-instance v2, Lcom/example/r34k1/MeterProvider$$ExternalSyntheticLambda1;
    invoke-direct {v2, p1, v0, p2}, Lcom/example/r34k1/MeterProvider$$ExternalSyntheticLambda1;-><init>(Landroid/content/Context;Ljava/lang/String;I)V
    invoke-interface {v1, v2}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 53
    sget-object p1, Lcom/example/r34k1/Replies;->INSTANCE:Lcom/example/r34k1/Replies;
    invoke-virtual {p1, v0}, Lcom/example/r34k1/Replies;->accepted(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final pauseCharging(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    .line 57
    invoke-static {p3}, Lcom/example/r34k1/RepliesKt;->getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "minutes"
    const/16 v2, 0x1e
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I
    move-result v0
    .line 58
    const-string v1, "resume_token"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    if-nez p3, :cond_redeem
    invoke-direct {p0, p1, p2, v0}, Lcom/example/r34k1/MeterProvider;->confirmFirst(Landroid/content/Context;II)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 59
    :cond_redeem
    sget-object v1, Lcom/example/r34k1/Resumes;->INSTANCE:Lcom/example/r34k1/Resumes;
    invoke-virtual {v1, p3, p2}, Lcom/example/r34k1/Resumes;->redeem(Ljava/lang/String;I)Z
    move-result p2
    if-nez p2, :cond_post
    sget-object v6, Lcom/example/r34k1/Replies;->INSTANCE:Lcom/example/r34k1/Replies;
    const-string v7, "INVALID_REQUEST"
    const-string v8, "resume token not valid"
    const/4 v9, 0x0
    const/4 v10, 0x4
    const/4 v11, 0x0
    invoke-static/range {v6 .. v11}, Lcom/example/r34k1/Replies;->error$default(Lcom/example/r34k1/Replies;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 60
    :cond_post
    invoke-direct {p0}, Lcom/example/r34k1/MeterProvider;->getMain()Landroid/os/Handler;
    move-result-object p2
    new-instance p3, Lcom/example/r34k1/MeterProvider$$ExternalSyntheticLambda2;
    invoke-direct {p3, p1, v0}, Lcom/example/r34k1/MeterProvider$$ExternalSyntheticLambda2;-><init>(Landroid/content/Context;I)V
    invoke-virtual {p2, p3}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z
    .line 61
    sget-object p1, Lcom/example/r34k1/Replies;->INSTANCE:Lcom/example/r34k1/Replies;
    new-instance p2, Ljava/lang/StringBuilder;
    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V
    const-string p3, "{\"paused_minutes\":"
    invoke-virtual {p2, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p2
    const-string p3, "}"
    invoke-virtual {p2, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, p2}, Lcom/example/r34k1/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final confirmFirst(Landroid/content/Context;II)Landroid/os/Bundle;
    .registers 15
    .line 65
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/r34k1/ConfirmActivity;
    invoke-direct {v0, p1, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "minutes"
    invoke-virtual {v0, v1, p3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;I)Landroid/content/Intent;
    move-result-object p3
    .line 66
    const/4 v0, 0x3
    const/high16 v1, 0xc000000
    invoke-static {p1, v0, p3, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    .line 67
    sget-object v5, Lcom/example/r34k1/Replies;->INSTANCE:Lcom/example/r34k1/Replies;
    const-string v6, "USER_ACTION_REQUIRED"
    const-string v7, "confirm the pause in Wattwise"
    const/4 v8, 0x0
    const/4 v9, 0x4
    const/4 v10, 0x0
    invoke-static/range {v5 .. v10}, Lcom/example/r34k1/Replies;->error$default(Lcom/example/r34k1/Replies;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p3
    move-object v0, p3
    .local v0, "$this$confirmFirst_u24lambda_u240":Landroid/os/Bundle;
    const/4 v1, 0x0
    .line 68
    .local v1, "$i$a$-apply-MeterProvider$confirmFirst$1":I
    const-string v2, "resolution"
    check-cast p1, Landroid/os/Parcelable;
    invoke-virtual {v0, v2, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 69
    const-string p1, "resume_token"
    sget-object v2, Lcom/example/r34k1/Resumes;->INSTANCE:Lcom/example/r34k1/Resumes;
    const-string v3, "pause_charging"
    invoke-virtual {v2, p2, v3}, Lcom/example/r34k1/Resumes;->issue(ILjava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-virtual {v0, p1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 70
    nop
    .end local v0    # "$this$confirmFirst_u24lambda_u240":Landroid/os/Bundle;
    .end local v1    # "$i$a$-apply-MeterProvider$confirmFirst$1":I
    .line 67
    return-object p3
.end method

.method private final linkInstaller(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    .line 74
    invoke-static {p3}, Lcom/example/r34k1/RepliesKt;->getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object p3
    const-string v0, "installer_code"
    invoke-virtual {p3, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    .line 75
    invoke-static {p1, p2}, Lcom/example/r34k1/CallersKt;->installerApp(Landroid/content/Context;I)Ljava/lang/String;
    move-result-object p2
    const/4 v0, 0x0
    const/4 v1, 0x4
    const/4 v2, 0x0
    if-nez p2, :cond_linked
    sget-object v6, Lcom/example/r34k1/Replies;->INSTANCE:Lcom/example/r34k1/Replies;
    const-string v7, "PERMISSION_DENIED"
    const-string v8, "shared or unknown caller"
    const/4 v9, 0x0
    const/4 v10, 0x4
    const/4 v11, 0x0
    invoke-static/range {v6 .. v11}, Lcom/example/r34k1/Replies;->error$default(Lcom/example/r34k1/Replies;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 76
    :cond_linked
    sget-object v3, Lcom/example/r34k1/Installers;->INSTANCE:Lcom/example/r34k1/Installers;
    invoke-static {p3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v3, p1, p2, p3}, Lcom/example/r34k1/Installers;->isLinked(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Z
    move-result p2
    if-eqz p2, :cond_auth
    sget-object p1, Lcom/example/r34k1/Replies;->INSTANCE:Lcom/example/r34k1/Replies;
    const-string p2, "{\"linked\":true}"
    invoke-virtual {p1, p2}, Lcom/example/r34k1/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 77
    :cond_auth
    sget-object v6, Lcom/example/r34k1/Replies;->INSTANCE:Lcom/example/r34k1/Replies;
    const-string v7, "AUTH_REQUIRED"
    const-string v8, "sign in to link an installer"
    const/4 v9, 0x0
    const/4 v10, 0x4
    const/4 v11, 0x0
    invoke-static/range {v6 .. v11}, Lcom/example/r34k1/Replies;->error$default(Lcom/example/r34k1/Replies;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p2
    move-object v0, p2
    .local v0, "$this$linkInstaller_u24lambda_u240":Landroid/os/Bundle;
    const/4 v1, 0x0
    .line 78
    .local v1, "$i$a$-apply-MeterProvider$linkInstaller$1":I
    const-string v2, "resolution"
    invoke-direct {p0, p1, p3}, Lcom/example/r34k1/MeterProvider;->loginIntent(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object p1
    check-cast p1, Landroid/os/Parcelable;
    invoke-virtual {v0, v2, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 79
    nop
    .end local v0    # "$this$linkInstaller_u24lambda_u240":Landroid/os/Bundle;
    .end local v1    # "$i$a$-apply-MeterProvider$linkInstaller$1":I
    .line 77
    return-object p2
.end method

.method private final loginIntent(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6
    .line 83
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/r34k1/LoginActivity;
    invoke-direct {v0, p1, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "installer_code"
    invoke-virtual {v0, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p2
    .line 84
    const/4 v0, 0x7
    const/high16 v1, 0x8000000
    invoke-static {p1, v0, p2, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    const-string p2, "getActivity(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method

.method public static final main_delegate$lambda$0()Landroid/os/Handler;
    .registers 2
    .line 18
    new-instance v0, Landroid/os/Handler;
    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;
    move-result-object v1
    invoke-direct {v0, v1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V
    return-object v0
.end method

.method public static final exportReport$lambda$0(Landroid/content/Context;Ljava/lang/String;I)V
    .registers 4
    .line 52
    sget-object v0, Lcom/example/r34k1/Usage;->INSTANCE:Lcom/example/r34k1/Usage;
    invoke-virtual {v0, p0, p1, p2}, Lcom/example/r34k1/Usage;->writeReport(Landroid/content/Context;Ljava/lang/String;I)V
    return-void
.end method

.method public static final pauseCharging$lambda$0(Landroid/content/Context;I)V
    .registers 4
    .line 60
    sget-object v0, Lcom/example/r34k1/Charger;->INSTANCE:Lcom/example/r34k1/Charger;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, p0, p1, v1}, Lcom/example/r34k1/Charger;->pause(Landroid/content/Context;II)V
    return-void
.end method
