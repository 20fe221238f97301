.class final Lcom/of/Screen;
.super Ljava/lang/Object;
.source "Screen.java"

# instance fields
.field private final context:Landroid/content/Context;
.field private target:Ljava/lang/Class;
.field private flags:I


# direct methods
.method private constructor <init>(Landroid/content/Context;)V
    .registers 3
    .line 13
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 14
    iput-object v2, v1, Lcom/of/Screen;->context:Landroid/content/Context;
    .line 15
    return-void
.end method

.method static with(Landroid/content/Context;)Lcom/of/Screen;
    .registers 2
    .line 18
    new-instance v0, Lcom/of/Screen;
    invoke-direct {v0, v1}, Lcom/of/Screen;-><init>(Landroid/content/Context;)V
    return-object v0
.end method


# virtual methods
.method target(Ljava/lang/Class;)Lcom/of/Screen;
    .registers 3
    .line 22
    iput-object v2, v1, Lcom/of/Screen;->target:Ljava/lang/Class;
    .line 23
    return-object v1
.end method

.method flags(I)Lcom/of/Screen;
    .registers 3
    .line 27
    iput v2, v1, Lcom/of/Screen;->flags:I
    .line 28
    return-object v1
.end method

.method intent()Landroid/content/Intent;
    .registers 5
    .line 32
    new-instance v0, Landroid/content/Intent;
    iget-object v2, v4, Lcom/of/Screen;->context:Landroid/content/Context;
    iget-object v3, v4, Lcom/of/Screen;->target:Ljava/lang/Class;
    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    return-object v0
.end method

.method build()Landroid/app/PendingIntent;
    .registers 5
    .line 36
    iget-object v0, v4, Lcom/of/Screen;->context:Landroid/content/Context;
    const/4 v1, 0x7
    invoke-virtual {v4}, Lcom/of/Screen;->intent()Landroid/content/Intent;
    move-result-object v2
    iget v3, v4, Lcom/of/Screen;->flags:I
    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

