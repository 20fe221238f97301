.class public final Lcom/pawsbook/clinic/BookingProvider;
.super Landroid/content/ContentProvider;
.source "BookingProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nBookingProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 BookingProvider.kt\ncom/pawsbook/clinic/BookingProvider\n+ 2 Envelopes.kt\ncom/pawsbook/clinic/EnvelopesKt\n*L\n1#1,129:1\n40#2,2:130\n39#2,4:132\n40#2,2:136\n39#2,4:138\n*S KotlinDebug\n*F\n+ 1 BookingProvider.kt\ncom/pawsbook/clinic/BookingProvider\n*L\n76#1:130,2\n76#1:132,4\n92#1:136,2\n92#1:138,4\n*E\n"
.end annotation

.field public static final Companion:Lcom/pawsbook/clinic/BookingProvider$Companion;
.field private final api$delegate:Lkotlin/Lazy;
.field private final sessions:Lcom/pawsbook/clinic/SessionBook;
.field private final resumes:Lcom/pawsbook/clinic/ResumeBook;
.field private final cancelTokens:Lcom/pawsbook/clinic/TokenSource;
.field private final dischargeTokens:Lcom/pawsbook/clinic/TokenSource;
.field private static final TAG:Ljava/lang/String; = "BookingProvider"
.field public static final CHART_MODE:I = 0x38000000
.field public static final TOOLS:Ljava/lang/String; = "{\"revision\":\"booking-3\",\"tools\":[]}"

.method public constructor <init>()V
    .registers 4
    .line 13
    invoke-direct {v3}, Landroid/content/ContentProvider;-><init>()V
    .line 14
    new-instance v2, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda0;
    invoke-direct {v2, v3}, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda0;-><init>(Lcom/pawsbook/clinic/BookingProvider;)V
    move-object v0, v2
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, v3, Lcom/pawsbook/clinic/BookingProvider;->api$delegate:Lkotlin/Lazy;
    .line 15
    new-instance v0, Lcom/pawsbook/clinic/SessionBook;
    invoke-direct {v0}, Lcom/pawsbook/clinic/SessionBook;-><init>()V
    iput-object v0, v3, Lcom/pawsbook/clinic/BookingProvider;->sessions:Lcom/pawsbook/clinic/SessionBook;
    .line 16
    new-instance v0, Lcom/pawsbook/clinic/ResumeBook;
    invoke-direct {v0}, Lcom/pawsbook/clinic/ResumeBook;-><init>()V
    iput-object v0, v3, Lcom/pawsbook/clinic/BookingProvider;->resumes:Lcom/pawsbook/clinic/ResumeBook;
    .line 17
    new-instance v0, Lcom/pawsbook/clinic/CounterTokens;
    const-string v1, "cv"
    invoke-direct {v0, v1}, Lcom/pawsbook/clinic/CounterTokens;-><init>(Ljava/lang/String;)V
    check-cast v0, Lcom/pawsbook/clinic/TokenSource;
    iput-object v0, v3, Lcom/pawsbook/clinic/BookingProvider;->cancelTokens:Lcom/pawsbook/clinic/TokenSource;
    .line 18
    sget-object v0, Lcom/pawsbook/clinic/SecureTokens;->INSTANCE:Lcom/pawsbook/clinic/SecureTokens;
    check-cast v0, Lcom/pawsbook/clinic/TokenSource;
    iput-object v0, v3, Lcom/pawsbook/clinic/BookingProvider;->dischargeTokens:Lcom/pawsbook/clinic/TokenSource;
    .line 13
    return-void
.end method

.method private final getApi()Lcom/pawsbook/clinic/PetsApi;
    .registers 3
    .line 14
    iget-object v0, v2, Lcom/pawsbook/clinic/BookingProvider;->api$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/pawsbook/clinic/PetsApi;
    .line 14
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 20
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15
    const-string v1, "method"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v7, v0
    .line 24
    invoke-virtual {v11}, Lcom/pawsbook/clinic/BookingProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L31
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "unknown caller"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/pawsbook/clinic/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L31
    move-object v8, v0
    .line 25
    invoke-virtual {v11}, Lcom/pawsbook/clinic/BookingProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-string v2, "requireContext(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0, v7, v8}, Lcom/pawsbook/clinic/TokensKt;->isClinicPartner(Landroid/content/Context;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L64
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a clinic partner"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/pawsbook/clinic/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L64
    .line 26
    move-object v0, v14
    if-nez v14, :L81
    const-string v0, "INVALID_REQUEST"
    const-string v1, "missing extras"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/pawsbook/clinic/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L81
    move-object v9, v0
    .line 27
    const-string v1, "negotiate"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L110
    iget-object v0, v11, Lcom/pawsbook/clinic/BookingProvider;->sessions:Lcom/pawsbook/clinic/SessionBook;
    invoke-virtual {v0, v7}, Lcom/pawsbook/clinic/SessionBook;->open(I)Ljava/lang/String;
    move-result-object v0
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, "\"}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/pawsbook/clinic/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L110
    .line 28
    iget-object v0, v11, Lcom/pawsbook/clinic/BookingProvider;->sessions:Lcom/pawsbook/clinic/SessionBook;
    invoke-static {v9}, Lcom/pawsbook/clinic/EnvelopesKt;->getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v7}, Lcom/pawsbook/clinic/SessionBook;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L136
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    const/4 v2, 0x1
    invoke-static {v0, v1, v2}, Lcom/pawsbook/clinic/EnvelopesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L136
    .line 29
    move-object v10, v12
    .line 30
    const-string v1, "list_tools"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L157
    const-string v0, "{\"revision\":\"booking-3\",\"tools\":[]}"
    invoke-static {v0}, Lcom/pawsbook/clinic/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L213
    :L157
    .line 31
    const-string v1, "execute_tool"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L203
    .line 32
    invoke-static {v9}, Lcom/pawsbook/clinic/EnvelopesKt;->getDeadlineAt(Landroid/os/Bundle;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gez v0, :L192
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "deadline passed"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/pawsbook/clinic/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    goto :L213
    :L192
    .line 33
    invoke-direct {v11, v7, v9}, Lcom/pawsbook/clinic/BookingProvider;->execute(ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    goto :L213
    :L203
    .line 34
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/pawsbook/clinic/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    :L213
    .line 29
    return-object v0
.end method

.method private final execute(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    .line 39
    invoke-static {v9}, Lcom/pawsbook/clinic/EnvelopesKt;->getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object v0
    move-object v5, v0
    .line 40
    invoke-static {v9}, Lcom/pawsbook/clinic/EnvelopesKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_16
    goto :L213
    :L76
    const-string v1, "discharge_pet"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L184
    goto :L213
    :L89
    const-string v1, "cancel_visit"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L171
    goto :L213
    :L102
    const-string v1, "move_visit"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L162
    goto :L213
    :L115
    const-string v1, "export_chart"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L197
    goto :L213
    :L128
    const-string v1, "book_visit"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L154
    goto :L213
    :L141
    const-string v1, "vaccine_card"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L205
    goto :L213
    :L154
    .line 41
    invoke-direct {v7, v5}, Lcom/pawsbook/clinic/BookingProvider;->bookVisit(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L225
    :L162
    .line 42
    invoke-direct {v7, v8, v5}, Lcom/pawsbook/clinic/BookingProvider;->moveVisit(ILorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L225
    :L171
    .line 43
    invoke-static {v9}, Lcom/pawsbook/clinic/EnvelopesKt;->getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v3
    invoke-direct {v7, v8, v5, v3}, Lcom/pawsbook/clinic/BookingProvider;->cancelVisit(ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L225
    :L184
    .line 44
    invoke-static {v9}, Lcom/pawsbook/clinic/EnvelopesKt;->getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v3
    invoke-direct {v7, v8, v5, v3}, Lcom/pawsbook/clinic/BookingProvider;->dischargePet(ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L225
    :L197
    .line 45
    invoke-direct {v7, v5}, Lcom/pawsbook/clinic/BookingProvider;->exportChart(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L225
    :L205
    .line 46
    invoke-direct {v7, v5}, Lcom/pawsbook/clinic/BookingProvider;->vaccineCard(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L225
    :L213
    .line 47
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "no such tool"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/pawsbook/clinic/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    :L225
    .line 40
    return-object v0
    :sw_16
    .sparse-switch
        -0x75accbde -> :L76
        -0x628ca78b -> :L128
        -0x57db64ba -> :L89
        -0x49a1f4a3 -> :L102
        -0x328cd6a6 -> :L141
        -0x1f8f486d -> :L115
    .end sparse-switch
.end method

.method private final bookVisit(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 8
    .line 52
    invoke-direct {v6}, Lcom/pawsbook/clinic/BookingProvider;->getApi()Lcom/pawsbook/clinic/PetsApi;
    move-result-object v0
    const-string v2, "pet_id"
    invoke-virtual {v7, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "getString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-interface {v0, v1}, Lcom/pawsbook/clinic/PetsApi;->pet(Ljava/lang/String;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    .line 53
    invoke-static {}, Lio/reactivex/rxjava3/schedulers/Schedulers;->io()Lio/reactivex/rxjava3/core/Scheduler;
    move-result-object v1
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Single;->subscribeOn(Lio/reactivex/rxjava3/core/Scheduler;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    .line 54
    new-instance v4, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda1;
    invoke-direct {v4, v6, v7}, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda1;-><init>(Lcom/pawsbook/clinic/BookingProvider;Lorg/json/JSONObject;)V
    move-object v1, v4
    new-instance v4, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda2;
    invoke-direct {v4, v1}, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda2;-><init>(Lkotlin/jvm/functions/Function1;)V
    move-object v1, v4
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Single;->flatMap(Lio/reactivex/rxjava3/functions/Function;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    .line 55
    invoke-static {}, Lio/reactivex/rxjava3/schedulers/Schedulers;->computation()Lio/reactivex/rxjava3/core/Scheduler;
    move-result-object v1
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Single;->observeOn(Lio/reactivex/rxjava3/core/Scheduler;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    .line 56
    sget-object v1, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda3;->INSTANCE:Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda3;
    new-instance v4, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda4;
    invoke-direct {v4, v1}, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda4;-><init>(Lkotlin/jvm/functions/Function1;)V
    move-object v1, v4
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Single;->map(Lio/reactivex/rxjava3/functions/Function;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    .line 57
    sget-object v1, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda5;->INSTANCE:Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda5;
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Single;->onErrorReturn(Lio/reactivex/rxjava3/functions/Function;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    .line 58
    invoke-virtual {v0}, Lio/reactivex/rxjava3/core/Single;->blockingGet()Ljava/lang/Object;
    move-result-object v0
    move-object v5, v0
    .line 56
    const-string v1, "blockingGet(...)"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v5, Landroid/os/Bundle;
    .line 58
    return-object v5
.end method

.method private final moveVisit(ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 10
    .line 61
    const-string v1, "slot"
    invoke-virtual {v9, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 62
    invoke-direct {v7}, Lcom/pawsbook/clinic/BookingProvider;->getApi()Lcom/pawsbook/clinic/PetsApi;
    move-result-object v0
    const-string v2, "visit_id"
    invoke-virtual {v9, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "getString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-interface {v0, v1}, Lcom/pawsbook/clinic/PetsApi;->visit(Ljava/lang/String;)Lio/reactivex/rxjava3/core/Maybe;
    move-result-object v0
    .line 63
    invoke-virtual {v0}, Lio/reactivex/rxjava3/core/Maybe;->toSingle()Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    .line 64
    invoke-static {}, Lio/reactivex/rxjava3/schedulers/Schedulers;->io()Lio/reactivex/rxjava3/core/Scheduler;
    move-result-object v1
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Single;->subscribeOn(Lio/reactivex/rxjava3/core/Scheduler;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    .line 65
    new-instance v4, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda6;
    invoke-direct {v4, v7, v5, v8}, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda6;-><init>(Lcom/pawsbook/clinic/BookingProvider;Ljava/lang/String;I)V
    move-object v1, v4
    new-instance v4, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda7;
    invoke-direct {v4, v1}, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda7;-><init>(Lkotlin/jvm/functions/Function1;)V
    move-object v1, v4
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Single;->flatMap(Lio/reactivex/rxjava3/functions/Function;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    .line 66
    invoke-static {}, Lio/reactivex/rxjava3/schedulers/Schedulers;->computation()Lio/reactivex/rxjava3/core/Scheduler;
    move-result-object v1
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Single;->observeOn(Lio/reactivex/rxjava3/core/Scheduler;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    .line 67
    sget-object v1, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda8;->INSTANCE:Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda8;
    new-instance v4, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda9;
    invoke-direct {v4, v1}, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda9;-><init>(Lkotlin/jvm/functions/Function1;)V
    move-object v1, v4
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Single;->map(Lio/reactivex/rxjava3/functions/Function;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    .line 68
    sget-object v1, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda10;->INSTANCE:Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda10;
    new-instance v4, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda11;
    invoke-direct {v4, v1}, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda11;-><init>(Lkotlin/jvm/functions/Function1;)V
    move-object v1, v4
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Single;->doOnError(Lio/reactivex/rxjava3/functions/Consumer;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    .line 69
    sget-object v1, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda12;->INSTANCE:Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda12;
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Single;->onErrorReturn(Lio/reactivex/rxjava3/functions/Function;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    .line 70
    invoke-virtual {v0}, Lio/reactivex/rxjava3/core/Single;->blockingGet()Ljava/lang/Object;
    move-result-object v0
    move-object v6, v0
    .line 68
    const-string v1, "blockingGet(...)"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v6, Landroid/os/Bundle;
    .line 62
    return-object v6
.end method

.method private final cancelVisit(ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 17
    .line 74
    const-string v1, "visit_id"
    invoke-virtual {v15, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v8, v0
    .line 75
    const-string v1, "confirmed"
    invoke-virtual {v15, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L109
    iget-object v0, v13, Lcom/pawsbook/clinic/BookingProvider;->resumes:Lcom/pawsbook/clinic/ResumeBook;
    const-string v3, "cancel_visit"
    move-object/from16 v1, v16
    move v2, v14
    invoke-virtual/range {v0 .. v3}, Lcom/pawsbook/clinic/ResumeBook;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L109
    .line 76
    invoke-virtual {v13}, Lcom/pawsbook/clinic/BookingProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-string v2, "requireContext(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object v10, v0
    const-string v0, "cancel_visit"
    move-object v11, v0
    const/4 v0, 0x0
    move v12, v0
    .line 130
    invoke-virtual {v11}, Ljava/lang/String;->hashCode()I
    move-result v1
    new-instance v2, Landroid/content/Intent;
    const-class v5, Lcom/pawsbook/clinic/ConfirmVisitActivity;
    invoke-direct {v2, v10, v5}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v3, "tool"
    invoke-virtual {v2, v3, v11}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v2
    .line 131
    const/high16 v3, 0xc000000
    .line 132
    invoke-static {v10, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 135
    nop
    .line 76
    move-object v9, v0
    .line 77
    const-string v2, "cancel_visit"
    iget-object v4, v13, Lcom/pawsbook/clinic/BookingProvider;->cancelTokens:Lcom/pawsbook/clinic/TokenSource;
    invoke-direct {v13, v9, v2, v14, v4}, Lcom/pawsbook/clinic/BookingProvider;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;ILcom/pawsbook/clinic/TokenSource;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L109
    .line 79
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    move-wide v9, v0
    :t_114
    .line 80
    nop
    .line 81
    invoke-direct {v13}, Lcom/pawsbook/clinic/BookingProvider;->getApi()Lcom/pawsbook/clinic/PetsApi;
    move-result-object v0
    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-interface {v0, v8, v14}, Lcom/pawsbook/clinic/PetsApi;->cancel(Ljava/lang/String;I)Lio/reactivex/rxjava3/core/Completable;
    move-result-object v0
    invoke-static {}, Lio/reactivex/rxjava3/schedulers/Schedulers;->io()Lio/reactivex/rxjava3/core/Scheduler;
    move-result-object v1
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Completable;->subscribeOn(Lio/reactivex/rxjava3/core/Scheduler;)Lio/reactivex/rxjava3/core/Completable;
    move-result-object v0
    invoke-virtual {v0}, Lio/reactivex/rxjava3/core/Completable;->blockingAwait()V
    :t_141
    .line 83
    invoke-static {v9, v10}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 84
    goto :L159
    :L149
    .line 83
    move-exception v0
    move-object v11, v0
    invoke-static {v9, v10}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v11
    :L159
    .line 85
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    const-string v7, "{\"cancelled\":\""
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v7, "\"}"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/pawsbook/clinic/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catchall {:t_114 .. :t_141} :L149
.end method

.method private final dischargePet(ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 17
    .line 89
    const-string v1, "pet_id"
    invoke-virtual {v15, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v8, v0
    .line 90
    const-string v1, "confirmed"
    invoke-virtual {v15, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L29
    const-string v0, "BookingProvider"
    const-string v1, "discharge_pet ignores a consumer-side confirmation"
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    move-result v0
    :L29
    .line 91
    iget-object v0, v13, Lcom/pawsbook/clinic/BookingProvider;->resumes:Lcom/pawsbook/clinic/ResumeBook;
    const-string v3, "discharge_pet"
    move-object/from16 v1, v16
    move v2, v14
    invoke-virtual/range {v0 .. v3}, Lcom/pawsbook/clinic/ResumeBook;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L119
    .line 92
    invoke-virtual {v13}, Lcom/pawsbook/clinic/BookingProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-string v2, "requireContext(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object v10, v0
    const-string v0, "discharge_pet"
    move-object v11, v0
    const/4 v0, 0x0
    move v12, v0
    .line 136
    invoke-virtual {v11}, Ljava/lang/String;->hashCode()I
    move-result v1
    new-instance v2, Landroid/content/Intent;
    const-class v5, Lcom/pawsbook/clinic/ConfirmVisitActivity;
    invoke-direct {v2, v10, v5}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v3, "tool"
    invoke-virtual {v2, v3, v11}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v2
    .line 137
    const/high16 v3, 0xc000000
    .line 138
    invoke-static {v10, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 141
    nop
    .line 92
    move-object v9, v0
    .line 93
    const-string v2, "discharge_pet"
    iget-object v4, v13, Lcom/pawsbook/clinic/BookingProvider;->dischargeTokens:Lcom/pawsbook/clinic/TokenSource;
    invoke-direct {v13, v9, v2, v14, v4}, Lcom/pawsbook/clinic/BookingProvider;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;ILcom/pawsbook/clinic/TokenSource;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L119
    .line 95
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    move-wide v9, v0
    :t_124
    .line 96
    nop
    .line 97
    invoke-direct {v13}, Lcom/pawsbook/clinic/BookingProvider;->getApi()Lcom/pawsbook/clinic/PetsApi;
    move-result-object v0
    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v13}, Lcom/pawsbook/clinic/BookingProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v2
    move-object v1, v8
    if-nez v2, :L148
    const-string v2, ""
    :L148
    .line 97
    invoke-interface {v0, v1, v2}, Lcom/pawsbook/clinic/PetsApi;->discharge(Ljava/lang/String;Ljava/lang/String;)Lio/reactivex/rxjava3/core/Completable;
    move-result-object v0
    invoke-static {}, Lio/reactivex/rxjava3/schedulers/Schedulers;->io()Lio/reactivex/rxjava3/core/Scheduler;
    move-result-object v1
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Completable;->subscribeOn(Lio/reactivex/rxjava3/core/Scheduler;)Lio/reactivex/rxjava3/core/Completable;
    move-result-object v0
    invoke-virtual {v0}, Lio/reactivex/rxjava3/core/Completable;->blockingAwait()V
    :t_162
    .line 99
    invoke-static {v9, v10}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 100
    goto :L180
    :L170
    .line 99
    move-exception v0
    move-object v11, v0
    invoke-static {v9, v10}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v11
    :L180
    .line 101
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    const-string v7, "{\"discharged\":\""
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v7, "\"}"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/pawsbook/clinic/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catchall {:t_124 .. :t_162} :L170
.end method

.method private final needsUser(Landroid/app/PendingIntent;Ljava/lang/String;ILcom/pawsbook/clinic/TokenSource;)Landroid/os/Bundle;
    .registers 14
    .line 105
    invoke-interface {v13}, Lcom/pawsbook/clinic/TokenSource;->next()Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 106
    iget-object v0, v9, Lcom/pawsbook/clinic/BookingProvider;->resumes:Lcom/pawsbook/clinic/ResumeBook;
    invoke-virtual {v0, v5, v12, v11}, Lcom/pawsbook/clinic/ResumeBook;->hold(Ljava/lang/String;ILjava/lang/String;)V
    .line 107
    const-string v0, "USER_ACTION_REQUIRED"
    const-string v1, "confirm in Pawsbook"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/pawsbook/clinic/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    move-object v6, v0
    move-object v7, v6
    const/4 v0, 0x0
    move v8, v0
    .line 108
    const-string v1, "resolution"
    check-cast v10, Landroid/os/Parcelable;
    invoke-virtual {v7, v1, v10}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 109
    const-string v1, "resume_token"
    invoke-virtual {v7, v1, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 110
    nop
    .line 107
    .line 107
    return-object v6
.end method

.method private final exportChart(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 10
    .line 114
    new-instance v0, Ljava/io/File;
    invoke-virtual {v8}, Lcom/pawsbook/clinic/BookingProvider;->requireContext()Landroid/content/Context;
    move-result-object v2
    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v2
    const-string v4, "pet_id"
    invoke-virtual {v9, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v3}, Ljava/lang/String;->hashCode()I
    move-result v3
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "charts/"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v6, ".json"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    move-object v7, v0
    .line 115
    const/high16 v1, 0x38000000
    invoke-static {v7, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    const-string v2, "open(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/pawsbook/clinic/EnvelopesKt;->fileBundle(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final vaccineCard(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 10
    .line 119
    new-instance v0, Ljava/io/File;
    invoke-virtual {v8}, Lcom/pawsbook/clinic/BookingProvider;->requireContext()Landroid/content/Context;
    move-result-object v2
    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v2
    const-string v4, "pet_id"
    invoke-virtual {v9, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v3}, Ljava/lang/String;->hashCode()I
    move-result v3
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "cards/"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v6, ".json"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    move-object v7, v0
    .line 120
    const/high16 v1, 0x10000000
    invoke-static {v7, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    const-string v2, "open(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/pawsbook/clinic/EnvelopesKt;->fileBundle(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public static final api_delegate$lambda$0(Lcom/pawsbook/clinic/BookingProvider;)Lcom/pawsbook/clinic/PetsApi;
    .registers 4
    .line 14
    sget-object v0, Lcom/pawsbook/clinic/ClinicApi;->Companion:Lcom/pawsbook/clinic/ClinicApi$Companion;
    invoke-virtual {v3}, Lcom/pawsbook/clinic/BookingProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    const-string v2, "requireContext(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/pawsbook/clinic/ClinicApi$Companion;->create(Landroid/content/Context;)Lcom/pawsbook/clinic/PetsApi;
    move-result-object v0
    return-object v0
.end method

.method public static final bookVisit$lambda$0(Lcom/pawsbook/clinic/BookingProvider;Lorg/json/JSONObject;Lcom/pawsbook/clinic/Pet;)Lio/reactivex/rxjava3/core/SingleSource;
    .registers 7
    .line 54
    invoke-direct {v4}, Lcom/pawsbook/clinic/BookingProvider;->getApi()Lcom/pawsbook/clinic/PetsApi;
    move-result-object v0
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v2, "slot"
    invoke-virtual {v5, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "getString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    invoke-interface {v0, v6, v1, v2}, Lcom/pawsbook/clinic/PetsApi;->book(Lcom/pawsbook/clinic/Pet;Ljava/lang/String;I)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    check-cast v0, Lio/reactivex/rxjava3/core/SingleSource;
    return-object v0
.end method

.method public static final bookVisit$lambda$1(Lkotlin/jvm/functions/Function1;Ljava/lang/Object;)Lio/reactivex/rxjava3/core/SingleSource;
    .registers 3
    .line 54
    invoke-interface {v1, v2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lio/reactivex/rxjava3/core/SingleSource;
    return-object v0
.end method

.method public static final bookVisit$lambda$2(Lcom/pawsbook/clinic/VisitOutcome;)Landroid/os/Bundle;
    .registers 2
    .line 56
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v1}, Lcom/pawsbook/clinic/ClinicKt;->toBundle(Lcom/pawsbook/clinic/VisitOutcome;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public static final bookVisit$lambda$3(Lkotlin/jvm/functions/Function1;Ljava/lang/Object;)Landroid/os/Bundle;
    .registers 3
    .line 56
    invoke-interface {v1, v2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    return-object v0
.end method

.method public static final bookVisit$lambda$4(Ljava/lang/Throwable;)Landroid/os/Bundle;
    .registers 8
    .line 57
    const-string v0, "INTERNAL_ERROR"
    invoke-virtual {v7}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "booking failed: "
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/pawsbook/clinic/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public static final moveVisit$lambda$0(Lcom/pawsbook/clinic/BookingProvider;Ljava/lang/String;ILcom/pawsbook/clinic/Visit;)Lio/reactivex/rxjava3/core/SingleSource;
    .registers 5
    .line 65
    invoke-direct {v1}, Lcom/pawsbook/clinic/BookingProvider;->getApi()Lcom/pawsbook/clinic/PetsApi;
    move-result-object v0
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-interface {v0, v4, v2, v3}, Lcom/pawsbook/clinic/PetsApi;->move(Lcom/pawsbook/clinic/Visit;Ljava/lang/String;I)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    check-cast v0, Lio/reactivex/rxjava3/core/SingleSource;
    return-object v0
.end method

.method public static final moveVisit$lambda$1(Lkotlin/jvm/functions/Function1;Ljava/lang/Object;)Lio/reactivex/rxjava3/core/SingleSource;
    .registers 3
    .line 65
    invoke-interface {v1, v2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lio/reactivex/rxjava3/core/SingleSource;
    return-object v0
.end method

.method public static final moveVisit$lambda$2(Lcom/pawsbook/clinic/VisitOutcome;)Landroid/os/Bundle;
    .registers 2
    .line 67
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v1}, Lcom/pawsbook/clinic/ClinicKt;->toBundle(Lcom/pawsbook/clinic/VisitOutcome;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public static final moveVisit$lambda$3(Lkotlin/jvm/functions/Function1;Ljava/lang/Object;)Landroid/os/Bundle;
    .registers 3
    .line 67
    invoke-interface {v1, v2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    return-object v0
.end method

.method public static final moveVisit$lambda$4(Ljava/lang/Throwable;)Lkotlin/Unit;
    .registers 3
    .line 68
    const-string v0, "BookingProvider"
    const-string v1, "move_visit failed"
    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method public static final moveVisit$lambda$5(Lkotlin/jvm/functions/Function1;Ljava/lang/Object;)V
    .registers 3
    .line 68
    invoke-interface {v1, v2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-void
.end method

.method public static final moveVisit$lambda$6(Ljava/lang/Throwable;)Landroid/os/Bundle;
    .registers 4
    .line 69
    const-string v0, "UNAVAILABLE"
    const-string v1, "the clinic calendar is busy"
    const/4 v2, 0x1
    invoke-static {v0, v1, v2}, Lcom/pawsbook/clinic/EnvelopesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/pawsbook/clinic/BookingProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/pawsbook/clinic/BookingProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/pawsbook/clinic/BookingProvider;->Companion:Lcom/pawsbook/clinic/BookingProvider$Companion;
    return-void
.end method

