.class public final Lapp/trailmark/logbook/cetp/ErrorsKt;
.super Ljava/lang/Object;
.source "Errors.kt"


# direct methods
.method public static final getPublicReason(Ljava/lang/Throwable;)Ljava/lang/String;
    .registers 4

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 11
    move-object v2, p0

    .line 12
    instance-of v0, v2, Ljava/io/IOException;

    if-eqz v0, :cond_0

    const-string v0, "Trailmark could not read its files just now."

    goto :goto_0

    .line 13
    :cond_0
    instance-of v0, v2, Landroid/database/SQLException;

    if-eqz v0, :cond_1

    const-string v0, "Trailmark\'s storage is busy; try again shortly."

    goto :goto_0

    .line 14
    :cond_1
    instance-of v0, v2, Ljava/lang/SecurityException;

    if-eqz v0, :cond_2

    const-string v0, "Trailmark was not allowed to finish this step."

    goto :goto_0

    .line 15
    :cond_2
    const-string v0, "Trailmark hit an unexpected problem."

    .line 16
    :goto_0
    return-object v0
.end method

.method public static final getReason(Ljava/lang/Throwable;)Ljava/lang/String;
    .registers 4

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 7
    invoke-virtual {p0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Class;->getSimpleName()Ljava/lang/String;

    move-result-object v0

    const-string v2, "getSimpleName(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    :cond_0
    return-object v0
.end method
