.class public abstract Lcom/harborline/ledger/CallerGate;
.super Ljava/lang/Object;
.source "Sessions.kt"


# instance fields
.field private final context:Landroid/content/Context;

.field private final trusted:Ljava/util/Map;


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 4

    const-string v0, "context"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 43
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/harborline/ledger/CallerGate;->context:Landroid/content/Context;

    .line 45
    const-string v0, "com.clawseed.assistant"

    const-string v1, "9f2c4e81a07b3d55c1e6f8a2b4d7093e5a1c6b8f2d4e7a9c0b3f5d8e1a2c4b6d"

    invoke-static {v0, v1}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v0

    .line 44
    invoke-static {v0}, Lkotlin/collections/MapsKt;->mapOf(Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    iput-object v0, p0, Lcom/harborline/ledger/CallerGate;->trusted:Ljava/util/Map;

    .line 43
    return-void
.end method


# virtual methods
.method public abstract admit(ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
.end method

.method protected final getPm()Landroid/content/pm/PackageManager;
    .registers 3

    .line 48
    iget-object v0, p0, Lcom/harborline/ledger/CallerGate;->context:Landroid/content/Context;

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    const-string v1, "getPackageManager(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method protected final signedByTrusted(Ljava/lang/String;)Z
    .registers 7

    const-string v1, "pkg"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 51
    iget-object v0, p0, Lcom/harborline/ledger/CallerGate;->trusted:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    move-object v4, v0

    .line 52
    invoke-virtual {p0}, Lcom/harborline/ledger/CallerGate;->getPm()Landroid/content/pm/PackageManager;

    move-result-object v0

    invoke-static {v4}, Lcom/harborline/ledger/SessionsKt;->hexBytes(Ljava/lang/String;)[B

    move-result-object v2

    const/4 v3, 0x1

    invoke-virtual {v0, p1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    return v0
.end method
