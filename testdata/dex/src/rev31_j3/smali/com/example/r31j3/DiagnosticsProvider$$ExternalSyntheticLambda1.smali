.class public final synthetic Lcom/example/r31j3/DiagnosticsProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Lcom/example/r31j3/Browser;

.field public final synthetic f$1:Ljava/lang/String;

.method public synthetic constructor <init>(Lcom/example/r31j3/Browser;Ljava/lang/String;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r31j3/DiagnosticsProvider$$ExternalSyntheticLambda1;->f$0:Lcom/example/r31j3/Browser;
    iput-object p2, p0, Lcom/example/r31j3/DiagnosticsProvider$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;
    return-void
.end method

.method public final run()V
    .registers 3
    iget-object v0, p0, Lcom/example/r31j3/DiagnosticsProvider$$ExternalSyntheticLambda1;->f$0:Lcom/example/r31j3/Browser;
    iget-object v1, p0, Lcom/example/r31j3/DiagnosticsProvider$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;
    invoke-static {v0, v1}, Lcom/example/r31j3/DiagnosticsProvider;->lambda$openHelp$1(Lcom/example/r31j3/Browser;Ljava/lang/String;)V
    return-void
.end method
