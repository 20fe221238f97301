.class public final Lcom/lendshelf/ShelfTool$Companion;
.super Ljava/lang/Object;
.source "ShelfTools.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nShelfTools.kt\nKotlin\n*S Kotlin\n*F\n+ 1 ShelfTools.kt\ncom/lendshelf/ShelfTool$Companion\n+ 2 _Collections.kt\nkotlin/collections/CollectionsKt___CollectionsKt\n*L\n1#1,139:1\n1379#2,2:140\n1408#2,4:142\n*S KotlinDebug\n*F\n+ 1 ShelfTools.kt\ncom/lendshelf/ShelfTool$Companion\n*L\n22#1:140,2\n22#1:142,4\n*E\n"
.end annotation

.field static final synthetic $$INSTANCE:Lcom/lendshelf/ShelfTool$Companion;
.field private static final all:Ljava/util/List;
.field private static final byName:Ljava/util/Map;

.method private constructor <init>()V
    .registers 1
    .line 20
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getAll()Ljava/util/List;
    .registers 2
    .line 21
    sget-object v0, Lcom/lendshelf/ShelfTool$Companion;->all:Ljava/util/List;
    return-object v0
.end method

.method public final getByName()Ljava/util/Map;
    .registers 2
    .line 22
    sget-object v0, Lcom/lendshelf/ShelfTool$Companion;->byName:Ljava/util/Map;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 14
    new-instance v0, Lcom/lendshelf/ShelfTool$Companion;
    invoke-direct {v0}, Lcom/lendshelf/ShelfTool$Companion;-><init>()V
    sput-object v0, Lcom/lendshelf/ShelfTool$Companion;->$$INSTANCE:Lcom/lendshelf/ShelfTool$Companion;
    .line 21
    const/4 v0, 0x7
    new-array v0, v0, [Lcom/lendshelf/ShelfTool;
    move-object v3, v0
    const/4 v1, 0x0
    sget-object v2, Lcom/lendshelf/SearchGames;->INSTANCE:Lcom/lendshelf/SearchGames;
    aput-object v2, v3, v1
    const/4 v1, 0x1
    sget-object v2, Lcom/lendshelf/CountCopies;->INSTANCE:Lcom/lendshelf/CountCopies;
    aput-object v2, v3, v1
    const/4 v1, 0x2
    new-instance v2, Lcom/lendshelf/LendGame;
    invoke-direct {v2}, Lcom/lendshelf/LendGame;-><init>()V
    aput-object v2, v3, v1
    const/4 v1, 0x3
    new-instance v2, Lcom/lendshelf/WriteOff;
    invoke-direct {v2}, Lcom/lendshelf/WriteOff;-><init>()V
    aput-object v2, v3, v1
    const/4 v1, 0x4
    new-instance v2, Lcom/lendshelf/RenewLoan;
    invoke-direct {v2}, Lcom/lendshelf/RenewLoan;-><init>()V
    aput-object v2, v3, v1
    const/4 v1, 0x5
    sget-object v2, Lcom/lendshelf/MyLoans;->INSTANCE:Lcom/lendshelf/MyLoans;
    aput-object v2, v3, v1
    const/4 v1, 0x6
    sget-object v2, Lcom/lendshelf/ExportShelf;->INSTANCE:Lcom/lendshelf/ExportShelf;
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    sput-object v0, Lcom/lendshelf/ShelfTool$Companion;->all:Ljava/util/List;
    .line 22
    sget-object v0, Lcom/lendshelf/ShelfTool$Companion;->all:Ljava/util/List;
    check-cast v0, Ljava/lang/Iterable;
    move-object v3, v0
    const/4 v0, 0x0
    move v4, v0
    .line 140
    const/16 v1, 0xa
    invoke-static {v3, v1}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I
    move-result v0
    invoke-static {v0}, Lkotlin/collections/MapsKt;->mapCapacity(I)I
    move-result v0
    const/16 v1, 0x10
    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->coerceAtLeast(II)I
    move-result v0
    move v5, v0
    .line 141
    move-object v6, v3
    new-instance v0, Ljava/util/LinkedHashMap;
    invoke-direct {v0, v5}, Ljava/util/LinkedHashMap;-><init>(I)V
    check-cast v0, Ljava/util/Map;
    move-object v7, v0
    const/4 v0, 0x0
    move v8, v0
    .line 142
    invoke-interface {v6}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v0
    move-object v9, v0
    :L128
    invoke-interface {v9}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L182
    invoke-interface {v9}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    move-object v10, v0
    .line 143
    check-cast v10, Lcom/lendshelf/ShelfTool;
    move-object v11, v10
    move-object v13, v7
    const/4 v0, 0x0
    move v12, v0
    .line 22
    invoke-interface {v11}, Lcom/lendshelf/ShelfTool;->getName()Ljava/lang/String;
    move-result-object v1
    .line 143
    move-object v0, v13
    move-object v2, v10
    invoke-interface/range {v0 .. v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    goto :L128
    :L182
    .line 145
    .line 141
    nop
    .line 22
    sput-object v7, Lcom/lendshelf/ShelfTool$Companion;->byName:Ljava/util/Map;
    return-void
.end method

