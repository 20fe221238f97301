.class public final Lapp/larder/core/ToolSpecKt$catalog$$inlined$sortedBy$1;
.super Ljava/lang/Object;
.source "Comparisons.kt"

# interfaces
.implements Ljava/util/Comparator;


# direct methods
.method public constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final compare(Ljava/lang/Object;Ljava/lang/Object;)I
    .registers 8

    .line 101
    move-object v0, p1

    check-cast v0, Lapp/larder/core/ToolSpec;

    move-object v2, v0

    const/4 v3, 0x0

    .line 326
    invoke-virtual {v2}, Lapp/larder/core/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    .line 101
    check-cast v0, Ljava/lang/Comparable;

    move-object v1, p2

    check-cast v1, Lapp/larder/core/ToolSpec;

    move-object v2, v1

    move-object v4, v0

    const/4 v3, 0x0

    .line 326
    invoke-virtual {v2}, Lapp/larder/core/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    .line 101
    check-cast v0, Ljava/lang/Comparable;

    invoke-static {v4, v0}, Lkotlin/comparisons/ComparisonsKt;->compareValues(Ljava/lang/Comparable;Ljava/lang/Comparable;)I

    move-result v0

    return v0
.end method
