# D8's backport of Objects.requireNonNullElse (API 33; minSdk 21).
.class public final synthetic Lcom/example/r8o3/NotesProvider$$ExternalSyntheticBackport0;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

.method public static synthetic m(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    if-eqz p0, :cond_0
    return-object p0
    :cond_0
    const-string v0, "defaultObj"
    invoke-static {p1, v0}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;
    move-result-object p0
    return-object p0
.end method
