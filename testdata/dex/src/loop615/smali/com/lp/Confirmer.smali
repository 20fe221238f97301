.class public final Lcom/lp/Confirmer;
.super Ljava/lang/Object;
.source "Confirmer.java"

# instance fields
.field private targetPackage:Ljava/lang/String;
.field private targetActivity:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 4
    .line 11
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 12
    const-string v1, "com.lp"
    iput-object v1, v2, Lcom/lp/Confirmer;->targetPackage:Ljava/lang/String;
    .line 13
    iput-object v3, v2, Lcom/lp/Confirmer;->targetActivity:Ljava/lang/String;
    .line 14
    return-void
.end method


# virtual methods
.method public confirmIn(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    .line 18
    iput-object v2, v1, Lcom/lp/Confirmer;->targetPackage:Ljava/lang/String;
    .line 19
    iput-object v3, v1, Lcom/lp/Confirmer;->targetActivity:Ljava/lang/String;
    .line 20
    return-void
.end method

.method public intent(Ljava/lang/String;)Landroid/content/Intent;
    .registers 6
    .line 23
    new-instance v0, Landroid/content/Intent;
    const-string v2, "com.lp.action.CONFIRM"
    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    move-object v3, v0
    .line 24
    iget-object v1, v4, Lcom/lp/Confirmer;->targetPackage:Ljava/lang/String;
    iget-object v2, v4, Lcom/lp/Confirmer;->targetActivity:Ljava/lang/String;
    invoke-virtual {v3, v1, v2}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 25
    const-string v1, "resume_token"
    invoke-virtual {v3, v1, v5}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 26
    return-object v3
.end method

