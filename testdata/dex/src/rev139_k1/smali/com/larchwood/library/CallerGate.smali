.class public final Lcom/larchwood/library/CallerGate;
.super Ljava/lang/Object;
.source "Gate.kt"


# instance fields
.field private final certificates:Ljava/util/Map;

.field private final pm:Landroid/content/pm/PackageManager;


# direct methods
.method public constructor <init>(Landroid/content/pm/PackageManager;Ljava/util/Map;)V
    .registers 4

    const-string v0, "pm"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "certificates"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larchwood/library/CallerGate;->pm:Landroid/content/pm/PackageManager;

    iput-object p2, p0, Lcom/larchwood/library/CallerGate;->certificates:Ljava/util/Map;

    return-void
.end method

.method private final unhex(Ljava/lang/String;)[B
    .registers 10

    .line 16
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
.method public final admit(I)Lcom/larchwood/library/Caller;
    .registers 7

    .line 11
    iget-object v0, p0, Lcom/larchwood/library/CallerGate;->pm:Landroid/content/pm/PackageManager;

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    if-nez v0, :cond_1

    :cond_0
    const/4 v0, 0x0

    return-object v0

    :cond_1
    move-object v3, v0

    .line 12
    iget-object v0, p0, Lcom/larchwood/library/CallerGate;->certificates:Ljava/util/Map;

    invoke-interface {v0, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return-object v0

    :cond_2
    move-object v4, v0

    .line 13
    iget-object v0, p0, Lcom/larchwood/library/CallerGate;->pm:Landroid/content/pm/PackageManager;

    invoke-direct {p0, v4}, Lcom/larchwood/library/CallerGate;->unhex(Ljava/lang/String;)[B

    move-result-object v1

    const/4 v2, 0x1

    invoke-virtual {v0, v3, v1, v2}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    if-eqz v0, :cond_3

    new-instance v0, Lcom/larchwood/library/Caller;

    invoke-direct {v0, p1, v3}, Lcom/larchwood/library/Caller;-><init>(ILjava/lang/String;)V

    goto :goto_0

    :cond_3
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method
