.class public final synthetic Lcom/homeflow/app/cetp/a$$ExternalSyntheticBackport0;
.super Ljava/lang/Object;
.source "SourceFile"

# D8/R8 backport of java.util.Set.of(E, E) (API 30, above min-api 24).

.method public static synthetic m(Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/Set;
    .registers 6
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/Object;
    const/4 v1, 0x0
    aput-object p0, v0, v1
    const/4 p0, 0x1
    aput-object p1, v0, p0
    new-instance p0, Ljava/util/HashSet;
    const/4 p1, 0x2
    invoke-direct {p0, p1}, Ljava/util/HashSet;-><init>(I)V
    :goto_0
    if-ge v1, p1, :cond_1
    aget-object v2, v0, v1
    invoke-static {v2}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    invoke-virtual {p0, v2}, Ljava/util/HashSet;->add(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :cond_0
    add-int/lit8 v1, v1, 0x1
    goto :goto_0

    :cond_0
    new-instance p0, Ljava/lang/IllegalArgumentException;
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v0, "duplicate element: "
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-direct {p0, p1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw p0

    :cond_1
    invoke-static {p0}, Ljava/util/Collections;->unmodifiableSet(Ljava/util/Set;)Ljava/util/Set;
    move-result-object p0
    return-object p0
.end method
