.class public final Lcom/beehive/SyncProvider;
.super Landroid/content/ContentProvider;
.source "SyncProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nSyncProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 SyncProvider.kt\ncom/beehive/SyncProvider\n+ 2 _Arrays.kt\nkotlin/collections/ArraysKt___ArraysKt\n*L\n1#1,109:1\n15309#2,2:110\n*S KotlinDebug\n*F\n+ 1 SyncProvider.kt\ncom/beehive/SyncProvider\n*L\n29#1:110,2\n*E\n"
.end annotation

.field public static final Companion:Lcom/beehive/SyncProvider$Companion;
.field private final client$delegate:Lkotlin/Lazy;
.field private static final TAG:Ljava/lang/String; = "SyncProvider"
.field private static final APIARY:Ljava/util/Set;
.field public static final TOOLS:Ljava/lang/String; = "[\"publish_hive\",\"unpublish_hive\",\"retire_hive\"]"

.method public constructor <init>()V
    .registers 2
    .line 19
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    .line 20
    sget-object v0, Lcom/beehive/SyncProvider$client$2;->INSTANCE:Lcom/beehive/SyncProvider$client$2;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, v1, Lcom/beehive/SyncProvider;->client$delegate:Lkotlin/Lazy;
    .line 19
    return-void
.end method

.method private final getClient()Lio/ktor/client/HttpClient;
    .registers 3
    .line 20
    iget-object v0, v2, Lcom/beehive/SyncProvider;->client$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lio/ktor/client/HttpClient;
    .line 20
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 22
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 18
    const-string v1, "method"
    move-object v0, v15
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v4, v0
    .line 26
    invoke-virtual/range {v14 .. v14}, Lcom/beehive/SyncProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v5, v0
    .line 27
    invoke-virtual {v5}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v4}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L47
    .line 28
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "unknown caller"
    invoke-static {v0, v1}, Lcom/beehive/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L47
    .line 27
    move-object v6, v0
    .line 29
    move-object v7, v6
    const/4 v0, 0x0
    move v8, v0
    .line 110
    const/4 v0, 0x0
    move v9, v0
    array-length v0, v7
    move v10, v0
    :L64
    if-ge v9, v10, :L108
    aget-object v0, v7, v9
    move-object v11, v0
    move-object v12, v11
    const/4 v0, 0x0
    move v13, v0
    .line 29
    sget-object v0, Lcom/beehive/SyncProvider;->APIARY:Ljava/util/Set;
    invoke-interface {v0, v12}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    .line 110
    if-eqz v0, :L102
    const/4 v0, 0x1
    goto :L109
    :L102
    add-int/lit8 v9, v9, 0x1
    goto :L64
    :L108
    .line 111
    const/4 v0, 0x0
    :L109
    .line 29
    if-nez v0, :L120
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not an apiary app"
    invoke-static {v0, v1}, Lcom/beehive/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L120
    .line 30
    move-object/from16 v0, v17
    if-nez v17, :L133
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L133
    move-object v7, v0
    .line 31
    const-string v1, "negotiate"
    move-object v0, v15
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L179
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    sget-object v1, Lcom/beehive/Sessions;->INSTANCE:Lcom/beehive/Sessions;
    invoke-virtual {v1, v4}, Lcom/beehive/Sessions;->open(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "\"}"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/beehive/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L179
    .line 32
    sget-object v0, Lcom/beehive/Sessions;->INSTANCE:Lcom/beehive/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v7, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v4}, Lcom/beehive/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L205
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/beehive/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L205
    .line 33
    const-string v1, "list_tools"
    move-object v0, v15
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L220
    const-string v0, "[\"publish_hive\",\"unpublish_hive\",\"retire_hive\"]"
    invoke-static {v0}, Lcom/beehive/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L220
    .line 34
    const-string v1, "execute_tool"
    move-object v0, v15
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L237
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/beehive/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L237
    .line 35
    invoke-static {v7}, Lcom/beehive/ToolKt;->expired(Landroid/os/Bundle;)Z
    move-result v0
    if-eqz v0, :L253
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "too late"
    invoke-static {v0, v1}, Lcom/beehive/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L253
    .line 36
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    invoke-virtual {v7, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L271
    const-string v2, "{}"
    :L271
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v8, v0
    .line 37
    invoke-static {v7}, Lcom/beehive/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v9, v0
    if-eqz v9, :L400
    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_293
    goto :L400
    :L328
    const-string v1, "publish_hive"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L367
    goto :L400
    :L341
    const-string v1, "unpublish_hive"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L376
    goto :L400
    :L354
    const-string v1, "retire_hive"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L387
    goto :L400
    :L367
    .line 38
    move-object v0, v14
    move-object v1, v8
    invoke-direct/range {v0 .. v1}, Lcom/beehive/SyncProvider;->publishHive(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L407
    :L376
    .line 39
    move-object v0, v14
    move v1, v4
    move-object v2, v8
    invoke-direct/range {v0 .. v2}, Lcom/beehive/SyncProvider;->unpublishHive(ILorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L407
    :L387
    .line 40
    move-object v0, v14
    move v1, v4
    move-object v2, v7
    move-object v3, v8
    invoke-direct/range {v0 .. v3}, Lcom/beehive/SyncProvider;->retireHive(ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L407
    :L400
    .line 41
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/beehive/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L407
    .line 37
    return-object v0
    :sw_293
    .sparse-switch
        -0x6f1a3360 -> :L328
        -0x46859eec -> :L354
        0x478fbdb9 -> :L341
    .end sparse-switch
.end method

.method private final publishHive(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 8
    .line 46
    const-string v1, "hive_id"
    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 47
    const/4 v0, 0x0
    new-instance v1, Lcom/beehive/SyncProvider$publishHive$1;
    const/4 v4, 0x0
    invoke-direct {v1, v6, v5, v4}, Lcom/beehive/SyncProvider$publishHive$1;-><init>(Lcom/beehive/SyncProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    return-object v0
.end method

.method private final unpublishHive(ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 10
    .line 58
    const-string v1, "hive_id"
    invoke-virtual {v9, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 59
    const-string v1, "force"
    invoke-virtual {v9, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L43
    .line 60
    sget-object v0, Lcom/beehive/ResumeBook;->INSTANCE:Lcom/beehive/ResumeBook;
    sget-object v1, Lcom/beehive/Tokens;->INSTANCE:Lcom/beehive/Tokens;
    invoke-virtual {v1}, Lcom/beehive/Tokens;->secure()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v8}, Lcom/beehive/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    .line 61
    const/16 v1, 0x15
    invoke-direct {v7, v1}, Lcom/beehive/SyncProvider;->retireIntent(I)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-static {v0, v6}, Lcom/beehive/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L43
    .line 63
    const/4 v0, 0x0
    new-instance v1, Lcom/beehive/SyncProvider$unpublishHive$1;
    const/4 v4, 0x0
    invoke-direct {v1, v7, v5, v4}, Lcom/beehive/SyncProvider$unpublishHive$1;-><init>(Lcom/beehive/SyncProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    return-object v0
.end method

.method private final retireHive(ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 10
    .line 75
    sget-object v0, Lcom/beehive/ResumeBook;->INSTANCE:Lcom/beehive/ResumeBook;
    const-string v2, "resume_token"
    invoke-virtual {v8, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v7}, Lcom/beehive/ResumeBook;->take(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L44
    .line 76
    sget-object v0, Lcom/beehive/ResumeBook;->INSTANCE:Lcom/beehive/ResumeBook;
    sget-object v1, Lcom/beehive/Tokens;->INSTANCE:Lcom/beehive/Tokens;
    invoke-virtual {v1}, Lcom/beehive/Tokens;->quick()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v7}, Lcom/beehive/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 77
    const/16 v1, 0x16
    invoke-direct {v6, v1}, Lcom/beehive/SyncProvider;->retireIntent(I)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-static {v0, v5}, Lcom/beehive/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L44
    .line 79
    const-string v1, "hive_id"
    invoke-virtual {v9, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 80
    const/4 v0, 0x0
    new-instance v1, Lcom/beehive/SyncProvider$retireHive$1;
    const/4 v4, 0x0
    invoke-direct {v1, v6, v5, v4}, Lcom/beehive/SyncProvider$retireHive$1;-><init>(Lcom/beehive/SyncProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    return-object v0
.end method

.method private final retireIntent(I)Landroid/app/PendingIntent;
    .registers 8
    .line 92
    invoke-virtual {v6}, Lcom/beehive/SyncProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v4, v0
    .line 93
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/beehive/ConfirmRetireActivity;
    invoke-direct {v0, v4, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "from"
    invoke-virtual {v4}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    move-object v5, v0
    .line 94
    const/high16 v3, 0xc000000
    invoke-static {v4, v7, v5, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 97
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 98
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 99
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 100
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 101
    const/4 v0, 0x0
    return v0
.end method

.method public static final synthetic access$getClient(Lcom/beehive/SyncProvider;)Lio/ktor/client/HttpClient;
    .registers 2
    .line 19
    invoke-direct {v1}, Lcom/beehive/SyncProvider;->getClient()Lio/ktor/client/HttpClient;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$getAPIARY$cp()Ljava/util/Set;
    .registers 1
    .line 19
    sget-object v0, Lcom/beehive/SyncProvider;->APIARY:Ljava/util/Set;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/beehive/SyncProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/beehive/SyncProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/beehive/SyncProvider;->Companion:Lcom/beehive/SyncProvider$Companion;
    .line 105
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.beehive"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "com.beehive.companion"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/beehive/SyncProvider;->APIARY:Ljava/util/Set;
    return-void
.end method

