.class public final Lcom/chorechart/ChoreProvider;
.super Landroid/content/ContentProvider;
.source "ChoreProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nChoreProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 ChoreProvider.kt\ncom/chorechart/ChoreProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,114:1\n1#2:115\n*E\n"
.end annotation

.field public static final Companion:Lcom/chorechart/ChoreProvider$Companion;
.field private db:Landroid/database/sqlite/SQLiteDatabase;
.field private static final FAMILY_APPS:Ljava/util/Set;
.field public static final TOOLS:Ljava/lang/String; = "[\"approve_chore\",\"settle_up\",\"swap_chore\",\"mark_done\",\"skip_chore\",\"find_chores\",\"chores_for\"]"

.method public constructor <init>()V
    .registers 1
    .line 16
    invoke-direct {v0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 6
    .line 20
    new-instance v1, Ljava/io/File;
    invoke-virtual {v5}, Lcom/chorechart/ChoreProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v3}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v3
    const-string v4, "chores.db"
    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/io/File;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    const-string v3, "openOrCreateDatabase(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v1, v5, Lcom/chorechart/ChoreProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 21
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13
    const-string v1, "method"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v3, v0
    .line 26
    invoke-virtual {v9}, Lcom/chorechart/ChoreProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v4, v0
    .line 27
    invoke-virtual {v4}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v3}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L47
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    goto :L49
    :L47
    const/4 v0, 0x0
    :L49
    move-object v5, v0
    .line 28
    if-eqz v5, :L69
    sget-object v0, Lcom/chorechart/ChoreProvider;->FAMILY_APPS:Ljava/util/Set;
    invoke-interface {v0, v5}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L77
    :L69
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a family app"
    invoke-static {v0, v1}, Lcom/chorechart/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L77
    .line 29
    move-object v0, v12
    if-nez v12, :L90
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L90
    move-object v6, v0
    .line 30
    const-string v1, "negotiate"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L136
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    sget-object v1, Lcom/chorechart/Sessions;->INSTANCE:Lcom/chorechart/Sessions;
    invoke-virtual {v1, v3}, Lcom/chorechart/Sessions;->open(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "\"}"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/chorechart/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L136
    .line 31
    sget-object v0, Lcom/chorechart/Sessions;->INSTANCE:Lcom/chorechart/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v6, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v3}, Lcom/chorechart/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L162
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/chorechart/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L162
    .line 32
    const-string v1, "list_tools"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L177
    const-string v0, "[\"approve_chore\",\"settle_up\",\"swap_chore\",\"mark_done\",\"skip_chore\",\"find_chores\",\"chores_for\"]"
    invoke-static {v0}, Lcom/chorechart/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L177
    .line 33
    const-string v1, "execute_tool"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L194
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/chorechart/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L194
    .line 34
    invoke-static {v6}, Lcom/chorechart/ToolKt;->toolArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object v0
    move-object v7, v0
    .line 35
    invoke-static {v6}, Lcom/chorechart/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v8, v0
    if-eqz v8, :L458
    invoke-virtual {v8}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_218
    goto :L458
    :L284
    const-string v1, "skip_chore"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L425
    goto :L458
    :L297
    const-string v1, "settle_up"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L390
    goto :L458
    :L310
    const-string v1, "find_chores"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L440
    goto :L458
    :L323
    const-string v1, "approve_chore"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L375
    goto :L458
    :L336
    const-string v1, "chores_for"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L449
    goto :L458
    :L349
    const-string v1, "swap_chore"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L401
    goto :L458
    :L362
    const-string v1, "mark_done"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L412
    goto :L458
    :L375
    .line 36
    invoke-direct {v9, v4, v3, v6, v7}, Lcom/chorechart/ChoreProvider;->approveChore(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L465
    :L390
    .line 37
    invoke-direct {v9, v4, v3}, Lcom/chorechart/ChoreProvider;->settleUp(Landroid/content/Context;I)Landroid/os/Bundle;
    move-result-object v0
    goto :L465
    :L401
    .line 38
    invoke-direct {v9, v4, v3}, Lcom/chorechart/ChoreProvider;->swapChore(Landroid/content/Context;I)Landroid/os/Bundle;
    move-result-object v0
    goto :L465
    :L412
    .line 39
    invoke-direct {v9, v4, v3, v7}, Lcom/chorechart/ChoreProvider;->markDone(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L465
    :L425
    .line 40
    invoke-direct {v9, v4, v3, v6, v7}, Lcom/chorechart/ChoreProvider;->skipChore(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L465
    :L440
    .line 41
    invoke-direct {v9, v7}, Lcom/chorechart/ChoreProvider;->findChores(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L465
    :L449
    .line 42
    invoke-direct {v9, v7}, Lcom/chorechart/ChoreProvider;->choresFor(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L465
    :L458
    .line 43
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/chorechart/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L465
    .line 35
    return-object v0
    :sw_218
    .sparse-switch
        -0x3803f24c -> :L362
        -0x2e66394f -> :L349
        0x3770c0 -> :L336
        0x1d6df99d -> :L284
        0x1ee954fc -> :L310
        0x5afada0f -> :L297
        0x5c2d04eb -> :L323
    .end sparse-switch
.end method

.method private final approveChore(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 17
    .line 48
    sget-object v0, Lcom/chorechart/ResumeBook;->INSTANCE:Lcom/chorechart/ResumeBook;
    const-string v2, "resume_token"
    move-object v1, v15
    invoke-virtual/range {v1 .. v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    move v2, v14
    invoke-virtual/range {v0 .. v2}, Lcom/chorechart/ResumeBook;->take(Ljava/lang/String;I)Z
    move-result v0
    if-eqz v0, :L97
    .line 49
    iget-object v0, v12, Lcom/chorechart/ChoreProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L31
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L31
    const-string v1, "approved"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v4, v3
    move-object v5, v4
    .line 115
    move-object v10, v2
    move-object v9, v1
    move-object v8, v0
    const/4 v0, 0x0
    move v6, v0
    .line 49
    const-string v1, "chore"
    const-string v3, "chore"
    move-object/from16 v2, v16
    invoke-virtual/range {v2 .. v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v11, v0
    .line 49
    .line 49
    invoke-virtual {v8, v9, v10, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 50
    const-string v0, "{\"approved\":true}"
    invoke-static {v0}, Lcom/chorechart/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L97
    .line 52
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/chorechart/ApproveChoreActivity;
    move-object v1, v0
    move-object v2, v13
    invoke-direct/range {v1 .. v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v5, v0
    move-object v6, v5
    .line 115
    const/4 v0, 0x0
    move v7, v0
    .line 52
    const-string v1, "chore"
    const-string v3, "chore"
    move-object/from16 v2, v16
    invoke-virtual/range {v2 .. v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    .line 52
    .line 52
    move-object v4, v5
    .line 53
    const/4 v1, 0x1
    const/high16 v3, 0x8000000
    move-object v0, v13
    move-object v2, v4
    invoke-static/range {v0 .. v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v5, v0
    .line 54
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v1, Lcom/chorechart/ResumeBook;->INSTANCE:Lcom/chorechart/ResumeBook;
    sget-object v2, Lcom/chorechart/Tokens;->INSTANCE:Lcom/chorechart/Tokens;
    invoke-virtual {v2}, Lcom/chorechart/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    move v3, v14
    invoke-virtual/range {v1 .. v3}, Lcom/chorechart/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v5, v1}, Lcom/chorechart/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final settleUp(Landroid/content/Context;I)Landroid/os/Bundle;
    .registers 9
    .line 58
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/chorechart/SettleUpActivity;
    invoke-direct {v0, v7, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v4, v0
    .line 59
    const/4 v1, 0x2
    const/high16 v3, 0x4000000
    invoke-static {v7, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v5, v0
    .line 60
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v1, Lcom/chorechart/ResumeBook;->INSTANCE:Lcom/chorechart/ResumeBook;
    sget-object v2, Lcom/chorechart/Tokens;->INSTANCE:Lcom/chorechart/Tokens;
    invoke-virtual {v2}, Lcom/chorechart/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, v8}, Lcom/chorechart/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v5, v1}, Lcom/chorechart/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final swapChore(Landroid/content/Context;I)Landroid/os/Bundle;
    .registers 9
    .line 64
    new-instance v0, Landroid/content/Intent;
    const-string v2, "com.chorechart.action.SWAP_CHORE"
    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    invoke-virtual {v7}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    move-object v4, v0
    .line 65
    const/4 v1, 0x3
    const/high16 v3, 0x4000000
    invoke-static {v7, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v5, v0
    .line 66
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v1, Lcom/chorechart/ResumeBook;->INSTANCE:Lcom/chorechart/ResumeBook;
    sget-object v2, Lcom/chorechart/Tokens;->INSTANCE:Lcom/chorechart/Tokens;
    invoke-virtual {v2}, Lcom/chorechart/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, v8}, Lcom/chorechart/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v5, v1}, Lcom/chorechart/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final markDone(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 10
    .line 70
    const-string v1, "approved"
    invoke-virtual {v9, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L55
    .line 71
    const/4 v1, 0x4
    new-instance v2, Landroid/content/Intent;
    const-class v4, Lcom/chorechart/ApproveChoreActivity;
    invoke-direct {v2, v7, v4}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/high16 v3, 0x4000000
    invoke-static {v7, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v5, v0
    .line 72
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v1, Lcom/chorechart/ResumeBook;->INSTANCE:Lcom/chorechart/ResumeBook;
    sget-object v2, Lcom/chorechart/Tokens;->INSTANCE:Lcom/chorechart/Tokens;
    invoke-virtual {v2}, Lcom/chorechart/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, v8}, Lcom/chorechart/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v5, v1}, Lcom/chorechart/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L55
    .line 74
    const-string v1, "chores"
    const/4 v2, 0x0
    invoke-virtual {v7, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "done_"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    const-string v3, "chore"
    invoke-virtual {v9, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x1
    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences$Editor;->putBoolean(Ljava/lang/String;Z)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 75
    const-string v0, "{\"done\":true}"
    invoke-static {v0}, Lcom/chorechart/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final skipChore(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 11
    .line 79
    sget-object v0, Lcom/chorechart/ResumeBook;->INSTANCE:Lcom/chorechart/ResumeBook;
    const-string v2, "resume_token"
    invoke-virtual {v9, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v8}, Lcom/chorechart/ResumeBook;->take(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L61
    .line 80
    const/4 v1, 0x5
    new-instance v2, Landroid/content/Intent;
    const-class v4, Lcom/chorechart/ApproveChoreActivity;
    invoke-direct {v2, v7, v4}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/high16 v3, 0x4000000
    invoke-static {v7, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v5, v0
    .line 81
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v1, Lcom/chorechart/ResumeBook;->INSTANCE:Lcom/chorechart/ResumeBook;
    sget-object v2, Lcom/chorechart/Tokens;->INSTANCE:Lcom/chorechart/Tokens;
    invoke-virtual {v2}, Lcom/chorechart/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, v8}, Lcom/chorechart/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v5, v1}, Lcom/chorechart/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L61
    .line 83
    const-string v1, "chores"
    const/4 v2, 0x0
    invoke-virtual {v7, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "skip_"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    const-string v3, "chore"
    invoke-virtual {v10, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x1
    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences$Editor;->putBoolean(Ljava/lang/String;Z)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 84
    const-string v0, "{\"skipped\":true}"
    invoke-static {v0}, Lcom/chorechart/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final findChores(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 8
    .line 88
    const-string v1, "child"
    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v3, v0
    .line 89
    iget-object v0, v6, Lcom/chorechart/ChoreProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L23
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L23
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "SELECT title FROM chores WHERE child = \'"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    const/16 v2, 0x27
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    move-object v4, v0
    .line 90
    invoke-interface {v4}, Landroid/database/Cursor;->getCount()I
    move-result v0
    move v5, v0
    .line 91
    invoke-interface {v4}, Landroid/database/Cursor;->close()V
    .line 92
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"count\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, v5}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v1, 0x7d
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/chorechart/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final choresFor(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 9
    .line 96
    const-string v1, "child"
    invoke-virtual {v8, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v4, v0
    .line 97
    iget-object v0, v7, Lcom/chorechart/ChoreProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L23
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L23
    const-string v1, "SELECT title FROM chores WHERE child = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v6, v2
    const/4 v3, 0x0
    aput-object v4, v6, v3
    invoke-virtual {v0, v1, v6}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    move-object v5, v0
    .line 98
    invoke-interface {v5}, Landroid/database/Cursor;->getCount()I
    move-result v0
    move v6, v0
    .line 99
    invoke-interface {v5}, Landroid/database/Cursor;->close()V
    .line 100
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"count\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, v6}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v1, 0x7d
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/chorechart/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 103
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 104
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 105
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 106
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 107
    const/4 v0, 0x0
    return v0
.end method

.method public static final synthetic access$getFAMILY_APPS$cp()Ljava/util/Set;
    .registers 1
    .line 16
    sget-object v0, Lcom/chorechart/ChoreProvider;->FAMILY_APPS:Ljava/util/Set;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/chorechart/ChoreProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/chorechart/ChoreProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/chorechart/ChoreProvider;->Companion:Lcom/chorechart/ChoreProvider$Companion;
    .line 110
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.chorechart.parent"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "com.familyhub.assistant"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/chorechart/ChoreProvider;->FAMILY_APPS:Ljava/util/Set;
    return-void
.end method

