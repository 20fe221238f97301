.class public final synthetic Lcom/example/r29p/ExportProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:[Landroid/os/ParcelFileDescriptor;

.method public synthetic constructor <init>([Landroid/os/ParcelFileDescriptor;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r29p/ExportProvider$$ExternalSyntheticLambda1;->f$0:[Landroid/os/ParcelFileDescriptor;
    return-void
.end method

.method public final run()V
    .registers 2
    iget-object v0, p0, Lcom/example/r29p/ExportProvider$$ExternalSyntheticLambda1;->f$0:[Landroid/os/ParcelFileDescriptor;
    invoke-static {v0}, Lcom/example/r29p/ExportProvider;->lambda$streamRaw$1([Landroid/os/ParcelFileDescriptor;)V
    return-void
.end method
