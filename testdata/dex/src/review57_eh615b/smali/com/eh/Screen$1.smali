.class final enum Lcom/eh/Screen$1;
.super Lcom/eh/Screen;
.source "Screen.java"


# direct methods
.method private constructor <init>(Ljava/lang/String;I)V
    .registers 4
    .line 7
    invoke-direct {v1, v2, v3}, Lcom/eh/Screen;-><init>(Ljava/lang/String;I)V
    return-void
.end method


# virtual methods
.method intent()Landroid/content/Intent;
    .registers 3
    .line 10
    const-string v0, "com.eh"
    const-string v1, "com.eh.ConfirmActivity"
    invoke-static {v0, v1}, Lcom/eh/Intents;->to(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    return-object v0
.end method

