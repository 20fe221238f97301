.class public final Lcom/larkbook/CallerGate;
.super Ljava/lang/Object;
.source "Callers.kt"

# instance fields
.field private final certs$delegate:Lkotlin/Lazy;
.field private final ctx:Landroid/content/Context;
.field private final trusted:Ljava/util/Map;


# direct methods
.method public constructor <init>(Landroid/content/Context;Ljava/util/Map;)V
    .registers 5
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "trusted"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larkbook/CallerGate;->ctx:Landroid/content/Context;
    iput-object p2, p0, Lcom/larkbook/CallerGate;->trusted:Ljava/util/Map;
    .line 10
    sget-object v0, Lkotlin/LazyThreadSafetyMode;->NONE:Lkotlin/LazyThreadSafetyMode;
    new-instance v1, Lcom/larkbook/CallerGate$$ExternalSyntheticLambda0;
    invoke-direct {v1, p0}, Lcom/larkbook/CallerGate$$ExternalSyntheticLambda0;-><init>(Lcom/larkbook/CallerGate;)V
    invoke-static {v0, v1}, Lkotlin/LazyKt;->lazy(Lkotlin/LazyThreadSafetyMode;Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/larkbook/CallerGate;->certs$delegate:Lkotlin/Lazy;
    .line 9
    return-void
.end method

.method public static final certs_delegate$lambda$0(Lcom/larkbook/CallerGate;)Ljava/util/Map;
    .registers 23
    .line 10
    move-object/from16 v0, p0
    iget-object v3, v0, Lcom/larkbook/CallerGate;->trusted:Ljava/util/Map;
    const/4 v4, 0x0
    .line 24
    move-object v5, v3
    new-instance v6, Ljava/util/LinkedHashMap;
    invoke-interface {v3}, Ljava/util/Map;->size()I
    move-result v2
    invoke-static {v2}, Lkotlin/collections/MapsKt;->mapCapacity(I)I
    move-result v2
    invoke-direct {v6, v2}, Ljava/util/LinkedHashMap;-><init>(I)V
    check-cast v6, Ljava/util/Map;
    const/4 v7, 0x0
    .line 25
    invoke-interface {v5}, Ljava/util/Map;->entrySet()Ljava/util/Set;
    move-result-object v8
    check-cast v8, Ljava/lang/Iterable;
    move-object v9, v6
    const/4 v10, 0x0
    .line 26
    invoke-interface {v8}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v11
:L60
    invoke-interface {v11}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L151
    invoke-interface {v11}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v12
    .line 27
    move-object v1, v12
    check-cast v1, Ljava/util/Map$Entry;
    move-object v13, v1
    move-object v14, v9
    const/4 v15, 0x0
    .line 25
    invoke-interface {v13}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;
    move-result-object v0
    .line 27
    move-object v2, v12
    check-cast v2, Ljava/util/Map$Entry;
    move-object/from16 v16, v2
    move-object/from16 v20, v0
    move-object/from16 v19, v14
    const/16 v17, 0x0
    move-object/from16 v0, v16
    invoke-interface {v0}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;
    move-result-object v18
    check-cast v18, Ljava/lang/String;
    .line 10
    move-object/from16 v0, v18
    invoke-static {v0}, Lcom/larkbook/CallersKt;->access$unhex(Ljava/lang/String;)[B
    move-result-object v21
    .line 27
    move-object/from16 v0, v19
    move-object/from16 v1, v20
    move-object/from16 v2, v21
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    goto :L60
:L151
    .line 10
    return-object v9
.end method

.method private final getCerts()Ljava/util/Map;
    .registers 3
    .line 10
    iget-object v1, p0, Lcom/larkbook/CallerGate;->certs$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Map;
    return-object v0
.end method


# virtual methods
.method public final invoke(I)Lcom/larkbook/Caller;
    .registers 10
    .line 14
    iget-object v0, p0, Lcom/larkbook/CallerGate;->ctx:Landroid/content/Context;
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v2
    .line 15
    invoke-virtual {v2, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L27
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-nez v0, :L30
:L27
    const/4 v0, 0x0
    return-object v0
:L30
    move-object v3, v0
    .line 16
    invoke-direct {p0}, Lcom/larkbook/CallerGate;->getCerts()Ljava/util/Map;
    move-result-object v0
    invoke-interface {v0, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [B
    if-nez v0, :L51
    const/4 v0, 0x0
    return-object v0
:L51
    move-object v4, v0
    .line 17
    new-instance v5, Lcom/larkbook/Caller;
    invoke-direct {v5, p1, v3}, Lcom/larkbook/Caller;-><init>(ILjava/lang/String;)V
    move-object v6, v5
    .line 23
    const/4 v7, 0x0
    .line 17
    const/4 v1, 0x1
    invoke-virtual {v2, v3, v4, v1}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z
    move-result v0
    if-eqz v0, :L87
    move-object v0, v5
    goto :L88
:L87
    const/4 v0, 0x0
:L88
    return-object v0
.end method
