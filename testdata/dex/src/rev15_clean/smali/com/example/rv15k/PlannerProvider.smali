.class public final Lcom/example/rv15k/PlannerProvider;
.super Landroid/content/ContentProvider;
.source "PlannerProvider.kt"

.field private final io:Ljava/util/concurrent/ExecutorService;
.field private final main:Landroid/os/Handler;

.method public constructor <init>()V
    .registers 3
    .line 15
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 16
    new-instance v0, Landroid/os/Handler;
    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;
    move-result-object v1
    invoke-direct {v0, v1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V
    iput-object v0, p0, Lcom/example/rv15k/PlannerProvider;->main:Landroid/os/Handler;
    .line 17
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    const-string v1, "newSingleThreadExecutor(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v0, p0, Lcom/example/rv15k/PlannerProvider;->io:Ljava/util/concurrent/ExecutorService;
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 18
    const/4 v0, 0x1
    return v0
.end method

.method private static final addEvent$lambda$0(ILandroid/os/Bundle;)V
    .registers 3
    .line 38
    const-string v0, "args"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    sget-object v0, Lcom/example/rv15k/Calendar;->INSTANCE:Lcom/example/rv15k/Calendar;
    invoke-virtual {v0, p0, p1}, Lcom/example/rv15k/Calendar;->save(ILjava/lang/String;)V
    return-void
.end method

.method private static final addEvent$lambda$1()V
    .registers 2
    .line 39
    const-string v0, "planner"
    const-string v1, "event added"
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method public static synthetic $r8$lambda$save(ILandroid/os/Bundle;)V
    .registers 2
    invoke-static {p0, p1}, Lcom/example/rv15k/PlannerProvider;->addEvent$lambda$0(ILandroid/os/Bundle;)V
    return-void
.end method

.method public static synthetic $r8$lambda$log()V
    .registers 0
    invoke-static {}, Lcom/example/rv15k/PlannerProvider;->addEvent$lambda$1()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/rv15k/PlannerProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, p2}, Lcom/example/rv15k/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :cond_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/rv15k/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :cond_0
    const-string v0, "negotiate"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_1
    invoke-static {p2}, Lcom/example/rv15k/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/rv15k/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :cond_1
    if-eqz p3, :cond_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/rv15k/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :cond_3
    :cond_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/rv15k/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 25
    :cond_3
    const-string v0, "execute_tool"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_4
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/rv15k/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 26
    :cond_4
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, v0, v2
    if-gtz p1, :cond_5
    const-string p1, "TIMEOUT"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/example/rv15k/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 28
    :cond_5
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string v0, "add_event"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_6
    .line 29
    invoke-direct {p0, p2, p3}, Lcom/example/rv15k/PlannerProvider;->addEvent(ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :cond_6
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/rv15k/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final addEvent(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 35
    const-string v0, "resume_token"
    invoke-virtual {p2, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 36
    if-eqz v0, :cond_0
    invoke-static {v0, p1}, Lcom/example/rv15k/Resumes;->consume(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :cond_1
    :cond_0
    invoke-direct {p0, p1}, Lcom/example/rv15k/PlannerProvider;->confirmation(I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    # near miss CETP603: the UID is an int captured from call()
    .line 38
    :cond_1
    :try_start_0
    iget-object v0, p0, Lcom/example/rv15k/PlannerProvider;->io:Ljava/util/concurrent/ExecutorService;
    new-instance v1, Lcom/example/rv15k/PlannerProvider$$ExternalSyntheticLambda0;
    invoke-direct {v1, p1, p2}, Lcom/example/rv15k/PlannerProvider$$ExternalSyntheticLambda0;-><init>(ILandroid/os/Bundle;)V
    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/lang/Runnable;)Ljava/util/concurrent/Future;
    move-result-object p1
    invoke-interface {p1}, Ljava/util/concurrent/Future;->get()Ljava/lang/Object;
    .line 39
    iget-object p1, p0, Lcom/example/rv15k/PlannerProvider;->main:Landroid/os/Handler;
    new-instance p2, Lcom/example/rv15k/PlannerProvider$$ExternalSyntheticLambda1;
    invoke-direct {p2}, Lcom/example/rv15k/PlannerProvider$$ExternalSyntheticLambda1;-><init>()V
    invoke-virtual {p1, p2}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z
    # near miss CETP613: a counter used as a trace number, not as a token
    .line 40
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string p2, "{\"trace\":"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    sget-object p2, Lcom/example/rv15k/Trace;->INSTANCE:Lcom/example/rv15k/Trace;
    invoke-virtual {p2}, Lcom/example/rv15k/Trace;->next()J
    move-result-wide v0
    invoke-virtual {p1, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const/16 p2, 0x7d
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/rv15k/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    :try_end_0
    .catch Ljava/util/concurrent/ExecutionException; {:try_start_0 .. :try_end_0} :catch_0
    goto :goto_0
    .line 42
    :catch_0
    move-exception p1
    const-string p2, "planner"
    const-string v0, "save failed"
    check-cast p1, Ljava/lang/Throwable;
    invoke-static {p2, v0, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    # near miss CETP607: the exception only goes to the log
    .line 43
    const-string p1, "INTERNAL_ERROR"
    const-string p2, "could not save the event"
    invoke-static {p1, p2}, Lcom/example/rv15k/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    :goto_0
    return-object p1
.end method

.method private final confirmation(I)Landroid/os/Bundle;
    .registers 7
    .line 47
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I
    const/16 v1, 0x17
    if-lt v0, v1, :cond_0
    const/high16 v0, 0x4000000
    goto :goto_0
    :cond_0
    const/4 v0, 0x0
    # near miss CETP601/602: immutable from API 23 on (SDK_INT guard), explicit class
    .line 48
    :goto_0
    invoke-virtual {p0}, Lcom/example/rv15k/PlannerProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    new-instance v2, Landroid/content/Intent;
    invoke-virtual {p0}, Lcom/example/rv15k/PlannerProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    const-class v4, Lcom/example/rv15k/ConfirmActivity;
    invoke-direct {v2, v3, v4}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/high16 v3, 0x8000000
    or-int/2addr v0, v3
    const/4 v3, 0x3
    invoke-static {v1, v3, v2, v0}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    .line 49
    const-string v1, "USER_ACTION_REQUIRED"
    const-string v2, "confirm the event"
    invoke-static {v1, v2}, Lcom/example/rv15k/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v1
    .line 50
    const-string v2, "resolution"
    check-cast v0, Landroid/os/Parcelable;
    invoke-virtual {v1, v2, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 51
    const-string v0, "resume_token"
    invoke-static {p1}, Lcom/example/rv15k/Resumes;->issue(I)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v1, v0, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 49
    return-object v1
.end method
