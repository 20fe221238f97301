.class public final Lcom/saltmarsh/ferry/CallerGate;
.super Ljava/lang/Object;
.source "Gate.kt"


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

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/saltmarsh/ferry/CallerGate;->pm:Landroid/content/pm/PackageManager;

    iput-object p2, p0, Lcom/saltmarsh/ferry/CallerGate;->trusted:Ljava/util/Map;

    return-void
.end method


# virtual methods
.method public final admit(I)Lcom/saltmarsh/ferry/Caller;
    .registers 14

    .line 12
    iget-object v0, p0, Lcom/saltmarsh/ferry/CallerGate;->pm:Landroid/content/pm/PackageManager;

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v4

    .line 13
    if-eqz v4, :cond_3

    invoke-static {v4}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    check-cast v5, Ljava/lang/String;

    .line 14
    if-eqz v5, :cond_3

    .line 12
    move-object v7, v5

    .line 14
    move-object v8, v7

    .line 20
    const/4 v9, 0x0

    .line 14
    iget-object v0, p0, Lcom/saltmarsh/ferry/CallerGate;->trusted:Ljava/util/Map;

    invoke-interface {v0, v8}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    if-eqz v0, :cond_1

    move-object v10, v0

    .line 20
    const/4 v11, 0x0

    .line 14
    iget-object v0, p0, Lcom/saltmarsh/ferry/CallerGate;->pm:Landroid/content/pm/PackageManager;

    invoke-static {v10}, Lcom/saltmarsh/ferry/GateKt;->access$hexBytes(Ljava/lang/String;)[B

    move-result-object v2

    const/4 v3, 0x1

    invoke-virtual {v0, v8, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_2

    move-object v0, v7

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    :goto_1
    move-object v6, v0

    .line 15
    if-eqz v6, :cond_3

    move-object v8, v6

    .line 20
    const/4 v9, 0x0

    .line 15
    new-instance v0, Lcom/saltmarsh/ferry/Caller;

    invoke-direct {v0, p1, v8}, Lcom/saltmarsh/ferry/Caller;-><init>(ILjava/lang/String;)V

    goto :goto_2

    .line 13
    :cond_3
    const/4 v0, 0x0

    .line 15
    :goto_2
    return-object v0
.end method
