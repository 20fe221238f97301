.class public final Lcom/example/r34k3/SignoffsKt;
.super Ljava/lang/Object;
.source "Signoffs.kt"

.method public static final withResolution(Landroid/os/Bundle;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "resolution"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "resumeToken"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 60
    move-object v1, p0
    .local v1, "$this$withResolution_u24lambda_u240":Landroid/os/Bundle;
    const/4 v2, 0x0
    .line 61
    .local v2, "$i$a$-apply-SignoffsKt$withResolution$1":I
    check-cast p1, Landroid/os/Parcelable;
    invoke-virtual {v1, v0, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 62
    const-string p1, "resume_token"
    invoke-virtual {v1, p1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 63
    nop
    .end local v1    # "$this$withResolution_u24lambda_u240":Landroid/os/Bundle;
    .end local v2    # "$i$a$-apply-SignoffsKt$withResolution$1":I
    .line 60
    return-object p0
.end method
