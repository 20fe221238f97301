.class public final Lcom/tidetable/TideProvider;
.super Landroid/content/ContentProvider;
.source "TideProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nTideProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 TideProvider.kt\ncom/tidetable/TideProvider\n+ 2 Delegates.kt\nkotlin/properties/Delegates\n+ 3 Tools.kt\ncom/tidetable/ToolsKt\n+ 4 fake.kt\nkotlin/jvm/internal/FakeKt\n+ 5 TideProvider.kt\ncom/tidetable/TideProviderKt\n*L\n1#1,136:1\n33#2,3:137\n33#2,3:140\n111#3:143\n111#3:145\n111#3:146\n1#4:144\n129#5,5:147\n129#5,5:152\n*S KotlinDebug\n*F\n+ 1 TideProvider.kt\ncom/tidetable/TideProvider\n*L\n27#1:137,3\n30#1:140,3\n47#1:143\n48#1:145\n49#1:146\n97#1:147,5\n107#1:152,5\n*E\n"
.end annotation

.field public static final Companion:Lcom/tidetable/TideProvider$Companion;
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;
.field private final db$delegate:Lkotlin/Lazy;
.field private final main$delegate:Lkotlin/Lazy;
.field private final lastSeen:Ljava/util/concurrent/ConcurrentHashMap;
.field private final holds:Ljava/util/HashSet;
.field private final releases:Ljava/util/concurrent/ConcurrentHashMap;
.field private final holdToken$delegate:Lkotlin/properties/ReadWriteProperty;
.field private final releaseGrant$delegate:Lkotlin/properties/ReadWriteProperty;
.field public static final TOOLS:Ljava/lang/String; = "[\"book_slot\",\"hold_mooring\",\"release_mooring\",\"ping\",\"checkin\",\"stamp_tide\",\"note_tide\"]"

.method public constructor <init>()V
    .registers 7
    .line 18
    invoke-direct {v6}, Landroid/content/ContentProvider;-><init>()V
    .line 19
    new-instance v2, Lcom/tidetable/TideProvider$$ExternalSyntheticLambda0;
    invoke-direct {v2, v6}, Lcom/tidetable/TideProvider$$ExternalSyntheticLambda0;-><init>(Lcom/tidetable/TideProvider;)V
    move-object v0, v2
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, v6, Lcom/tidetable/TideProvider;->db$delegate:Lkotlin/Lazy;
    .line 22
    sget-object v0, Lcom/tidetable/TideProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/tidetable/TideProvider$$ExternalSyntheticLambda1;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, v6, Lcom/tidetable/TideProvider;->main$delegate:Lkotlin/Lazy;
    .line 23
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, v6, Lcom/tidetable/TideProvider;->lastSeen:Ljava/util/concurrent/ConcurrentHashMap;
    .line 24
    new-instance v0, Ljava/util/HashSet;
    invoke-direct {v0}, Ljava/util/HashSet;-><init>()V
    iput-object v0, v6, Lcom/tidetable/TideProvider;->holds:Ljava/util/HashSet;
    .line 25
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, v6, Lcom/tidetable/TideProvider;->releases:Ljava/util/concurrent/ConcurrentHashMap;
    .line 27
    sget-object v0, Lkotlin/properties/Delegates;->INSTANCE:Lkotlin/properties/Delegates;
    move-object v3, v0
    const-string v0, ""
    move-object v4, v0
    const/4 v0, 0x0
    move v5, v0
    .line 137
    new-instance v0, Lcom/tidetable/TideProvider$special$$inlined$observable$1;
    invoke-direct {v0, v4, v6}, Lcom/tidetable/TideProvider$special$$inlined$observable$1;-><init>(Ljava/lang/Object;Lcom/tidetable/TideProvider;)V
    .line 139
    nop
    .line 27
    iput-object v0, v6, Lcom/tidetable/TideProvider;->holdToken$delegate:Lkotlin/properties/ReadWriteProperty;
    .line 30
    sget-object v0, Lkotlin/properties/Delegates;->INSTANCE:Lkotlin/properties/Delegates;
    move-object v3, v0
    const-string v0, ""
    const/4 v1, 0x0
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v0
    move-object v4, v0
    const/4 v0, 0x0
    move v5, v0
    .line 140
    new-instance v0, Lcom/tidetable/TideProvider$special$$inlined$observable$2;
    invoke-direct {v0, v4, v6}, Lcom/tidetable/TideProvider$special$$inlined$observable$2;-><init>(Ljava/lang/Object;Lcom/tidetable/TideProvider;)V
    .line 142
    nop
    .line 30
    iput-object v0, v6, Lcom/tidetable/TideProvider;->releaseGrant$delegate:Lkotlin/properties/ReadWriteProperty;
    .line 18
    return-void
.end method

.method private final getDb()Landroid/database/sqlite/SQLiteDatabase;
    .registers 4
    .line 19
    iget-object v0, v3, Lcom/tidetable/TideProvider;->db$delegate:Lkotlin/Lazy;
    move-object v2, v0
    invoke-interface {v2}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    .line 19
    const-string v1, "getValue(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Landroid/database/sqlite/SQLiteDatabase;
    return-object v0
.end method

.method private final getMain()Landroid/os/Handler;
    .registers 3
    .line 22
    iget-object v0, v2, Lcom/tidetable/TideProvider;->main$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Handler;
    .line 22
    return-object v0
.end method

.method private final getHoldToken()Ljava/lang/String;
    .registers 4
    .line 27
    iget-object v0, v3, Lcom/tidetable/TideProvider;->holdToken$delegate:Lkotlin/properties/ReadWriteProperty;
    sget-object v1, Lcom/tidetable/TideProvider;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x0
    aget-object v1, v1, v2
    invoke-interface {v0, v3, v1}, Lkotlin/properties/ReadWriteProperty;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

.method private final setHoldToken(Ljava/lang/String;)V
    .registers 5
    .line 27
    iget-object v0, v3, Lcom/tidetable/TideProvider;->holdToken$delegate:Lkotlin/properties/ReadWriteProperty;
    sget-object v1, Lcom/tidetable/TideProvider;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x0
    aget-object v1, v1, v2
    invoke-interface {v0, v3, v1, v4}, Lkotlin/properties/ReadWriteProperty;->setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/Object;)V
    return-void
.end method

.method private final getReleaseGrant()Lkotlin/Pair;
    .registers 4
    .line 30
    iget-object v0, v3, Lcom/tidetable/TideProvider;->releaseGrant$delegate:Lkotlin/properties/ReadWriteProperty;
    sget-object v1, Lcom/tidetable/TideProvider;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x1
    aget-object v1, v1, v2
    invoke-interface {v0, v3, v1}, Lkotlin/properties/ReadWriteProperty;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lkotlin/Pair;
    return-object v0
.end method

.method private final setReleaseGrant(Lkotlin/Pair;)V
    .registers 5
    .line 30
    iget-object v0, v3, Lcom/tidetable/TideProvider;->releaseGrant$delegate:Lkotlin/properties/ReadWriteProperty;
    sget-object v1, Lcom/tidetable/TideProvider;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x1
    aget-object v1, v1, v2
    invoke-interface {v0, v3, v1, v4}, Lkotlin/properties/ReadWriteProperty;->setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/Object;)V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 34
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 18
    const-string v1, "method"
    move-object v0, v15
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 37
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v5, v0
    .line 38
    invoke-virtual {v14}, Lcom/tidetable/TideProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v6, v0
    .line 39
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
    .line 40
    if-eqz v7, :L72
    sget-object v0, Lcom/tidetable/CrewProvider;->Companion:Lcom/tidetable/CrewProvider$Companion;
    invoke-virtual {v0}, Lcom/tidetable/CrewProvider$Companion;->getCLUB_APPS()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0, v7}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L80
    :L72
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a club app"
    invoke-static {v0, v1}, Lcom/tidetable/BundlesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L80
    .line 41
    new-instance v0, Lcom/tidetable/ToolRequest;
    move-object v1, v0
    move-object/from16 v2, v17
    if-nez v17, :L97
    new-instance v2, Landroid/os/Bundle;
    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V
    :L97
    invoke-direct {v1, v2}, Lcom/tidetable/ToolRequest;-><init>(Landroid/os/Bundle;)V
    move-object v8, v0
    .line 42
    const-string v1, "negotiate"
    move-object v0, v15
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L128
    sget-object v0, Lcom/tidetable/Sessions;->INSTANCE:Lcom/tidetable/Sessions;
    invoke-virtual {v0, v5}, Lcom/tidetable/Sessions;->open(I)Ljava/lang/String;
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
    invoke-static {v0}, Lcom/tidetable/BundlesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L128
    .line 43
    sget-object v0, Lcom/tidetable/Sessions;->INSTANCE:Lcom/tidetable/Sessions;
    invoke-virtual {v8}, Lcom/tidetable/ToolRequest;->getExtras()Landroid/os/Bundle;
    move-result-object v1
    const-string v2, "session_token"
    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v5}, Lcom/tidetable/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L160
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/tidetable/BundlesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L160
    .line 44
    const-string v1, "list_tools"
    move-object v0, v15
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L177
    const-string v0, "[\"book_slot\",\"hold_mooring\",\"release_mooring\",\"ping\",\"checkin\",\"stamp_tide\",\"note_tide\"]"
    invoke-static {v0}, Lcom/tidetable/BundlesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L177
    .line 45
    const-string v1, "execute_tool"
    move-object v0, v15
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L197
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/tidetable/BundlesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L197
    .line 46
    invoke-virtual {v8}, Lcom/tidetable/ToolRequest;->getExtras()Landroid/os/Bundle;
    move-result-object v0
    invoke-static {v0}, Lcom/tidetable/BundlesKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v9, v0
    .line 47
    move-object v11, v9
    const/4 v0, 0x0
    move v12, v0
    .line 143
    sget-object v0, Lcom/tidetable/Tools;->INSTANCE:Lcom/tidetable/Tools;
    invoke-virtual {v0}, Lcom/tidetable/Tools;->getRegistry()Ljava/util/Map;
    move-result-object v0
    invoke-interface {v0, v11}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Lcom/tidetable/Ping;
    if-nez v1, :L236
    const/4 v0, 0x0
    :L236
    check-cast v0, Lcom/tidetable/Ping;
    check-cast v0, Lcom/tidetable/Tool;
    .line 143
    nop
    .line 47
    check-cast v0, Lcom/tidetable/Ping;
    move-object v10, v0
    if-eqz v10, :L265
    move-object v12, v10
    .line 144
    const/4 v0, 0x0
    move v13, v0
    .line 47
    invoke-direct {v14}, Lcom/tidetable/TideProvider;->ping()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L265
    .line 48
    move-object v11, v9
    const/4 v0, 0x0
    move v12, v0
    .line 145
    sget-object v0, Lcom/tidetable/Tools;->INSTANCE:Lcom/tidetable/Tools;
    invoke-virtual {v0}, Lcom/tidetable/Tools;->getRegistry()Ljava/util/Map;
    move-result-object v0
    invoke-interface {v0, v11}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Lcom/tidetable/Checkin;
    if-nez v1, :L294
    const/4 v0, 0x0
    :L294
    check-cast v0, Lcom/tidetable/Checkin;
    check-cast v0, Lcom/tidetable/Tool;
    .line 145
    nop
    .line 48
    check-cast v0, Lcom/tidetable/Checkin;
    move-object v10, v0
    if-eqz v10, :L325
    move-object v12, v10
    .line 144
    const/4 v0, 0x0
    move v13, v0
    .line 48
    invoke-direct {v14, v5}, Lcom/tidetable/TideProvider;->checkin(I)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L325
    .line 49
    move-object v11, v9
    const/4 v0, 0x0
    move v12, v0
    .line 146
    sget-object v0, Lcom/tidetable/Tools;->INSTANCE:Lcom/tidetable/Tools;
    invoke-virtual {v0}, Lcom/tidetable/Tools;->getRegistry()Ljava/util/Map;
    move-result-object v0
    invoke-interface {v0, v11}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Lcom/tidetable/Tool;
    if-nez v1, :L354
    const/4 v0, 0x0
    :L354
    check-cast v0, Lcom/tidetable/Tool;
    .line 146
    nop
    .line 49
    move-object v10, v0
    .line 50
    sget-object v1, Lcom/tidetable/BookSlot;->INSTANCE:Lcom/tidetable/BookSlot;
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L384
    invoke-direct {v14, v6, v5, v8}, Lcom/tidetable/TideProvider;->bookSlot(Landroid/content/Context;ILcom/tidetable/ToolRequest;)Landroid/os/Bundle;
    move-result-object v0
    goto :L483
    :L384
    .line 51
    sget-object v1, Lcom/tidetable/HoldMooring;->INSTANCE:Lcom/tidetable/HoldMooring;
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L408
    invoke-direct {v14, v6, v5, v8}, Lcom/tidetable/TideProvider;->holdMooring(Landroid/content/Context;ILcom/tidetable/ToolRequest;)Landroid/os/Bundle;
    move-result-object v0
    goto :L483
    :L408
    .line 52
    sget-object v1, Lcom/tidetable/ReleaseMooring;->INSTANCE:Lcom/tidetable/ReleaseMooring;
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L432
    invoke-direct {v14, v6, v5, v8}, Lcom/tidetable/TideProvider;->releaseMooring(Landroid/content/Context;ILcom/tidetable/ToolRequest;)Landroid/os/Bundle;
    move-result-object v0
    goto :L483
    :L432
    .line 53
    sget-object v1, Lcom/tidetable/StampTide;->INSTANCE:Lcom/tidetable/StampTide;
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L452
    invoke-direct {v14, v8}, Lcom/tidetable/TideProvider;->stampTide(Lcom/tidetable/ToolRequest;)Landroid/os/Bundle;
    move-result-object v0
    goto :L483
    :L452
    .line 54
    sget-object v1, Lcom/tidetable/NoteTide;->INSTANCE:Lcom/tidetable/NoteTide;
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L474
    invoke-direct {v14, v5, v8}, Lcom/tidetable/TideProvider;->noteTide(ILcom/tidetable/ToolRequest;)Landroid/os/Bundle;
    move-result-object v0
    goto :L483
    :L474
    .line 55
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/tidetable/BundlesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L483
    .line 49
    return-object v0
.end method

.method private final bookSlot(Landroid/content/Context;ILcom/tidetable/ToolRequest;)Landroid/os/Bundle;
    .registers 16
    .line 60
    sget-object v0, Lcom/tidetable/ResumeBook;->INSTANCE:Lcom/tidetable/ResumeBook;
    invoke-virtual/range {v15 .. v15}, Lcom/tidetable/ToolRequest;->getResumeToken()Ljava/lang/String;
    move-result-object v1
    move v2, v14
    invoke-virtual/range {v0 .. v2}, Lcom/tidetable/ResumeBook;->take(Ljava/lang/String;I)Z
    move-result v0
    if-eqz v0, :L80
    .line 61
    invoke-direct {v12}, Lcom/tidetable/TideProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "slots"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v5, v3
    move-object v6, v5
    .line 144
    move-object v10, v2
    move-object v9, v1
    move-object v8, v0
    const/4 v0, 0x0
    move v7, v0
    .line 61
    const-string v1, "boat"
    invoke-virtual/range {v15 .. v15}, Lcom/tidetable/ToolRequest;->getBoat()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v11, v0
    .line 61
    .line 61
    invoke-virtual {v8, v9, v10, v5}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 62
    const-string v0, "{\"booked\":true}"
    invoke-static {v0}, Lcom/tidetable/BundlesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L80
    .line 64
    const-class v1, Lcom/tidetable/BookSlotActivity;
    invoke-static {v13, v1}, Lcom/tidetable/IntentsKt;->rotaIntent(Landroid/content/Context;Ljava/lang/Class;)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v5, v0
    .line 65
    sget-object v1, Lcom/tidetable/ResumeBook;->INSTANCE:Lcom/tidetable/ResumeBook;
    invoke-static {}, Lcom/tidetable/TideUtil;->strongToken()Ljava/lang/String;
    move-result-object v2
    const-string v4, "strongToken(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move v3, v14
    invoke-virtual/range {v1 .. v3}, Lcom/tidetable/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v5, v1}, Lcom/tidetable/BundlesKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final holdMooring(Landroid/content/Context;ILcom/tidetable/ToolRequest;)Landroid/os/Bundle;
    .registers 15
    .line 69
    iget-object v0, v11, Lcom/tidetable/TideProvider;->holds:Ljava/util/HashSet;
    invoke-virtual/range {v14 .. v14}, Lcom/tidetable/ToolRequest;->getResumeToken()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/util/HashSet;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L80
    .line 70
    invoke-direct {v11}, Lcom/tidetable/TideProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "moorings"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v4, v3
    move-object v5, v4
    .line 144
    move-object v9, v2
    move-object v8, v1
    move-object v7, v0
    const/4 v0, 0x0
    move v6, v0
    .line 70
    const-string v1, "boat"
    invoke-virtual/range {v14 .. v14}, Lcom/tidetable/ToolRequest;->getBoat()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v10, v0
    .line 70
    .line 70
    invoke-virtual {v7, v8, v9, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 71
    const-string v0, "{\"held\":true}"
    invoke-static {v0}, Lcom/tidetable/BundlesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L80
    .line 73
    invoke-static {}, Lcom/tidetable/TideUtil;->strongToken()Ljava/lang/String;
    move-result-object v1
    const-string v3, "strongToken(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v11, v1}, Lcom/tidetable/TideProvider;->setHoldToken(Ljava/lang/String;)V
    .line 74
    const-class v1, Lcom/tidetable/HoldMooringActivity;
    invoke-static {v12, v1}, Lcom/tidetable/IntentsKt;->lockedIntent(Landroid/content/Context;Ljava/lang/Class;)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-direct {v11}, Lcom/tidetable/TideProvider;->getHoldToken()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lcom/tidetable/BundlesKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final releaseMooring(Landroid/content/Context;ILcom/tidetable/ToolRequest;)Landroid/os/Bundle;
    .registers 11
    .line 78
    iget-object v0, v7, Lcom/tidetable/TideProvider;->releases:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v10}, Lcom/tidetable/ToolRequest;->getResumeToken()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    move v6, v9
    if-nez v0, :L25
    goto :L70
    :L25
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v0
    if-ne v0, v6, :L70
    .line 79
    invoke-direct {v7}, Lcom/tidetable/TideProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "moorings"
    const-string v2, "boat = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    move-object v6, v3
    const/4 v4, 0x0
    invoke-virtual {v10}, Lcom/tidetable/ToolRequest;->getBoat()Ljava/lang/String;
    move-result-object v5
    aput-object v5, v6, v4
    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 80
    const-string v0, "{\"released\":true}"
    invoke-static {v0}, Lcom/tidetable/BundlesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L70
    .line 82
    invoke-static {}, Lcom/tidetable/TideUtil;->strongToken()Ljava/lang/String;
    move-result-object v1
    invoke-static {v9}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-static {v1, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v1
    invoke-direct {v7, v1}, Lcom/tidetable/TideProvider;->setReleaseGrant(Lkotlin/Pair;)V
    .line 83
    const-class v1, Lcom/tidetable/ReleaseMooringActivity;
    invoke-static {v8, v1}, Lcom/tidetable/IntentsKt;->lockedIntent(Landroid/content/Context;Ljava/lang/Class;)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-direct {v7}, Lcom/tidetable/TideProvider;->getReleaseGrant()Lkotlin/Pair;
    move-result-object v1
    invoke-virtual {v1}, Lkotlin/Pair;->getFirst()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/lang/String;
    invoke-static {v0, v1}, Lcom/tidetable/BundlesKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final ping()Landroid/os/Bundle;
    .registers 4
    .line 87
    invoke-direct {v3}, Lcom/tidetable/TideProvider;->getMain()Landroid/os/Handler;
    move-result-object v0
    new-instance v2, Lcom/tidetable/TideProvider$$ExternalSyntheticLambda2;
    invoke-direct {v2, v3}, Lcom/tidetable/TideProvider$$ExternalSyntheticLambda2;-><init>(Lcom/tidetable/TideProvider;)V
    move-object v1, v2
    invoke-virtual {v0, v1}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z
    move-result v0
    .line 88
    const-string v0, "{\"pong\":true}"
    invoke-static {v0}, Lcom/tidetable/BundlesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final checkin(I)Landroid/os/Bundle;
    .registers 5
    .line 92
    invoke-direct {v3}, Lcom/tidetable/TideProvider;->getMain()Landroid/os/Handler;
    move-result-object v0
    new-instance v2, Lcom/tidetable/TideProvider$$ExternalSyntheticLambda3;
    invoke-direct {v2, v3, v4}, Lcom/tidetable/TideProvider$$ExternalSyntheticLambda3;-><init>(Lcom/tidetable/TideProvider;I)V
    move-object v1, v2
    invoke-virtual {v0, v1}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z
    move-result v0
    .line 93
    const-string v0, "{\"checked_in\":true}"
    invoke-static {v0}, Lcom/tidetable/BundlesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final stampTide(Lcom/tidetable/ToolRequest;)Landroid/os/Bundle;
    .registers 22
    .line 97
    const/4 v0, 0x0
    move v8, v0
    .line 147
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    move-wide v9, v0
    :t_8
    .line 148
    nop
    .line 149
    const/4 v0, 0x0
    move v11, v0
    .line 98
    invoke-direct/range {v20 .. v20}, Lcom/tidetable/TideProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "stamps"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v13, v3
    move-object v14, v13
    move-object v15, v2
    move-object/16 v16, v1
    move-object/16 v17, v0
    const/4 v0, 0x0
    move/16 v18, v0
    .line 99
    const-string v1, "boat"
    invoke-virtual/range {v21 .. v21}, Lcom/tidetable/ToolRequest;->getBoat()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v14, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 100
    const-string v1, "by_uid"
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v14, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 101
    nop
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object/16 v19, v0
    .line 98
    .line 98
    move-object/from16 v0, v17
    move-object/from16 v1, v16
    move-object v2, v15
    move-object v3, v13
    invoke-virtual/range {v0 .. v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 101
    nop
    .line 149
    move-wide v11, v0
    :t_88
    .line 151
    invoke-static {v9, v10}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 149
    move-wide v0, v11
    goto :L108
    :L98
    .line 151
    move-exception v0
    move-object v13, v0
    invoke-static {v9, v10}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v13
    :L108
    .line 97
    move-wide v6, v0
    .line 103
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"row\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v6, v7}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v5, "}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/tidetable/BundlesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catchall {:t_8 .. :t_88} :L98
.end method

.method private final noteTide(ILcom/tidetable/ToolRequest;)Landroid/os/Bundle;
    .registers 24
    .line 107
    const/4 v0, 0x0
    move v8, v0
    .line 152
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    move-wide v9, v0
    :t_8
    .line 153
    nop
    .line 154
    const/4 v0, 0x0
    move v11, v0
    .line 108
    invoke-direct/range {v21 .. v21}, Lcom/tidetable/TideProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "stamps"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v12, v3
    move-object v13, v12
    move-object v14, v2
    move-object v15, v1
    move-object/16 v16, v0
    const/4 v0, 0x0
    move/16 v17, v0
    .line 109
    const-string v1, "boat"
    invoke-virtual/range {v23 .. v23}, Lcom/tidetable/ToolRequest;->getBoat()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v13, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 110
    const-string v1, "by_uid"
    invoke-static/range {v22 .. v22}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v13, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 111
    nop
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object/16 v18, v0
    .line 108
    .line 108
    move-object/from16 v0, v16
    move-object v1, v15
    move-object v2, v14
    move-object v3, v12
    invoke-virtual/range {v0 .. v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 111
    nop
    .line 154
    move-wide/16 v19, v0
    :t_86
    .line 156
    invoke-static {v9, v10}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 154
    move-wide/from16 v0, v19
    goto :L106
    :L96
    .line 156
    move-exception v0
    move-object v11, v0
    invoke-static {v9, v10}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v11
    :L106
    .line 107
    move-wide v6, v0
    .line 113
    const-string v0, "TideTable"
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "noted "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v6, v7}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    move-result v0
    .line 114
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"row\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v6, v7}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v5, "}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/tidetable/BundlesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catchall {:t_8 .. :t_86} :L96
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 117
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 118
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 119
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 120
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 121
    const/4 v0, 0x0
    return v0
.end method

.method public static final db_delegate$lambda$0(Lcom/tidetable/TideProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 5
    .line 20
    new-instance v0, Ljava/io/File;
    invoke-virtual {v4}, Lcom/tidetable/TideProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v2
    const-string v3, "tides.db"
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/4 v1, 0x0
    invoke-static {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/io/File;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    return-object v0
.end method

.method public static final main_delegate$lambda$0()Landroid/os/Handler;
    .registers 2
    .line 22
    new-instance v0, Landroid/os/Handler;
    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;
    move-result-object v1
    invoke-direct {v0, v1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V
    return-object v0
.end method

.method public static final ping$lambda$0(Lcom/tidetable/TideProvider;)V
    .registers 5
    .line 87
    iget-object v0, v4, Lcom/tidetable/TideProvider;->lastSeen:Ljava/util/concurrent/ConcurrentHashMap;
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
    .line 87
    return-void
.end method

.method public static final checkin$lambda$0(Lcom/tidetable/TideProvider;I)V
    .registers 6
    .line 92
    iget-object v0, v4, Lcom/tidetable/TideProvider;->lastSeen:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {v5}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 92
    return-void
.end method

.method public static final synthetic access$getHolds$p(Lcom/tidetable/TideProvider;)Ljava/util/HashSet;
    .registers 2
    .line 18
    iget-object v0, v1, Lcom/tidetable/TideProvider;->holds:Ljava/util/HashSet;
    return-object v0
.end method

.method public static final synthetic access$getReleases$p(Lcom/tidetable/TideProvider;)Ljava/util/concurrent/ConcurrentHashMap;
    .registers 2
    .line 18
    iget-object v0, v1, Lcom/tidetable/TideProvider;->releases:Ljava/util/concurrent/ConcurrentHashMap;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 8
    const/4 v0, 0x2
    new-array v0, v0, [Lkotlin/reflect/KProperty;
    move-object v7, v0
    const/4 v1, 0x0
    new-instance v2, Lkotlin/jvm/internal/MutablePropertyReference1Impl;
    const-class v3, Lcom/tidetable/TideProvider;
    const-string v4, "holdToken"
    const-string v5, "getHoldToken()Ljava/lang/String;"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/MutablePropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    aput-object v2, v7, v1
    const/4 v1, 0x1
    new-instance v2, Lkotlin/jvm/internal/MutablePropertyReference1Impl;
    const-class v3, Lcom/tidetable/TideProvider;
    const-string v4, "releaseGrant"
    const-string v5, "getReleaseGrant()Lkotlin/Pair;"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/MutablePropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    aput-object v2, v7, v1
    sput-object v7, Lcom/tidetable/TideProvider;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    new-instance v0, Lcom/tidetable/TideProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/tidetable/TideProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/tidetable/TideProvider;->Companion:Lcom/tidetable/TideProvider$Companion;
    return-void
.end method

