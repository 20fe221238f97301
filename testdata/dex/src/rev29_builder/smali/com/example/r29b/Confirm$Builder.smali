.class final Lcom/example/r29b/Confirm$Builder;
.super Ljava/lang/Object;
.source "Confirm.java"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r29b/Confirm;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Builder"
.end annotation

.field private final ctx:Landroid/content/Context;

.field private flags:I

.field private final intent:Landroid/content/Intent;

.method constructor <init>(Landroid/content/Context;)V
    .registers 3
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 9
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0}, Landroid/content/Intent;-><init>()V
    iput-object v0, p0, Lcom/example/r29b/Confirm$Builder;->intent:Landroid/content/Intent;
    .line 10
    const/high16 v0, 0x4000000
    iput v0, p0, Lcom/example/r29b/Confirm$Builder;->flags:I
    .line 11
    iput-object p1, p0, Lcom/example/r29b/Confirm$Builder;->ctx:Landroid/content/Context;
    return-void
.end method

.method target(Ljava/lang/Class;)Lcom/example/r29b/Confirm$Builder;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/Class<",
            "*>;)",
            "Lcom/example/r29b/Confirm$Builder;"
        }
    .end annotation
    .line 12
    iget-object v0, p0, Lcom/example/r29b/Confirm$Builder;->intent:Landroid/content/Intent;
    iget-object v1, p0, Lcom/example/r29b/Confirm$Builder;->ctx:Landroid/content/Context;
    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->setClass(Landroid/content/Context;Ljava/lang/Class;)Landroid/content/Intent;
    return-object p0
.end method

.method extra(Ljava/lang/String;Ljava/lang/String;)Lcom/example/r29b/Confirm$Builder;
    .registers 4
    .line 13
    iget-object v0, p0, Lcom/example/r29b/Confirm$Builder;->intent:Landroid/content/Intent;
    invoke-virtual {v0, p1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    return-object p0
.end method

.method editable()Lcom/example/r29b/Confirm$Builder;
    .registers 2
    .line 15
    const/high16 v0, 0xa000000
    iput v0, p0, Lcom/example/r29b/Confirm$Builder;->flags:I
    .line 16
    return-object p0
.end method

.method build(I)Landroid/app/PendingIntent;
    .registers 5
    .line 19
    iget-object v0, p0, Lcom/example/r29b/Confirm$Builder;->ctx:Landroid/content/Context;
    iget-object v1, p0, Lcom/example/r29b/Confirm$Builder;->intent:Landroid/content/Intent;
    iget v2, p0, Lcom/example/r29b/Confirm$Builder;->flags:I
    invoke-static {v0, p1, v1, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    return-object p1
.end method
