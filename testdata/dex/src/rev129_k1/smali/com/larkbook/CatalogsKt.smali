.class public final Lcom/larkbook/CatalogsKt;
.super Ljava/lang/Object;
.source "Catalogs.kt"

# direct methods
.method public static final catalog(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Lcom/larkbook/Catalog;
    .registers 5
    const-string v1, "providerId"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "block"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 64
    new-instance v2, Lcom/larkbook/CatalogSpec;
    invoke-direct {v2, p0}, Lcom/larkbook/CatalogSpec;-><init>(Ljava/lang/String;)V
    invoke-interface {p1, v2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    invoke-virtual {v2}, Lcom/larkbook/CatalogSpec;->build()Lcom/larkbook/Catalog;
    move-result-object v0
    return-object v0
.end method
