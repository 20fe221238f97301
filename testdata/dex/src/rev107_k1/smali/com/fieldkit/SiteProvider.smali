.class public final Lcom/fieldkit/SiteProvider;
.super Landroid/content/ContentProvider;
.source "SiteProvider.kt"

.field public static final Companion:Lcom/fieldkit/SiteProvider$Companion;
.field private static final SURVEY_APPS:Ljava/util/Set;
.field public static final TOOLS:Ljava/lang/String; = "[\"record_visit\",\"record_checkout\",\"export_sites\",\"export_summary\"]"

.method public constructor <init>()V
    .registers 1
    .line 15
    invoke-direct {v0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 3
    .line 17
    sget-object v0, Lcom/fieldkit/Locator;->INSTANCE:Lcom/fieldkit/Locator;
    invoke-virtual {v2}, Lcom/fieldkit/SiteProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0, v1}, Lcom/fieldkit/Locator;->setApp(Landroid/content/Context;)V
    .line 18
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 17
    const-string v1, "method"
    invoke-static {v14, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v6, v0
    .line 23
    invoke-virtual {v13}, Lcom/fieldkit/SiteProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v7, v0
    .line 24
    invoke-virtual {v7}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v6}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L47
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "unknown caller"
    invoke-static {v0, v1}, Lcom/fieldkit/MappersKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L47
    move-object v8, v0
    .line 25
    const/4 v1, 0x0
    aget-object v0, v8, v1
    move-object v9, v0
    .line 26
    sget-object v0, Lcom/fieldkit/SiteProvider;->SURVEY_APPS:Ljava/util/Set;
    invoke-interface {v0, v9}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L76
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a FieldKit app"
    invoke-static {v0, v1}, Lcom/fieldkit/MappersKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L76
    .line 27
    move-object/from16 v0, v16
    if-nez v16, :L89
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L89
    move-object v10, v0
    .line 28
    const-string v1, "negotiate"
    invoke-static {v14, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L117
    sget-object v0, Lcom/fieldkit/Sessions;->INSTANCE:Lcom/fieldkit/Sessions;
    invoke-virtual {v0, v6}, Lcom/fieldkit/Sessions;->open(I)Ljava/lang/String;
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
    invoke-static {v0}, Lcom/fieldkit/MappersKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L117
    .line 29
    sget-object v0, Lcom/fieldkit/Sessions;->INSTANCE:Lcom/fieldkit/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v10, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v6}, Lcom/fieldkit/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L143
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/fieldkit/MappersKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L143
    .line 30
    const-string v1, "list_tools"
    invoke-static {v14, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L158
    const-string v0, "[\"record_visit\",\"record_checkout\",\"export_sites\",\"export_summary\"]"
    invoke-static {v0}, Lcom/fieldkit/MappersKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L158
    .line 31
    const-string v1, "execute_tool"
    invoke-static {v14, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L175
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/fieldkit/MappersKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L175
    .line 32
    const-string v1, "deadline_at_ms"
    invoke-virtual {v10, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gez v0, :L197
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "too late"
    invoke-static {v0, v1}, Lcom/fieldkit/MappersKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L197
    .line 33
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    invoke-virtual {v10, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L215
    const-string v2, "{}"
    :L215
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v11, v0
    .line 34
    invoke-static {v10}, Lcom/fieldkit/MappersKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v12, v0
    if-eqz v12, :L369
    invoke-virtual {v12}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_237
    goto :L369
    :L280
    const-string v1, "export_summary"
    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L362
    goto :L369
    :L293
    const-string v1, "export_sites"
    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L349
    goto :L369
    :L306
    const-string v1, "record_checkout"
    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L338
    goto :L369
    :L319
    const-string v1, "record_visit"
    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L369
    .line 35
    invoke-direct {v13, v11}, Lcom/fieldkit/SiteProvider;->recordVisit(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L376
    :L338
    .line 36
    invoke-direct {v13, v6, v11}, Lcom/fieldkit/SiteProvider;->recordCheckout(ILorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L376
    :L349
    .line 37
    invoke-direct {v13, v7, v6, v10}, Lcom/fieldkit/SiteProvider;->exportSites(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    goto :L376
    :L362
    .line 38
    invoke-direct {v13}, Lcom/fieldkit/SiteProvider;->exportSummary()Landroid/os/Bundle;
    move-result-object v0
    goto :L376
    :L369
    .line 39
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/fieldkit/MappersKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L376
    .line 34
    return-object v0
    :sw_237
    .sparse-switch
        -0x7d952423 -> :L319
        -0x318fa28c -> :L306
        -0x1ead163f -> :L293
        -0x13a591e5 -> :L280
    .end sparse-switch
.end method

.method private final recordVisit(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 12
    .line 44
    const-string v1, "site"
    invoke-virtual {v11, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    .line 45
    const/4 v0, 0x0
    new-instance v1, Lcom/fieldkit/SiteProvider$recordVisit$row$1;
    const/4 v4, 0x0
    invoke-direct {v1, v7, v4}, Lcom/fieldkit/SiteProvider$recordVisit$row$1;-><init>(Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J
    move-result-wide v0
    move-wide v8, v0
    .line 46
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"visit\":"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v8, v9}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v6, "}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/fieldkit/MappersKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final recordCheckout(ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 13
    .line 50
    const-string v1, "site"
    invoke-virtual {v12, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    .line 51
    const/4 v0, 0x0
    new-instance v1, Lcom/fieldkit/SiteProvider$recordCheckout$row$1;
    const/4 v4, 0x0
    invoke-direct {v1, v7, v11, v4}, Lcom/fieldkit/SiteProvider$recordCheckout$row$1;-><init>(Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J
    move-result-wide v0
    move-wide v8, v0
    .line 52
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"checkout\":"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v8, v9}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v6, "}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/fieldkit/MappersKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final exportSites(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 18
    .line 56
    sget-object v0, Lcom/fieldkit/ResumeBook;->INSTANCE:Lcom/fieldkit/ResumeBook;
    const-string v2, "resume_token"
    move-object/from16 v1, v17
    invoke-virtual/range {v1 .. v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    move/from16 v2, v16
    invoke-virtual/range {v0 .. v2}, Lcom/fieldkit/ResumeBook;->take(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L82
    .line 57
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/fieldkit/ConfirmExportActivity;
    invoke-direct {v0, v15, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v8, v0
    .line 58
    const/16 v1, 0x9
    const/high16 v3, 0x4000000
    invoke-static {v15, v1, v8, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v9, v0
    .line 59
    new-instance v0, Lcom/fieldkit/UiResult$NeedsUser;
    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v3, Lcom/fieldkit/ResumeBook;->INSTANCE:Lcom/fieldkit/ResumeBook;
    sget-object v4, Lcom/fieldkit/Locator;->INSTANCE:Lcom/fieldkit/Locator;
    invoke-virtual {v4}, Lcom/fieldkit/Locator;->getResumeTokens()Lcom/fieldkit/TokenSource;
    move-result-object v4
    invoke-interface {v4}, Lcom/fieldkit/TokenSource;->next()Ljava/lang/String;
    move-result-object v4
    move/from16 v5, v16
    invoke-virtual/range {v3 .. v5}, Lcom/fieldkit/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v9, v3}, Lcom/fieldkit/UiResult$NeedsUser;-><init>(Landroid/app/PendingIntent;Ljava/lang/String;)V
    check-cast v0, Lcom/fieldkit/UiResult;
    invoke-static {v0}, Lcom/fieldkit/MappersKt;->toBundle(Lcom/fieldkit/UiResult;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L82
    .line 61
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    move-wide v8, v0
    :t_87
    .line 62
    nop
    .line 63
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v10, v0
    .line 64
    sget-object v0, Lcom/fieldkit/Locator;->INSTANCE:Lcom/fieldkit/Locator;
    invoke-virtual {v0}, Lcom/fieldkit/Locator;->getRepo()Lcom/fieldkit/SampleRepo;
    move-result-object v0
    const-string v1, "export"
    invoke-interface {v0, v1, v10}, Lcom/fieldkit/SampleRepo;->logVisit(Ljava/lang/String;I)J
    move-result-wide v0
    move-wide v11, v0
    .line 65
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    const-string v7, "{\"export\":"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v11, v12}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v7, "}"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/fieldkit/MappersKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v13, v0
    :t_123
    .line 67
    invoke-static {v8, v9}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 65
    return-object v13
    :L131
    .line 67
    move-exception v0
    move-object v11, v0
    invoke-static {v8, v9}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v11
    .catchall {:t_87 .. :t_123} :L131
.end method

.method private final exportSummary()Landroid/os/Bundle;
    .registers 11
    .line 72
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v4, v0
    .line 73
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    move-wide v5, v0
    :t_8
    .line 74
    nop
    .line 75
    sget-object v0, Lcom/fieldkit/Locator;->INSTANCE:Lcom/fieldkit/Locator;
    invoke-virtual {v0}, Lcom/fieldkit/Locator;->getRepo()Lcom/fieldkit/SampleRepo;
    move-result-object v0
    const-string v1, "summary"
    invoke-interface {v0, v1, v4}, Lcom/fieldkit/SampleRepo;->logVisit(Ljava/lang/String;I)J
    move-result-wide v0
    move-wide v7, v0
    .line 76
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"summary\":"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v7, v8}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v3, "}"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/fieldkit/MappersKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v9, v0
    :t_38
    .line 78
    invoke-static {v5, v6}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 76
    return-object v9
    :L45
    .line 78
    move-exception v0
    move-object v8, v0
    invoke-static {v5, v6}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v8
    .catchall {:t_8 .. :t_38} :L45
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 82
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 83
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 84
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 85
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 86
    const/4 v0, 0x0
    return v0
.end method

.method public static final synthetic access$getSURVEY_APPS$cp()Ljava/util/Set;
    .registers 1
    .line 15
    sget-object v0, Lcom/fieldkit/SiteProvider;->SURVEY_APPS:Ljava/util/Set;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/fieldkit/SiteProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/fieldkit/SiteProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/fieldkit/SiteProvider;->Companion:Lcom/fieldkit/SiteProvider$Companion;
    .line 89
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.fieldkit"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "com.fieldkit.companion"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/fieldkit/SiteProvider;->SURVEY_APPS:Ljava/util/Set;
    return-void
.end method

