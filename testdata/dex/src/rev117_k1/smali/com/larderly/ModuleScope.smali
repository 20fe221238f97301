.class public final Lcom/larderly/ModuleScope;
.super Ljava/lang/Object;
.source "Locator.kt"

# instance fields
.field private final locator:Lcom/larderly/Locator;


# direct methods
.method public constructor <init>(Lcom/larderly/Locator;)V
    .registers 3
    const-string v0, "locator"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 45
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larderly/ModuleScope;->locator:Lcom/larderly/Locator;
    return-void
.end method

.method public static synthetic getLocator$annotations()V
    .registers 0
    return-void
.end method


# virtual methods
.method public final synthetic factory(Lkotlin/jvm/functions/Function1;)V
    .registers 6
    const-string v1, "create"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v3, 0x0
    .line 50
    invoke-virtual {p0}, Lcom/larderly/ModuleScope;->getLocator()Lcom/larderly/Locator;
    move-result-object v0
    const/4 v1, 0x4
    const-string v2, "T"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->reifiedOperationMarker(ILjava/lang/String;)V
    const-class v1, Ljava/lang/Object;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v1
    new-instance v2, Lcom/larderly/FactoryEntry;
    invoke-direct {v2, p1}, Lcom/larderly/FactoryEntry;-><init>(Lkotlin/jvm/functions/Function1;)V
    check-cast v2, Lcom/larderly/Entry;
    invoke-virtual {v0, v1, v2}, Lcom/larderly/Locator;->declare(Lkotlin/reflect/KClass;Lcom/larderly/Entry;)V
    return-void
.end method

.method public final getLocator()Lcom/larderly/Locator;
    .registers 2
    .line 45
    iget-object v0, p0, Lcom/larderly/ModuleScope;->locator:Lcom/larderly/Locator;
    return-object v0
.end method

.method public final synthetic single(Lkotlin/jvm/functions/Function1;)V
    .registers 6
    const-string v1, "create"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v3, 0x0
    .line 47
    invoke-virtual {p0}, Lcom/larderly/ModuleScope;->getLocator()Lcom/larderly/Locator;
    move-result-object v0
    const/4 v1, 0x4
    const-string v2, "T"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->reifiedOperationMarker(ILjava/lang/String;)V
    const-class v1, Ljava/lang/Object;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v1
    new-instance v2, Lcom/larderly/SingleEntry;
    invoke-direct {v2, p1}, Lcom/larderly/SingleEntry;-><init>(Lkotlin/jvm/functions/Function1;)V
    check-cast v2, Lcom/larderly/Entry;
    invoke-virtual {v0, v1, v2}, Lcom/larderly/Locator;->declare(Lkotlin/reflect/KClass;Lcom/larderly/Entry;)V
    return-void
.end method
