.class public final Lcom/el/BoardTools;
.super Ljava/lang/Object;
.source "Tools.kt"

# static fields
.field public static final INSTANCE:Lcom/el/BoardTools;
.field private static final listCards:Lcom/el/ToolEntry;
.field private static final countCards:Lcom/el/ToolEntry;
.field private static final moveCard:Lcom/el/ToolEntry;
.field private static final all:Ljava/util/Map;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 18
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final listCards$lambda$0(Ljava/lang/String;)Z
    .registers 3
    const-string v1, "it"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    move-object v0, v2
    check-cast v0, Ljava/lang/CharSequence;
    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I
    move-result v0
    if-lez v0, :L22
    const/4 v0, 0x1
    goto :L23
:L22
    const/4 v0, 0x0
:L23
    .line 19
    return v0
.end method

.method public static final listCards$lambda$1(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Ljava/lang/String;
    .registers 14
    const-string v1, "db"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "board"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    const-string v1, "cards"
    new-instance v2, Landroid/content/ContentValues;
    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V
    move-object v6, v2
    move-object v7, v6
    .line 42
    move-object v9, v1
    move-object v8, v12
    const/4 v10, 0x0
    .line 21
    const-string v1, "seen_at"
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    sget-object v11, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 21
    .line 21
    const-string v3, "board = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v6
    move-object v6, v4
    const/4 v5, 0x0
    aput-object v13, v6, v5
    invoke-virtual {v8, v9, v2, v3, v6}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .line 22
    const-string v0, "listed"
    return-object v0
.end method

.method public static final countCards$lambda$0(Ljava/lang/String;)Z
    .registers 3
    const-string v1, "it"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    invoke-virtual {v2}, Ljava/lang/String;->length()I
    move-result v0
    const/16 v1, 0x40
    if-ge v0, v1, :L19
    const/4 v0, 0x1
    goto :L20
:L19
    const/4 v0, 0x0
:L20
    return v0
.end method

.method public static final countCards$lambda$1(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Ljava/lang/String;
    .registers 13
    const-string v1, "db"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "board"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    const-string v1, "cards"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v8, v2
    const/4 v3, 0x0
    const-string v4, "id"
    aput-object v4, v8, v3
    const-string v3, "board = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v8
    move-object v8, v4
    const/4 v5, 0x0
    aput-object v12, v8, v5
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    move-object v0, v11
    move-object v4, v8
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v9
:L45
    .line 27
    nop
    .line 28
    invoke-interface {v9}, Landroid/database/Cursor;->getCount()I
    move-result v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v8
:L56
    .line 30
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    .line 31
    goto :L76
:L65
    .line 30
    move-exception v10
:L67
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    throw v10
:L76
    .line 31
    return-object v8
    .catchall {:L45 .. :L56} :L65
.end method

.method public static final moveCard$lambda$0(Ljava/lang/String;)Z
    .registers 3
    const-string v1, "it"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    const/4 v0, 0x1
    return v0
.end method

.method public static final moveCard$lambda$1(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Ljava/lang/String;
    .registers 13
    const-string v1, "db"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "board"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 35
    const-string v1, "cards"
    new-instance v2, Landroid/content/ContentValues;
    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V
    move-object v5, v2
    move-object v6, v5
    .line 42
    move-object v8, v1
    move-object v7, v11
    const/4 v9, 0x0
    .line 35
    const-string v1, "board"
    invoke-virtual {v6, v1, v12}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v10, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 35
    .line 35
    const/4 v3, 0x0
    const/4 v4, 0x0
    invoke-virtual {v7, v8, v5, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .line 36
    const-string v0, "moved"
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 17
    new-instance v0, Lcom/el/BoardTools;
    invoke-direct {v0}, Lcom/el/BoardTools;-><init>()V
    sput-object v0, Lcom/el/BoardTools;->INSTANCE:Lcom/el/BoardTools;
    .line 19
    new-instance v0, Lcom/el/ToolEntry;
    new-instance v2, Lcom/el/ToolSpec;
    const-string v4, "list_cards"
    sget-object v5, Lcom/el/Effect;->READ:Lcom/el/Effect;
    invoke-direct {v2, v4, v5}, Lcom/el/ToolSpec;-><init>(Ljava/lang/String;Lcom/el/Effect;)V
    sget-object v3, Lcom/el/BoardTools$$ExternalSyntheticLambda0;->INSTANCE:Lcom/el/BoardTools$$ExternalSyntheticLambda0;
    sget-object v4, Lcom/el/BoardTools$$ExternalSyntheticLambda1;->INSTANCE:Lcom/el/BoardTools$$ExternalSyntheticLambda1;
    invoke-direct {v0, v2, v3, v4}, Lcom/el/ToolEntry;-><init>(Lcom/el/ToolSpec;Lkotlin/jvm/functions/Function1;Lkotlin/jvm/functions/Function2;)V
    sput-object v0, Lcom/el/BoardTools;->listCards:Lcom/el/ToolEntry;
    .line 25
    new-instance v0, Lcom/el/ToolEntry;
    new-instance v2, Lcom/el/ToolSpec;
    const-string v4, "count_cards"
    sget-object v5, Lcom/el/Effect;->READ:Lcom/el/Effect;
    invoke-direct {v2, v4, v5}, Lcom/el/ToolSpec;-><init>(Ljava/lang/String;Lcom/el/Effect;)V
    sget-object v3, Lcom/el/BoardTools$$ExternalSyntheticLambda2;->INSTANCE:Lcom/el/BoardTools$$ExternalSyntheticLambda2;
    sget-object v4, Lcom/el/BoardTools$$ExternalSyntheticLambda3;->INSTANCE:Lcom/el/BoardTools$$ExternalSyntheticLambda3;
    invoke-direct {v0, v2, v3, v4}, Lcom/el/ToolEntry;-><init>(Lcom/el/ToolSpec;Lkotlin/jvm/functions/Function1;Lkotlin/jvm/functions/Function2;)V
    sput-object v0, Lcom/el/BoardTools;->countCards:Lcom/el/ToolEntry;
    .line 34
    new-instance v0, Lcom/el/ToolEntry;
    new-instance v2, Lcom/el/ToolSpec;
    const-string v4, "move_card"
    sget-object v5, Lcom/el/Effect;->UPDATE:Lcom/el/Effect;
    invoke-direct {v2, v4, v5}, Lcom/el/ToolSpec;-><init>(Ljava/lang/String;Lcom/el/Effect;)V
    sget-object v3, Lcom/el/BoardTools$$ExternalSyntheticLambda4;->INSTANCE:Lcom/el/BoardTools$$ExternalSyntheticLambda4;
    sget-object v4, Lcom/el/BoardTools$$ExternalSyntheticLambda5;->INSTANCE:Lcom/el/BoardTools$$ExternalSyntheticLambda5;
    invoke-direct {v0, v2, v3, v4}, Lcom/el/ToolEntry;-><init>(Lcom/el/ToolSpec;Lkotlin/jvm/functions/Function1;Lkotlin/jvm/functions/Function2;)V
    sput-object v0, Lcom/el/BoardTools;->moveCard:Lcom/el/ToolEntry;
    .line 39
    const/4 v0, 0x3
    new-array v0, v0, [Lcom/el/ToolEntry;
    move-object v6, v0
    const/4 v1, 0x0
    sget-object v2, Lcom/el/BoardTools;->listCards:Lcom/el/ToolEntry;
    aput-object v2, v6, v1
    const/4 v1, 0x1
    sget-object v2, Lcom/el/BoardTools;->countCards:Lcom/el/ToolEntry;
    aput-object v2, v6, v1
    const/4 v1, 0x2
    sget-object v2, Lcom/el/BoardTools;->moveCard:Lcom/el/ToolEntry;
    aput-object v2, v6, v1
    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    check-cast v0, Ljava/lang/Iterable;
    move-object v6, v0
    const/4 v14, 0x0
    .line 43
    const/16 v1, 0xa
    invoke-static {v6, v1}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I
    move-result v0
    invoke-static {v0}, Lkotlin/collections/MapsKt;->mapCapacity(I)I
    move-result v0
    const/16 v1, 0x10
    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->coerceAtLeast(II)I
    move-result v10
    .line 44
    move-object v11, v6
    new-instance v0, Ljava/util/LinkedHashMap;
    invoke-direct {v0, v10}, Ljava/util/LinkedHashMap;-><init>(I)V
    check-cast v0, Ljava/util/Map;
    move-object v7, v0
    const/4 v15, 0x0
    .line 45
    invoke-interface {v11}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v8
:L180
    invoke-interface {v8}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L235
    invoke-interface {v8}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v9
    .line 46
    move-object v1, v9
    check-cast v1, Lcom/el/ToolEntry;
    move-object v12, v1
    move-object v13, v7
    const/16 v16, 0x0
    .line 39
    invoke-virtual {v12}, Lcom/el/ToolEntry;->getSpec()Lcom/el/ToolSpec;
    move-result-object v0
    invoke-virtual {v0}, Lcom/el/ToolSpec;->getName()Ljava/lang/String;
    move-result-object v0
    move-object v1, v0
    .line 46
    invoke-interface {v13, v1, v9}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    goto :L180
:L235
    .line 48
    .line 44
    nop
    .line 39
    sput-object v7, Lcom/el/BoardTools;->all:Ljava/util/Map;
    return-void
.end method


# virtual methods
.method public final getAll()Ljava/util/Map;
    .registers 2
    .line 39
    sget-object v0, Lcom/el/BoardTools;->all:Ljava/util/Map;
    return-object v0
.end method

