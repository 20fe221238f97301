.class public final Lcom/pillpoint/tools/ResolutionBuilder;
.super Ljava/lang/Object;
.source "ResolutionBuilder.java"

.field private final ctx:Landroid/content/Context;

.field private flags:I

.field private final intent:Landroid/content/Intent;

.field private tool:Ljava/lang/String;

.method public constructor <init>(Landroid/content/Context;Ljava/lang/Class;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Landroid/content/Context;",
            "Ljava/lang/Class<",
            "*>;)V"
        }
    .end annotation
    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 11
    const/high16 v0, 0xc000000
    iput v0, p0, Lcom/pillpoint/tools/ResolutionBuilder;->flags:I
    .line 12
    const-string v0, ""
    iput-object v0, p0, Lcom/pillpoint/tools/ResolutionBuilder;->tool:Ljava/lang/String;
    .line 15
    iput-object p1, p0, Lcom/pillpoint/tools/ResolutionBuilder;->ctx:Landroid/content/Context;
    .line 16
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0, p1, p2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    iput-object v0, p0, Lcom/pillpoint/tools/ResolutionBuilder;->intent:Landroid/content/Intent;
    .line 17
    return-void
.end method

.method public allowFillIn()Lcom/pillpoint/tools/ResolutionBuilder;
    .registers 3
    .line 32
    iget v0, p0, Lcom/pillpoint/tools/ResolutionBuilder;->flags:I
    const v1, -0x4000001
    and-int/2addr v0, v1
    const/high16 v1, 0x2000000
    or-int/2addr v0, v1
    iput v0, p0, Lcom/pillpoint/tools/ResolutionBuilder;->flags:I
    .line 33
    return-object p0
.end method

.method public build()Landroid/app/PendingIntent;
    .registers 5
    .line 37
    iget-object v0, p0, Lcom/pillpoint/tools/ResolutionBuilder;->ctx:Landroid/content/Context;
    iget-object v1, p0, Lcom/pillpoint/tools/ResolutionBuilder;->tool:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    iget-object v2, p0, Lcom/pillpoint/tools/ResolutionBuilder;->intent:Landroid/content/Intent;
    iget v3, p0, Lcom/pillpoint/tools/ResolutionBuilder;->flags:I
    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method public detail(Ljava/lang/String;)Lcom/pillpoint/tools/ResolutionBuilder;
    .registers 4
    .line 26
    iget-object v0, p0, Lcom/pillpoint/tools/ResolutionBuilder;->intent:Landroid/content/Intent;
    const-string v1, "detail"
    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 27
    return-object p0
.end method

.method public tool(Ljava/lang/String;)Lcom/pillpoint/tools/ResolutionBuilder;
    .registers 4
    .line 20
    iput-object p1, p0, Lcom/pillpoint/tools/ResolutionBuilder;->tool:Ljava/lang/String;
    .line 21
    iget-object v0, p0, Lcom/pillpoint/tools/ResolutionBuilder;->intent:Landroid/content/Intent;
    const-string v1, "tool"
    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 22
    return-object p0
.end method
