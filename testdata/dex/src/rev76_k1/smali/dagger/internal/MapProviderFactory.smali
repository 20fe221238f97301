.class public final Ldagger/internal/MapProviderFactory;
.super Ljava/lang/Object;
.source "MapProviderFactory.java"

# interfaces
.implements Ldagger/internal/Factory;

.field private final contributingMap:Ljava/util/Map;

.method public static builder(I)Ldagger/internal/MapProviderFactory$Builder;
    .registers 2
    .line 12
    new-instance v0, Ldagger/internal/MapProviderFactory$Builder;
    invoke-direct {v0, v1}, Ldagger/internal/MapProviderFactory$Builder;-><init>(I)V
    return-object v0
.end method

.method constructor <init>(Ljava/util/Map;)V
    .registers 3
    .line 15
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 16
    invoke-static {v2}, Ljava/util/Collections;->unmodifiableMap(Ljava/util/Map;)Ljava/util/Map;
    move-result-object v0
    iput-object v0, v1, Ldagger/internal/MapProviderFactory;->contributingMap:Ljava/util/Map;
    .line 17
    return-void
.end method

.method public get()Ljava/util/Map;
    .registers 2
    .line 21
    iget-object v0, v1, Ldagger/internal/MapProviderFactory;->contributingMap:Ljava/util/Map;
    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2
    .line 8
    invoke-virtual {v1}, Ldagger/internal/MapProviderFactory;->get()Ljava/util/Map;
    move-result-object v0
    return-object v0
.end method

