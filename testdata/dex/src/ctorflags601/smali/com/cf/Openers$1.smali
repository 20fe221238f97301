.class Lcom/cf/Openers$1;
.super Ljava/lang/Object;
.source "Openers.java"

# interfaces
.implements Lcom/cf/Opener;

# instance fields
.field private final mFlags:I
.field final synthetic val$flags:I
.field final synthetic val$cls:Ljava/lang/String;


# direct methods
.method constructor <init>(ILjava/lang/String;)V
    .registers 5
    .line 13
    iput v3, v2, Lcom/cf/Openers$1;->val$flags:I
    iput-object v4, v2, Lcom/cf/Openers$1;->val$cls:Ljava/lang/String;
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 14
    iget v1, v2, Lcom/cf/Openers$1;->val$flags:I
    iput v1, v2, Lcom/cf/Openers$1;->mFlags:I
    return-void
.end method


# virtual methods
.method public open(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 8
    .line 18
    new-instance v0, Landroid/content/Intent;
    const-string v2, "com.cf.CONFIRM"
    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    const-string v1, "com.cf"
    iget-object v2, v5, Lcom/cf/Openers$1;->val$cls:Ljava/lang/String;
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    const-string v1, "token"
    invoke-virtual {v0, v1, v7}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v4
    .line 19
    const/4 v1, 0x3
    iget v3, v5, Lcom/cf/Openers$1;->mFlags:I
    invoke-static {v6, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

