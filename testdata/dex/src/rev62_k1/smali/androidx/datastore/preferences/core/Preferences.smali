.class public final Landroidx/datastore/preferences/core/Preferences;
.super Ljava/lang/Object;
.source "Preferences.kt"

.field private final map:Ljava/util/Map;

.method public constructor <init>(Ljava/util/Map;)V
    .registers 3
    const-string v0, "map"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 4
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Landroidx/datastore/preferences/core/Preferences;->map:Ljava/util/Map;
    return-void
.end method

.method public synthetic constructor <init>(Ljava/util/Map;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 6
    .line 4
    const/4 v1, 0x1
    and-int v0, v4, v1
    if-eqz v0, :L17
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    check-cast v0, Ljava/util/Map;
    move-object v3, v0
    :L17
    invoke-direct {v2, v3}, Landroidx/datastore/preferences/core/Preferences;-><init>(Ljava/util/Map;)V
    return-void
.end method

.method public final getMap$main()Ljava/util/Map;
    .registers 2
    .line 4
    iget-object v0, v1, Landroidx/datastore/preferences/core/Preferences;->map:Ljava/util/Map;
    return-object v0
.end method

.method public final get(Landroidx/datastore/preferences/core/Preferences$Key;)Ljava/lang/Object;
    .registers 4
    const-string v1, "key"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    iget-object v0, v2, Landroidx/datastore/preferences/core/Preferences;->map:Ljava/util/Map;
    invoke-virtual {v3}, Landroidx/datastore/preferences/core/Preferences$Key;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final set(Landroidx/datastore/preferences/core/Preferences$Key;Ljava/lang/Object;)V
    .registers 5
    const-string v1, "key"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    iget-object v0, v2, Landroidx/datastore/preferences/core/Preferences;->map:Ljava/util/Map;
    invoke-virtual {v3}, Landroidx/datastore/preferences/core/Preferences$Key;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 7
    return-void
.end method

.method public constructor <init>()V
    .registers 4
    const/4 v0, 0x0
    const/4 v1, 0x1
    const/4 v2, 0x0
    invoke-direct {v3, v0, v1, v2}, Landroidx/datastore/preferences/core/Preferences;-><init>(Ljava/util/Map;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-void
.end method

