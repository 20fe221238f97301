# Java:
#   final class Pump implements Runnable {   // writes (or reads) the descriptor it is given
#       final ParcelFileDescriptor fd;
#       Pump(ParcelFileDescriptor fd) { this.fd = fd; }
#       public void run() { try { fd.close(); } catch (IOException e) {} }
#   }
.class final Lcom/example/fd/Pump;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;
.field final fd:Landroid/os/ParcelFileDescriptor;
.method constructor <init>(Landroid/os/ParcelFileDescriptor;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/fd/Pump;->fd:Landroid/os/ParcelFileDescriptor;
    return-void
.end method
.method public run()V
    .locals 1
    iget-object v0, p0, Lcom/example/fd/Pump;->fd:Landroid/os/ParcelFileDescriptor;
    invoke-virtual {v0}, Landroid/os/ParcelFileDescriptor;->close()V
    return-void
.end method
