.class public final Lnet/switchyard/hub/CallerVerifier$DefaultImpls;
.super Ljava/lang/Object;
.source "Callers.kt"


# direct methods
.method public static admit(Lnet/switchyard/hub/CallerVerifier;Landroid/content/pm/PackageManager;I)Ljava/lang/String;
    .registers 5

    const-string v1, "pm"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    invoke-static {p0, p1, p2}, Lnet/switchyard/hub/CallerVerifier;->access$admit$jd(Lnet/switchyard/hub/CallerVerifier;Landroid/content/pm/PackageManager;I)Ljava/lang/String;

    move-result-object v0

    .line 39
    return-object v0
.end method
