.class public final Lcom/ot/SharePrompts;
.super Ljava/lang/Object;
.source "SharePrompts.java"

# instance fields
.field private final context:Landroid/content/Context;
.field private final confirmer:Lcom/ot/Confirmer;


# direct methods
.method public constructor <init>(Landroid/content/Context;Lcom/ot/Confirmer;)V
    .registers 4
    .line 12
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 13
    iput-object v2, v1, Lcom/ot/SharePrompts;->context:Landroid/content/Context;
    .line 14
    iput-object v3, v1, Lcom/ot/SharePrompts;->confirmer:Lcom/ot/Confirmer;
    .line 15
    return-void
.end method


# virtual methods
.method public ask(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 10
    .line 18
    const-string v1, "USER_ACTION_REQUIRED"
    const-string v2, "Confirm on the device"
    invoke-static {v8, v1, v2}, Lcom/ot/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v6
    .line 19
    const-string v1, "resolution"
    iget-object v2, v7, Lcom/ot/SharePrompts;->context:Landroid/content/Context;
    const/4 v3, 0x0
    iget-object v4, v7, Lcom/ot/SharePrompts;->confirmer:Lcom/ot/Confirmer;
    invoke-virtual {v4, v9}, Lcom/ot/Confirmer;->intent(Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v4
    const/high16 v5, 0xc000000
    invoke-static {v2, v3, v4, v5}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 21
    const-string v1, "resume_token"
    invoke-virtual {v6, v1, v9}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 22
    return-object v6
.end method

