.class public final synthetic Lcom/lendshed/shed/ShedProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Landroid/os/ParcelFileDescriptor;

.field public final synthetic f$1:I

.method public synthetic constructor <init>(Landroid/os/ParcelFileDescriptor;I)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/lendshed/shed/ShedProvider$$ExternalSyntheticLambda3;->f$0:Landroid/os/ParcelFileDescriptor;
    iput p2, p0, Lcom/lendshed/shed/ShedProvider$$ExternalSyntheticLambda3;->f$1:I
    return-void
.end method

.method public final run()V
    .registers 3
    iget-object v0, p0, Lcom/lendshed/shed/ShedProvider$$ExternalSyntheticLambda3;->f$0:Landroid/os/ParcelFileDescriptor;
    iget v1, p0, Lcom/lendshed/shed/ShedProvider$$ExternalSyntheticLambda3;->f$1:I
    invoke-static {v0, v1}, Lcom/lendshed/shed/ShedProvider;->lambda$manual$1(Landroid/os/ParcelFileDescriptor;I)V
    return-void
.end method
