.class public final Lcom/hearthkit/Callers;
.super Ljava/lang/Object;
.source "Callers.kt"

# static fields
.field public static final INSTANCE:Lcom/hearthkit/Callers;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/hearthkit/Callers;
    invoke-direct {v0}, Lcom/hearthkit/Callers;-><init>()V
    sput-object v0, Lcom/hearthkit/Callers;->INSTANCE:Lcom/hearthkit/Callers;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final admit(Landroid/content/Context;I)Lcom/hearthkit/Caller;
    .registers 14
    const-string v1, "ctx"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v2
    .line 21
    invoke-virtual {v2, p2}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L30
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-nez v0, :L33
:L30
    const/4 v0, 0x0
    return-object v0
:L33
    move-object v3, v0
    .line 22
    invoke-static {}, Lcom/hearthkit/KnownConsumer;->getEntries()Lkotlin/enums/EnumEntries;
    move-result-object v5
    check-cast v5, Ljava/lang/Iterable;
    const/4 v6, 0x0
    .line 29
    invoke-interface {v5}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v7
:L55
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L102
    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v8
    move-object v0, v8
    check-cast v0, Lcom/hearthkit/KnownConsumer;
    move-object v9, v0
    const/4 v10, 0x0
    .line 22
    invoke-virtual {v9}, Lcom/hearthkit/KnownConsumer;->getPkg()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, v3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    .line 29
    if-eqz v0, :L55
    move-object v0, v8
    goto :L103
:L102
    .line 30
    const/4 v0, 0x0
:L103
    .line 22
    check-cast v0, Lcom/hearthkit/KnownConsumer;
    if-nez v0, :L113
    const/4 v0, 0x0
    return-object v0
:L113
    move-object v4, v0
    .line 23
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v4, v2}, Lcom/hearthkit/KnownConsumer;->signed(Landroid/content/pm/PackageManager;)Z
    move-result v0
    if-eqz v0, :L141
    new-instance v0, Lcom/hearthkit/Caller;
    invoke-direct {v0, p2, v3}, Lcom/hearthkit/Caller;-><init>(ILjava/lang/String;)V
    goto :L142
:L141
    const/4 v0, 0x0
:L142
    return-object v0
.end method
