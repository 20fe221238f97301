.class public final synthetic Lcom/example/r30j3/ExportProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;

.field public final synthetic f$0:I

.method public synthetic constructor <init>(I)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/example/r30j3/ExportProvider$$ExternalSyntheticLambda2;->f$0:I
    return-void
.end method

.method public final get()Ljava/lang/Object;
    .registers 2
    iget v0, p0, Lcom/example/r30j3/ExportProvider$$ExternalSyntheticLambda2;->f$0:I
    invoke-static {v0}, Lcom/example/r30j3/ExportProvider;->lambda$exportNotes$2(I)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
