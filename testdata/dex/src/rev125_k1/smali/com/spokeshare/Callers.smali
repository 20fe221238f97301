.class public final Lcom/spokeshare/Callers;
.super Ljava/lang/Object;
.source "Callers.kt"

# static fields
.field public static final INSTANCE:Lcom/spokeshare/Callers;
.field private static final KNOWN:Ljava/util/Map;


# direct methods
.method static constructor <clinit>()V
    .registers 5
    new-instance v0, Lcom/spokeshare/Callers;
    invoke-direct {v0}, Lcom/spokeshare/Callers;-><init>()V
    sput-object v0, Lcom/spokeshare/Callers;->INSTANCE:Lcom/spokeshare/Callers;
    .line 11
    const/4 v0, 0x2
    new-array v4, v0, [Lkotlin/Pair;
    const-string v2, "com.clawseed.agent"
    const-string v3, "5d1c8f0e2a7b49c3a6f1e08d7b2c4a9e3f6d1b0c8a7e5f4d3c2b1a09e8d7c6b5"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x0
    aput-object v2, v4, v1
    .line 12
    const-string v2, "org.pedalassist.companion"
    const-string v3, "a3b9e1d7c5f20846b1e9d3c7a5f2e0b8d6c4a2f1e9b7d5c3a1f0e8d6b4c2a0f9"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x1
    aput-object v2, v4, v1
    .line 10
    invoke-static {v4}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v0
    sput-object v0, Lcom/spokeshare/Callers;->KNOWN:Ljava/util/Map;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final admit(Landroid/content/Context;I)Lcom/spokeshare/Caller;
    .registers 10
    const-string v1, "ctx"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v4
    .line 18
    invoke-virtual {v4, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
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
    move-object v5, v0
    .line 19
    sget-object v0, Lcom/spokeshare/Callers;->KNOWN:Ljava/util/Map;
    invoke-interface {v0, v5}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-nez v0, :L53
    const/4 v0, 0x0
    return-object v0
:L53
    move-object v6, v0
    .line 20
    sget-object v2, Lcom/spokeshare/Callers;->INSTANCE:Lcom/spokeshare/Callers;
    invoke-direct {v2, v6}, Lcom/spokeshare/Callers;->unhex(Ljava/lang/String;)[B
    move-result-object v2
    const/4 v3, 0x1
    invoke-virtual {v4, v5, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z
    move-result v7
    .line 21
    if-eqz v7, :L88
    new-instance v0, Lcom/spokeshare/Caller;
    invoke-direct {v0, p1, v5}, Lcom/spokeshare/Caller;-><init>(ILjava/lang/String;)V
    goto :L89
:L88
    const/4 v0, 0x0
:L89
    return-object v0
.end method

.method private final unhex(Ljava/lang/String;)[B
    .registers 10
    .line 24
    const/4 v4, 0x0
    invoke-virtual {p1}, Ljava/lang/String;->length()I
    move-result v0
    div-int/lit8 v5, v0, 0x2
    new-array v6, v5, [B
:L14
    if-ge v4, v5, :L62
    move v7, v4
    mul-int/lit8 v2, v7, 0x2
    mul-int/lit8 v3, v7, 0x2
    add-int/lit8 v3, v3, 0x2
    invoke-virtual {p1, v2, v3}, Ljava/lang/String;->substring(II)Ljava/lang/String;
    move-result-object v1
    const-string v3, "substring(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/16 v2, 0x10
    invoke-static {v2}, Lkotlin/text/CharsKt;->checkRadix(I)I
    move-result v2
    invoke-static {v1, v2}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;I)I
    move-result v1
    int-to-byte v1, v1
    aput-byte v1, v6, v7
    add-int/lit8 v4, v4, 0x1
    goto :L14
:L62
    return-object v6
.end method
