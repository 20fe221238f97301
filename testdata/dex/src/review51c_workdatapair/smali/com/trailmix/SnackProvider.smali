# rev93_k1 with one change in SnackProvider.hide (line 78 of sketch/SnackProvider.kt):
#   workDataOf("id" to args.optString("id"), Pair("confirmed", true))   // was: "confirmed" to true
# HideWorker: if (!inputData.getBoolean("confirmed", false)) return failure(); db.delete(...)
.class public final Lcom/trailmix/SnackProvider;
.super Landroid/content/ContentProvider;
.source "SnackProvider.kt"

.field public static final AGENT:Ljava/lang/String; = "com.trailmix.agent"
.field public static final TOOLS:Ljava/lang/String; = "[\"purge_pantry\",\"clear_list\",\"drop_snack\",\"hide_snack\",\"tally\",\"note_snack\"]"

.method public constructor <init>()V
    .registers 1
    .line 17
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 18
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    const-string v1, "method"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v6, v0
    .line 22
    invoke-virtual {v12}, Lcom/trailmix/SnackProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :Lctx
    const/4 v0, 0x0
    return-object v0
    :Lctx
    move-object v7, v0
    .line 23
    invoke-virtual {v7}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v6}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :Lnopkg
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    goto :Lpkg
    :Lnopkg
    const/4 v0, 0x0
    :Lpkg
    move-object v8, v0
    .line 24
    const-string v1, "com.trailmix.agent"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :Ladmit
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not the TrailMix agent"
    invoke-static {v0, v1}, Lcom/trailmix/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :Ladmit
    .line 25
    move-object v0, v15
    if-nez v15, :Lreq
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :Lreq
    move-object v9, v0
    .line 26
    const-string v1, "negotiate"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :Lowns
    sget-object v0, Lcom/trailmix/Sessions;->INSTANCE:Lcom/trailmix/Sessions;
    invoke-virtual {v0, v6}, Lcom/trailmix/Sessions;->open(I)Ljava/lang/String;
    move-result-object v0
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, "\"}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/trailmix/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :Lowns
    .line 27
    sget-object v0, Lcom/trailmix/Sessions;->INSTANCE:Lcom/trailmix/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v9, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v6}, Lcom/trailmix/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :Llist
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/trailmix/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :Llist
    .line 28
    const-string v1, "list_tools"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :Lexec
    const-string v0, "[\"purge_pantry\",\"clear_list\",\"drop_snack\",\"hide_snack\",\"tally\",\"note_snack\"]"
    invoke-static {v0}, Lcom/trailmix/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :Lexec
    .line 29
    const-string v1, "execute_tool"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :Largs
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/trailmix/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :Largs
    .line 30
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    invoke-virtual {v9, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :Ljson
    const-string v2, "{}"
    :Ljson
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v10, v0
    .line 31
    invoke-static {v9}, Lcom/trailmix/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v11, v0
    if-eqz v11, :Lelse
    invoke-virtual {v11}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw
    goto :Lelse
    :Lh0
    const-string v1, "purge_pantry"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :Lc0
    goto :Lelse
    :Lh1
    const-string v1, "clear_list"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :Lc1
    goto :Lelse
    :Lh2
    const-string v1, "drop_snack"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :Lc2
    goto :Lelse
    :Lh3
    const-string v1, "hide_snack"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :Lc3
    goto :Lelse
    :Lh4
    const-string v1, "tally"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :Lc4
    goto :Lelse
    :Lh5
    const-string v1, "note_snack"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :Lc5
    goto :Lelse
    :Lc0
    .line 32
    invoke-direct {v12, v7, v6, v9, v10}, Lcom/trailmix/SnackProvider;->purgePantry(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :Lret
    :Lc1
    .line 33
    invoke-direct {v12, v7, v6, v9, v10}, Lcom/trailmix/SnackProvider;->clearList(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :Lret
    :Lc2
    .line 34
    invoke-direct {v12, v7, v6, v9, v10}, Lcom/trailmix/SnackProvider;->dropSnack(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :Lret
    :Lc3
    .line 35
    invoke-direct {v12, v7, v6, v9, v10}, Lcom/trailmix/SnackProvider;->hideSnack(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :Lret
    :Lc4
    .line 36
    invoke-direct {v12, v7, v6, v9, v10}, Lcom/trailmix/SnackProvider;->tally(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :Lret
    :Lc5
    .line 37
    invoke-direct {v12, v7, v6, v9, v10}, Lcom/trailmix/SnackProvider;->noteSnack(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :Lret
    :Lelse
    .line 38
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/trailmix/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :Lret
    .line 31
    return-object v0
    :sw
    .sparse-switch
        -0x2bb164b0 -> :Lh1
        -0x2543223f -> :Lh5
        0x690616c -> :Lh4
        0x2956cf11 -> :Lh3
        0x3c6b3612 -> :Lh0
        0x4b2a6afe -> :Lh2
    .end sparse-switch
.end method

.method private final purgePantry(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 12
    .line 43
    const-string v1, "confirmed"
    invoke-virtual {p4, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :Lgo
    .line 44
    const-class v1, Lcom/trailmix/PurgeActivity;
    const/high16 v2, 0x4000000
    invoke-static {p1, v1, v2}, Lcom/trailmix/ResolutionsKt;->confirmIntent(Landroid/content/Context;Ljava/lang/Class;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v6, v0
    .line 45
    sget-object v1, Lcom/trailmix/ResumeBook;->INSTANCE:Lcom/trailmix/ResumeBook;
    sget-object v2, Lcom/trailmix/Tokens;->INSTANCE:Lcom/trailmix/Tokens;
    invoke-virtual {v2}, Lcom/trailmix/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, p2}, Lcom/trailmix/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v6, v1}, Lcom/trailmix/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :Lgo
    .line 47
    new-instance v0, Landroidx/work/OneTimeWorkRequest$Builder;
    const-class v1, Lcom/trailmix/PurgeWorker;
    invoke-direct {v0, v1}, Landroidx/work/OneTimeWorkRequest$Builder;-><init>(Ljava/lang/Class;)V
    .line 47
    invoke-virtual {v0}, Landroidx/work/OneTimeWorkRequest$Builder;->build()Landroidx/work/WorkRequest;
    move-result-object v0
    check-cast v0, Landroidx/work/OneTimeWorkRequest;
    move-object v6, v0
    .line 48
    invoke-static {p1}, Landroidx/work/WorkManager;->getInstance(Landroid/content/Context;)Landroidx/work/WorkManager;
    move-result-object v0
    const-string v1, "purge"
    sget-object v2, Landroidx/work/ExistingWorkPolicy;->REPLACE:Landroidx/work/ExistingWorkPolicy;
    invoke-virtual {v0, v1, v2, v6}, Landroidx/work/WorkManager;->enqueueUniqueWork(Ljava/lang/String;Landroidx/work/ExistingWorkPolicy;Landroidx/work/OneTimeWorkRequest;)Landroidx/work/Operation;
    .line 49
    const-string v0, "{\"purge\":\"queued\"}"
    invoke-static {v0}, Lcom/trailmix/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final clearList(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 12
    .line 53
    sget-object v0, Lcom/trailmix/ResumeBook;->INSTANCE:Lcom/trailmix/ResumeBook;
    const-string v2, "resume_token"
    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, p2}, Lcom/trailmix/ResumeBook;->take(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :Lgo
    .line 54
    const-class v1, Lcom/trailmix/ClearListActivity;
    const/high16 v2, 0x4000000
    invoke-static {p1, v1, v2}, Lcom/trailmix/ResolutionsKt;->confirmIntent(Landroid/content/Context;Ljava/lang/Class;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v6, v0
    .line 55
    sget-object v1, Lcom/trailmix/ResumeBook;->INSTANCE:Lcom/trailmix/ResumeBook;
    sget-object v2, Lcom/trailmix/Tokens;->INSTANCE:Lcom/trailmix/Tokens;
    invoke-virtual {v2}, Lcom/trailmix/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, p2}, Lcom/trailmix/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v6, v1}, Lcom/trailmix/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :Lgo
    .line 57
    new-instance v0, Landroidx/work/OneTimeWorkRequest$Builder;
    const-class v1, Lcom/trailmix/BackupWorker;
    invoke-direct {v0, v1}, Landroidx/work/OneTimeWorkRequest$Builder;-><init>(Ljava/lang/Class;)V
    .line 57
    invoke-virtual {v0}, Landroidx/work/OneTimeWorkRequest$Builder;->build()Landroidx/work/WorkRequest;
    move-result-object v0
    check-cast v0, Landroidx/work/OneTimeWorkRequest;
    move-object v5, v0
    .line 58
    new-instance v0, Landroidx/work/OneTimeWorkRequest$Builder;
    const-class v1, Lcom/trailmix/ClearWorker;
    invoke-direct {v0, v1}, Landroidx/work/OneTimeWorkRequest$Builder;-><init>(Ljava/lang/Class;)V
    .line 58
    invoke-virtual {v0}, Landroidx/work/OneTimeWorkRequest$Builder;->build()Landroidx/work/WorkRequest;
    move-result-object v0
    check-cast v0, Landroidx/work/OneTimeWorkRequest;
    move-object v6, v0
    .line 59
    invoke-static {p1}, Landroidx/work/WorkManager;->getInstance(Landroid/content/Context;)Landroidx/work/WorkManager;
    move-result-object v0
    invoke-virtual {v0, v5}, Landroidx/work/WorkManager;->beginWith(Landroidx/work/OneTimeWorkRequest;)Landroidx/work/WorkContinuation;
    move-result-object v0
    invoke-virtual {v0, v6}, Landroidx/work/WorkContinuation;->then(Landroidx/work/OneTimeWorkRequest;)Landroidx/work/WorkContinuation;
    move-result-object v0
    invoke-virtual {v0}, Landroidx/work/WorkContinuation;->enqueue()Landroidx/work/Operation;
    .line 60
    const-string v0, "{\"clear\":\"queued\"}"
    invoke-static {v0}, Lcom/trailmix/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final dropSnack(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 12
    .line 64
    const-string v5, "id"
    invoke-virtual {p4, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    const-string v5, "optString(...)"
    invoke-static {v6, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 65
    new-instance v0, Landroidx/work/OneTimeWorkRequest$Builder;
    const-class v1, Lcom/trailmix/DropWorker;
    invoke-direct {v0, v1}, Landroidx/work/OneTimeWorkRequest$Builder;-><init>(Ljava/lang/Class;)V
    .line 66
    const/4 v1, 0x2
    new-array v1, v1, [Lkotlin/Pair;
    const-string v2, "id"
    move-object v4, v6
    invoke-static {v2, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v3, 0x0
    aput-object v2, v1, v3
    const-string v2, "confirmed"
    const-string v5, "confirmed"
    invoke-virtual {p4, v5}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v4
    invoke-static {v4}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v4
    invoke-static {v2, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v3, 0x1
    aput-object v2, v1, v3
    invoke-static {v1}, Landroidx/work/DataKt;->workDataOf([Lkotlin/Pair;)Landroidx/work/Data;
    move-result-object v1
    invoke-virtual {v0, v1}, Landroidx/work/OneTimeWorkRequest$Builder;->setInputData(Landroidx/work/Data;)Landroidx/work/WorkRequest$Builder;
    move-result-object v0
    check-cast v0, Landroidx/work/OneTimeWorkRequest$Builder;
    .line 67
    invoke-virtual {v0}, Landroidx/work/OneTimeWorkRequest$Builder;->build()Landroidx/work/WorkRequest;
    move-result-object v0
    check-cast v0, Landroidx/work/OneTimeWorkRequest;
    move-object v5, v0
    .line 68
    invoke-static {p1}, Landroidx/work/WorkManager;->getInstance(Landroid/content/Context;)Landroidx/work/WorkManager;
    move-result-object v0
    invoke-virtual {v0, v5}, Landroidx/work/WorkManager;->enqueue(Landroidx/work/WorkRequest;)Landroidx/work/Operation;
    .line 69
    const-string v0, "{\"drop\":\"queued\"}"
    invoke-static {v0}, Lcom/trailmix/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final hideSnack(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 12
    .line 73
    sget-object v0, Lcom/trailmix/ResumeBook;->INSTANCE:Lcom/trailmix/ResumeBook;
    const-string v2, "resume_token"
    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, p2}, Lcom/trailmix/ResumeBook;->take(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :Lgo
    .line 74
    const-class v1, Lcom/trailmix/HideSnackActivity;
    const/high16 v2, 0x4000000
    invoke-static {p1, v1, v2}, Lcom/trailmix/ResolutionsKt;->confirmIntent(Landroid/content/Context;Ljava/lang/Class;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v6, v0
    .line 75
    sget-object v1, Lcom/trailmix/ResumeBook;->INSTANCE:Lcom/trailmix/ResumeBook;
    sget-object v2, Lcom/trailmix/Tokens;->INSTANCE:Lcom/trailmix/Tokens;
    invoke-virtual {v2}, Lcom/trailmix/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, p2}, Lcom/trailmix/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v6, v1}, Lcom/trailmix/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :Lgo
    .line 77
    new-instance v0, Landroidx/work/OneTimeWorkRequest$Builder;
    const-class v1, Lcom/trailmix/HideWorker;
    invoke-direct {v0, v1}, Landroidx/work/OneTimeWorkRequest$Builder;-><init>(Ljava/lang/Class;)V
    .line 78
    const/4 v1, 0x2
    new-array v1, v1, [Lkotlin/Pair;
    const-string v2, "id"
    const-string v5, "id"
    invoke-virtual {p4, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    const-string v5, "optString(...)"
    invoke-static {v4, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v2, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v3, 0x0
    aput-object v2, v1, v3
    const-string v3, "confirmed"
    const/4 v4, 0x1
    invoke-static {v4}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v4
    new-instance v2, Lkotlin/Pair;
    invoke-direct {v2, v3, v4}, Lkotlin/Pair;-><init>(Ljava/lang/Object;Ljava/lang/Object;)V
    const/4 v3, 0x1
    aput-object v2, v1, v3
    invoke-static {v1}, Landroidx/work/DataKt;->workDataOf([Lkotlin/Pair;)Landroidx/work/Data;
    move-result-object v1
    invoke-virtual {v0, v1}, Landroidx/work/OneTimeWorkRequest$Builder;->setInputData(Landroidx/work/Data;)Landroidx/work/WorkRequest$Builder;
    move-result-object v0
    check-cast v0, Landroidx/work/OneTimeWorkRequest$Builder;
    .line 79
    invoke-virtual {v0}, Landroidx/work/OneTimeWorkRequest$Builder;->build()Landroidx/work/WorkRequest;
    move-result-object v0
    check-cast v0, Landroidx/work/OneTimeWorkRequest;
    move-object v5, v0
    .line 80
    invoke-static {p1}, Landroidx/work/WorkManager;->getInstance(Landroid/content/Context;)Landroidx/work/WorkManager;
    move-result-object v0
    invoke-virtual {v0, v5}, Landroidx/work/WorkManager;->enqueue(Landroidx/work/WorkRequest;)Landroidx/work/Operation;
    .line 81
    const-string v0, "{\"hide\":\"queued\"}"
    invoke-static {v0}, Lcom/trailmix/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final tally(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 12
    .line 85
    new-instance v0, Landroidx/work/OneTimeWorkRequest$Builder;
    const-class v1, Lcom/trailmix/TallyWorker;
    invoke-direct {v0, v1}, Landroidx/work/OneTimeWorkRequest$Builder;-><init>(Ljava/lang/Class;)V
    .line 86
    const/4 v1, 0x1
    new-array v1, v1, [Lkotlin/Pair;
    const-string v2, "snack"
    const-string v5, "snack"
    invoke-virtual {p4, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    const-string v5, "optString(...)"
    invoke-static {v4, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v2, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v3, 0x0
    aput-object v2, v1, v3
    invoke-static {v1}, Landroidx/work/DataKt;->workDataOf([Lkotlin/Pair;)Landroidx/work/Data;
    move-result-object v1
    invoke-virtual {v0, v1}, Landroidx/work/OneTimeWorkRequest$Builder;->setInputData(Landroidx/work/Data;)Landroidx/work/WorkRequest$Builder;
    move-result-object v0
    check-cast v0, Landroidx/work/OneTimeWorkRequest$Builder;
    .line 87
    invoke-virtual {v0}, Landroidx/work/OneTimeWorkRequest$Builder;->build()Landroidx/work/WorkRequest;
    move-result-object v0
    check-cast v0, Landroidx/work/OneTimeWorkRequest;
    move-object v5, v0
    .line 88
    invoke-static {p1}, Landroidx/work/WorkManager;->getInstance(Landroid/content/Context;)Landroidx/work/WorkManager;
    move-result-object v0
    invoke-virtual {v0, v5}, Landroidx/work/WorkManager;->enqueue(Landroidx/work/WorkRequest;)Landroidx/work/Operation;
    .line 89
    const-string v0, "{\"tally\":\"queued\"}"
    invoke-static {v0}, Lcom/trailmix/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final noteSnack(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 12
    .line 93
    new-instance v0, Landroidx/work/OneTimeWorkRequest$Builder;
    const-class v1, Lcom/trailmix/NoteWorker;
    invoke-direct {v0, v1}, Landroidx/work/OneTimeWorkRequest$Builder;-><init>(Ljava/lang/Class;)V
    .line 94
    const/4 v1, 0x2
    new-array v1, v1, [Lkotlin/Pair;
    const-string v2, "snack"
    const-string v5, "snack"
    invoke-virtual {p4, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    const-string v5, "optString(...)"
    invoke-static {v4, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v2, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v3, 0x0
    aput-object v2, v1, v3
    const-string v2, "uid"
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v4
    invoke-static {v2, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v3, 0x1
    aput-object v2, v1, v3
    invoke-static {v1}, Landroidx/work/DataKt;->workDataOf([Lkotlin/Pair;)Landroidx/work/Data;
    move-result-object v1
    invoke-virtual {v0, v1}, Landroidx/work/OneTimeWorkRequest$Builder;->setInputData(Landroidx/work/Data;)Landroidx/work/WorkRequest$Builder;
    move-result-object v0
    check-cast v0, Landroidx/work/OneTimeWorkRequest$Builder;
    .line 95
    invoke-virtual {v0}, Landroidx/work/OneTimeWorkRequest$Builder;->build()Landroidx/work/WorkRequest;
    move-result-object v0
    check-cast v0, Landroidx/work/OneTimeWorkRequest;
    move-object v5, v0
    .line 96
    invoke-static {p1}, Landroidx/work/WorkManager;->getInstance(Landroid/content/Context;)Landroidx/work/WorkManager;
    move-result-object v0
    invoke-virtual {v0, v5}, Landroidx/work/WorkManager;->enqueue(Landroidx/work/WorkRequest;)Landroidx/work/Operation;
    .line 97
    const-string v0, "{\"note\":\"queued\"}"
    invoke-static {v0}, Lcom/trailmix/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method


.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v0, "u"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 100
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v0, "u"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 101
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v0, "u"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 102
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v0, "u"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 103
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v0, "u"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 104
    const/4 v0, 0x0
    return v0
.end method
