# Java sketch (EditSource.java), javac + D8:
#   final class EditSource implements Source {                                               // 4
#       @Override public ParcelFileDescriptor open(File f) throws FileNotFoundException {
#           return ParcelFileDescriptor.open(f, ParcelFileDescriptor.MODE_READ_WRITE);        // 6
#       }
#   }
.class final Lcom/example/fdm/EditSource;
.super Ljava/lang/Object;
.implements Lcom/example/fdm/Source;
.source "EditSource.java"

.method constructor <init>()V
    .registers 1
    .line 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public open(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;
    .registers 3
    .line 6
    const/high16 v0, 0x30000000
    invoke-static {p1, v0}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    return-object v0
.end method
