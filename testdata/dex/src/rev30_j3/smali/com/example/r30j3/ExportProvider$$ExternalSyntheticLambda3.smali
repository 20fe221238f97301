.class public final synthetic Lcom/example/r30j3/ExportProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Consumer;

.field public final synthetic f$0:Lcom/example/r30j3/ExportProvider;

.field public final synthetic f$1:Ljava/lang/String;

.method public synthetic constructor <init>(Lcom/example/r30j3/ExportProvider;Ljava/lang/String;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r30j3/ExportProvider$$ExternalSyntheticLambda3;->f$0:Lcom/example/r30j3/ExportProvider;
    iput-object p2, p0, Lcom/example/r30j3/ExportProvider$$ExternalSyntheticLambda3;->f$1:Ljava/lang/String;
    return-void
.end method

.method public final accept(Ljava/lang/Object;)V
    .registers 4
    iget-object v0, p0, Lcom/example/r30j3/ExportProvider$$ExternalSyntheticLambda3;->f$0:Lcom/example/r30j3/ExportProvider;
    iget-object v1, p0, Lcom/example/r30j3/ExportProvider$$ExternalSyntheticLambda3;->f$1:Ljava/lang/String;
    check-cast p1, Ljava/lang/String;
    invoke-virtual {v0, v1, p1}, Lcom/example/r30j3/ExportProvider;->lambda$exportNotes$3$com-example-r30j3-ExportProvider(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method
