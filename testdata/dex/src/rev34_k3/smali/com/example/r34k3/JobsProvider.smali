.class public final Lcom/example/r34k3/JobsProvider;
.super Landroid/content/ContentProvider;
.source "JobsProvider.kt"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r34k3/JobsProvider$Companion;
    }
.end annotation

.field public static final Companion:Lcom/example/r34k3/JobsProvider$Companion;

.field private static final DISPATCH_APPS:Ljava/util/Set;

.field private static final TAG:Ljava/lang/String; = "Jobs"

.field public static final TOOLS:Ljava/lang/String; = "{\"revision\":\"jobs-12\",\"tools\":[]}"

.field private final store$delegate:Lkotlin/Lazy;

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/example/r34k3/JobsProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/r34k3/JobsProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/r34k3/JobsProvider;->Companion:Lcom/example/r34k3/JobsProvider$Companion;
    .line 91
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    const-string v1, "com.example.dispatch"
    const/4 v2, 0x0
    aput-object v1, v0, v2
    const-string v1, "com.example.dispatch.tablet"
    const/4 v3, 0x1
    aput-object v1, v0, v3
    invoke-static {v0}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/example/r34k3/JobsProvider;->DISPATCH_APPS:Ljava/util/Set;
    return-void
.end method

.method public constructor <init>()V
    .registers 2
    .line 16
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 17
    new-instance v0, Lcom/example/r34k3/JobsProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0, p0}, Lcom/example/r34k3/JobsProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/r34k3/JobsProvider;)V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r34k3/JobsProvider;->store$delegate:Lkotlin/Lazy;
    .line 16
    return-void
.end method

.method private final getStore()Lcom/example/r34k3/JobStore;
    .registers 2
    .line 17
    iget-object v0, p0, Lcom/example/r34k3/JobsProvider;->store$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/example/r34k3/JobStore;
    return-object v0
.end method

.method public static final store_delegate$lambda$0(Lcom/example/r34k3/JobsProvider;)Lcom/example/r34k3/JobStore;
    .registers 2
    .line 17
    new-instance v0, Lcom/example/r34k3/JobStore;
    invoke-virtual {p0}, Lcom/example/r34k3/JobsProvider;->requireContext()Landroid/content/Context;
    move-result-object p0
    invoke-direct {v0, p0}, Lcom/example/r34k3/JobStore;-><init>(Landroid/content/Context;)V
    return-object v0
.end method

.method public static final listJobs$lambda$0(Lcom/example/r34k3/JobsProvider;)Ljava/lang/String;
    .registers 2
    .line 49
    invoke-direct {p0}, Lcom/example/r34k3/JobsProvider;->getStore()Lcom/example/r34k3/JobStore;
    move-result-object p0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-virtual {p0, v0}, Lcom/example/r34k3/JobStore;->jobsFor(I)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method public static final reassign$lambda$0(Landroid/content/Context;ILjava/lang/String;Ljava/lang/String;)V
    .registers 6
    .line 78
    sget-object v0, Lcom/example/r34k3/Audit;->INSTANCE:Lcom/example/r34k3/Audit;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string p0, "reassign "
    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    const-string p2, " to "
    invoke-virtual {v1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    invoke-virtual {v0, p0, p1, p2}, Lcom/example/r34k3/Audit;->record(Landroid/content/Context;ILjava/lang/String;)V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 19
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    const-string p2, "method"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 23
    if-nez p3, :cond_req
    sget-object p1, Lcom/example/r34k3/Envelope;->INSTANCE:Lcom/example/r34k3/Envelope;
    const-string p2, "INVALID_REQUEST"
    const-string p3, "missing extras"
    invoke-virtual {p1, p2, p3}, Lcom/example/r34k3/Envelope;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :cond_req
    const-string v0, "negotiate"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_session
    sget-object p1, Lcom/example/r34k3/Envelope;->INSTANCE:Lcom/example/r34k3/Envelope;
    sget-object p3, Lcom/example/r34k3/Signoffs;->INSTANCE:Lcom/example/r34k3/Signoffs;
    invoke-virtual {p3, p2}, Lcom/example/r34k3/Signoffs;->session(I)Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, p2}, Lcom/example/r34k3/Envelope;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 25
    :cond_session
    sget-object v0, Lcom/example/r34k3/Signoffs;->INSTANCE:Lcom/example/r34k3/Signoffs;
    const-string v1, "session_token"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, p2}, Lcom/example/r34k3/Signoffs;->sessionValid(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :cond_dispatch
    sget-object p1, Lcom/example/r34k3/Envelope;->INSTANCE:Lcom/example/r34k3/Envelope;
    const-string p2, "NEGOTIATION_REQUIRED"
    const-string p3, "negotiate first"
    invoke-virtual {p1, p2, p3}, Lcom/example/r34k3/Envelope;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 27
    :cond_dispatch
    const-string v0, "list_tools"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_exec
    sget-object p1, Lcom/example/r34k3/Envelope;->INSTANCE:Lcom/example/r34k3/Envelope;
    const-string p2, "{\"revision\":\"jobs-12\",\"tools\":[]}"
    invoke-virtual {p1, p2}, Lcom/example/r34k3/Envelope;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 28
    :cond_exec
    const-string v0, "execute_tool"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_unknown
    .line 29
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, v0, v2
    if-gez p1, :cond_live
    sget-object p1, Lcom/example/r34k3/Envelope;->INSTANCE:Lcom/example/r34k3/Envelope;
    const-string p2, "DEADLINE_EXCEEDED"
    const-string p3, "too late"
    invoke-virtual {p1, p2, p3}, Lcom/example/r34k3/Envelope;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 30
    :cond_live
    invoke-direct {p0, p2, p3}, Lcom/example/r34k3/JobsProvider;->execute(ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 31
    :cond_unknown
    sget-object p1, Lcom/example/r34k3/Envelope;->INSTANCE:Lcom/example/r34k3/Envelope;
    const-string p2, "METHOD_NOT_FOUND"
    const-string p3, "unknown method"
    invoke-virtual {p1, p2, p3}, Lcom/example/r34k3/Envelope;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    .line 26
    :goto_ret
    return-object p1
.end method

.method private final execute(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 36
    new-instance v0, Lorg/json/JSONObject;
    const-string v1, "args"
    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    if-nez v1, :cond_args
    const-string v1, "{}"
    :cond_args
    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    .line 37
    const-string v1, "tool_name"
    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    if-eqz v1, :goto_unknown
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v2
    sparse-switch v2, :sswitch_data_0
    goto :goto_unknown
    :sswitch_list
    const-string v2, "list_jobs"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_list
    goto :goto_unknown
    :sswitch_close
    const-string v2, "close_job"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_close
    goto :goto_unknown
    :sswitch_reassign
    const-string v2, "reassign_job"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_reassign
    goto :goto_unknown
    .line 38
    :cond_list
    invoke-direct {p0, p1, p2}, Lcom/example/r34k3/JobsProvider;->listJobs(ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 39
    :cond_close
    const-string v1, "job_id"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "getString(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "resume_token"
    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-direct {p0, p1, v0, p2}, Lcom/example/r34k3/JobsProvider;->closeJob(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 40
    :cond_reassign
    invoke-direct {p0, p1, v0, p2}, Lcom/example/r34k3/JobsProvider;->reassign(ILorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 41
    :goto_unknown
    sget-object p1, Lcom/example/r34k3/Envelope;->INSTANCE:Lcom/example/r34k3/Envelope;
    const-string p2, "TOOL_NOT_FOUND"
    const-string v0, "no such tool"
    invoke-virtual {p1, p2, v0}, Lcom/example/r34k3/Envelope;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    .line 37
    :goto_ret
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x48fa68a9 -> :sswitch_list
        -0x1cbd130a -> :sswitch_close
        0x687b66e0 -> :sswitch_reassign
    .end sparse-switch
.end method

.method private final listJobs(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 46
    const-string v0, "calling_package"
    invoke-virtual {p2, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    .line 47
    invoke-virtual {p0}, Lcom/example/r34k3/JobsProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getNameForUid(I)Ljava/lang/String;
    move-result-object p1
    .line 48
    if-eqz p2, :cond_fetch
    invoke-static {p2, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_fetch
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "list_jobs: caller claims "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    const-string v0, ", is "
    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string p2, "Jobs"
    invoke-static {p2, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I
    .line 49
    :cond_fetch
    new-instance p1, Lcom/example/r34k3/JobsProvider$$ExternalSyntheticLambda1;
    invoke-direct {p1, p0}, Lcom/example/r34k3/JobsProvider$$ExternalSyntheticLambda1;-><init>(Lcom/example/r34k3/JobsProvider;)V
    invoke-static {p1}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;)Ljava/util/concurrent/CompletableFuture;
    move-result-object p1
    sget-object p2, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;
    const-wide/16 v0, 0x2
    invoke-virtual {p1, v0, v1, p2}, Ljava/util/concurrent/CompletableFuture;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/String;
    .line 50
    sget-object p2, Lcom/example/r34k3/Envelope;->INSTANCE:Lcom/example/r34k3/Envelope;
    invoke-static {p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {p2, p1}, Lcom/example/r34k3/Envelope;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final closeJob(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8
    .line 54
    if-nez p3, :cond_resume
    .line 55
    sget-object p3, Lcom/example/r34k3/Signoffs;->INSTANCE:Lcom/example/r34k3/Signoffs;
    invoke-virtual {p3, p1, p2}, Lcom/example/r34k3/Signoffs;->issue(ILjava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 56
    sget-object p3, Lcom/example/r34k3/Envelope;->INSTANCE:Lcom/example/r34k3/Envelope;
    const-string v0, "USER_ACTION_REQUIRED"
    const-string v1, "the customer must sign off"
    invoke-virtual {p3, v0, v1}, Lcom/example/r34k3/Envelope;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p3
    move-object v0, p3
    .local v0, "$this$closeJob_u24lambda_u240":Landroid/os/Bundle;
    const/4 v1, 0x0
    .line 57
    .local v1, "$i$a$-apply-JobsProvider$closeJob$1":I
    const-string v2, "resolution"
    invoke-direct {p0, p2}, Lcom/example/r34k3/JobsProvider;->signaturePad(Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object p2
    check-cast p2, Landroid/os/Parcelable;
    invoke-virtual {v0, v2, p2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 58
    const-string p2, "resumeToken"
    invoke-virtual {v0, p2, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 59
    nop
    .end local v0    # "$this$closeJob_u24lambda_u240":Landroid/os/Bundle;
    .end local v1    # "$i$a$-apply-JobsProvider$closeJob$1":I
    .line 56
    return-object p3
    .line 61
    :cond_resume
    sget-object v0, Lcom/example/r34k3/Signoffs;->INSTANCE:Lcom/example/r34k3/Signoffs;
    invoke-virtual {v0, p3}, Lcom/example/r34k3/Signoffs;->lookup(Ljava/lang/String;)Lcom/example/r34k3/Signoff;
    move-result-object p3
    if-nez p3, :cond_found
    sget-object p1, Lcom/example/r34k3/Envelope;->INSTANCE:Lcom/example/r34k3/Envelope;
    const-string p2, "INVALID_REQUEST"
    const-string p3, "unknown resume token"
    invoke-virtual {p1, p2, p3}, Lcom/example/r34k3/Envelope;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 62
    :cond_found
    invoke-virtual {p3}, Lcom/example/r34k3/Signoff;->getUid()I
    move-result v0
    if-ne v0, p1, :cond_mismatch
    invoke-virtual {p3}, Lcom/example/r34k3/Signoff;->getJob()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_close
    :cond_mismatch
    sget-object p1, Lcom/example/r34k3/Envelope;->INSTANCE:Lcom/example/r34k3/Envelope;
    const-string p2, "INVALID_REQUEST"
    const-string p3, "resume token does not match"
    invoke-virtual {p1, p2, p3}, Lcom/example/r34k3/Envelope;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 63
    :cond_close
    invoke-direct {p0}, Lcom/example/r34k3/JobsProvider;->getStore()Lcom/example/r34k3/JobStore;
    move-result-object p1
    invoke-virtual {p1, p2}, Lcom/example/r34k3/JobStore;->close(Ljava/lang/String;)V
    .line 64
    sget-object p1, Lcom/example/r34k3/Envelope;->INSTANCE:Lcom/example/r34k3/Envelope;
    new-instance p3, Ljava/lang/StringBuilder;
    invoke-direct {p3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v0, "{\"closed\":\""
    invoke-virtual {p3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p3
    invoke-virtual {p3, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    const-string p3, "\"}"
    invoke-virtual {p2, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, p2}, Lcom/example/r34k3/Envelope;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final reassign(ILorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    .line 68
    const-string v0, "caller_package"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :cond_known
    sget-object p1, Lcom/example/r34k3/Envelope;->INSTANCE:Lcom/example/r34k3/Envelope;
    const-string p2, "PERMISSION_DENIED"
    const-string p3, "unknown dispatcher"
    invoke-virtual {p1, p2, p3}, Lcom/example/r34k3/Envelope;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 69
    :cond_known
    sget-object v1, Lcom/example/r34k3/JobsProvider;->DISPATCH_APPS:Ljava/util/Set;
    invoke-interface {v1, v0}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_dispatch
    sget-object p1, Lcom/example/r34k3/Envelope;->INSTANCE:Lcom/example/r34k3/Envelope;
    const-string p2, "PERMISSION_DENIED"
    const-string p3, "not a dispatch app"
    invoke-virtual {p1, p2, p3}, Lcom/example/r34k3/Envelope;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 70
    :cond_dispatch
    const-string v1, "job_id"
    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    .line 71
    const-string v2, "technician"
    invoke-virtual {p2, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    .line 72
    const-string v2, "resume_token"
    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    if-nez p3, :cond_resume
    .line 73
    sget-object p2, Lcom/example/r34k3/Envelope;->INSTANCE:Lcom/example/r34k3/Envelope;
    const-string p3, "USER_ACTION_REQUIRED"
    const-string v0, "confirm the reassignment"
    invoke-virtual {p2, p3, v0}, Lcom/example/r34k3/Envelope;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p2
    .line 74
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {p0, v1}, Lcom/example/r34k3/JobsProvider;->signaturePad(Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object p3
    sget-object v0, Lcom/example/r34k3/Signoffs;->INSTANCE:Lcom/example/r34k3/Signoffs;
    invoke-virtual {v0, p1, v1}, Lcom/example/r34k3/Signoffs;->secureToken(ILjava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 73
    invoke-static {p2, p3, p1}, Lcom/example/r34k3/SignoffsKt;->withResolution(Landroid/os/Bundle;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    .line 72
    return-object p1
    .line 75
    :cond_resume
    sget-object v2, Lcom/example/r34k3/Signoffs;->INSTANCE:Lcom/example/r34k3/Signoffs;
    invoke-virtual {v2, p3}, Lcom/example/r34k3/Signoffs;->take(Ljava/lang/String;)Lcom/example/r34k3/Signoff;
    move-result-object p3
    if-eqz p3, :cond_bad
    invoke-virtual {p3}, Lcom/example/r34k3/Signoff;->getUid()I
    move-result p3
    if-ne p3, p1, :cond_bad
    .line 76
    invoke-direct {p0}, Lcom/example/r34k3/JobsProvider;->getStore()Lcom/example/r34k3/JobStore;
    move-result-object p3
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {p3, v1, p2, v0}, Lcom/example/r34k3/JobStore;->reassign(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .line 77
    invoke-virtual {p0}, Lcom/example/r34k3/JobsProvider;->requireContext()Landroid/content/Context;
    move-result-object p3
    .line 78
    new-instance v0, Lcom/example/r34k3/JobsProvider$$ExternalSyntheticLambda2;
    invoke-direct {v0, p3, p1, v1, p2}, Lcom/example/r34k3/JobsProvider$$ExternalSyntheticLambda2;-><init>(Landroid/content/Context;ILjava/lang/String;Ljava/lang/String;)V
    invoke-static {v0}, Ljava/util/concurrent/CompletableFuture;->runAsync(Ljava/lang/Runnable;)Ljava/util/concurrent/CompletableFuture;
    .line 79
    sget-object p1, Lcom/example/r34k3/Envelope;->INSTANCE:Lcom/example/r34k3/Envelope;
    new-instance p3, Ljava/lang/StringBuilder;
    invoke-direct {p3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v0, "{\"job\":\""
    invoke-virtual {p3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p3
    invoke-virtual {p3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p3
    const-string v0, "\",\"technician\":\""
    invoke-virtual {p3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p3
    invoke-virtual {p3, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    const-string p3, "\"}"
    invoke-virtual {p2, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, p2}, Lcom/example/r34k3/Envelope;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 75
    :cond_bad
    sget-object p1, Lcom/example/r34k3/Envelope;->INSTANCE:Lcom/example/r34k3/Envelope;
    const-string p2, "INVALID_REQUEST"
    const-string p3, "resume token not valid"
    invoke-virtual {p1, p2, p3}, Lcom/example/r34k3/Envelope;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final signaturePad(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6
    .line 83
    invoke-virtual {p0}, Lcom/example/r34k3/JobsProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    .line 84
    new-instance v1, Landroid/content/Intent;
    const-class v2, Lcom/example/r34k3/SignatureActivity;
    invoke-direct {v1, v0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v2, "job_id"
    invoke-virtual {v1, v2, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v1
    .line 85
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result p1
    const/high16 v2, 0x44000000
    invoke-static {v0, p1, v1, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    const-string v0, "getActivity(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method
