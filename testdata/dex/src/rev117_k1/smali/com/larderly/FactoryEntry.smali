.class public final Lcom/larderly/FactoryEntry;
.super Lcom/larderly/Entry;
.source "Locator.kt"

# direct methods
.method public constructor <init>(Lkotlin/jvm/functions/Function1;)V
    .registers 3
    const-string v0, "create"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 41
    invoke-direct {p0, p1}, Lcom/larderly/Entry;-><init>(Lkotlin/jvm/functions/Function1;)V
    return-void
.end method


# virtual methods
.method public obtain(Lcom/larderly/Locator;)Ljava/lang/Object;
    .registers 4
    const-string v1, "locator"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 42
    invoke-virtual {p0}, Lcom/larderly/FactoryEntry;->getCreate()Lkotlin/jvm/functions/Function1;
    move-result-object v0
    invoke-interface {v0, p1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method
