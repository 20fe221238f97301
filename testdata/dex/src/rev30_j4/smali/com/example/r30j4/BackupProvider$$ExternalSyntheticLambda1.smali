.class public final synthetic Lcom/example/r30j4/BackupProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Lcom/example/r30j4/BackupProvider;

.field public final synthetic f$1:[Landroid/os/ParcelFileDescriptor;

.method public synthetic constructor <init>(Lcom/example/r30j4/BackupProvider;[Landroid/os/ParcelFileDescriptor;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r30j4/BackupProvider$$ExternalSyntheticLambda1;->f$0:Lcom/example/r30j4/BackupProvider;
    iput-object p2, p0, Lcom/example/r30j4/BackupProvider$$ExternalSyntheticLambda1;->f$1:[Landroid/os/ParcelFileDescriptor;
    return-void
.end method

.method public final run()V
    .registers 3
    iget-object v0, p0, Lcom/example/r30j4/BackupProvider$$ExternalSyntheticLambda1;->f$0:Lcom/example/r30j4/BackupProvider;
    iget-object v1, p0, Lcom/example/r30j4/BackupProvider$$ExternalSyntheticLambda1;->f$1:[Landroid/os/ParcelFileDescriptor;
    invoke-virtual {v0, v1}, Lcom/example/r30j4/BackupProvider;->lambda$exportLog$1$com-example-r30j4-BackupProvider([Landroid/os/ParcelFileDescriptor;)V
    return-void
.end method
