.class public final Lcom/larderly/LocatorKt;
.super Ljava/lang/Object;
.source "Locator.kt"

# direct methods
.method public static final synthetic inject(Lkotlin/Lazy;)Lcom/larderly/Inject;
    .registers 6
    const-string v1, "graph"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v4, 0x0
    .line 64
    new-instance v0, Lcom/larderly/Inject;
    const/4 v2, 0x4
    const-string v3, "T"
    invoke-static {v2, v3}, Lkotlin/jvm/internal/Intrinsics;->reifiedOperationMarker(ILjava/lang/String;)V
    const-class v2, Ljava/lang/Object;
    invoke-static {v2}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v2
    invoke-direct {v0, p0, v2}, Lcom/larderly/Inject;-><init>(Lkotlin/Lazy;Lkotlin/reflect/KClass;)V
    return-object v0
.end method

.method public static final module(Lkotlin/jvm/functions/Function1;)Lcom/larderly/Module;
    .registers 3
    const-string v1, "body"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 57
    new-instance v0, Lcom/larderly/Module;
    invoke-direct {v0, p0}, Lcom/larderly/Module;-><init>(Lkotlin/jvm/functions/Function1;)V
    return-object v0
.end method
