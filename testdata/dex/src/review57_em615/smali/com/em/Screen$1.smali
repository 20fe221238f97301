.class final enum Lcom/em/Screen$1;
.super Lcom/em/Screen;
.source "Screen.java"


# direct methods
.method private constructor <init>(Ljava/lang/String;I)V
    .registers 4
    .line 8
    invoke-direct {v1, v2, v3}, Lcom/em/Screen;-><init>(Ljava/lang/String;I)V
    return-void
.end method


# virtual methods
.method intent()Landroid/content/Intent;
    .registers 6
    .line 11
    new-instance v0, Landroid/content/Intent;
    const-string v2, "com.em.CONFIRM"
    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    new-instance v1, Landroid/content/ComponentName;
    const-string v3, "com.em"
    const-string v4, "com.em.ConfirmActivity"
    invoke-direct {v1, v3, v4}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;
    move-result-object v0
    return-object v0
.end method

