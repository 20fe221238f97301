.class public final Lnet/switchyard/hub/SessionPolicy$DefaultImpls;
.super Ljava/lang/Object;
.source "Callers.kt"


# direct methods
.method public static sessionOf(Lnet/switchyard/hub/SessionPolicy;Landroid/os/Bundle;ILjava/lang/String;)Lnet/switchyard/hub/Session;
    .registers 6

    const-string v1, "extras"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "providerId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 70
    invoke-static {p0, p1, p2, p3}, Lnet/switchyard/hub/SessionPolicy;->access$sessionOf$jd(Lnet/switchyard/hub/SessionPolicy;Landroid/os/Bundle;ILjava/lang/String;)Lnet/switchyard/hub/Session;

    move-result-object v0

    .line 71
    return-object v0
.end method
