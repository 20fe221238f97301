.class public final Landroidx/work/DataKt;
.super Ljava/lang/Object;
.source "Work.kt"


.method public static final varargs workDataOf([Lkotlin/Pair;)Landroidx/work/Data;
    .registers 5
    const-string v1, "pairs"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    new-instance v0, Landroidx/work/Data;
    array-length v3, v4
    invoke-static {v4, v3}, Ljava/util/Arrays;->copyOf([Ljava/lang/Object;I)[Ljava/lang/Object;
    move-result-object v2
    check-cast v2, [Lkotlin/Pair;
    invoke-static {v2}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v2
    invoke-direct {v0, v2}, Landroidx/work/Data;-><init>(Ljava/util/Map;)V
    return-object v0
.end method

