.class public final Lcom/tidelog/CrewProvider;
.super Landroid/content/ContentProvider;
.source "CrewProvider.kt"

.field public static final Companion:Lcom/tidelog/CrewProvider$Companion;
.field private final lastSeen:Ljava/util/concurrent/ConcurrentHashMap;
.field private final crew:Ljava/util/concurrent/ConcurrentHashMap;
.field public static final TOOLS:Ljava/lang/String; = "[\"check_in\",\"check_out\",\"join_crew\",\"leave_crew\",\"sign_waiver\",\"renew_waiver\"]"

.method public constructor <init>()V
    .registers 2
    .line 15
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    .line 16
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, v1, Lcom/tidelog/CrewProvider;->lastSeen:Ljava/util/concurrent/ConcurrentHashMap;
    .line 17
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, v1, Lcom/tidelog/CrewProvider;->crew:Ljava/util/concurrent/ConcurrentHashMap;
    .line 15
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 19
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14
    const-string v1, "method"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v4, v0
    .line 23
    invoke-virtual {v10}, Lcom/tidelog/CrewProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v5, v0
    .line 24
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
    .line 25
    if-eqz v6, :L72
    sget-object v0, Lcom/tidelog/TripProvider;->Companion:Lcom/tidelog/TripProvider$Companion;
    invoke-virtual {v0}, Lcom/tidelog/TripProvider$Companion;->getPADDLERS()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0, v6}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L90
    :L72
    new-instance v0, Lcom/tidelog/ToolResult$Failed;
    const-string v2, "PERMISSION_DENIED"
    const-string v3, "not a TideLog app"
    invoke-direct {v0, v2, v3}, Lcom/tidelog/ToolResult$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/tidelog/ToolKt;->toBundle(Lcom/tidelog/ToolResult;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L90
    .line 26
    move-object v0, v13
    if-nez v13, :L103
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L103
    move-object v7, v0
    .line 27
    const-string v1, "negotiate"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L156
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
    :L156
    .line 28
    const-string v1, "session_token"
    invoke-virtual {v7, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, v4}, Lcom/tidelog/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L189
    new-instance v0, Lcom/tidelog/ToolResult$Failed;
    const-string v2, "NEGOTIATION_REQUIRED"
    const-string v3, "negotiate first"
    invoke-direct {v0, v2, v3}, Lcom/tidelog/ToolResult$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/tidelog/ToolKt;->toBundle(Lcom/tidelog/ToolResult;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L189
    .line 29
    const-string v1, "list_tools"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L214
    new-instance v0, Lcom/tidelog/ToolResult$Ok;
    const-string v2, "[\"check_in\",\"check_out\",\"join_crew\",\"leave_crew\",\"sign_waiver\",\"renew_waiver\"]"
    invoke-direct {v0, v2}, Lcom/tidelog/ToolResult$Ok;-><init>(Ljava/lang/String;)V
    invoke-static {v0}, Lcom/tidelog/ToolKt;->toBundle(Lcom/tidelog/ToolResult;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L214
    .line 30
    const-string v1, "execute_tool"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L241
    new-instance v0, Lcom/tidelog/ToolResult$Failed;
    const-string v2, "METHOD_NOT_FOUND"
    const-string v3, "unknown method"
    invoke-direct {v0, v2, v3}, Lcom/tidelog/ToolResult$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/tidelog/ToolKt;->toBundle(Lcom/tidelog/ToolResult;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L241
    .line 31
    invoke-static {v7}, Lcom/tidelog/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v9, v0
    if-eqz v9, :L454
    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_258
    goto :L454
    :L316
    const-string v1, "check_out"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L403
    goto :L454
    :L329
    const-string v1, "join_crew"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L412
    goto :L454
    :L342
    const-string v1, "leave_crew"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L421
    goto :L454
    :L355
    const-string v1, "check_in"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L394
    goto :L454
    :L368
    const-string v1, "sign_waiver"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L432
    goto :L454
    :L381
    const-string v1, "renew_waiver"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L443
    goto :L454
    :L394
    .line 32
    invoke-direct {v10, v7}, Lcom/tidelog/CrewProvider;->checkIn(Landroid/os/Bundle;)Lcom/tidelog/ToolResult;
    move-result-object v0
    goto :L468
    :L403
    .line 33
    invoke-direct {v10, v7}, Lcom/tidelog/CrewProvider;->checkOut(Landroid/os/Bundle;)Lcom/tidelog/ToolResult;
    move-result-object v0
    goto :L468
    :L412
    .line 34
    invoke-direct {v10, v7}, Lcom/tidelog/CrewProvider;->joinCrew(Landroid/os/Bundle;)Lcom/tidelog/ToolResult;
    move-result-object v0
    goto :L468
    :L421
    .line 35
    invoke-direct {v10, v7, v6}, Lcom/tidelog/CrewProvider;->leaveCrew(Landroid/os/Bundle;Ljava/lang/String;)Lcom/tidelog/ToolResult;
    move-result-object v0
    goto :L468
    :L432
    .line 36
    invoke-direct {v10, v5, v4}, Lcom/tidelog/CrewProvider;->signWaiver(Landroid/content/Context;I)Lcom/tidelog/ToolResult;
    move-result-object v0
    goto :L468
    :L443
    .line 37
    invoke-direct {v10, v5, v4}, Lcom/tidelog/CrewProvider;->renewWaiver(Landroid/content/Context;I)Lcom/tidelog/ToolResult;
    move-result-object v0
    goto :L468
    :L454
    .line 38
    new-instance v0, Lcom/tidelog/ToolResult$Failed;
    const-string v2, "TOOL_NOT_FOUND"
    const-string v3, "unknown tool"
    invoke-direct {v0, v2, v3}, Lcom/tidelog/ToolResult$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    :L468
    .line 31
    move-object v8, v0
    .line 40
    invoke-static {v8}, Lcom/tidelog/ToolKt;->toBundle(Lcom/tidelog/ToolResult;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :sw_258
    .sparse-switch
        -0x2ed142da -> :L368
        -0x1d7ac0aa -> :L329
        -0x1d04217 -> :L342
        0x17c6ff97 -> :L316
        0x5b9b0fbc -> :L355
        0x5d998656 -> :L381
    .end sparse-switch
.end method

.method private final checkIn(Landroid/os/Bundle;)Lcom/tidelog/ToolResult;
    .registers 8
    .line 44
    const-string v1, "trip_id"
    invoke-static {v7, v1}, Lcom/tidelog/ToolKt;->argString(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/tidelog/TripId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 45
    const/4 v0, 0x0
    new-instance v1, Lcom/tidelog/CrewProvider$checkIn$1;
    const/4 v4, 0x0
    invoke-direct {v1, v6, v4}, Lcom/tidelog/CrewProvider$checkIn$1;-><init>(Lcom/tidelog/CrewProvider;Lkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 48
    new-instance v0, Lcom/tidelog/ToolResult$Ok;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"checked_in\":\""
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    const-string v3, "\"}"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/tidelog/ToolResult$Ok;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method private final checkOut(Landroid/os/Bundle;)Lcom/tidelog/ToolResult;
    .registers 8
    .line 52
    const-string v1, "trip_id"
    invoke-static {v7, v1}, Lcom/tidelog/ToolKt;->argString(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/tidelog/TripId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 53
    const/4 v0, 0x0
    new-instance v1, Lcom/tidelog/CrewProvider$checkOut$1;
    const/4 v4, 0x0
    invoke-direct {v1, v6, v4}, Lcom/tidelog/CrewProvider$checkOut$1;-><init>(Lcom/tidelog/CrewProvider;Lkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 57
    new-instance v0, Lcom/tidelog/ToolResult$Ok;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"checked_out\":\""
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    const-string v3, "\"}"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/tidelog/ToolResult$Ok;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method private final joinCrew(Landroid/os/Bundle;)Lcom/tidelog/ToolResult;
    .registers 7
    .line 61
    const-string v1, "caller_package"
    invoke-static {v6, v1}, Lcom/tidelog/ToolKt;->argString(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v4, v0
    .line 62
    iget-object v0, v5, Lcom/tidelog/CrewProvider;->crew:Ljava/util/concurrent/ConcurrentHashMap;
    const-string v3, "trip_id"
    invoke-static {v6, v3}, Lcom/tidelog/ToolKt;->argString(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-interface {v0, v4, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 63
    new-instance v0, Lcom/tidelog/ToolResult$Ok;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"joined\":\""
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    const-string v3, "\"}"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/tidelog/ToolResult$Ok;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method private final leaveCrew(Landroid/os/Bundle;Ljava/lang/String;)Lcom/tidelog/ToolResult;
    .registers 7
    .line 67
    iget-object v0, v4, Lcom/tidelog/CrewProvider;->crew:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v6}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 68
    new-instance v0, Lcom/tidelog/ToolResult$Ok;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "{\"left\":\""
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    const-string v3, "trip_id"
    invoke-static {v5, v3}, Lcom/tidelog/ToolKt;->argString(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    const-string v2, "\"}"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/tidelog/ToolResult$Ok;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method private final signWaiver(Landroid/content/Context;I)Lcom/tidelog/ToolResult;
    .registers 6
    .line 72
    new-instance v0, Lcom/tidelog/ToolResult$NeedsUser;
    invoke-static {v4}, Lcom/tidelog/Screens;->waiver(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v1
    invoke-static {}, Lcom/tidelog/QuickTokens;->next()Ljava/lang/String;
    move-result-object v2
    invoke-static {v2, v5}, Lcom/tidelog/Resume;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v1, v2}, Lcom/tidelog/ToolResult$NeedsUser;-><init>(Landroid/app/PendingIntent;Ljava/lang/String;)V
    return-object v0
.end method

.method private final renewWaiver(Landroid/content/Context;I)Lcom/tidelog/ToolResult;
    .registers 6
    .line 75
    new-instance v0, Lcom/tidelog/ToolResult$NeedsUser;
    invoke-static {v4}, Lcom/tidelog/Screens;->waiver(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object v1
    invoke-static {}, Lcom/tidelog/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    invoke-static {v2, v5}, Lcom/tidelog/Resume;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v1, v2}, Lcom/tidelog/ToolResult$NeedsUser;-><init>(Landroid/app/PendingIntent;Ljava/lang/String;)V
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 77
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 78
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 79
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 80
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 81
    const/4 v0, 0x0
    return v0
.end method

.method public static final synthetic access$getLastSeen$p(Lcom/tidelog/CrewProvider;)Ljava/util/concurrent/ConcurrentHashMap;
    .registers 2
    .line 15
    iget-object v0, v1, Lcom/tidelog/CrewProvider;->lastSeen:Ljava/util/concurrent/ConcurrentHashMap;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/tidelog/CrewProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/tidelog/CrewProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/tidelog/CrewProvider;->Companion:Lcom/tidelog/CrewProvider$Companion;
    return-void
.end method

