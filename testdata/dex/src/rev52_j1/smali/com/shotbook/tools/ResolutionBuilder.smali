.class public final Lcom/shotbook/tools/ResolutionBuilder;
.super Ljava/lang/Object;
.source "ResolutionBuilder.java"


# instance fields
.field private action:Ljava/lang/String;

.field private final ctx:Landroid/content/Context;

.field private flags:I

.field private requestCode:I

.field private target:Ljava/lang/Class;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/lang/Class<",
            "*>;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 2

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 16
    iput-object p1, p0, Lcom/shotbook/tools/ResolutionBuilder;->ctx:Landroid/content/Context;

    .line 17
    return-void
.end method


# virtual methods
.method public action(Ljava/lang/String;)Lcom/shotbook/tools/ResolutionBuilder;
    .registers 2

    .line 25
    iput-object p1, p0, Lcom/shotbook/tools/ResolutionBuilder;->action:Ljava/lang/String;

    .line 26
    return-object p0
.end method

.method public build()Landroid/app/PendingIntent;
    .registers 5

    .line 40
    iget-object v0, p0, Lcom/shotbook/tools/ResolutionBuilder;->target:Ljava/lang/Class;

    if-eqz v0, :cond_0

    new-instance v0, Landroid/content/Intent;

    iget-object v1, p0, Lcom/shotbook/tools/ResolutionBuilder;->ctx:Landroid/content/Context;

    iget-object v2, p0, Lcom/shotbook/tools/ResolutionBuilder;->target:Ljava/lang/Class;

    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    goto :goto_0

    :cond_0
    new-instance v0, Landroid/content/Intent;

    iget-object v1, p0, Lcom/shotbook/tools/ResolutionBuilder;->action:Ljava/lang/String;

    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 41
    :goto_0
    iget-object v1, p0, Lcom/shotbook/tools/ResolutionBuilder;->ctx:Landroid/content/Context;

    iget v2, p0, Lcom/shotbook/tools/ResolutionBuilder;->requestCode:I

    iget v3, p0, Lcom/shotbook/tools/ResolutionBuilder;->flags:I

    invoke-static {v1, v2, v0, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method public flags(I)Lcom/shotbook/tools/ResolutionBuilder;
    .registers 2

    .line 30
    iput p1, p0, Lcom/shotbook/tools/ResolutionBuilder;->flags:I

    .line 31
    return-object p0
.end method

.method public requestCode(I)Lcom/shotbook/tools/ResolutionBuilder;
    .registers 2

    .line 35
    iput p1, p0, Lcom/shotbook/tools/ResolutionBuilder;->requestCode:I

    .line 36
    return-object p0
.end method

.method public target(Ljava/lang/Class;)Lcom/shotbook/tools/ResolutionBuilder;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/Class<",
            "*>;)",
            "Lcom/shotbook/tools/ResolutionBuilder;"
        }
    .end annotation

    .line 20
    iput-object p1, p0, Lcom/shotbook/tools/ResolutionBuilder;->target:Ljava/lang/Class;

    .line 21
    return-object p0
.end method
