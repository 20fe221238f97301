# Java sketch: ../../../../sketch/Confirmations.java (ApprovalProvider)
.class public final Lcom/example/r8o3/ApprovalProvider;
.super Landroid/content/ContentProvider;
.source "ApprovalProvider.java"

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 30
    invoke-virtual {p0}, Lcom/example/r8o3/ApprovalProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    .line 31
    const-string v1, "share"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_0
    invoke-static {v0}, Lcom/example/r8o3/Confirmations;->foreign(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object p1
    const-string p2, "error_code"
    const-string p3, "USER_ACTION_REQUIRED"
    const-string v0, "resolution"
    invoke-static {p2, p3, v0, p1}, Lcom/example/r8o3/AlertProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Landroid/os/Parcelable;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :cond_0
    .line 32
    const-string v1, "approve"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_1
    invoke-static {v0}, Lcom/example/r8o3/Confirmations;->own(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object p1
    const-string p2, "error_code"
    const-string p3, "USER_ACTION_REQUIRED"
    const-string v0, "resolution"
    invoke-static {p2, p3, v0, p1}, Lcom/example/r8o3/AlertProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Landroid/os/Parcelable;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :cond_1
    .line 33
    const-string v1, "review"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_2
    invoke-static {v0}, Lcom/example/r8o3/Confirmations;->stuck(Landroid/content/Context;)Landroid/app/PendingIntent;
    move-result-object p1
    const-string p2, "error_code"
    const-string p3, "USER_ACTION_REQUIRED"
    const-string v0, "resolution"
    invoke-static {p2, p3, v0, p1}, Lcom/example/r8o3/AlertProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Landroid/os/Parcelable;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :cond_2
    .line 34
    const/4 p1, 0x0
    return-object p1
.end method

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method
