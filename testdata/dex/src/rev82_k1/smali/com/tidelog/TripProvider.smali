.class public final Lcom/tidelog/TripProvider;
.super Landroid/content/ContentProvider;
.source "TripProvider.kt"

.field public static final Companion:Lcom/tidelog/TripProvider$Companion;
.field private db:Landroid/database/sqlite/SQLiteDatabase;
.field public static final TAG:Ljava/lang/String; = "TripProvider"
.field private static final PADDLERS:Ljava/util/Set;
.field public static final TOOLS:Ljava/lang/String; = "[\"delete_trip\",\"archive_trip\",\"trip_legs\",\"trip_legs_safe\",\"tide_at\",\"tide_now\",\"export_gpx\",\"share_gpx\"]"

.method public constructor <init>()V
    .registers 1
    .line 21
    invoke-direct {v0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 6
    .line 25
    new-instance v1, Ljava/io/File;
    invoke-virtual {v5}, Lcom/tidelog/TripProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v3}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v3
    const-string v4, "trips.db"
    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/io/File;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    const-string v3, "openOrCreateDatabase(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v1, v5, Lcom/tidelog/TripProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 26
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14
    const-string v1, "method"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 30
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v4, v0
    .line 31
    invoke-virtual {v10}, Lcom/tidelog/TripProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v5, v0
    .line 32
    invoke-virtual {v5}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v4}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L47
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    goto :L49
    :L47
    const/4 v0, 0x0
    :L49
    move-object v6, v0
    .line 33
    if-eqz v6, :L69
    sget-object v0, Lcom/tidelog/TripProvider;->PADDLERS:Ljava/util/Set;
    invoke-interface {v0, v6}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L87
    :L69
    new-instance v0, Lcom/tidelog/ToolResult$Failed;
    const-string v2, "PERMISSION_DENIED"
    const-string v3, "not a TideLog app"
    invoke-direct {v0, v2, v3}, Lcom/tidelog/ToolResult$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/tidelog/ToolKt;->toBundle(Lcom/tidelog/ToolResult;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L87
    .line 34
    move-object v0, v13
    if-nez v13, :L100
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L100
    move-object v7, v0
    .line 35
    const-string v1, "negotiate"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L153
    new-instance v0, Lcom/tidelog/ToolResult$Ok;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-static {v4}, Lcom/tidelog/Sessions;->open(I)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    const-string v3, "\"}"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/tidelog/ToolResult$Ok;-><init>(Ljava/lang/String;)V
    invoke-static {v0}, Lcom/tidelog/ToolKt;->toBundle(Lcom/tidelog/ToolResult;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L153
    .line 36
    const-string v1, "session_token"
    invoke-virtual {v7, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, v4}, Lcom/tidelog/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L186
    new-instance v0, Lcom/tidelog/ToolResult$Failed;
    const-string v2, "NEGOTIATION_REQUIRED"
    const-string v3, "negotiate first"
    invoke-direct {v0, v2, v3}, Lcom/tidelog/ToolResult$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/tidelog/ToolKt;->toBundle(Lcom/tidelog/ToolResult;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L186
    .line 37
    const-string v1, "list_tools"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L211
    new-instance v0, Lcom/tidelog/ToolResult$Ok;
    const-string v2, "[\"delete_trip\",\"archive_trip\",\"trip_legs\",\"trip_legs_safe\",\"tide_at\",\"tide_now\",\"export_gpx\",\"share_gpx\"]"
    invoke-direct {v0, v2}, Lcom/tidelog/ToolResult$Ok;-><init>(Ljava/lang/String;)V
    invoke-static {v0}, Lcom/tidelog/ToolKt;->toBundle(Lcom/tidelog/ToolResult;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L211
    .line 38
    const-string v1, "execute_tool"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L238
    new-instance v0, Lcom/tidelog/ToolResult$Failed;
    const-string v2, "METHOD_NOT_FOUND"
    const-string v3, "unknown method"
    invoke-direct {v0, v2, v3}, Lcom/tidelog/ToolResult$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/tidelog/ToolKt;->toBundle(Lcom/tidelog/ToolResult;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L238
    .line 39
    invoke-static {v7}, Lcom/tidelog/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v9, v0
    if-eqz v9, :L512
    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_255
    goto :L512
    :L328
    const-string v1, "archive_trip"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L445
    goto :L512
    :L341
    const-string v1, "trip_legs_safe"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L467
    goto :L512
    :L354
    const-string v1, "share_gpx"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L503
    goto :L512
    :L367
    const-string v1, "export_gpx"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L494
    goto :L512
    :L380
    const-string v1, "tide_now"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L485
    goto :L512
    :L393
    const-string v1, "delete_trip"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L432
    goto :L512
    :L406
    const-string v1, "tide_at"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L476
    goto :L512
    :L419
    const-string v1, "trip_legs"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L458
    goto :L512
    :L432
    .line 40
    invoke-direct {v10, v5, v4, v7}, Lcom/tidelog/TripProvider;->deleteTrip(Landroid/content/Context;ILandroid/os/Bundle;)Lcom/tidelog/ToolResult;
    move-result-object v0
    goto :L526
    :L445
    .line 41
    invoke-direct {v10, v5, v4, v7}, Lcom/tidelog/TripProvider;->archiveTrip(Landroid/content/Context;ILandroid/os/Bundle;)Lcom/tidelog/ToolResult;
    move-result-object v0
    goto :L526
    :L458
    .line 42
    invoke-direct {v10, v7}, Lcom/tidelog/TripProvider;->tripLegs(Landroid/os/Bundle;)Lcom/tidelog/ToolResult;
    move-result-object v0
    goto :L526
    :L467
    .line 43
    invoke-direct {v10, v7}, Lcom/tidelog/TripProvider;->tripLegsSafe(Landroid/os/Bundle;)Lcom/tidelog/ToolResult;
    move-result-object v0
    goto :L526
    :L476
    .line 44
    invoke-direct {v10, v7}, Lcom/tidelog/TripProvider;->tideAt(Landroid/os/Bundle;)Lcom/tidelog/ToolResult;
    move-result-object v0
    goto :L526
    :L485
    .line 45
    invoke-direct {v10, v7}, Lcom/tidelog/TripProvider;->tideNow(Landroid/os/Bundle;)Lcom/tidelog/ToolResult;
    move-result-object v0
    goto :L526
    :L494
    .line 46
    invoke-direct {v10, v5}, Lcom/tidelog/TripProvider;->exportGpx(Landroid/content/Context;)Lcom/tidelog/ToolResult;
    move-result-object v0
    goto :L526
    :L503
    .line 47
    invoke-direct {v10, v5}, Lcom/tidelog/TripProvider;->shareGpx(Landroid/content/Context;)Lcom/tidelog/ToolResult;
    move-result-object v0
    goto :L526
    :L512
    .line 48
    new-instance v0, Lcom/tidelog/ToolResult$Failed;
    const-string v2, "TOOL_NOT_FOUND"
    const-string v3, "unknown tool"
    invoke-direct {v0, v2, v3}, Lcom/tidelog/ToolResult$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    :L526
    .line 39
    move-object v8, v0
    .line 50
    invoke-static {v8}, Lcom/tidelog/ToolKt;->toBundle(Lcom/tidelog/ToolResult;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :sw_255
    .sparse-switch
        -0x645f8a7e -> :L328
        -0x5e46f7b1 -> :L354
        -0x4ecfc4a4 -> :L406
        -0x42dd85c7 -> :L393
        -0x17bd4c01 -> :L419
        0xc7cd9a4 -> :L367
        0x1d096bcd -> :L341
        0x74d760cd -> :L380
    .end sparse-switch
.end method

.method private final deleteTrip(Landroid/content/Context;ILandroid/os/Bundle;)Lcom/tidelog/ToolResult;
    .registers 12
    .line 54
    const-string v1, "trip_id"
    invoke-static {v11, v1}, Lcom/tidelog/ToolKt;->argString(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/tidelog/TripId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 55
    const-string v1, "confirmed"
    invoke-static {v11, v1}, Lcom/tidelog/ToolKt;->argFlag(Landroid/os/Bundle;Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L29
    sget-object v0, Lcom/tidelog/ToolResult$Proceed;->INSTANCE:Lcom/tidelog/ToolResult$Proceed;
    goto :L50
    :L29
    new-instance v0, Lcom/tidelog/ToolResult$NeedsUser;
    invoke-static {v9}, Lcom/tidelog/Screens;->deleteTrip(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-static {}, Lcom/tidelog/Tokens;->secure()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3, v10}, Lcom/tidelog/Resume;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v2, v3}, Lcom/tidelog/ToolResult$NeedsUser;-><init>(Landroid/app/PendingIntent;Ljava/lang/String;)V
    :L50
    move-object v6, v0
    .line 56
    move-object v7, v6
    .line 57
    instance-of v0, v7, Lcom/tidelog/ToolResult$Proceed;
    if-eqz v0, :L90
    const/4 v0, 0x0
    new-instance v1, Lcom/tidelog/TripProvider$deleteTrip$1;
    const/4 v4, 0x0
    invoke-direct {v1, v8, v5, v4}, Lcom/tidelog/TripProvider$deleteTrip$1;-><init>(Lcom/tidelog/TripProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/tidelog/ToolResult;
    goto :L135
    :L90
    .line 61
    instance-of v0, v7, Lcom/tidelog/ToolResult$NeedsUser;
    if-nez v0, :L122
    instance-of v0, v7, Lcom/tidelog/ToolResult$Ok;
    if-nez v0, :L122
    instance-of v0, v7, Lcom/tidelog/ToolResult$Failed;
    if-nez v0, :L122
    instance-of v0, v7, Lcom/tidelog/ToolResult$FileOut;
    if-eqz v0, :L127
    :L122
    move-object v0, v6
    goto :L135
    :L127
    .line 56
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
    :L135
    return-object v0
.end method

.method private final archiveTrip(Landroid/content/Context;ILandroid/os/Bundle;)Lcom/tidelog/ToolResult;
    .registers 12
    .line 66
    const-string v1, "trip_id"
    invoke-static {v11, v1}, Lcom/tidelog/ToolKt;->argString(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/tidelog/TripId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 67
    const-string v1, "resume_token"
    invoke-virtual {v11, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, v10}, Lcom/tidelog/Resume;->take(Ljava/lang/String;I)Z
    move-result v0
    if-eqz v0, :L34
    sget-object v0, Lcom/tidelog/ToolResult$Proceed;->INSTANCE:Lcom/tidelog/ToolResult$Proceed;
    goto :L55
    :L34
    new-instance v0, Lcom/tidelog/ToolResult$NeedsUser;
    invoke-static {v9}, Lcom/tidelog/Screens;->archiveTrip(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-static {}, Lcom/tidelog/Tokens;->secure()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3, v10}, Lcom/tidelog/Resume;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v2, v3}, Lcom/tidelog/ToolResult$NeedsUser;-><init>(Landroid/app/PendingIntent;Ljava/lang/String;)V
    :L55
    move-object v6, v0
    .line 68
    move-object v7, v6
    .line 69
    instance-of v0, v7, Lcom/tidelog/ToolResult$Proceed;
    if-eqz v0, :L95
    const/4 v0, 0x0
    new-instance v1, Lcom/tidelog/TripProvider$archiveTrip$1;
    const/4 v4, 0x0
    invoke-direct {v1, v8, v5, v4}, Lcom/tidelog/TripProvider$archiveTrip$1;-><init>(Lcom/tidelog/TripProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/tidelog/ToolResult;
    goto :L140
    :L95
    .line 73
    instance-of v0, v7, Lcom/tidelog/ToolResult$NeedsUser;
    if-nez v0, :L127
    instance-of v0, v7, Lcom/tidelog/ToolResult$Ok;
    if-nez v0, :L127
    instance-of v0, v7, Lcom/tidelog/ToolResult$Failed;
    if-nez v0, :L127
    instance-of v0, v7, Lcom/tidelog/ToolResult$FileOut;
    if-eqz v0, :L132
    :L127
    move-object v0, v6
    goto :L140
    :L132
    .line 68
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
    :L140
    return-object v0
.end method

.method private final tripLegs(Landroid/os/Bundle;)Lcom/tidelog/ToolResult;
    .registers 7
    .line 78
    const-string v1, "trip_id"
    invoke-static {v6, v1}, Lcom/tidelog/ToolKt;->argString(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/tidelog/TripId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v4, v0
    .line 79
    new-instance v0, Lcom/tidelog/ToolResult$Ok;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"legs\":"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    iget-object v3, v5, Lcom/tidelog/TripProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    move-object v1, v0
    if-nez v3, :L43
    const-string v3, "db"
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v3, 0x0
    :L43
    invoke-static {v3, v4}, Lcom/tidelog/IdsKt;->legCount-QP0dw0M(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)I
    move-result v3
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v2
    const/16 v3, 0x7d
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v1, v2}, Lcom/tidelog/ToolResult$Ok;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method private final tripLegsSafe(Landroid/os/Bundle;)Lcom/tidelog/ToolResult;
    .registers 7
    .line 83
    const-string v1, "trip_id"
    invoke-static {v6, v1}, Lcom/tidelog/ToolKt;->argString(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/tidelog/TripId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v4, v0
    .line 84
    new-instance v0, Lcom/tidelog/ToolResult$Ok;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"legs\":"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    iget-object v3, v5, Lcom/tidelog/TripProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    move-object v1, v0
    if-nez v3, :L43
    const-string v3, "db"
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v3, 0x0
    :L43
    invoke-static {v3, v4}, Lcom/tidelog/IdsKt;->boundLegCount-QP0dw0M(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)I
    move-result v3
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v2
    const/16 v3, 0x7d
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v1, v2}, Lcom/tidelog/ToolResult$Ok;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method private final tideAt(Landroid/os/Bundle;)Lcom/tidelog/ToolResult;
    .registers 10
    .line 88
    const-string v1, "station"
    invoke-static {v9, v1}, Lcom/tidelog/ToolKt;->argString(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    :t_8
    .line 89
    nop
    .line 90
    const/4 v0, 0x0
    new-instance v1, Lcom/tidelog/TripProvider$tideAt$h$1;
    const/4 v4, 0x0
    invoke-direct {v1, v5, v4}, Lcom/tidelog/TripProvider$tideAt$h$1;-><init>(Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v0
    move v6, v0
    .line 91
    new-instance v0, Lcom/tidelog/ToolResult$Ok;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"cm\":"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2, v6}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v2
    const/16 v3, 0x7d
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/tidelog/ToolResult$Ok;-><init>(Ljava/lang/String;)V
    move-object v6, v0
    :t_70
    goto :L102
    :L73
    .line 92
    move-exception v0
    move-object v7, v0
    .line 93
    new-instance v0, Lcom/tidelog/ToolResult$Failed;
    const-string v2, "INTERNAL"
    invoke-virtual {v7}, Ljava/lang/Exception;->getMessage()Ljava/lang/String;
    move-result-object v3
    move-object v1, v0
    if-nez v3, :L95
    const-string v3, "tide lookup failed"
    :L95
    invoke-direct {v1, v2, v3}, Lcom/tidelog/ToolResult$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    move-object v6, v0
    :L102
    .line 89
    return-object v6
    .catch Ljava/lang/Exception; {:t_8 .. :t_70} :L73
.end method

.method private final tideNow(Landroid/os/Bundle;)Lcom/tidelog/ToolResult;
    .registers 10
    .line 98
    const-string v1, "station"
    invoke-static {v9, v1}, Lcom/tidelog/ToolKt;->argString(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    :t_8
    .line 99
    nop
    .line 100
    const/4 v0, 0x0
    new-instance v1, Lcom/tidelog/TripProvider$tideNow$h$1;
    const/4 v4, 0x0
    invoke-direct {v1, v5, v4}, Lcom/tidelog/TripProvider$tideNow$h$1;-><init>(Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v0
    move v6, v0
    .line 101
    new-instance v0, Lcom/tidelog/ToolResult$Ok;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"cm\":"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2, v6}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v2
    const/16 v3, 0x7d
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/tidelog/ToolResult$Ok;-><init>(Ljava/lang/String;)V
    move-object v6, v0
    :t_70
    goto :L107
    :L73
    .line 102
    move-exception v0
    move-object v7, v0
    .line 103
    const-string v0, "TripProvider"
    const-string v1, "tide lookup"
    check-cast v7, Ljava/lang/Throwable;
    invoke-static {v0, v1, v7}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 104
    new-instance v0, Lcom/tidelog/ToolResult$Failed;
    const-string v2, "UNAVAILABLE"
    const-string v3, "tide lookup failed"
    invoke-direct {v0, v2, v3}, Lcom/tidelog/ToolResult$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    move-object v6, v0
    :L107
    .line 99
    return-object v6
    .catch Ljava/lang/Exception; {:t_8 .. :t_70} :L73
.end method

.method private final exportGpx(Landroid/content/Context;)Lcom/tidelog/ToolResult;
    .registers 7
    .line 109
    new-instance v0, Lcom/tidelog/ToolResult$FileOut;
    new-instance v1, Ljava/io/File;
    invoke-virtual {v6}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v3
    const-string v4, "trip.gpx"
    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/high16 v2, 0x30000000
    invoke-static {v1, v2}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v1
    const-string v3, "open(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Lcom/tidelog/ToolResult$FileOut;-><init>(Landroid/os/ParcelFileDescriptor;)V
    return-object v0
.end method

.method private final shareGpx(Landroid/content/Context;)Lcom/tidelog/ToolResult;
    .registers 7
    .line 112
    new-instance v0, Lcom/tidelog/ToolResult$FileOut;
    new-instance v1, Ljava/io/File;
    invoke-virtual {v6}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v3
    const-string v4, "trip.gpx"
    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/high16 v2, 0x10000000
    invoke-static {v1, v2}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v1
    const-string v3, "open(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Lcom/tidelog/ToolResult$FileOut;-><init>(Landroid/os/ParcelFileDescriptor;)V
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 114
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 115
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 116
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 117
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 118
    const/4 v0, 0x0
    return v0
.end method

.method public static final synthetic access$getDb$p(Lcom/tidelog/TripProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 2
    .line 21
    iget-object v0, v1, Lcom/tidelog/TripProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-object v0
.end method

.method public static final synthetic access$getPADDLERS$cp()Ljava/util/Set;
    .registers 1
    .line 21
    sget-object v0, Lcom/tidelog/TripProvider;->PADDLERS:Ljava/util/Set;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/tidelog/TripProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/tidelog/TripProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/tidelog/TripProvider;->Companion:Lcom/tidelog/TripProvider$Companion;
    .line 122
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.tidelog"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "com.tidelog.watch"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/tidelog/TripProvider;->PADDLERS:Ljava/util/Set;
    return-void
.end method

