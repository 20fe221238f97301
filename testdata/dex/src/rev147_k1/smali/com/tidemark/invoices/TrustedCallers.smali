.class public final Lcom/tidemark/invoices/TrustedCallers;
.super Ljava/lang/Object;
.source "Gate.kt"


# static fields
.field public static final INSTANCE:Lcom/tidemark/invoices/TrustedCallers;

.field private static final grants:Ljava/util/Map;


# direct methods
.method static constructor <clinit>()V
    .registers 10

    new-instance v0, Lcom/tidemark/invoices/TrustedCallers;

    invoke-direct {v0}, Lcom/tidemark/invoices/TrustedCallers;-><init>()V

    sput-object v0, Lcom/tidemark/invoices/TrustedCallers;->INSTANCE:Lcom/tidemark/invoices/TrustedCallers;

    .line 17
    const/4 v0, 0x2

    new-array v8, v0, [Lkotlin/Pair;

    new-instance v3, Lcom/tidemark/invoices/TrustedCallers$Grant;

    .line 19
    const/4 v5, 0x4

    new-array v9, v5, [Ljava/lang/String;

    const-string v7, "invoices.read"

    const/4 v6, 0x0

    aput-object v7, v9, v6

    const-string v7, "invoices.write"

    const/4 v6, 0x1

    aput-object v7, v9, v6

    const-string v7, "exports.read"

    const/4 v6, 0x2

    aput-object v7, v9, v6

    const-string v7, "exports.write"

    const/4 v6, 0x3

    aput-object v7, v9, v6

    invoke-static {v9}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v5

    .line 17
    const-string v4, "3b9d0e7c41a25f86d2c7e0b49a13f5d8c6e2a7b04f91d3e5c8a6b2f07d4e19c3"

    invoke-direct {v3, v4, v5}, Lcom/tidemark/invoices/TrustedCallers$Grant;-><init>(Ljava/lang/String;Ljava/util/Set;)V

    const-string v2, "com.clawseed.assistant"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v8, v1

    .line 21
    new-instance v3, Lcom/tidemark/invoices/TrustedCallers$Grant;

    .line 23
    const/4 v5, 0x2

    new-array v9, v5, [Ljava/lang/String;

    const-string v7, "invoices.read"

    const/4 v6, 0x0

    aput-object v7, v9, v6

    const-string v7, "exports.read"

    const/4 v6, 0x1

    aput-object v7, v9, v6

    invoke-static {v9}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v5

    .line 21
    const-string v4, "d81f2a6c9e047b35a8c1f6e2d94b07a3e5c28f16b9d4a07e3c5f81b62a9e4d70"

    invoke-direct {v3, v4, v5}, Lcom/tidemark/invoices/TrustedCallers$Grant;-><init>(Ljava/lang/String;Ljava/util/Set;)V

    const-string v2, "com.tidemark.desk"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v8, v1

    .line 16
    invoke-static {v8}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    sput-object v0, Lcom/tidemark/invoices/TrustedCallers;->grants:Ljava/util/Map;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final scopesOf(Ljava/lang/String;)Ljava/util/Set;
    .registers 4

    const-string v1, "pkg"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 27
    sget-object v0, Lcom/tidemark/invoices/TrustedCallers;->grants:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/TrustedCallers$Grant;

    if-eqz v0, :cond_0

    invoke-virtual {v0}, Lcom/tidemark/invoices/TrustedCallers$Grant;->getScopes()Ljava/util/Set;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_1

    invoke-static {}, Lkotlin/collections/SetsKt;->emptySet()Ljava/util/Set;

    move-result-object v0

    :cond_1
    return-object v0
.end method

.method public final signed(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z
    .registers 8

    const-string v1, "pm"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "pkg"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 30
    sget-object v0, Lcom/tidemark/invoices/TrustedCallers;->grants:Ljava/util/Map;

    invoke-interface {v0, p2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/TrustedCallers$Grant;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    move-object v4, v0

    .line 31
    invoke-virtual {v4}, Lcom/tidemark/invoices/TrustedCallers$Grant;->getSha256()Ljava/lang/String;

    move-result-object v2

    invoke-static {v2}, Lcom/tidemark/invoices/ProtocolKt;->hexBytes(Ljava/lang/String;)[B

    move-result-object v2

    const/4 v3, 0x1

    invoke-virtual {p1, p2, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    return v0
.end method
