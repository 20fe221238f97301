.class final Lcom/bh/Identity$Relayed;
.super Lcom/bh/Identity;
.source "Identity.java"


# direct methods
.method constructor <init>(Landroid/content/pm/PackageManager;)V
    .registers 3
    .line 35
    invoke-direct {v1, v2}, Lcom/bh/Identity;-><init>(Landroid/content/pm/PackageManager;)V
    .line 36
    return-void
.end method


# virtual methods
.method protected subject(ILandroid/os/Bundle;)I
    .registers 5
    .line 40
    const-string v1, "on_behalf_of_uid"
    invoke-virtual {v4, v1, v3}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I
    move-result v0
    return v0
.end method

