.class public final Landroidx/work/Data;
.super Ljava/lang/Object;
.source "Work.kt"

.field private final values:Ljava/util/Map;

.method public constructor <init>(Ljava/util/Map;)V
    .registers 3
    const-string v0, "values"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Landroidx/work/Data;->values:Ljava/util/Map;
    return-void
.end method

.method public final getString(Ljava/lang/String;)Ljava/lang/String;
    .registers 5
    const-string v1, "key"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    iget-object v0, v3, Landroidx/work/Data;->values:Ljava/util/Map;
    invoke-interface {v0, v4}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v2, v0
    instance-of v0, v2, Ljava/lang/String;
    if-eqz v0, :L31
    check-cast v2, Ljava/lang/String;
    move-object v0, v2
    goto :L32
    :L31
    const/4 v0, 0x0
    :L32
    return-object v0
.end method

