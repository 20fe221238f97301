.class public final synthetic Lcom/example/r30j3/ExportProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;

.field public final synthetic f$0:Lcom/example/r30j3/ExportProvider;

.method public synthetic constructor <init>(Lcom/example/r30j3/ExportProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r30j3/ExportProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/r30j3/ExportProvider;
    return-void
.end method

.method public final get()Ljava/lang/Object;
    .registers 2
    iget-object v0, p0, Lcom/example/r30j3/ExportProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/r30j3/ExportProvider;
    invoke-virtual {v0}, Lcom/example/r30j3/ExportProvider;->lambda$exportPhotos$0$com-example-r30j3-ExportProvider()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
