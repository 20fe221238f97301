# Java sketch (ReadSource.java), javac + D8:
#   final class ReadSource implements Source {                                               // 4
#       @Override public ParcelFileDescriptor open(File f) throws FileNotFoundException {
#           return ParcelFileDescriptor.open(f, ParcelFileDescriptor.MODE_READ_ONLY);        // 6
#       }
#   }
.class final Lcom/example/fdm/ReadSource;
.super Ljava/lang/Object;
.implements Lcom/example/fdm/Source;
.source "ReadSource.java"

.method constructor <init>()V
    .registers 1
    .line 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public open(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;
    .registers 3
    .line 6
    const/high16 v0, 0x10000000
    invoke-static {p1, v0}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    return-object v0
.end method
