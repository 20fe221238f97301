.class public final Lcom/pawwalk/WalkProvider;
.super Landroid/content/ContentProvider;
.source "WalkProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nWalkProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 WalkProvider.kt\ncom/pawwalk/WalkProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,111:1\n1#2:112\n*E\n"
.end annotation

.field public static final Companion:Lcom/pawwalk/WalkProvider$Companion;
.field private db:Landroid/database/sqlite/SQLiteDatabase;
.field private static final NEIGHBOURS:Ljava/util/Set;
.field public static final TOOLS:Ljava/lang/String; = "[\"book_walk\",\"cancel_walk\",\"swap_walker\",\"skip_walk\",\"walk_note\",\"find_walks\",\"walks_for\"]"

.method public constructor <init>()V
    .registers 1
    .line 17
    invoke-direct {v0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 6
    .line 21
    new-instance v1, Ljava/io/File;
    invoke-virtual {v5}, Lcom/pawwalk/WalkProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v3}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v3
    const-string v4, "walks.db"
    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/io/File;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    const-string v3, "openOrCreateDatabase(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v1, v5, Lcom/pawwalk/WalkProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 22
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    const-string v1, "method"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v6, v0
    .line 27
    invoke-virtual {v12}, Lcom/pawwalk/WalkProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v7, v0
    .line 28
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
    .line 29
    if-eqz v8, :L69
    sget-object v0, Lcom/pawwalk/WalkProvider;->NEIGHBOURS:Ljava/util/Set;
    invoke-interface {v0, v8}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L77
    :L69
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a PawWalk app"
    invoke-static {v0, v1}, Lcom/pawwalk/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L77
    .line 30
    move-object v0, v15
    if-nez v15, :L90
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L90
    move-object v9, v0
    .line 31
    const-string v1, "negotiate"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L118
    sget-object v0, Lcom/pawwalk/Sessions;->INSTANCE:Lcom/pawwalk/Sessions;
    invoke-virtual {v0, v6}, Lcom/pawwalk/Sessions;->open(I)Ljava/lang/String;
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
    invoke-static {v0}, Lcom/pawwalk/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L118
    .line 32
    sget-object v0, Lcom/pawwalk/Sessions;->INSTANCE:Lcom/pawwalk/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v9, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v6}, Lcom/pawwalk/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L144
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/pawwalk/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L144
    .line 33
    const-string v1, "list_tools"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L159
    const-string v0, "[\"book_walk\",\"cancel_walk\",\"swap_walker\",\"skip_walk\",\"walk_note\",\"find_walks\",\"walks_for\"]"
    invoke-static {v0}, Lcom/pawwalk/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L159
    .line 34
    const-string v1, "execute_tool"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L176
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/pawwalk/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L176
    .line 35
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    invoke-virtual {v9, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L194
    const-string v2, "{}"
    :L194
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v10, v0
    .line 36
    invoke-static {v9}, Lcom/pawwalk/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v11, v0
    if-eqz v11, :L454
    invoke-virtual {v11}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_216
    goto :L454
    :L284
    const-string v1, "skip_walk"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L414
    goto :L454
    :L297
    const-string v1, "find_walks"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L436
    goto :L454
    :L310
    const-string v1, "swap_walker"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L403
    goto :L454
    :L323
    const-string v1, "cancel_walk"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L390
    goto :L454
    :L336
    const-string v1, "book_walk"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L375
    goto :L454
    :L349
    const-string v1, "walks_for"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L445
    goto :L454
    :L362
    const-string v1, "walk_note"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L425
    goto :L454
    :L375
    .line 37
    invoke-direct {v12, v7, v6, v9, v10}, Lcom/pawwalk/WalkProvider;->bookWalk(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L461
    :L390
    .line 38
    invoke-direct {v12, v7, v6, v10}, Lcom/pawwalk/WalkProvider;->cancelWalk(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L461
    :L403
    .line 39
    invoke-direct {v12, v7, v6}, Lcom/pawwalk/WalkProvider;->swapWalker(Landroid/content/Context;I)Landroid/os/Bundle;
    move-result-object v0
    goto :L461
    :L414
    .line 40
    invoke-direct {v12, v7, v6}, Lcom/pawwalk/WalkProvider;->skipWalk(Landroid/content/Context;I)Landroid/os/Bundle;
    move-result-object v0
    goto :L461
    :L425
    .line 41
    invoke-direct {v12, v7, v6}, Lcom/pawwalk/WalkProvider;->walkNote(Landroid/content/Context;I)Landroid/os/Bundle;
    move-result-object v0
    goto :L461
    :L436
    .line 42
    invoke-direct {v12, v10}, Lcom/pawwalk/WalkProvider;->findWalks(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L461
    :L445
    .line 43
    invoke-direct {v12, v10}, Lcom/pawwalk/WalkProvider;->walksFor(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L461
    :L454
    .line 44
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/pawwalk/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L461
    .line 36
    return-object v0
    :sw_216
    .sparse-switch
        -0x7ca41f9e -> :L310
        -0x5dabe792 -> :L323
        0x1adc11c4 -> :L297
        0x55478ca8 -> :L362
        0x565a6ed4 -> :L349
        0x78b1795f -> :L336
        0x7cdafc89 -> :L284
    .end sparse-switch
.end method

.method private final bookWalk(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 16
    .line 49
    sget-object v0, Lcom/pawwalk/ResumeBook;->INSTANCE:Lcom/pawwalk/ResumeBook;
    const-string v2, "resume_token"
    move-object v1, v14
    invoke-virtual/range {v1 .. v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    move v2, v13
    invoke-virtual/range {v0 .. v2}, Lcom/pawwalk/ResumeBook;->take(Ljava/lang/String;I)Z
    move-result v0
    if-eqz v0, :L96
    .line 50
    iget-object v0, v11, Lcom/pawwalk/WalkProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L31
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L31
    const-string v1, "walks"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v4, v3
    move-object v5, v4
    .line 112
    move-object v9, v2
    move-object v8, v1
    move-object v7, v0
    const/4 v0, 0x0
    move v6, v0
    .line 50
    const-string v1, "dog"
    const-string v3, "dog"
    move-object v2, v15
    invoke-virtual/range {v2 .. v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v10, v0
    .line 50
    .line 50
    invoke-virtual {v7, v8, v9, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 51
    const-string v0, "{\"booked\":true}"
    invoke-static {v0}, Lcom/pawwalk/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L96
    .line 53
    const-class v1, Lcom/pawwalk/BookWalkActivity;
    const/high16 v2, 0x8000000
    invoke-static {v12, v1, v2}, Lcom/pawwalk/ResolutionsKt;->confirmIntent(Landroid/content/Context;Ljava/lang/Class;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v4, v0
    .line 54
    sget-object v1, Lcom/pawwalk/ResumeBook;->INSTANCE:Lcom/pawwalk/ResumeBook;
    sget-object v2, Lcom/pawwalk/Tokens;->INSTANCE:Lcom/pawwalk/Tokens;
    invoke-virtual {v2}, Lcom/pawwalk/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    move v3, v13
    invoke-virtual/range {v1 .. v3}, Lcom/pawwalk/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v4, v1}, Lcom/pawwalk/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final cancelWalk(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 12
    .line 58
    const-string v1, "confirmed"
    invoke-virtual {v11, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L41
    .line 59
    const-class v1, Lcom/pawwalk/CancelWalkActivity;
    const/high16 v2, 0x4000000
    invoke-static {v9, v1, v2}, Lcom/pawwalk/ResolutionsKt;->confirmIntent(Landroid/content/Context;Ljava/lang/Class;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v7, v0
    .line 60
    sget-object v1, Lcom/pawwalk/ResumeBook;->INSTANCE:Lcom/pawwalk/ResumeBook;
    sget-object v2, Lcom/pawwalk/Tokens;->INSTANCE:Lcom/pawwalk/Tokens;
    invoke-virtual {v2}, Lcom/pawwalk/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, v10}, Lcom/pawwalk/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v7, v1}, Lcom/pawwalk/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L41
    .line 62
    iget-object v0, v8, Lcom/pawwalk/WalkProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L56
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L56
    const-string v1, "walks"
    const-string v2, "id = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    move-object v7, v3
    const/4 v4, 0x0
    const-string v6, "id"
    invoke-virtual {v11, v6}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    aput-object v5, v7, v4
    invoke-virtual {v0, v1, v2, v7}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 63
    const-string v0, "{\"cancelled\":true}"
    invoke-static {v0}, Lcom/pawwalk/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final swapWalker(Landroid/content/Context;I)Landroid/os/Bundle;
    .registers 9
    .line 67
    new-instance v0, Landroid/content/Intent;
    const-string v2, "com.pawwalk.action.SWAP_WALKER"
    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    invoke-virtual {v7}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    move-object v4, v0
    .line 68
    const/4 v1, 0x3
    const/high16 v3, 0x4000000
    invoke-static {v7, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v5, v0
    .line 69
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

.method private final skipWalk(Landroid/content/Context;I)Landroid/os/Bundle;
    .registers 11
    .line 73
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/pawwalk/SkipWalkActivity;
    invoke-direct {v0, v9, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v5, v0
    move-object v6, v5
    .line 112
    const/4 v0, 0x0
    move v7, v0
    .line 73
    const-string v1, "day"
    const-string v2, "today"
    invoke-virtual {v6, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    .line 73
    .line 73
    move-object v4, v5
    .line 74
    invoke-static {v9}, Landroid/app/TaskStackBuilder;->create(Landroid/content/Context;)Landroid/app/TaskStackBuilder;
    move-result-object v0
    invoke-virtual {v0, v4}, Landroid/app/TaskStackBuilder;->addNextIntentWithParentStack(Landroid/content/Intent;)Landroid/app/TaskStackBuilder;
    move-result-object v0
    .line 75
    const/4 v1, 0x4
    const/high16 v2, 0x4000000
    invoke-virtual {v0, v1, v2}, Landroid/app/TaskStackBuilder;->getPendingIntent(II)Landroid/app/PendingIntent;
    move-result-object v0
    .line 74
    move-object v5, v0
    .line 76
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v1, Lcom/pawwalk/ResumeBook;->INSTANCE:Lcom/pawwalk/ResumeBook;
    sget-object v2, Lcom/pawwalk/Tokens;->INSTANCE:Lcom/pawwalk/Tokens;
    invoke-virtual {v2}, Lcom/pawwalk/Tokens;->quick()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, v10}, Lcom/pawwalk/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v5, v1}, Lcom/pawwalk/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final walkNote(Landroid/content/Context;I)Landroid/os/Bundle;
    .registers 7
    .line 80
    const-class v1, Lcom/pawwalk/WalkNoteActivity;
    const/high16 v2, 0x4000000
    invoke-static {v5, v1, v2}, Lcom/pawwalk/ResolutionsKt;->confirmIntent(Landroid/content/Context;Ljava/lang/Class;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v3, v0
    .line 81
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

.method private final findWalks(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 10
    .line 85
    const-string v1, "dog"
    invoke-virtual {v9, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 86
    iget-object v0, v8, Lcom/pawwalk/WalkProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L23
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L23
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "SELECT day FROM walks WHERE dog = \'"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "\'"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    move-object v6, v0
    .line 87
    invoke-interface {v6}, Landroid/database/Cursor;->getCount()I
    move-result v0
    move v7, v0
    .line 88
    invoke-interface {v6}, Landroid/database/Cursor;->close()V
    .line 89
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"walks\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v7}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/pawwalk/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final walksFor(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 11
    .line 93
    const-string v1, "walker"
    invoke-virtual {v10, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    .line 94
    iget-object v0, v9, Lcom/pawwalk/WalkProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L23
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L23
    const-string v1, "SELECT day FROM walks WHERE walker = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v8, v2
    const/4 v3, 0x0
    aput-object v6, v8, v3
    invoke-virtual {v0, v1, v8}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    move-object v7, v0
    .line 95
    invoke-interface {v7}, Landroid/database/Cursor;->getCount()I
    move-result v0
    move v8, v0
    .line 96
    invoke-interface {v7}, Landroid/database/Cursor;->close()V
    .line 97
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"walks\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v8}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v5, "}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/pawwalk/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 100
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 101
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 102
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 103
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 104
    const/4 v0, 0x0
    return v0
.end method

.method public static final synthetic access$getNEIGHBOURS$cp()Ljava/util/Set;
    .registers 1
    .line 17
    sget-object v0, Lcom/pawwalk/WalkProvider;->NEIGHBOURS:Ljava/util/Set;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/pawwalk/WalkProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/pawwalk/WalkProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/pawwalk/WalkProvider;->Companion:Lcom/pawwalk/WalkProvider$Companion;
    .line 107
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.pawwalk"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "com.pawwalk.companion"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/pawwalk/WalkProvider;->NEIGHBOURS:Ljava/util/Set;
    return-void
.end method

