.class public final Lcom/saltmarsh/ferry/DbKt;
.super Ljava/lang/Object;
.source "Db.kt"


# direct methods
.method public static final getPounds(I)Ljava/lang/String;
    .registers 6

    .line 25
    const-string v3, "\u00a3%d.%02d"

    const/4 v0, 0x2

    new-array v4, v0, [Ljava/lang/Object;

    div-int/lit8 v2, p0, 0x64

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v4, v1

    rem-int/lit8 v2, p0, 0x64

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v4, v1

    array-length v2, v4

    invoke-static {v4, v2}, Ljava/util/Arrays;->copyOf([Ljava/lang/Object;I)[Ljava/lang/Object;

    move-result-object v1

    invoke-static {v3, v1}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "format(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
