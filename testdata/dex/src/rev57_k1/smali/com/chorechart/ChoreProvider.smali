.class public final Lcom/chorechart/ChoreProvider;
.super Landroid/content/ContentProvider;
.source "ChoreProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nChoreProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 ChoreProvider.kt\ncom/chorechart/ChoreProvider\n+ 2 Locator.kt\ncom/chorechart/LocatorKt\n+ 3 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,140:1\n30#2:141\n1#3:142\n*S KotlinDebug\n*F\n+ 1 ChoreProvider.kt\ncom/chorechart/ChoreProvider\n*L\n14#1:141\n*E\n"
.end annotation

.field public static final Companion:Lcom/chorechart/ChoreProvider$Companion;
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;
.field private final repo$delegate:Lcom/chorechart/Inject;
.field private db:Landroid/database/sqlite/SQLiteDatabase;
.field private final tools:Ljava/util/Map;
.field private static final TAG:Ljava/lang/String; = "ChoreProvider"
.field private static final HOUSE_APPS:Ljava/util/Set;
.field private static final TOOLS_JSON:Ljava/lang/String; = "{\"revision\":\"chores-3\",\"tools\":[\"list_chores\",\"search_chores\",\"claim_chore\",\"delete_chore\",\"swap_chore\",\"assign_chore\",\"reassign_chore\",\"nudge\",\"remind\"]}"

.method public constructor <init>()V
    .registers 10
    .line 13
    invoke-direct {v9}, Landroid/content/ContentProvider;-><init>()V
    .line 14
    const/4 v1, 0x0
    move v5, v1
    .line 141
    new-instance v1, Lcom/chorechart/Inject;
    const-class v3, Lcom/chorechart/ChoreRepo;
    invoke-direct {v1, v3}, Lcom/chorechart/Inject;-><init>(Ljava/lang/Class;)V
    .line 14
    iput-object v1, v9, Lcom/chorechart/ChoreProvider;->repo$delegate:Lcom/chorechart/Inject;
    .line 17
    invoke-static {}, Lkotlin/collections/MapsKt;->createMapBuilder()Ljava/util/Map;
    move-result-object v1
    move-object v5, v1
    move-object v6, v5
    move-object v8, v9
    const/4 v0, 0x0
    move v7, v0
    .line 18
    const-string v1, "list_chores"
    new-instance v4, Lcom/chorechart/ChoreProvider$$ExternalSyntheticLambda0;
    invoke-direct {v4, v9}, Lcom/chorechart/ChoreProvider$$ExternalSyntheticLambda0;-><init>(Lcom/chorechart/ChoreProvider;)V
    move-object v2, v4
    invoke-interface {v6, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 19
    const-string v1, "search_chores"
    new-instance v4, Lcom/chorechart/ChoreProvider$$ExternalSyntheticLambda1;
    invoke-direct {v4, v9}, Lcom/chorechart/ChoreProvider$$ExternalSyntheticLambda1;-><init>(Lcom/chorechart/ChoreProvider;)V
    move-object v2, v4
    invoke-interface {v6, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 20
    const-string v1, "claim_chore"
    new-instance v4, Lcom/chorechart/ChoreProvider$$ExternalSyntheticLambda2;
    invoke-direct {v4, v9}, Lcom/chorechart/ChoreProvider$$ExternalSyntheticLambda2;-><init>(Lcom/chorechart/ChoreProvider;)V
    move-object v2, v4
    invoke-interface {v6, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 31
    const-string v1, "delete_chore"
    new-instance v4, Lcom/chorechart/ChoreProvider$$ExternalSyntheticLambda3;
    invoke-direct {v4, v9}, Lcom/chorechart/ChoreProvider$$ExternalSyntheticLambda3;-><init>(Lcom/chorechart/ChoreProvider;)V
    move-object v2, v4
    invoke-interface {v6, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 40
    const-string v1, "swap_chore"
    new-instance v4, Lcom/chorechart/ChoreProvider$$ExternalSyntheticLambda4;
    invoke-direct {v4, v9}, Lcom/chorechart/ChoreProvider$$ExternalSyntheticLambda4;-><init>(Lcom/chorechart/ChoreProvider;)V
    move-object v2, v4
    invoke-interface {v6, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 52
    const-string v1, "assign_chore"
    new-instance v4, Lcom/chorechart/ChoreProvider$$ExternalSyntheticLambda5;
    invoke-direct {v4, v9}, Lcom/chorechart/ChoreProvider$$ExternalSyntheticLambda5;-><init>(Lcom/chorechart/ChoreProvider;)V
    move-object v2, v4
    invoke-interface {v6, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 59
    const-string v1, "reassign_chore"
    new-instance v4, Lcom/chorechart/ChoreProvider$$ExternalSyntheticLambda6;
    invoke-direct {v4, v9}, Lcom/chorechart/ChoreProvider$$ExternalSyntheticLambda6;-><init>(Lcom/chorechart/ChoreProvider;)V
    move-object v2, v4
    invoke-interface {v6, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 66
    const-string v1, "nudge"
    new-instance v4, Lcom/chorechart/ChoreProvider$$ExternalSyntheticLambda7;
    invoke-direct {v4, v9}, Lcom/chorechart/ChoreProvider$$ExternalSyntheticLambda7;-><init>(Lcom/chorechart/ChoreProvider;)V
    move-object v2, v4
    invoke-interface {v6, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 80
    const-string v1, "remind"
    new-instance v4, Lcom/chorechart/ChoreProvider$$ExternalSyntheticLambda8;
    invoke-direct {v4, v9}, Lcom/chorechart/ChoreProvider$$ExternalSyntheticLambda8;-><init>(Lcom/chorechart/ChoreProvider;)V
    move-object v2, v4
    invoke-interface {v6, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 93
    nop
    .line 17
    invoke-static {v5}, Lkotlin/collections/MapsKt;->build(Ljava/util/Map;)Ljava/util/Map;
    move-result-object v1
    .line 17
    iput-object v1, v8, Lcom/chorechart/ChoreProvider;->tools:Ljava/util/Map;
    .line 13
    return-void
.end method

.method private final getRepo()Lcom/chorechart/ChoreRepo;
    .registers 4
    .line 14
    iget-object v0, v3, Lcom/chorechart/ChoreProvider;->repo$delegate:Lcom/chorechart/Inject;
    sget-object v1, Lcom/chorechart/ChoreProvider;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x0
    aget-object v1, v1, v2
    invoke-virtual {v0, v3, v1}, Lcom/chorechart/Inject;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/chorechart/ChoreRepo;
    return-object v0
.end method

.method public onCreate()Z
    .registers 7
    .line 96
    invoke-virtual {v6}, Lcom/chorechart/ChoreProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L24
    const-string v0, "Required value was null."
    move-object v5, v0
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-virtual {v5}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :L24
    .line 96
    invoke-virtual {v0}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;
    move-result-object v0
    move-object v4, v0
    .line 97
    sget-object v0, Lcom/chorechart/ServiceLocator;->INSTANCE:Lcom/chorechart/ServiceLocator;
    const-class v1, Lcom/chorechart/ChoreRepo;
    new-instance v3, Lcom/chorechart/ChoreProvider$$ExternalSyntheticLambda9;
    invoke-direct {v3, v4}, Lcom/chorechart/ChoreProvider$$ExternalSyntheticLambda9;-><init>(Landroid/content/Context;)V
    move-object v2, v3
    invoke-virtual {v0, v1, v2}, Lcom/chorechart/ServiceLocator;->register(Ljava/lang/Class;Lkotlin/jvm/functions/Function0;)V
    .line 98
    sget-object v1, Lcom/chorechart/HouseDb;->Companion:Lcom/chorechart/HouseDb$Companion;
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v1, v4}, Lcom/chorechart/HouseDb$Companion;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    iput-object v1, v6, Lcom/chorechart/ChoreProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 99
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13
    const-string v1, "method"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 103
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v4, v0
    .line 104
    invoke-virtual {v9}, Lcom/chorechart/ChoreProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v5, v0
    .line 105
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
    .line 106
    if-eqz v6, :L69
    sget-object v0, Lcom/chorechart/ChoreProvider;->HOUSE_APPS:Ljava/util/Set;
    invoke-interface {v0, v6}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L77
    :L69
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a ChoreChart app"
    invoke-static {v0, v1}, Lcom/chorechart/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L77
    .line 107
    move-object v0, v12
    if-nez v12, :L90
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L90
    move-object v7, v0
    .line 108
    const-string v1, "negotiate"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L119
    sget-object v0, Lcom/chorechart/Sessions;->INSTANCE:Lcom/chorechart/Sessions;
    invoke-virtual {v0, v4}, Lcom/chorechart/Sessions;->open(I)Ljava/lang/String;
    move-result-object v0
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, "\"}"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/chorechart/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L119
    .line 109
    sget-object v0, Lcom/chorechart/Sessions;->INSTANCE:Lcom/chorechart/Sessions;
    invoke-static {v7}, Lcom/chorechart/ToolKt;->getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v4}, Lcom/chorechart/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L145
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/chorechart/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L145
    .line 110
    move-object v8, v10
    .line 111
    const-string v1, "list_tools"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L168
    const-string v0, "{\"revision\":\"chores-3\",\"tools\":[\"list_chores\",\"search_chores\",\"claim_chore\",\"delete_chore\",\"swap_chore\",\"assign_chore\",\"reassign_chore\",\"nudge\",\"remind\"]}"
    invoke-static {v0}, Lcom/chorechart/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L210
    :L168
    .line 112
    const-string v1, "execute_tool"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L201
    new-instance v1, Lcom/chorechart/ToolCtx;
    invoke-direct {v1, v5, v4, v6, v7}, Lcom/chorechart/ToolCtx;-><init>(Landroid/content/Context;ILjava/lang/String;Landroid/os/Bundle;)V
    invoke-direct {v9, v1}, Lcom/chorechart/ChoreProvider;->execute(Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    goto :L210
    :L201
    .line 113
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/chorechart/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L210
    .line 110
    return-object v0
.end method

.method private final execute(Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;
    .registers 9
    .line 118
    invoke-virtual {v8}, Lcom/chorechart/ToolCtx;->getReq()Landroid/os/Bundle;
    move-result-object v0
    const-string v1, "deadline_at_ms"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gez v0, :L27
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "deadline passed"
    invoke-static {v0, v1}, Lcom/chorechart/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L27
    .line 119
    iget-object v0, v7, Lcom/chorechart/ChoreProvider;->tools:Ljava/util/Map;
    invoke-virtual {v8}, Lcom/chorechart/ToolCtx;->getReq()Landroid/os/Bundle;
    move-result-object v1
    invoke-static {v1}, Lcom/chorechart/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 119
    check-cast v0, Lcom/chorechart/Tool;
    if-nez v0, :L61
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "no such tool"
    invoke-static {v0, v1}, Lcom/chorechart/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L61
    move-object v4, v0
    :t_62
    .line 120
    nop
    .line 121
    invoke-interface {v4, v8}, Lcom/chorechart/Tool;->run(Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    move-object v5, v0
    :t_71
    goto :L101
    :L74
    .line 122
    move-exception v0
    move-object v6, v0
    .line 123
    const-string v0, "ChoreProvider"
    const-string v1, "chore tool failed"
    check-cast v6, Ljava/lang/Throwable;
    invoke-static {v0, v1, v6}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 124
    const-string v0, "INTERNAL_ERROR"
    const-string v1, "chores are unavailable"
    invoke-static {v0, v1}, Lcom/chorechart/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v5, v0
    :L101
    .line 120
    return-object v5
    .catch Ljava/lang/Exception; {:t_62 .. :t_71} :L74
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 128
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 129
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 130
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 131
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 132
    const/4 v0, 0x0
    return v0
.end method

.method public static final tools$lambda$0$0(Lcom/chorechart/ChoreProvider;Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;
    .registers 6
    const-string v1, "c"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    invoke-direct {v4}, Lcom/chorechart/ChoreProvider;->getRepo()Lcom/chorechart/ChoreRepo;
    move-result-object v0
    invoke-virtual {v5}, Lcom/chorechart/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "room"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "optString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-interface {v0, v1}, Lcom/chorechart/ChoreRepo;->byRoom(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/chorechart/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public static final tools$lambda$0$1(Lcom/chorechart/ChoreProvider;Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;
    .registers 6
    const-string v1, "c"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    invoke-direct {v4}, Lcom/chorechart/ChoreProvider;->getRepo()Lcom/chorechart/ChoreRepo;
    move-result-object v0
    invoke-virtual {v5}, Lcom/chorechart/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "text"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "optString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-interface {v0, v1}, Lcom/chorechart/ChoreRepo;->search(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/chorechart/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public static final tools$lambda$0$2(Lcom/chorechart/ChoreProvider;Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;
    .registers 17
    const-string v1, "c"
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-virtual/range {v16 .. v16}, Lcom/chorechart/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "chore_id"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide v9, v0
    .line 22
    sget-object v0, Lcom/chorechart/ResumeBook;->INSTANCE:Lcom/chorechart/ResumeBook;
    invoke-virtual/range {v16 .. v16}, Lcom/chorechart/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "resume_token"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual/range {v16 .. v16}, Lcom/chorechart/ToolCtx;->getUid()I
    move-result v2
    const-string v3, "claim_chore"
    invoke-virtual {v0, v1, v2, v3}, Lcom/chorechart/ResumeBook;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L94
    .line 23
    sget-object v0, Lcom/chorechart/Tokens;->INSTANCE:Lcom/chorechart/Tokens;
    invoke-virtual {v0}, Lcom/chorechart/Tokens;->secure()Ljava/lang/String;
    move-result-object v0
    move-object v11, v0
    .line 24
    sget-object v0, Lcom/chorechart/ResumeBook;->INSTANCE:Lcom/chorechart/ResumeBook;
    invoke-virtual/range {v16 .. v16}, Lcom/chorechart/ToolCtx;->getUid()I
    move-result v2
    const-string v3, "claim_chore"
    invoke-virtual {v0, v11, v2, v3}, Lcom/chorechart/ResumeBook;->issue(Ljava/lang/String;ILjava/lang/String;)V
    .line 25
    sget-object v0, Lcom/chorechart/Resolutions;->Companion:Lcom/chorechart/Resolutions$Companion;
    invoke-virtual/range {v16 .. v16}, Lcom/chorechart/ToolCtx;->getContext()Landroid/content/Context;
    move-result-object v1
    const-class v2, Lcom/chorechart/ConfirmChoreActivity;
    invoke-static {v2}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v2
    const/high16 v3, 0xc000000
    invoke-virtual {v0, v1, v2, v3}, Lcom/chorechart/Resolutions$Companion;->confirm(Landroid/content/Context;Lkotlin/reflect/KClass;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v12, v0
    .line 26
    invoke-static {v12, v11}, Lcom/chorechart/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L94
    .line 28
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v12, v0
    move-object v13, v12
    .line 142
    const/4 v0, 0x0
    move v14, v0
    .line 28
    const-string v1, "assignee"
    invoke-virtual/range {v16 .. v16}, Lcom/chorechart/ToolCtx;->getPkg()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v13, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 28
    .line 28
    move-object v11, v12
    .line 29
    iget-object v0, v15, Lcom/chorechart/ChoreProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L142
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L142
    const-string v1, "chores"
    const-string v3, "_id = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v12, v4
    const/4 v5, 0x0
    invoke-static {v9, v10}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v12, v5
    invoke-virtual {v0, v1, v11, v3, v12}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    new-instance v7, Ljava/lang/StringBuilder;
    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V
    const-string v8, "{\"claimed\":"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v8, "}"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/chorechart/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public static final tools$lambda$0$3(Lcom/chorechart/ChoreProvider;Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;
    .registers 13
    const-string v1, "c"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 32
    invoke-virtual {v12}, Lcom/chorechart/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "chore_id"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide v8, v0
    .line 33
    invoke-virtual {v12}, Lcom/chorechart/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "confirmed"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L78
    .line 34
    sget-object v0, Lcom/chorechart/Tokens;->INSTANCE:Lcom/chorechart/Tokens;
    invoke-virtual {v0}, Lcom/chorechart/Tokens;->secure()Ljava/lang/String;
    move-result-object v0
    move-object v10, v0
    .line 35
    sget-object v0, Lcom/chorechart/ResumeBook;->INSTANCE:Lcom/chorechart/ResumeBook;
    invoke-virtual {v12}, Lcom/chorechart/ToolCtx;->getUid()I
    move-result v2
    const-string v3, "delete_chore"
    invoke-virtual {v0, v10, v2, v3}, Lcom/chorechart/ResumeBook;->issue(Ljava/lang/String;ILjava/lang/String;)V
    .line 36
    sget-object v0, Lcom/chorechart/Resolutions;->Companion:Lcom/chorechart/Resolutions$Companion;
    invoke-virtual {v12}, Lcom/chorechart/ToolCtx;->getContext()Landroid/content/Context;
    move-result-object v1
    const-class v2, Lcom/chorechart/ConfirmChoreActivity;
    invoke-static {v2}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v2
    const/high16 v3, 0x4000000
    invoke-virtual {v0, v1, v2, v3}, Lcom/chorechart/Resolutions$Companion;->confirm(Landroid/content/Context;Lkotlin/reflect/KClass;I)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-static {v0, v10}, Lcom/chorechart/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L78
    .line 38
    iget-object v0, v11, Lcom/chorechart/ChoreProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L94
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L94
    const-string v1, "chores"
    const-string v2, "_id = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    move-object v10, v3
    const/4 v4, 0x0
    invoke-static {v8, v9}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v5
    aput-object v5, v10, v4
    invoke-virtual {v0, v1, v2, v10}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    const-string v7, "{\"deleted\":"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v7, "}"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/chorechart/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public static final tools$lambda$0$4(Lcom/chorechart/ChoreProvider;Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;
    .registers 19
    move-object/from16 v6, v17
    const-string v1, "c"
    move-object/from16 v0, v18
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 41
    invoke-virtual/range {v18 .. v18}, Lcom/chorechart/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "chore_id"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide v9, v0
    .line 42
    invoke-virtual/range {v18 .. v18}, Lcom/chorechart/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "with_chore"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v11, v0
    .line 43
    sget-object v0, Lcom/chorechart/ResumeBook;->INSTANCE:Lcom/chorechart/ResumeBook;
    invoke-virtual/range {v18 .. v18}, Lcom/chorechart/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "resume_token"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual/range {v18 .. v18}, Lcom/chorechart/ToolCtx;->getUid()I
    move-result v2
    const-string v3, "swap_chore"
    invoke-virtual {v0, v1, v2, v3}, Lcom/chorechart/ResumeBook;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L106
    .line 44
    sget-object v0, Lcom/chorechart/Tokens;->INSTANCE:Lcom/chorechart/Tokens;
    invoke-virtual {v0}, Lcom/chorechart/Tokens;->secure()Ljava/lang/String;
    move-result-object v0
    move-object v12, v0
    .line 45
    sget-object v0, Lcom/chorechart/ResumeBook;->INSTANCE:Lcom/chorechart/ResumeBook;
    invoke-virtual/range {v18 .. v18}, Lcom/chorechart/ToolCtx;->getUid()I
    move-result v2
    const-string v3, "swap_chore"
    invoke-virtual {v0, v12, v2, v3}, Lcom/chorechart/ResumeBook;->issue(Ljava/lang/String;ILjava/lang/String;)V
    .line 46
    sget-object v0, Lcom/chorechart/Resolutions;->Companion:Lcom/chorechart/Resolutions$Companion;
    invoke-virtual/range {v18 .. v18}, Lcom/chorechart/ToolCtx;->getContext()Landroid/content/Context;
    move-result-object v1
    const-class v2, Lcom/chorechart/ConfirmSwapActivity;
    invoke-static {v2}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v2
    const/high16 v3, 0x8000000
    invoke-virtual {v0, v1, v2, v3}, Lcom/chorechart/Resolutions$Companion;->confirm(Landroid/content/Context;Lkotlin/reflect/KClass;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v13, v0
    .line 47
    invoke-static {v13, v12}, Lcom/chorechart/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L106
    .line 49
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v13, v0
    move-object v14, v13
    .line 142
    const/4 v0, 0x0
    move v15, v0
    .line 49
    const-string v1, "swapped_with"
    invoke-virtual {v14, v1, v11}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 49
    .line 49
    move-object v12, v13
    .line 50
    iget-object v0, v6, Lcom/chorechart/ChoreProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L152
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L152
    const-string v1, "chores"
    const-string v3, "_id = ? AND assignee = ?"
    const/4 v4, 0x2
    new-array v4, v4, [Ljava/lang/String;
    move-object v13, v4
    const/4 v5, 0x0
    invoke-static {v9, v10}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v16
    aput-object v16, v13, v5
    const/4 v5, 0x1
    invoke-virtual/range {v18 .. v18}, Lcom/chorechart/ToolCtx;->getPkg()Ljava/lang/String;
    move-result-object v16
    aput-object v16, v13, v5
    invoke-virtual {v0, v1, v12, v3, v13}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    new-instance v7, Ljava/lang/StringBuilder;
    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V
    const-string v8, "{\"swapped\":"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v8, "}"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/chorechart/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public static final tools$lambda$0$5(Lcom/chorechart/ChoreProvider;Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;
    .registers 19
    move-object/from16 v6, v17
    const-string v1, "c"
    move-object/from16 v0, v18
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 53
    invoke-virtual/range {v18 .. v18}, Lcom/chorechart/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "chore_id"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide v9, v0
    .line 54
    invoke-virtual/range {v18 .. v18}, Lcom/chorechart/ToolCtx;->getReq()Landroid/os/Bundle;
    move-result-object v0
    const-string v1, "calling_package"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L37
    invoke-virtual/range {v18 .. v18}, Lcom/chorechart/ToolCtx;->getPkg()Ljava/lang/String;
    move-result-object v0
    :L37
    move-object v11, v0
    .line 55
    move-object v0, v11
    check-cast v0, Ljava/lang/CharSequence;
    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I
    move-result v0
    if-lez v0, :L56
    const/4 v0, 0x1
    goto :L57
    :L56
    const/4 v0, 0x0
    :L57
    .line 55
    if-nez v0, :L81
    .line 142
    const/4 v0, 0x0
    move v13, v0
    .line 55
    const-string v0, "no owner"
    .line 55
    move-object v13, v0
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-virtual {v13}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :L81
    .line 56
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v13, v0
    move-object v14, v13
    .line 142
    const/4 v0, 0x0
    move v15, v0
    .line 56
    const-string v1, "assignee"
    invoke-virtual/range {v18 .. v18}, Lcom/chorechart/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v2
    const-string v3, "to"
    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v14, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 56
    .line 56
    move-object v12, v13
    .line 57
    iget-object v0, v6, Lcom/chorechart/ChoreProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L135
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L135
    const-string v1, "chores"
    const-string v3, "_id = ? AND owner = ?"
    const/4 v4, 0x2
    new-array v4, v4, [Ljava/lang/String;
    move-object v13, v4
    const/4 v5, 0x0
    invoke-static {v9, v10}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v16
    aput-object v16, v13, v5
    const/4 v5, 0x1
    aput-object v11, v13, v5
    invoke-virtual {v0, v1, v12, v3, v13}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    new-instance v7, Ljava/lang/StringBuilder;
    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V
    const-string v8, "{\"assigned\":"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v8, "}"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/chorechart/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public static final tools$lambda$0$6(Lcom/chorechart/ChoreProvider;Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;
    .registers 19
    move-object/from16 v6, v17
    const-string v1, "c"
    move-object/from16 v0, v18
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 60
    invoke-virtual/range {v18 .. v18}, Lcom/chorechart/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "chore_id"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide v9, v0
    .line 61
    invoke-virtual/range {v18 .. v18}, Lcom/chorechart/ToolCtx;->getReq()Landroid/os/Bundle;
    move-result-object v0
    const-string v1, "calling_package"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v11, v0
    .line 62
    if-eqz v11, :L47
    invoke-virtual/range {v18 .. v18}, Lcom/chorechart/ToolCtx;->getPkg()Ljava/lang/String;
    move-result-object v1
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L51
    :L47
    const/4 v0, 0x1
    goto :L52
    :L51
    const/4 v0, 0x0
    :L52
    if-nez v0, :L76
    .line 142
    const/4 v0, 0x0
    move v13, v0
    .line 62
    const-string v0, "calling_package does not match the caller"
    .line 62
    move-object v13, v0
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-virtual {v13}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :L76
    .line 63
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v13, v0
    move-object v14, v13
    .line 142
    const/4 v0, 0x0
    move v15, v0
    .line 63
    const-string v1, "assignee"
    invoke-virtual/range {v18 .. v18}, Lcom/chorechart/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v2
    const-string v3, "to"
    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v14, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 63
    .line 63
    move-object v12, v13
    .line 64
    iget-object v0, v6, Lcom/chorechart/ChoreProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L130
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L130
    const-string v1, "chores"
    const-string v3, "_id = ? AND owner = ?"
    const/4 v4, 0x2
    new-array v4, v4, [Ljava/lang/String;
    move-object v13, v4
    const/4 v5, 0x0
    invoke-static {v9, v10}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v16
    aput-object v16, v13, v5
    const/4 v5, 0x1
    invoke-virtual/range {v18 .. v18}, Lcom/chorechart/ToolCtx;->getPkg()Ljava/lang/String;
    move-result-object v16
    aput-object v16, v13, v5
    invoke-virtual {v0, v1, v12, v3, v13}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    new-instance v7, Ljava/lang/StringBuilder;
    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V
    const-string v8, "{\"assigned\":"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v8, "}"
    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/chorechart/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public static final tools$lambda$0$7(Lcom/chorechart/ChoreProvider;Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;
    .registers 16
    const-string v1, "c"
    move-object v0, v15
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 67
    invoke-virtual/range {v15 .. v15}, Lcom/chorechart/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "chore_id"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide v5, v0
    .line 68
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    move-wide v7, v0
    :t_23
    .line 69
    nop
    .line 70
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v9, v0
    .line 71
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v11, v0
    move-object v12, v11
    const/4 v0, 0x0
    move v13, v0
    .line 72
    const-string v1, "chore_id"
    invoke-static {v5, v6}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v12, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 73
    const-string v1, "from_uid"
    invoke-static {v9}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v12, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 74
    nop
    .line 71
    .line 71
    move-object v10, v11
    .line 75
    iget-object v0, v14, Lcom/chorechart/ChoreProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L91
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L91
    const-string v1, "nudges"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v10}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"nudge\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/chorechart/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v9, v0
    :t_110
    .line 77
    invoke-static {v7, v8}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 78
    goto :L128
    :L118
    .line 77
    move-exception v0
    move-object v10, v0
    invoke-static {v7, v8}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v10
    :L128
    .line 78
    return-object v9
    .catchall {:t_23 .. :t_110} :L118
.end method

.method public static final tools$lambda$0$8(Lcom/chorechart/ChoreProvider;Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;
    .registers 15
    const-string v1, "c"
    invoke-static {v14, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 81
    invoke-virtual {v14}, Lcom/chorechart/ToolCtx;->getArgs()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "chore_id"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide v5, v0
    .line 82
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    move-wide v7, v0
    :t_23
    .line 83
    nop
    .line 84
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v10, v0
    move-object v11, v10
    const/4 v0, 0x0
    move v12, v0
    .line 85
    const-string v1, "chore_id"
    invoke-static {v5, v6}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v11, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 86
    const-string v1, "from_uid"
    invoke-virtual {v14}, Lcom/chorechart/ToolCtx;->getUid()I
    move-result v2
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v11, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 87
    nop
    .line 84
    .line 84
    move-object v9, v10
    .line 88
    iget-object v0, v13, Lcom/chorechart/ChoreProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L88
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L88
    const-string v1, "nudges"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v9}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"reminder\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/chorechart/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v9, v0
    :t_107
    .line 90
    invoke-static {v7, v8}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 91
    goto :L125
    :L115
    .line 90
    move-exception v0
    move-object v10, v0
    invoke-static {v7, v8}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v10
    :L125
    .line 91
    return-object v9
    .catchall {:t_23 .. :t_107} :L115
.end method

.method public static final onCreate$lambda$0(Landroid/content/Context;)Lcom/chorechart/ChoreRepo;
    .registers 2
    .line 97
    new-instance v0, Lcom/chorechart/SqlChoreRepo;
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v0, v1}, Lcom/chorechart/SqlChoreRepo;-><init>(Landroid/content/Context;)V
    check-cast v0, Lcom/chorechart/ChoreRepo;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 8
    const/4 v0, 0x1
    new-array v0, v0, [Lkotlin/reflect/KProperty;
    move-object v7, v0
    const/4 v1, 0x0
    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-class v3, Lcom/chorechart/ChoreProvider;
    const-string v4, "repo"
    const-string v5, "getRepo()Lcom/chorechart/ChoreRepo;"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    aput-object v2, v7, v1
    sput-object v7, Lcom/chorechart/ChoreProvider;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    new-instance v0, Lcom/chorechart/ChoreProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/chorechart/ChoreProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/chorechart/ChoreProvider;->Companion:Lcom/chorechart/ChoreProvider$Companion;
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v7, v0
    const/4 v1, 0x0
    const-string v2, "com.chorechart.companion"
    aput-object v2, v7, v1
    const/4 v1, 0x1
    const-string v2, "com.chorechart.wear"
    aput-object v2, v7, v1
    invoke-static {v7}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/chorechart/ChoreProvider;->HOUSE_APPS:Ljava/util/Set;
    return-void
.end method

