.class public final Lapp/keelson/backup/cetp/CallerGate;
.super Ljava/lang/Object;
.source "Callers.kt"


# static fields
.field public static final Companion:Lapp/keelson/backup/cetp/CallerGate$Companion;

.field private static final PINS:Ljava/util/Map;


# instance fields
.field private final pm:Landroid/content/pm/PackageManager;


# direct methods
.method static constructor <clinit>()V
    .registers 5

    new-instance v0, Lapp/keelson/backup/cetp/CallerGate$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lapp/keelson/backup/cetp/CallerGate$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/keelson/backup/cetp/CallerGate;->Companion:Lapp/keelson/backup/cetp/CallerGate$Companion;

    .line 27
    const/4 v0, 0x2

    new-array v4, v0, [Lkotlin/Pair;

    const-string v2, "com.clawseed.assistant"

    const-string v3, "5d2e8a1c7f3b9e6d4a0c2f8b1e7d3a9c5f0b6e2d8a4c1f7b3e9d5a0c6f2b8e4d"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v4, v1

    .line 28
    const-string v2, "net.quillmate.agent"

    const-string v3, "c08e4f2a6d1b9c7e3a5f0d8b2c6e4a1f9d7b3c5e0a8f2d6b4c1e9a7f3d5b0c2e"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v4, v1

    .line 26
    invoke-static {v4}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    sput-object v0, Lapp/keelson/backup/cetp/CallerGate;->PINS:Ljava/util/Map;

    return-void
.end method

.method public constructor <init>(Landroid/content/pm/PackageManager;)V
    .registers 3

    const-string v0, "pm"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/keelson/backup/cetp/CallerGate;->pm:Landroid/content/pm/PackageManager;

    return-void
.end method

.method private final unhex(Ljava/lang/String;)[B
    .registers 10

    .line 23
    const/4 v4, 0x0

    invoke-virtual {p1}, Ljava/lang/String;->length()I

    move-result v0

    div-int/lit8 v5, v0, 0x2

    new-array v6, v5, [B

    :goto_0
    if-ge v4, v5, :cond_0

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

    goto :goto_0

    :cond_0
    return-object v6
.end method


# virtual methods
.method public final soleCaller-ORGD_7Y(I)Ljava/lang/String;
    .registers 7

    .line 16
    iget-object v0, p0, Lapp/keelson/backup/cetp/CallerGate;->pm:Landroid/content/pm/PackageManager;

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return-object v0

    :cond_0
    move-object v3, v0

    .line 17
    array-length v0, v3

    const/4 v1, 0x1

    if-eq v0, v1, :cond_1

    const/4 v0, 0x0

    return-object v0

    .line 18
    :cond_1
    const/4 v1, 0x0

    aget-object v0, v3, v1

    const-string v2, "get(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Lapp/keelson/backup/cetp/PackageName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 19
    invoke-virtual {p0, v4}, Lapp/keelson/backup/cetp/CallerGate;->verified-ChBnzGE(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_2

    move-object v0, v4

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method public final verified-ChBnzGE(Ljava/lang/String;)Z
    .registers 7

    const-string v1, "pkg"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 10
    sget-object v0, Lapp/keelson/backup/cetp/CallerGate;->PINS:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    move-object v4, v0

    .line 11
    iget-object v0, p0, Lapp/keelson/backup/cetp/CallerGate;->pm:Landroid/content/pm/PackageManager;

    invoke-direct {p0, v4}, Lapp/keelson/backup/cetp/CallerGate;->unhex(Ljava/lang/String;)[B

    move-result-object v2

    const/4 v3, 0x1

    invoke-virtual {v0, p1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    return v0
.end method
