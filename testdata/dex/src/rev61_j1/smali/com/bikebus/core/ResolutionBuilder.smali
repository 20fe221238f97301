.class public final Lcom/bikebus/core/ResolutionBuilder;
.super Ljava/lang/Object;
.source "ResolutionBuilder.java"

.field private final ctx:Landroid/content/Context;
.field private screen:Ljava/lang/Class;
.field private requestCode:I
.field private flags:I

.method public constructor <init>(Landroid/content/Context;)V
    .registers 3
    .line 14
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 12
    const/high16 v0, 0x4000000
    iput v0, v1, Lcom/bikebus/core/ResolutionBuilder;->flags:I
    .line 15
    iput-object v2, v1, Lcom/bikebus/core/ResolutionBuilder;->ctx:Landroid/content/Context;
    .line 16
    return-void
.end method

.method public setScreen(Ljava/lang/Class;)Lcom/bikebus/core/ResolutionBuilder;
    .registers 2
    .line 19
    iput-object v1, v0, Lcom/bikebus/core/ResolutionBuilder;->screen:Ljava/lang/Class;
    .line 20
    return-object v0
.end method

.method public setRequestCode(I)Lcom/bikebus/core/ResolutionBuilder;
    .registers 2
    .line 24
    iput v1, v0, Lcom/bikebus/core/ResolutionBuilder;->requestCode:I
    .line 25
    return-object v0
.end method

.method public setFlags(I)Lcom/bikebus/core/ResolutionBuilder;
    .registers 2
    .line 29
    iput v1, v0, Lcom/bikebus/core/ResolutionBuilder;->flags:I
    .line 30
    return-object v0
.end method

.method public build()Landroid/app/PendingIntent;
    .registers 6
    .line 34
    new-instance v0, Landroid/content/Intent;
    iget-object v2, v5, Lcom/bikebus/core/ResolutionBuilder;->ctx:Landroid/content/Context;
    iget-object v3, v5, Lcom/bikebus/core/ResolutionBuilder;->screen:Ljava/lang/Class;
    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v4, v0
    .line 35
    iget-object v0, v5, Lcom/bikebus/core/ResolutionBuilder;->ctx:Landroid/content/Context;
    iget v1, v5, Lcom/bikebus/core/ResolutionBuilder;->requestCode:I
    iget v3, v5, Lcom/bikebus/core/ResolutionBuilder;->flags:I
    invoke-static {v0, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

