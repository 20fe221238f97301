.class public final Lcom/brightmoor/pantry/ServiceLocatorKt;
.super Ljava/lang/Object;
.source "ServiceLocator.kt"


# direct methods
.method public static final synthetic inject(Ljava/lang/String;)Lkotlin/Lazy;
    .registers 4

    const-string v1, "scope"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v2, 0x0

    .line 22
    invoke-static {}, Lkotlin/jvm/internal/Intrinsics;->needClassReification()V

    new-instance v0, Lcom/brightmoor/pantry/ServiceLocatorKt$inject$1;

    invoke-direct {v0, p0}, Lcom/brightmoor/pantry/ServiceLocatorKt$inject$1;-><init>(Ljava/lang/String;)V

    check-cast v0, Lkotlin/jvm/functions/Function0;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    return-object v0
.end method

.method public static synthetic inject$default(Ljava/lang/String;ILjava/lang/Object;)Lkotlin/Lazy;
    .registers 5

    .line 22
    and-int/lit8 v0, p1, 0x1

    if-eqz v0, :cond_0

    const-string p0, "shared"

    :cond_0
    const-string v1, "scope"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 p1, 0x0

    invoke-static {}, Lkotlin/jvm/internal/Intrinsics;->needClassReification()V

    new-instance v0, Lcom/brightmoor/pantry/ServiceLocatorKt$inject$1;

    invoke-direct {v0, p0}, Lcom/brightmoor/pantry/ServiceLocatorKt$inject$1;-><init>(Ljava/lang/String;)V

    check-cast v0, Lkotlin/jvm/functions/Function0;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    return-object v0
.end method
