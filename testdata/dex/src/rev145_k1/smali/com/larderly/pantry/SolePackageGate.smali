.class public final Lcom/larderly/pantry/SolePackageGate;
.super Ljava/lang/Object;
.source "Gates.kt"

# interfaces
.implements Lcom/larderly/pantry/CallerGate;


# instance fields
.field private final context:Landroid/content/Context;


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 3

    const-string v0, "context"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 38
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larderly/pantry/SolePackageGate;->context:Landroid/content/Context;

    return-void
.end method


# virtual methods
.method public admit-saGEPsk(I)Ljava/lang/String;
    .registers 9

    .line 40
    iget-object v0, p0, Lcom/larderly/pantry/SolePackageGate;->context:Landroid/content/Context;

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v2

    .line 41
    move-object v4, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v4

    check-cast v0, Lcom/larderly/pantry/SolePackageGate;

    move-object v5, v0

    .line 71
    const/4 v6, 0x0

    .line 41
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-static {p1, v2}, Lcom/larderly/pantry/CallerUid;->packages-impl(ILandroid/content/pm/PackageManager;)Ljava/util/List;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v6

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v6}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    :goto_0
    move-object v4, v5

    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;

    move-result-object v5

    invoke-static {v4}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    move-object v0, v5

    goto :goto_1

    :cond_0
    move-object v0, v4

    :goto_1
    check-cast v0, Ljava/util/List;

    move-object v3, v0

    .line 42
    invoke-interface {v3}, Ljava/util/List;->size()I

    move-result v0

    const/4 v1, 0x1

    if-eq v0, v1, :cond_1

    const/4 v0, 0x0

    return-object v0

    .line 43
    :cond_1
    invoke-static {v3}, Lkotlin/collections/CollectionsKt;->single(Ljava/util/List;)Ljava/lang/Object;

    move-result-object v4

    move-object v0, v4

    check-cast v0, Ljava/lang/String;

    move-object v5, v0

    .line 71
    const/4 v6, 0x0

    .line 43
    sget-object v0, Lcom/larderly/pantry/TrustedSigners;->INSTANCE:Lcom/larderly/pantry/TrustedSigners;

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0, v2, v5}, Lcom/larderly/pantry/TrustedSigners;->signed(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_2

    move-object v0, v4

    goto :goto_2

    :cond_2
    const/4 v0, 0x0

    :goto_2
    check-cast v0, Ljava/lang/String;

    return-object v0
.end method
