.class public final synthetic Lcom/example/r24b/ProfileProvider$$ExternalSyntheticBackport0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# D8's backport of java.util.Objects.requireNonNullElse(Object, Object)
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
