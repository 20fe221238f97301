# Java:
#   final class Stream {
#       final ParcelFileDescriptor fd;
#       Stream(ParcelFileDescriptor fd) { this.fd = fd; }
#       static Stream of(ParcelFileDescriptor fd) { return new Stream(fd); }   // the factory
#   }
.class final Lcom/example/fd/Stream;
.super Ljava/lang/Object;
.field final fd:Landroid/os/ParcelFileDescriptor;
.method constructor <init>(Landroid/os/ParcelFileDescriptor;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/fd/Stream;->fd:Landroid/os/ParcelFileDescriptor;
    return-void
.end method
.method static of(Landroid/os/ParcelFileDescriptor;)Lcom/example/fd/Stream;
    .locals 1
    new-instance v0, Lcom/example/fd/Stream;
    invoke-direct {v0, p0}, Lcom/example/fd/Stream;-><init>(Landroid/os/ParcelFileDescriptor;)V
    return-object v0
.end method
