.class public final Lcom/example/rk/Confirmations;
.super Ljava/lang/Object;
.source "Confirmations.java"

.field private final context:Landroid/content/Context;
.field private final resultKey:Ljava/lang/String;

.method constructor <init>(Landroid/content/Context;)V
    .registers 3
    .param p1, "context"
    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 25
    iput-object p1, p0, Lcom/example/rk/Confirmations;->context:Landroid/content/Context;
    .line 26
    const-string v0, "resolution"
    iput-object v0, p0, Lcom/example/rk/Confirmations;->resultKey:Ljava/lang/String;
    .line 27
    return-void
.end method

.method byHelper()Landroid/os/Bundle;
    .registers 7
    .line 30
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 31
    new-instance v1, Landroid/content/Intent;
    iget-object v2, p0, Lcom/example/rk/Confirmations;->context:Landroid/content/Context;
    const-class v3, Lcom/example/rk/ConfirmActivity;
    invoke-direct {v1, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 32
    invoke-static {}, Lcom/example/rk/Keys;->resolution()Ljava/lang/String;
    move-result-object v2
    iget-object v3, p0, Lcom/example/rk/Confirmations;->context:Landroid/content/Context;
    const/4 v4, 1
    const/high16 v5, 0x4000000
    invoke-static {v3, v4, v1, v5}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v3
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 33
    return-object v0
.end method

.method byField()Landroid/os/Bundle;
    .registers 7
    .line 37
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 38
    new-instance v1, Landroid/content/Intent;
    iget-object v2, p0, Lcom/example/rk/Confirmations;->context:Landroid/content/Context;
    const-class v3, Lcom/example/rk/ConfirmActivity;
    invoke-direct {v1, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 39
    iget-object v2, p0, Lcom/example/rk/Confirmations;->resultKey:Ljava/lang/String;
    iget-object v3, p0, Lcom/example/rk/Confirmations;->context:Landroid/content/Context;
    const/4 v4, 2
    const/high16 v5, 0x4000000
    invoke-static {v3, v4, v1, v5}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v3
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 40
    return-object v0
.end method

.method notificationExtras()Landroid/os/Bundle;
    .registers 7
    .line 44
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 45
    new-instance v1, Landroid/content/Intent;
    iget-object v2, p0, Lcom/example/rk/Confirmations;->context:Landroid/content/Context;
    const-class v3, Lcom/example/rk/ConfirmActivity;
    invoke-direct {v1, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 46
    const-string v2, "android.app.extra.CONTENT_INTENT"
    iget-object v3, p0, Lcom/example/rk/Confirmations;->context:Landroid/content/Context;
    const/4 v4, 3
    const/high16 v5, 0x4000000
    invoke-static {v3, v4, v1, v5}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v3
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 47
    return-object v0
.end method
