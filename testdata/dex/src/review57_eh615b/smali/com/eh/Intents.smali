.class final Lcom/eh/Intents;
.super Ljava/lang/Object;
.source "Intents.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 7
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 8
    return-void
.end method

.method static to(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .registers 5
    .line 11
    new-instance v0, Landroid/content/Intent;
    const-string v2, "com.eh.CONFIRM"
    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    new-instance v1, Landroid/content/ComponentName;
    invoke-direct {v1, v3, v4}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;
    move-result-object v0
    return-object v0
.end method

