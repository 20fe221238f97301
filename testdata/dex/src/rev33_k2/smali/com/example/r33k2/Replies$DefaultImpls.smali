.class public final Lcom/example/r33k2/Replies$DefaultImpls;
.super Ljava/lang/Object;
.source "Replies.kt"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r33k2/Replies;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "DefaultImpls"
.end annotation

.method public static error(Lcom/example/r33k2/Replies;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 4
    const-string v0, "code"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "message"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    invoke-static {p0, p1, p2}, Lcom/example/r33k2/Replies;->access$error$jd(Lcom/example/r33k2/Replies;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method public static needsUser(Lcom/example/r33k2/Replies;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 4
    const-string v0, "resolution"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "message"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    invoke-static {p0, p1, p2}, Lcom/example/r33k2/Replies;->access$needsUser$jd(Lcom/example/r33k2/Replies;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method public static success(Lcom/example/r33k2/Replies;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 3
    const-string v0, "json"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    invoke-static {p0, p1}, Lcom/example/r33k2/Replies;->access$success$jd(Lcom/example/r33k2/Replies;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method
