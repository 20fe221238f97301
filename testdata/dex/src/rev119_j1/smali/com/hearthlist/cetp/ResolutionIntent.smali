.class public final Lcom/hearthlist/cetp/ResolutionIntent;
.super Ljava/lang/Object;
.source "ResolutionIntent.java"


# instance fields
.field private action:Ljava/lang/String;

.field private final context:Landroid/content/Context;

.field private final extras:Landroid/os/Bundle;

.field private flags:I

.field private packageName:Ljava/lang/String;

.field private requestCode:I

.field private screen:Ljava/lang/Class;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/lang/Class<",
            "+",
            "Landroid/app/Activity;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method private constructor <init>(Landroid/content/Context;)V
    .registers 3

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 12
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    iput-object v0, p0, Lcom/hearthlist/cetp/ResolutionIntent;->extras:Landroid/os/Bundle;

    .line 17
    const/high16 v0, 0x4000000

    iput v0, p0, Lcom/hearthlist/cetp/ResolutionIntent;->flags:I

    .line 20
    iput-object p1, p0, Lcom/hearthlist/cetp/ResolutionIntent;->context:Landroid/content/Context;

    .line 21
    return-void
.end method

.method public static with(Landroid/content/Context;)Lcom/hearthlist/cetp/ResolutionIntent;
    .registers 2

    .line 24
    new-instance v0, Lcom/hearthlist/cetp/ResolutionIntent;

    invoke-direct {v0, p0}, Lcom/hearthlist/cetp/ResolutionIntent;-><init>(Landroid/content/Context;)V

    return-object v0
.end method


# virtual methods
.method public action(Ljava/lang/String;)Lcom/hearthlist/cetp/ResolutionIntent;
    .registers 2

    .line 28
    iput-object p1, p0, Lcom/hearthlist/cetp/ResolutionIntent;->action:Ljava/lang/String;

    .line 29
    return-object p0
.end method

.method public activity()Landroid/app/PendingIntent;
    .registers 5

    .line 74
    iget-object v0, p0, Lcom/hearthlist/cetp/ResolutionIntent;->context:Landroid/content/Context;

    iget v1, p0, Lcom/hearthlist/cetp/ResolutionIntent;->requestCode:I

    invoke-virtual {p0}, Lcom/hearthlist/cetp/ResolutionIntent;->intent()Landroid/content/Intent;

    move-result-object v2

    iget v3, p0, Lcom/hearthlist/cetp/ResolutionIntent;->flags:I

    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method public extra(Ljava/lang/String;Ljava/lang/String;)Lcom/hearthlist/cetp/ResolutionIntent;
    .registers 4

    .line 43
    iget-object v0, p0, Lcom/hearthlist/cetp/ResolutionIntent;->extras:Landroid/os/Bundle;

    invoke-virtual {v0, p1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 44
    return-object p0
.end method

.method public flags(I)Lcom/hearthlist/cetp/ResolutionIntent;
    .registers 2

    .line 53
    iput p1, p0, Lcom/hearthlist/cetp/ResolutionIntent;->flags:I

    .line 54
    return-object p0
.end method

.method public inPackage(Ljava/lang/String;)Lcom/hearthlist/cetp/ResolutionIntent;
    .registers 2

    .line 38
    iput-object p1, p0, Lcom/hearthlist/cetp/ResolutionIntent;->packageName:Ljava/lang/String;

    .line 39
    return-object p0
.end method

.method public intent()Landroid/content/Intent;
    .registers 6

    .line 59
    iget-object v1, p0, Lcom/hearthlist/cetp/ResolutionIntent;->screen:Ljava/lang/Class;

    if-eqz v1, :cond_0

    .line 60
    new-instance v0, Landroid/content/Intent;

    iget-object v3, p0, Lcom/hearthlist/cetp/ResolutionIntent;->context:Landroid/content/Context;

    iget-object v4, p0, Lcom/hearthlist/cetp/ResolutionIntent;->screen:Ljava/lang/Class;

    invoke-direct {v0, v3, v4}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 61
    iget-object v2, p0, Lcom/hearthlist/cetp/ResolutionIntent;->action:Ljava/lang/String;

    move-object v1, v0

    if-eqz v2, :cond_1

    .line 62
    iget-object v3, p0, Lcom/hearthlist/cetp/ResolutionIntent;->action:Ljava/lang/String;

    invoke-virtual {v0, v3}, Landroid/content/Intent;->setAction(Ljava/lang/String;)Landroid/content/Intent;

    goto :goto_0

    .line 65
    :cond_0
    new-instance v0, Landroid/content/Intent;

    iget-object v3, p0, Lcom/hearthlist/cetp/ResolutionIntent;->action:Ljava/lang/String;

    invoke-direct {v0, v3}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    move-object v1, v0

    .line 67
    :cond_1
    :goto_0
    iget-object v2, p0, Lcom/hearthlist/cetp/ResolutionIntent;->packageName:Ljava/lang/String;

    if-eqz v2, :cond_2

    .line 68
    iget-object v3, p0, Lcom/hearthlist/cetp/ResolutionIntent;->packageName:Ljava/lang/String;

    invoke-virtual {v0, v3}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    .line 70
    :cond_2
    iget-object v3, p0, Lcom/hearthlist/cetp/ResolutionIntent;->extras:Landroid/os/Bundle;

    invoke-virtual {v0, v3}, Landroid/content/Intent;->putExtras(Landroid/os/Bundle;)Landroid/content/Intent;

    move-result-object v2

    return-object v2
.end method

.method public requestCode(I)Lcom/hearthlist/cetp/ResolutionIntent;
    .registers 2

    .line 48
    iput p1, p0, Lcom/hearthlist/cetp/ResolutionIntent;->requestCode:I

    .line 49
    return-object p0
.end method

.method public screen(Ljava/lang/Class;)Lcom/hearthlist/cetp/ResolutionIntent;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/Class<",
            "+",
            "Landroid/app/Activity;",
            ">;)",
            "Lcom/hearthlist/cetp/ResolutionIntent;"
        }
    .end annotation

    .line 33
    iput-object p1, p0, Lcom/hearthlist/cetp/ResolutionIntent;->screen:Ljava/lang/Class;

    .line 34
    return-object p0
.end method
