# Java sketch:
#   final class Pipes {
#       static void all() throws IOException { writtenByHelper(); neverWritten(); }   // 5
#       // near miss 612: a helper writes into the pipe's write end
#       static Bundle writtenByHelper() throws IOException {
#           ParcelFileDescriptor[] p = ParcelFileDescriptor.createPipe();              // 10
#           startWriter(p);                                                            // 11
#           Bundle b = new Bundle(); b.putParcelable("result_fd", p[0]); return b;     // 12
#       }
#       static void startWriter(ParcelFileDescriptor[] p) throws IOException {
#           new ParcelFileDescriptor.AutoCloseOutputStream(p[1]).write(42);            // 16
#       }
#       // true positive 612: nobody ever writes the write end
#       static Bundle neverWritten() throws IOException {
#           ParcelFileDescriptor[] p = ParcelFileDescriptor.createPipe();              // 20
#           Bundle b = new Bundle(); b.putParcelable("result_fd", p[0]); return b;     // 21
#       }
#   }
.class final Lcom/example/ip/Pipes;
.super Ljava/lang/Object;
.source "Pipes.java"

.method static all()V
    .registers 0
    .line 5
    invoke-static {}, Lcom/example/ip/Pipes;->writtenByHelper()Landroid/os/Bundle;
    invoke-static {}, Lcom/example/ip/Pipes;->neverWritten()Landroid/os/Bundle;
    return-void
.end method

.method static writtenByHelper()Landroid/os/Bundle;
    .registers 4
    .line 10
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    .line 11
    invoke-static {v0}, Lcom/example/ip/Pipes;->startWriter([Landroid/os/ParcelFileDescriptor;)V
    .line 12
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    const-string v2, "result_fd"
    const/4 v3, 0x0
    aget-object v3, v0, v3
    invoke-virtual {v1, v2, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object v1
.end method

.method static startWriter([Landroid/os/ParcelFileDescriptor;)V
    .registers 4
    .line 16
    new-instance v0, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;
    const/4 v1, 0x1
    aget-object v1, p0, v1
    invoke-direct {v0, v1}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;-><init>(Landroid/os/ParcelFileDescriptor;)V
    const/16 v2, 0x2a
    invoke-virtual {v0, v2}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;->write(I)V
    return-void
.end method

.method static neverWritten()Landroid/os/Bundle;
    .registers 4
    .line 20
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    .line 21
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    const-string v2, "result_fd"
    const/4 v3, 0x0
    aget-object v3, v0, v3
    invoke-virtual {v1, v2, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object v1
.end method
