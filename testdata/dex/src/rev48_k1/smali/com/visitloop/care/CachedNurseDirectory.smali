.class public final Lcom/visitloop/care/CachedNurseDirectory;
.super Ljava/lang/Object;
.source "Care.kt"

# interfaces
.implements Lcom/visitloop/care/NurseDirectory;

.field private final names:Ljava/util/Map;

.method public constructor <init>(Ljava/util/Map;)V
    .registers 3
    const-string v0, "names"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 80
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/visitloop/care/CachedNurseDirectory;->names:Ljava/util/Map;
    return-void
.end method

.method public lookup(Ljava/lang/String;)I
    .registers 4
    const-string v1, "name"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 81
    iget-object v0, v2, Lcom/visitloop/care/CachedNurseDirectory;->names:Ljava/util/Map;
    invoke-interface {v0, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    if-eqz v0, :L29
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v0
    goto :L31
    :L29
    const/4 v0, -0x1
    :L31
    return v0
.end method

.method public shifts(Ljava/lang/String;)I
    .registers 4
    const-string v1, "name"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 82
    iget-object v0, v2, Lcom/visitloop/care/CachedNurseDirectory;->names:Ljava/util/Map;
    invoke-interface {v0, v3}, Ljava/util/Map;->containsKey(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L23
    const/4 v0, 0x1
    goto :L24
    :L23
    const/4 v0, 0x0
    :L24
    return v0
.end method

