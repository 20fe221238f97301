.class public final Lcom/pawwalk/RotaProvider;
.super Landroid/content/ContentProvider;
.source "RotaProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nRotaProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 RotaProvider.kt\ncom/pawwalk/RotaProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,98:1\n1#2:99\n*E\n"
.end annotation

.field public static final Companion:Lcom/pawwalk/RotaProvider$Companion;
.field private final pool:Ljava/util/concurrent/ExecutorService;
.field private final lastSeen:Ljava/util/concurrent/ConcurrentHashMap;
.field public static final TOOLS:Ljava/lang/String; = "[\"join_rota\",\"open_profile\",\"leave_rota\",\"hand_over\",\"rota_note\",\"pause_rota\",\"ping\",\"checkin\"]"

.method public constructor <init>()V
    .registers 2
    .line 15
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    .line 16
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, v1, Lcom/pawwalk/RotaProvider;->pool:Ljava/util/concurrent/ExecutorService;
    .line 17
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, v1, Lcom/pawwalk/RotaProvider;->lastSeen:Ljava/util/concurrent/ConcurrentHashMap;
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
    move v5, v0
    .line 23
    invoke-virtual {v10}, Lcom/pawwalk/RotaProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v6, v0
    .line 24
    invoke-virtual {v6}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v5}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L47
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    goto :L49
    :L47
    const/4 v0, 0x0
    :L49
    move-object v7, v0
    .line 25
    if-eqz v7, :L72
    sget-object v0, Lcom/pawwalk/WalkProvider;->Companion:Lcom/pawwalk/WalkProvider$Companion;
    invoke-virtual {v0}, Lcom/pawwalk/WalkProvider$Companion;->getNEIGHBOURS()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0, v7}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L80
    :L72
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a PawWalk app"
    invoke-static {v0, v1}, Lcom/pawwalk/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L80
    .line 26
    move-object v0, v13
    if-nez v13, :L93
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L93
    move-object v8, v0
    .line 27
    const-string v1, "negotiate"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L121
    sget-object v0, Lcom/pawwalk/Sessions;->INSTANCE:Lcom/pawwalk/Sessions;
    invoke-virtual {v0, v5}, Lcom/pawwalk/Sessions;->open(I)Ljava/lang/String;
    move-result-object v0
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "\"}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/pawwalk/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L121
    .line 28
    sget-object v0, Lcom/pawwalk/Sessions;->INSTANCE:Lcom/pawwalk/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v8, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v5}, Lcom/pawwalk/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L147
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/pawwalk/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L147
    .line 29
    const-string v1, "list_tools"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L162
    const-string v0, "[\"join_rota\",\"open_profile\",\"leave_rota\",\"hand_over\",\"rota_note\",\"pause_rota\",\"ping\",\"checkin\"]"
    invoke-static {v0}, Lcom/pawwalk/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L162
    .line 30
    const-string v1, "execute_tool"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L179
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/pawwalk/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L179
    .line 31
    invoke-static {v8}, Lcom/pawwalk/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v9, v0
    if-eqz v9, :L458
    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_196
    goto :L458
    :L272
    const-string v1, "open_profile"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L387
    goto :L458
    :L285
    const-string v1, "join_rota"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L376
    goto :L458
    :L298
    const-string v1, "checkin"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L449
    goto :L458
    :L311
    const-string v1, "leave_rota"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L398
    goto :L458
    :L324
    const-string v1, "hand_over"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L409
    goto :L458
    :L337
    const-string v1, "rota_note"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L420
    goto :L458
    :L350
    const-string v1, "ping"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L442
    goto :L458
    :L363
    const-string v1, "pause_rota"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L431
    goto :L458
    :L376
    .line 32
    invoke-direct {v10, v6, v5}, Lcom/pawwalk/RotaProvider;->joinRota(Landroid/content/Context;I)Landroid/os/Bundle;
    move-result-object v0
    goto :L465
    :L387
    .line 33
    invoke-direct {v10, v6, v5}, Lcom/pawwalk/RotaProvider;->openProfile(Landroid/content/Context;I)Landroid/os/Bundle;
    move-result-object v0
    goto :L465
    :L398
    .line 34
    invoke-direct {v10, v6, v5}, Lcom/pawwalk/RotaProvider;->leaveRota(Landroid/content/Context;I)Landroid/os/Bundle;
    move-result-object v0
    goto :L465
    :L409
    .line 35
    invoke-direct {v10, v6, v5}, Lcom/pawwalk/RotaProvider;->handOver(Landroid/content/Context;I)Landroid/os/Bundle;
    move-result-object v0
    goto :L465
    :L420
    .line 36
    invoke-direct {v10, v6, v5}, Lcom/pawwalk/RotaProvider;->rotaNote(Landroid/content/Context;I)Landroid/os/Bundle;
    move-result-object v0
    goto :L465
    :L431
    .line 37
    invoke-direct {v10, v6, v5}, Lcom/pawwalk/RotaProvider;->pauseRota(Landroid/content/Context;I)Landroid/os/Bundle;
    move-result-object v0
    goto :L465
    :L442
    .line 38
    invoke-direct {v10}, Lcom/pawwalk/RotaProvider;->ping()Landroid/os/Bundle;
    move-result-object v0
    goto :L465
    :L449
    .line 39
    invoke-direct {v10, v5}, Lcom/pawwalk/RotaProvider;->checkin(I)Landroid/os/Bundle;
    move-result-object v0
    goto :L465
    :L458
    .line 40
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/pawwalk/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L465
    .line 31
    return-object v0
    :sw_196
    .sparse-switch
        -0x4b9cc659 -> :L337
        -0x1d73f8a1 -> :L285
        -0x2d0a1ed -> :L363
        -0x1c97a0e -> :L311
        0x348172 -> :L350
        0x32022a4 -> :L324
        0xa946cb4 -> :L272
        0x2c3ed02d -> :L298
    .end sparse-switch
.end method

.method private final joinRota(Landroid/content/Context;I)Landroid/os/Bundle;
    .registers 11
    .line 45
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/pawwalk/JoinRotaActivity;
    invoke-direct {v0, v9, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v5, v0
    move-object v6, v5
    .line 99
    const/4 v0, 0x0
    move v7, v0
    .line 45
    const-string v1, "rota"
    const-string v2, "weekday"
    invoke-virtual {v6, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    .line 45
    .line 45
    move-object v4, v5
    .line 46
    const/16 v1, 0xb
    const/high16 v3, 0x4000000
    invoke-static {v9, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v5, v0
    .line 47
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v1, Lcom/pawwalk/ResumeBook;->INSTANCE:Lcom/pawwalk/ResumeBook;
    sget-object v2, Lcom/pawwalk/Tokens;->INSTANCE:Lcom/pawwalk/Tokens;
    invoke-virtual {v2}, Lcom/pawwalk/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, v10}, Lcom/pawwalk/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v5, v1}, Lcom/pawwalk/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final openProfile(Landroid/content/Context;I)Landroid/os/Bundle;
    .registers 11
    .line 51
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/pawwalk/DogProfileActivity;
    invoke-direct {v0, v9, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v5, v0
    move-object v6, v5
    .line 99
    const/4 v0, 0x0
    move v7, v0
    .line 51
    const-string v1, "share"
    const-string v2, "profile"
    invoke-virtual {v6, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    .line 51
    .line 51
    move-object v4, v5
    .line 52
    const/16 v1, 0xc
    const/high16 v3, 0x4000000
    invoke-static {v9, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v5, v0
    .line 53
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v1, Lcom/pawwalk/ResumeBook;->INSTANCE:Lcom/pawwalk/ResumeBook;
    sget-object v2, Lcom/pawwalk/Tokens;->INSTANCE:Lcom/pawwalk/Tokens;
    invoke-virtual {v2}, Lcom/pawwalk/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, v10}, Lcom/pawwalk/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v5, v1}, Lcom/pawwalk/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final leaveRota(Landroid/content/Context;I)Landroid/os/Bundle;
    .registers 9
    .line 57
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0}, Landroid/content/Intent;-><init>()V
    invoke-virtual {v7}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v1
    const-string v2, "com.pawwalk.LeaveRotaActivity"
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    move-object v4, v0
    .line 58
    const/16 v1, 0xd
    const/high16 v3, 0x4000000
    invoke-static {v7, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v5, v0
    .line 59
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v1, Lcom/pawwalk/ResumeBook;->INSTANCE:Lcom/pawwalk/ResumeBook;
    sget-object v2, Lcom/pawwalk/Tokens;->INSTANCE:Lcom/pawwalk/Tokens;
    invoke-virtual {v2}, Lcom/pawwalk/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, v8}, Lcom/pawwalk/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v5, v1}, Lcom/pawwalk/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final handOver(Landroid/content/Context;I)Landroid/os/Bundle;
    .registers 9
    .line 63
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0}, Landroid/content/Intent;-><init>()V
    invoke-virtual {v7}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v1
    const-string v2, "com.pawwalk.ui.HandOverActivity"
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    move-object v4, v0
    .line 64
    const/16 v1, 0xe
    const/high16 v3, 0x4000000
    invoke-static {v7, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v5, v0
    .line 65
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v1, Lcom/pawwalk/ResumeBook;->INSTANCE:Lcom/pawwalk/ResumeBook;
    sget-object v2, Lcom/pawwalk/Tokens;->INSTANCE:Lcom/pawwalk/Tokens;
    invoke-virtual {v2}, Lcom/pawwalk/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, v8}, Lcom/pawwalk/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v5, v1}, Lcom/pawwalk/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final rotaNote(Landroid/content/Context;I)Landroid/os/Bundle;
    .registers 7
    .line 69
    const-class v1, Lcom/pawwalk/RotaNoteActivity;
    const/high16 v2, 0x4000000
    invoke-static {v5, v1, v2}, Lcom/pawwalk/ResolutionsKt;->confirmIntent(Landroid/content/Context;Ljava/lang/Class;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v3, v0
    .line 70
    sget-object v1, Lcom/pawwalk/ResumeBook;->INSTANCE:Lcom/pawwalk/ResumeBook;
    sget-object v2, Lcom/pawwalk/Tokens;->INSTANCE:Lcom/pawwalk/Tokens;
    invoke-virtual {v2}, Lcom/pawwalk/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, v6}, Lcom/pawwalk/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v3, v1}, Lcom/pawwalk/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final pauseRota(Landroid/content/Context;I)Landroid/os/Bundle;
    .registers 7
    .line 74
    const-class v1, Lcom/pawwalk/PauseRotaActivity;
    const/high16 v2, 0x4000000
    invoke-static {v5, v1, v2}, Lcom/pawwalk/ResolutionsKt;->confirmIntent(Landroid/content/Context;Ljava/lang/Class;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v3, v0
    .line 75
    sget-object v1, Lcom/pawwalk/ResumeBook;->INSTANCE:Lcom/pawwalk/ResumeBook;
    sget-object v2, Lcom/pawwalk/Tokens;->INSTANCE:Lcom/pawwalk/Tokens;
    invoke-virtual {v2}, Lcom/pawwalk/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, v6}, Lcom/pawwalk/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v3, v1}, Lcom/pawwalk/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final ping()Landroid/os/Bundle;
    .registers 4
    .line 79
    iget-object v0, v3, Lcom/pawwalk/RotaProvider;->pool:Ljava/util/concurrent/ExecutorService;
    new-instance v2, Lcom/pawwalk/RotaProvider$$ExternalSyntheticLambda0;
    invoke-direct {v2, v3}, Lcom/pawwalk/RotaProvider$$ExternalSyntheticLambda0;-><init>(Lcom/pawwalk/RotaProvider;)V
    move-object v1, v2
    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 80
    const-string v0, "{\"pong\":true}"
    invoke-static {v0}, Lcom/pawwalk/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final checkin(I)Landroid/os/Bundle;
    .registers 5
    .line 84
    iget-object v0, v3, Lcom/pawwalk/RotaProvider;->pool:Ljava/util/concurrent/ExecutorService;
    new-instance v2, Lcom/pawwalk/RotaProvider$$ExternalSyntheticLambda1;
    invoke-direct {v2, v3, v4}, Lcom/pawwalk/RotaProvider$$ExternalSyntheticLambda1;-><init>(Lcom/pawwalk/RotaProvider;I)V
    move-object v1, v2
    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 85
    const-string v0, "{\"checked_in\":true}"
    invoke-static {v0}, Lcom/pawwalk/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 88
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 89
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 90
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 91
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 92
    const/4 v0, 0x0
    return v0
.end method

.method public static final ping$lambda$0(Lcom/pawwalk/RotaProvider;)V
    .registers 5
    .line 79
    iget-object v0, v4, Lcom/pawwalk/RotaProvider;->lastSeen:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 79
    return-void
.end method

.method public static final checkin$lambda$0(Lcom/pawwalk/RotaProvider;I)V
    .registers 6
    .line 84
    iget-object v0, v4, Lcom/pawwalk/RotaProvider;->lastSeen:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {v5}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 84
    return-void
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/pawwalk/RotaProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/pawwalk/RotaProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/pawwalk/RotaProvider;->Companion:Lcom/pawwalk/RotaProvider$Companion;
    return-void
.end method

