.class public final Lcom/lendshelf/CallerUidKt;
.super Ljava/lang/Object;
.source "CallerUid.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nCallerUid.kt\nKotlin\n*S Kotlin\n*F\n+ 1 CallerUid.kt\ncom/lendshelf/CallerUidKt\n+ 2 _Arrays.kt\nkotlin/collections/ArraysKt___ArraysKt\n+ 3 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,26:1\n15309#2,2:27\n1#3:29\n*S KotlinDebug\n*F\n+ 1 CallerUid.kt\ncom/lendshelf/CallerUidKt\n*L\n21#1:27,2\n*E\n"
.end annotation

.field private static final LENDERS:Ljava/util/Set;

.method public static final isLender-bZkfXXU(ILandroid/content/Context;)Z
    .registers 11
    const-string v1, "ctx"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-static {v9, v10}, Lcom/lendshelf/CallerUid;->packages-impl(ILandroid/content/Context;)[Ljava/lang/String;
    move-result-object v0
    move-object v2, v0
    const/4 v0, 0x0
    move v3, v0
    .line 27
    const/4 v0, 0x0
    move v4, v0
    array-length v0, v2
    move v5, v0
    :L21
    if-ge v4, v5, :L64
    aget-object v0, v2, v4
    move-object v6, v0
    move-object v7, v6
    const/4 v0, 0x0
    move v8, v0
    .line 21
    sget-object v0, Lcom/lendshelf/CallerUidKt;->LENDERS:Ljava/util/Set;
    invoke-interface {v0, v7}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    .line 27
    if-eqz v0, :L58
    const/4 v0, 0x1
    goto :L65
    :L58
    add-int/lit8 v4, v4, 0x1
    goto :L21
    :L64
    .line 28
    const/4 v0, 0x0
    :L65
    .line 21
    return v0
.end method

.method public static final isSoleLender-bZkfXXU(ILandroid/content/Context;)Z
    .registers 6
    const-string v1, "ctx"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    invoke-static {v4, v5}, Lcom/lendshelf/CallerUid;->packages-impl(ILandroid/content/Context;)[Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-eqz v0, :L46
    move-object v2, v0
    .line 29
    const/4 v0, 0x0
    move v3, v0
    .line 25
    sget-object v0, Lcom/lendshelf/CallerUidKt;->LENDERS:Ljava/util/Set;
    invoke-interface {v0, v2}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    .line 25
    nop
    .line 25
    const/4 v1, 0x1
    if-ne v0, v1, :L42
    const/4 v0, 0x1
    goto :L48
    :L42
    const/4 v0, 0x0
    goto :L48
    :L46
    const/4 v0, 0x0
    :L48
    return v0
.end method

.method static constructor <clinit>()V
    .registers 4
    .line 17
    const/4 v0, 0x3
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.lendshelf.kiosk"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "com.lendshelf.assistant"
    aput-object v2, v3, v1
    const/4 v1, 0x2
    const-string v2, "org.neighbours.board"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/lendshelf/CallerUidKt;->LENDERS:Ljava/util/Set;
    return-void
.end method

