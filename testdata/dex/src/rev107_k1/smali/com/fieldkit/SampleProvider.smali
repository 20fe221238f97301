.class public final Lcom/fieldkit/SampleProvider;
.super Landroid/content/ContentProvider;
.source "SampleProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nSampleProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 SampleProvider.kt\ncom/fieldkit/SampleProvider\n+ 2 Either.kt\ncom/fieldkit/Either\n*L\n1#1,102:1\n7#2,4:103\n7#2,4:107\n7#2,4:111\n7#2,4:115\n*S KotlinDebug\n*F\n+ 1 SampleProvider.kt\ncom/fieldkit/SampleProvider\n*L\n51#1:103,4\n62#1:107,4\n66#1:111,4\n71#1:115,4\n*E\n"
.end annotation

.field public static final Companion:Lcom/fieldkit/SampleProvider$Companion;
.field public static final TAG:Ljava/lang/String; = "FieldKit"
.field private static final VOLUNTEER_APPS:Ljava/util/Set;
.field public static final TOOLS:Ljava/lang/String; = "[\"discard_sample\",\"archive_sample\",\"find_samples\",\"samples_at\",\"import_sample\",\"import_draft\",\"export_log\",\"preview_log\"]"

.method public constructor <init>()V
    .registers 1
    .line 17
    invoke-direct {v0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 3
    .line 19
    sget-object v0, Lcom/fieldkit/Locator;->INSTANCE:Lcom/fieldkit/Locator;
    invoke-virtual {v2}, Lcom/fieldkit/SampleProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0, v1}, Lcom/fieldkit/Locator;->setApp(Landroid/content/Context;)V
    .line 20
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    const-string v1, "method"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v6, v0
    .line 25
    invoke-virtual {v12}, Lcom/fieldkit/SampleProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v7, v0
    .line 26
    invoke-virtual {v7}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v6}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L47
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    goto :L49
    :L47
    const/4 v0, 0x0
    :L49
    move-object v8, v0
    .line 27
    if-eqz v8, :L69
    sget-object v0, Lcom/fieldkit/SampleProvider;->VOLUNTEER_APPS:Ljava/util/Set;
    invoke-interface {v0, v8}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L77
    :L69
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a FieldKit app"
    invoke-static {v0, v1}, Lcom/fieldkit/MappersKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L77
    .line 28
    move-object v0, v15
    if-nez v15, :L90
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L90
    move-object v9, v0
    .line 29
    const-string v1, "negotiate"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L118
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
    :L118
    .line 30
    sget-object v0, Lcom/fieldkit/Sessions;->INSTANCE:Lcom/fieldkit/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v9, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v6}, Lcom/fieldkit/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L144
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/fieldkit/MappersKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L144
    .line 31
    const-string v1, "list_tools"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L159
    const-string v0, "[\"discard_sample\",\"archive_sample\",\"find_samples\",\"samples_at\",\"import_sample\",\"import_draft\",\"export_log\",\"preview_log\"]"
    invoke-static {v0}, Lcom/fieldkit/MappersKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L159
    .line 32
    const-string v1, "execute_tool"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L176
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/fieldkit/MappersKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L176
    .line 33
    const-string v1, "deadline_at_ms"
    invoke-virtual {v9, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gez v0, :L198
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "too late"
    invoke-static {v0, v1}, Lcom/fieldkit/MappersKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L198
    .line 34
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    invoke-virtual {v9, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L216
    const-string v2, "{}"
    :L216
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v10, v0
    .line 35
    invoke-static {v9}, Lcom/fieldkit/MappersKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v11, v0
    if-eqz v11, :L538
    invoke-virtual {v11}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_238
    goto :L538
    :L312
    const-string v1, "archive_sample"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L425
    goto :L538
    :L325
    const-string v1, "import_draft"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L511
    goto :L538
    :L338
    const-string v1, "discard_sample"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L416
    goto :L538
    :L351
    const-string v1, "preview_log"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L529
    goto :L538
    :L364
    const-string v1, "import_sample"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L502
    goto :L538
    :L377
    const-string v1, "find_samples"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L440
    goto :L538
    :L390
    const-string v1, "export_log"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L520
    goto :L538
    :L403
    const-string v1, "samples_at"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L467
    goto :L538
    :L416
    .line 36
    invoke-direct {v12, v10}, Lcom/fieldkit/SampleProvider;->discardSample(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L547
    :L425
    .line 37
    invoke-direct {v12, v7, v6, v9, v10}, Lcom/fieldkit/SampleProvider;->archiveSample(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L547
    :L440
    .line 38
    new-instance v0, Lcom/fieldkit/FindSamples;
    sget-object v2, Lcom/fieldkit/Locator;->INSTANCE:Lcom/fieldkit/Locator;
    invoke-virtual {v2}, Lcom/fieldkit/Locator;->getRepo()Lcom/fieldkit/SampleRepo;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/fieldkit/FindSamples;-><init>(Lcom/fieldkit/SampleRepo;)V
    invoke-static {v10}, Lcom/fieldkit/MappersKt;->toSpeciesFilter(Lorg/json/JSONObject;)Lcom/fieldkit/SpeciesFilter;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/fieldkit/FindSamples;->invoke(Lcom/fieldkit/SpeciesFilter;)Lcom/fieldkit/UiResult;
    move-result-object v0
    invoke-static {v0}, Lcom/fieldkit/MappersKt;->toBundle(Lcom/fieldkit/UiResult;)Landroid/os/Bundle;
    move-result-object v0
    goto :L547
    :L467
    .line 39
    new-instance v0, Lcom/fieldkit/SamplesAtSite;
    sget-object v2, Lcom/fieldkit/Locator;->INSTANCE:Lcom/fieldkit/Locator;
    invoke-virtual {v2}, Lcom/fieldkit/Locator;->getRepo()Lcom/fieldkit/SampleRepo;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/fieldkit/SamplesAtSite;-><init>(Lcom/fieldkit/SampleRepo;)V
    const-string v2, "site"
    invoke-virtual {v10, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "optString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/fieldkit/SamplesAtSite;->invoke(Ljava/lang/String;)Lcom/fieldkit/UiResult;
    move-result-object v0
    invoke-static {v0}, Lcom/fieldkit/MappersKt;->toBundle(Lcom/fieldkit/UiResult;)Landroid/os/Bundle;
    move-result-object v0
    goto :L547
    :L502
    .line 40
    invoke-direct {v12, v10}, Lcom/fieldkit/SampleProvider;->importSample(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L547
    :L511
    .line 41
    invoke-direct {v12, v10}, Lcom/fieldkit/SampleProvider;->importDraft(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L547
    :L520
    .line 42
    invoke-direct {v12, v7}, Lcom/fieldkit/SampleProvider;->exportLog(Landroid/content/Context;)Landroid/os/Bundle;
    move-result-object v0
    goto :L547
    :L529
    .line 43
    invoke-direct {v12, v7}, Lcom/fieldkit/SampleProvider;->previewLog(Landroid/content/Context;)Landroid/os/Bundle;
    move-result-object v0
    goto :L547
    :L538
    .line 44
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/fieldkit/MappersKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L547
    .line 35
    return-object v0
    :sw_238
    .sparse-switch
        -0x6689bf79 -> :L325
        -0x52e6e395 -> :L338
        -0x51ff747c -> :L364
        -0x4cf16db3 -> :L351
        0x961383 -> :L377
        0x8964829 -> :L403
        0xc7cec39 -> :L390
        0x32b693c7 -> :L312
    .end sparse-switch
.end method

.method private final discardSample(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 14
    .line 49
    const-string v1, "force"
    invoke-virtual {v13, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    move v6, v0
    .line 50
    new-instance v0, Lcom/fieldkit/DiscardSample;
    sget-object v2, Lcom/fieldkit/Locator;->INSTANCE:Lcom/fieldkit/Locator;
    invoke-virtual {v2}, Lcom/fieldkit/Locator;->getRepo()Lcom/fieldkit/SampleRepo;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/fieldkit/DiscardSample;-><init>(Lcom/fieldkit/SampleRepo;)V
    const-string v2, "id"
    invoke-virtual {v13, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "optString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1, v6}, Lcom/fieldkit/DiscardSample;->invoke(Ljava/lang/String;Z)Lcom/fieldkit/Either;
    move-result-object v0
    move-object v7, v0
    .line 51
    nop
    const/4 v0, 0x0
    move v8, v0
    .line 103
    move-object v9, v7
    .line 104
    instance-of v0, v9, Lcom/fieldkit/Either$Left;
    if-eqz v0, :L80
    check-cast v7, Lcom/fieldkit/Either$Left;
    invoke-virtual {v7}, Lcom/fieldkit/Either$Left;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v10, v0
    const/4 v0, 0x0
    move v11, v0
    .line 51
    const-string v0, "INVALID_ARGUMENT"
    invoke-static {v0, v10}, Lcom/fieldkit/MappersKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 104
    goto :L127
    :L80
    .line 105
    instance-of v0, v9, Lcom/fieldkit/Either$Right;
    if-eqz v0, :L119
    check-cast v7, Lcom/fieldkit/Either$Right;
    invoke-virtual {v7}, Lcom/fieldkit/Either$Right;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v0
    move v10, v0
    const/4 v0, 0x0
    move v11, v0
    .line 51
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"discarded\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v10}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v5, "}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/fieldkit/MappersKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 105
    goto :L127
    :L119
    .line 103
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
    :L127
    .line 106
    nop
    .line 50
    return-object v0
.end method

.method private final archiveSample(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 19
    .line 55
    sget-object v0, Lcom/fieldkit/ResumeBook;->INSTANCE:Lcom/fieldkit/ResumeBook;
    const-string v2, "resume_token"
    move-object/from16 v1, v17
    invoke-virtual/range {v1 .. v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    move/from16 v2, v16
    invoke-virtual/range {v0 .. v2}, Lcom/fieldkit/ResumeBook;->take(Ljava/lang/String;I)Z
    move-result v0
    move v8, v0
    .line 56
    if-nez v8, :L86
    .line 57
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/fieldkit/ConfirmDiscardActivity;
    invoke-direct {v0, v15, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v9, v0
    .line 58
    const/4 v1, 0x7
    const/high16 v3, 0x4000000
    invoke-static {v15, v1, v9, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v10, v0
    .line 59
    new-instance v0, Lcom/fieldkit/UiResult$NeedsUser;
    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v3, Lcom/fieldkit/ResumeBook;->INSTANCE:Lcom/fieldkit/ResumeBook;
    sget-object v4, Lcom/fieldkit/Locator;->INSTANCE:Lcom/fieldkit/Locator;
    invoke-virtual {v4}, Lcom/fieldkit/Locator;->getApprovalTokens()Lcom/fieldkit/TokenSource;
    move-result-object v4
    invoke-interface {v4}, Lcom/fieldkit/TokenSource;->next()Ljava/lang/String;
    move-result-object v4
    move/from16 v5, v16
    invoke-virtual/range {v3 .. v5}, Lcom/fieldkit/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v10, v3}, Lcom/fieldkit/UiResult$NeedsUser;-><init>(Landroid/app/PendingIntent;Ljava/lang/String;)V
    check-cast v0, Lcom/fieldkit/UiResult;
    invoke-static {v0}, Lcom/fieldkit/MappersKt;->toBundle(Lcom/fieldkit/UiResult;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L86
    .line 61
    new-instance v0, Lcom/fieldkit/DiscardSample;
    sget-object v2, Lcom/fieldkit/Locator;->INSTANCE:Lcom/fieldkit/Locator;
    invoke-virtual {v2}, Lcom/fieldkit/Locator;->getRepo()Lcom/fieldkit/SampleRepo;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/fieldkit/DiscardSample;-><init>(Lcom/fieldkit/SampleRepo;)V
    const-string v2, "id"
    move-object/from16 v1, v18
    invoke-virtual/range {v1 .. v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "optString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1, v8}, Lcom/fieldkit/DiscardSample;->invoke(Ljava/lang/String;Z)Lcom/fieldkit/Either;
    move-result-object v0
    move-object v9, v0
    .line 62
    nop
    const/4 v0, 0x0
    move v10, v0
    .line 107
    move-object v11, v9
    .line 108
    instance-of v0, v11, Lcom/fieldkit/Either$Left;
    if-eqz v0, :L163
    check-cast v9, Lcom/fieldkit/Either$Left;
    invoke-virtual {v9}, Lcom/fieldkit/Either$Left;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v12, v0
    const/4 v0, 0x0
    move v13, v0
    .line 62
    const-string v0, "INVALID_ARGUMENT"
    invoke-static {v0, v12}, Lcom/fieldkit/MappersKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 108
    goto :L211
    :L163
    .line 109
    instance-of v0, v11, Lcom/fieldkit/Either$Right;
    if-eqz v0, :L203
    check-cast v9, Lcom/fieldkit/Either$Right;
    invoke-virtual {v9}, Lcom/fieldkit/Either$Right;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v0
    move v12, v0
    const/4 v0, 0x0
    move v13, v0
    .line 62
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    const-string v7, "{\"archived\":"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v12}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v7, "}"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/fieldkit/MappersKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 109
    goto :L211
    :L203
    .line 107
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
    :L211
    .line 110
    nop
    .line 61
    return-object v0
.end method

.method private final importSample(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 15
    .line 66
    new-instance v0, Lcom/fieldkit/ImportSample;
    sget-object v2, Lcom/fieldkit/Locator;->INSTANCE:Lcom/fieldkit/Locator;
    invoke-virtual {v2}, Lcom/fieldkit/Locator;->getRepo()Lcom/fieldkit/SampleRepo;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/fieldkit/ImportSample;-><init>(Lcom/fieldkit/SampleRepo;)V
    invoke-virtual {v0, v14}, Lcom/fieldkit/ImportSample;->invoke(Lorg/json/JSONObject;)Lcom/fieldkit/Either;
    move-result-object v0
    move-object v5, v0
    const/4 v0, 0x0
    move v6, v0
    .line 111
    move-object v7, v5
    .line 112
    instance-of v0, v7, Lcom/fieldkit/Either$Left;
    if-eqz v0, :L65
    check-cast v5, Lcom/fieldkit/Either$Left;
    invoke-virtual {v5}, Lcom/fieldkit/Either$Left;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Throwable;
    move-object v8, v0
    const/4 v0, 0x0
    move v9, v0
    .line 67
    const-string v0, "INVALID_ARGUMENT"
    invoke-virtual {v8}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "could not import: "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lcom/fieldkit/MappersKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 112
    goto :L112
    :L65
    .line 113
    instance-of v0, v7, Lcom/fieldkit/Either$Right;
    if-eqz v0, :L104
    check-cast v5, Lcom/fieldkit/Either$Right;
    invoke-virtual {v5}, Lcom/fieldkit/Either$Right;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J
    move-result-wide v0
    move-wide v10, v0
    const/4 v0, 0x0
    move v12, v0
    .line 68
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"row\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v10, v11}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/fieldkit/MappersKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 113
    goto :L112
    :L104
    .line 111
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
    :L112
    .line 114
    nop
    .line 68
    return-object v0
.end method

.method private final importDraft(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 15
    .line 71
    new-instance v0, Lcom/fieldkit/ImportSample;
    sget-object v2, Lcom/fieldkit/Locator;->INSTANCE:Lcom/fieldkit/Locator;
    invoke-virtual {v2}, Lcom/fieldkit/Locator;->getRepo()Lcom/fieldkit/SampleRepo;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/fieldkit/ImportSample;-><init>(Lcom/fieldkit/SampleRepo;)V
    invoke-virtual {v0, v14}, Lcom/fieldkit/ImportSample;->invoke(Lorg/json/JSONObject;)Lcom/fieldkit/Either;
    move-result-object v0
    move-object v5, v0
    const/4 v0, 0x0
    move v6, v0
    .line 115
    move-object v7, v5
    .line 116
    instance-of v0, v7, Lcom/fieldkit/Either$Left;
    if-eqz v0, :L70
    check-cast v5, Lcom/fieldkit/Either$Left;
    invoke-virtual {v5}, Lcom/fieldkit/Either$Left;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Throwable;
    move-object v8, v0
    const/4 v0, 0x0
    move v9, v0
    .line 73
    const-string v0, "FieldKit"
    const-string v1, "draft import failed"
    invoke-static {v0, v1, v8}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 74
    const-string v0, "INVALID_ARGUMENT"
    const-string v1, "the draft could not be read"
    invoke-static {v0, v1}, Lcom/fieldkit/MappersKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 116
    goto :L117
    :L70
    .line 117
    instance-of v0, v7, Lcom/fieldkit/Either$Right;
    if-eqz v0, :L109
    check-cast v5, Lcom/fieldkit/Either$Right;
    invoke-virtual {v5}, Lcom/fieldkit/Either$Right;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J
    move-result-wide v0
    move-wide v10, v0
    const/4 v0, 0x0
    move v12, v0
    .line 76
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"row\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v10, v11}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/fieldkit/MappersKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 117
    goto :L117
    :L109
    .line 115
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
    :L117
    .line 118
    nop
    .line 76
    return-object v0
.end method

.method private final exportLog(Landroid/content/Context;)Landroid/os/Bundle;
    .registers 8
    .line 79
    new-instance v0, Ljava/io/File;
    invoke-virtual {v7}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v2
    const-string v3, "export.json"
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    move-object v4, v0
    .line 80
    const/high16 v1, 0x30000000
    invoke-static {v4, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    move-object v5, v0
    .line 81
    invoke-virtual {v4}, Ljava/io/File;->length()J
    move-result-wide v0
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, v1, v5}, Lcom/fieldkit/MappersKt;->fileBundle(JLandroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final previewLog(Landroid/content/Context;)Landroid/os/Bundle;
    .registers 8
    .line 85
    new-instance v0, Ljava/io/File;
    invoke-virtual {v7}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v2
    const-string v3, "preview.json"
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    move-object v4, v0
    .line 86
    const/high16 v1, 0x10000000
    invoke-static {v4, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    move-object v5, v0
    .line 87
    invoke-virtual {v4}, Ljava/io/File;->length()J
    move-result-wide v0
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, v1, v5}, Lcom/fieldkit/MappersKt;->fileBundle(JLandroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 90
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 91
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 92
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 93
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 94
    const/4 v0, 0x0
    return v0
.end method

.method public static final synthetic access$getVOLUNTEER_APPS$cp()Ljava/util/Set;
    .registers 1
    .line 17
    sget-object v0, Lcom/fieldkit/SampleProvider;->VOLUNTEER_APPS:Ljava/util/Set;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/fieldkit/SampleProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/fieldkit/SampleProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/fieldkit/SampleProvider;->Companion:Lcom/fieldkit/SampleProvider$Companion;
    .line 98
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
    sput-object v0, Lcom/fieldkit/SampleProvider;->VOLUNTEER_APPS:Ljava/util/Set;
    return-void
.end method

