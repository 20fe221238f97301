.class public final Lcom/saltmarsh/podcasts/CallerGate;
.super Ljava/lang/Object;
.source "Sessions.kt"


# instance fields
.field private final pm:Landroid/content/pm/PackageManager;

.field private final trusted:Ljava/util/Map;


# direct methods
.method public constructor <init>(Landroid/content/pm/PackageManager;Ljava/util/Map;)V
    .registers 4

    const-string v0, "pm"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "trusted"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/saltmarsh/podcasts/CallerGate;->pm:Landroid/content/pm/PackageManager;

    iput-object p2, p0, Lcom/saltmarsh/podcasts/CallerGate;->trusted:Ljava/util/Map;

    return-void
.end method


# virtual methods
.method public final admit(I)Lcom/saltmarsh/podcasts/Caller;
    .registers 13

    .line 25
    iget-object v0, p0, Lcom/saltmarsh/podcasts/CallerGate;->pm:Landroid/content/pm/PackageManager;

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
    move-object v4, v0

    .line 26
    iget-object v0, p0, Lcom/saltmarsh/podcasts/CallerGate;->trusted:Ljava/util/Map;

    invoke-interface {v0, v4}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return-object v0

    :cond_2
    move-object v5, v0

    .line 27
    const/4 v7, 0x0

    invoke-virtual {v5}, Ljava/lang/String;->length()I

    move-result v0

    div-int/lit8 v8, v0, 0x2

    new-array v9, v8, [B

    :goto_0
    if-ge v7, v8, :cond_3

    move v10, v7

    mul-int/lit8 v2, v10, 0x2

    mul-int/lit8 v3, v10, 0x2

    add-int/lit8 v3, v3, 0x2

    invoke-virtual {v5, v2, v3}, Ljava/lang/String;->substring(II)Ljava/lang/String;

    move-result-object v1

    const-string v3, "substring(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/16 v2, 0x10

    invoke-static {v2}, Lkotlin/text/CharsKt;->checkRadix(I)I

    move-result v2

    invoke-static {v1, v2}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;I)I

    move-result v1

    int-to-byte v1, v1

    aput-byte v1, v9, v10

    add-int/lit8 v7, v7, 0x1

    goto :goto_0

    :cond_3
    move-object v6, v9

    .line 28
    iget-object v0, p0, Lcom/saltmarsh/podcasts/CallerGate;->pm:Landroid/content/pm/PackageManager;

    const/4 v2, 0x1

    invoke-virtual {v0, v4, v6, v2}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    if-eqz v0, :cond_4

    new-instance v0, Lcom/saltmarsh/podcasts/Caller;

    invoke-direct {v0, p1, v4}, Lcom/saltmarsh/podcasts/Caller;-><init>(ILjava/lang/String;)V

    goto :goto_1

    :cond_4
    const/4 v0, 0x0

    :goto_1
    return-object v0
.end method
