.class public final Lcom/larderly/Inject;
.super Ljava/lang/Object;
.source "Locator.kt"

# interfaces
.implements Lkotlin/properties/ReadOnlyProperty;

# instance fields
.field private final graph:Lkotlin/Lazy;
.field private final type:Lkotlin/reflect/KClass;


# direct methods
.method public constructor <init>(Lkotlin/Lazy;Lkotlin/reflect/KClass;)V
    .registers 4
    const-string v0, "graph"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "type"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 60
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larderly/Inject;->graph:Lkotlin/Lazy;
    iput-object p2, p0, Lcom/larderly/Inject;->type:Lkotlin/reflect/KClass;
    return-void
.end method


# virtual methods
.method public getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    .registers 5
    const-string v1, "property"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 61
    iget-object v0, p0, Lcom/larderly/Inject;->graph:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/larderly/Locator;
    iget-object v1, p0, Lcom/larderly/Inject;->type:Lkotlin/reflect/KClass;
    invoke-virtual {v0, v1}, Lcom/larderly/Locator;->resolve(Lkotlin/reflect/KClass;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method
