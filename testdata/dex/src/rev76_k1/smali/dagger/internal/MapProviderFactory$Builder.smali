.class public final Ldagger/internal/MapProviderFactory$Builder;
.super Ljava/lang/Object;
.source "MapProviderFactory.java"

.field private final map:Ljava/util/LinkedHashMap;

.method constructor <init>(I)V
    .registers 3
    .line 27
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 28
    new-instance v0, Ljava/util/LinkedHashMap;
    invoke-direct {v0, v2}, Ljava/util/LinkedHashMap;-><init>(I)V
    iput-object v0, v1, Ldagger/internal/MapProviderFactory$Builder;->map:Ljava/util/LinkedHashMap;
    .line 29
    return-void
.end method

.method public put(Ljava/lang/Object;Ljavax/inject/Provider;)Ldagger/internal/MapProviderFactory$Builder;
    .registers 7
    .line 32
    iget-object v0, v4, Ldagger/internal/MapProviderFactory$Builder;->map:Ljava/util/LinkedHashMap;
    const-string v2, "key"
    invoke-static {v5, v2}, Ldagger/internal/Preconditions;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v1
    const-string v3, "provider"
    invoke-static {v6, v3}, Ldagger/internal/Preconditions;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Ljavax/inject/Provider;
    invoke-virtual {v0, v1, v2}, Ljava/util/LinkedHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 33
    return-object v4
.end method

.method public build()Ldagger/internal/MapProviderFactory;
    .registers 3
    .line 37
    new-instance v0, Ldagger/internal/MapProviderFactory;
    iget-object v1, v2, Ldagger/internal/MapProviderFactory$Builder;->map:Ljava/util/LinkedHashMap;
    invoke-direct {v0, v1}, Ldagger/internal/MapProviderFactory;-><init>(Ljava/util/Map;)V
    return-object v0
.end method

