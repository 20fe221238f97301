# R8's API model outline of List.of(E...) (API 30), called by both checks.
.class public final synthetic Lcom/example/r8o2/PkgProvider$$ExternalSyntheticApiModelOutline0;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

.method public static bridge synthetic m([Ljava/lang/Object;)Ljava/util/List;
    .registers 1
    invoke-static {p0}, Ljava/util/List;->of([Ljava/lang/Object;)Ljava/util/List;
    move-result-object p0
    return-object p0
.end method
