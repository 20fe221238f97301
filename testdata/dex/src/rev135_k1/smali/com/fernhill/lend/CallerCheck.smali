.class public final Lcom/fernhill/lend/CallerCheck;
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

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/fernhill/lend/CallerCheck;->pm:Landroid/content/pm/PackageManager;

    iput-object p2, p0, Lcom/fernhill/lend/CallerCheck;->trusted:Ljava/util/Map;

    return-void
.end method


# virtual methods
.method public final admit(I)Ljava/lang/String;
    .registers 10

    .line 10
    iget-object v0, p0, Lcom/fernhill/lend/CallerCheck;->pm:Landroid/content/pm/PackageManager;

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

    .line 11
    iget-object v0, p0, Lcom/fernhill/lend/CallerCheck;->trusted:Ljava/util/Map;

    invoke-interface {v0, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return-object v0

    :cond_2
    move-object v4, v0

    .line 12
    move-object v5, v3

    move-object v6, v5

    .line 36
    const/4 v7, 0x0

    .line 12
    iget-object v0, p0, Lcom/fernhill/lend/CallerCheck;->pm:Landroid/content/pm/PackageManager;

    invoke-static {v4}, Lcom/fernhill/lend/SessionsKt;->access$unhex(Ljava/lang/String;)[B

    move-result-object v1

    const/4 v2, 0x1

    invoke-virtual {v0, v6, v1, v2}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    if-eqz v0, :cond_3

    move-object v0, v5

    goto :goto_0

    :cond_3
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method
