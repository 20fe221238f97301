.class public final Lcom/lendshelf/ShelfDb$Companion;
.super Ljava/lang/Object;
.source "Shelf.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nShelf.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Shelf.kt\ncom/lendshelf/ShelfDb$Companion\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,40:1\n1#2:41\n*E\n"
.end annotation


.method private constructor <init>()V
    .registers 1
    .line 22
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final get(Landroid/content/Context;)Lcom/lendshelf/ShelfDb;
    .registers 11
    const-string v1, "ctx"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    move-object v4, v9
    monitor-enter v4
    :t_10
    nop
    const/4 v0, 0x0
    move v5, v0
    .line 26
    invoke-static {}, Lcom/lendshelf/ShelfDb;->access$getInstance$cp()Lcom/lendshelf/ShelfDb;
    move-result-object v0
    if-nez v0, :L58
    new-instance v0, Lcom/lendshelf/ShelfDb;
    invoke-virtual {v10}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;
    move-result-object v2
    const-string v3, "getApplicationContext(...)"
    invoke-static {v2, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/lendshelf/ShelfDb;-><init>(Landroid/content/Context;)V
    move-object v6, v0
    move-object v7, v6
    .line 41
    const/4 v0, 0x0
    move v8, v0
    .line 26
    sget-object v0, Lcom/lendshelf/ShelfDb;->Companion:Lcom/lendshelf/ShelfDb$Companion;
    invoke-static {v7}, Lcom/lendshelf/ShelfDb;->access$setInstance$cp(Lcom/lendshelf/ShelfDb;)V
    .line 26
    move-object v0, v6
    :L58
    .line 26
    nop
    .line 25
    move-object v5, v0
    :t_60
    monitor-exit v4
    move-object v0, v5
    goto :L73
    :L66
    move-exception v0
    move-object v6, v0
    monitor-exit v4
    throw v6
    :L73
    .line 27
    return-object v0
    .catchall {:t_10 .. :t_60} :L66
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/lendshelf/ShelfDb$Companion;-><init>()V
    return-void
.end method

