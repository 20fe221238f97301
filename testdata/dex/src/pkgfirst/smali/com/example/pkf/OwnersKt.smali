# Kotlin sketch (Owners.kt), compiled by kotlinc and D8: top-level helpers
# given the packages of a UID.
#   package com.example.pkf                                                       // 1
#
#   fun firstOwner(pkgs: Array<String>): String? =                                // 3
#       pkgs.asList().firstOrNull()                                               // 4
#
#   fun nextOwner(pkgs: Array<String>): String = pkgs.iterator().next()           // 6
#
#   // near miss CETP604: a UID with more than one package is refused first
#   fun soleOwner(pkgs: Array<String>): String? {
#       if (pkgs.size != 1) return null                                           // 10
#       return pkgs.toList().first()                                              // 11
#   }
.class public final Lcom/example/pkf/OwnersKt;
.super Ljava/lang/Object;
.source "Owners.kt"

.method public static final firstOwner([Ljava/lang/String;)Ljava/lang/String;
    .registers 2
    const-string v0, "pkgs"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 4
    invoke-static {p0}, Lkotlin/collections/ArraysKt;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object p0
    invoke-static {p0}, Lkotlin/collections/CollectionsKt;->firstOrNull(Ljava/util/List;)Ljava/lang/Object;
    move-result-object p0
    check-cast p0, Ljava/lang/String;
    return-object p0
.end method

.method public static final nextOwner([Ljava/lang/String;)Ljava/lang/String;
    .registers 2
    const-string v0, "pkgs"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    invoke-static {p0}, Lkotlin/jvm/internal/ArrayIteratorKt;->iterator([Ljava/lang/Object;)Ljava/util/Iterator;
    move-result-object p0
    invoke-interface {p0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object p0
    check-cast p0, Ljava/lang/String;
    return-object p0
.end method

# near miss CETP604: a UID with more than one package is refused first
.method public static final soleOwner([Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    const-string v0, "pkgs"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    array-length v0, p0
    const/4 v1, 0x1
    if-eq v0, v1, :one
    const/4 p0, 0x0
    return-object p0
    :one
    .line 11
    invoke-static {p0}, Lkotlin/collections/ArraysKt;->toList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object p0
    invoke-static {p0}, Lkotlin/collections/CollectionsKt;->first(Ljava/util/List;)Ljava/lang/Object;
    move-result-object p0
    check-cast p0, Ljava/lang/String;
    return-object p0
.end method
