.class public final synthetic Lcom/chorechart/ChoreProvider$$ExternalSyntheticLambda7;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/chorechart/Tool;

.field public final synthetic f$0:Lcom/chorechart/ChoreProvider;

.method public synthetic constructor <init>(Lcom/chorechart/ChoreProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/chorechart/ChoreProvider$$ExternalSyntheticLambda7;->f$0:Lcom/chorechart/ChoreProvider;
    return-void
.end method

.method public final run(Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;
    .registers 4
    iget-object v0, p0, Lcom/chorechart/ChoreProvider$$ExternalSyntheticLambda7;->f$0:Lcom/chorechart/ChoreProvider;
    move-object v1, p1
    check-cast v1, Lcom/chorechart/ToolCtx;
    invoke-static {v0, v1}, Lcom/chorechart/ChoreProvider;->tools$lambda$0$7(Lcom/chorechart/ChoreProvider;Lcom/chorechart/ToolCtx;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method
