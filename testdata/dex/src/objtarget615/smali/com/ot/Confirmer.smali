.class public final Lcom/ot/Confirmer;
.super Ljava/lang/Object;
.source "Confirmer.java"

# instance fields
.field private final targetPackage:Ljava/lang/String;
.field private final targetActivity:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    iput-object v2, v1, Lcom/ot/Confirmer;->targetPackage:Ljava/lang/String;
    .line 12
    iput-object v3, v1, Lcom/ot/Confirmer;->targetActivity:Ljava/lang/String;
    .line 13
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;)V
    .registers 4
    .line 17
    const-string v1, "com.ot"
    invoke-direct {v2, v1, v3}, Lcom/ot/Confirmer;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    .line 18
    return-void
.end method


# virtual methods
.method public intent(Ljava/lang/String;)Landroid/content/Intent;
    .registers 6
    .line 21
    new-instance v0, Landroid/content/Intent;
    const-string v2, "com.ot.action.CONFIRM"
    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    move-object v3, v0
    .line 22
    iget-object v1, v4, Lcom/ot/Confirmer;->targetPackage:Ljava/lang/String;
    iget-object v2, v4, Lcom/ot/Confirmer;->targetActivity:Ljava/lang/String;
    invoke-virtual {v3, v1, v2}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 23
    const-string v1, "resume_token"
    invoke-virtual {v3, v1, v5}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 24
    return-object v3
.end method

