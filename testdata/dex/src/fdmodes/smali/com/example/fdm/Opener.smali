# Java sketch (Opener.java), javac + D8:
#   final class Opener {                                                         // 5
#       static ParcelFileDescriptor openWith(File f, int mode) throws FileNotFoundException {
#           return ParcelFileDescriptor.open(f, mode);                           // 8
#       }
#       static ParcelFileDescriptor openVia(File f, int mode) throws FileNotFoundException {
#           return openWith(f, mode | ParcelFileDescriptor.MODE_CREATE);         // 11
#       }
#   }
.class final Lcom/example/fdm/Opener;
.super Ljava/lang/Object;
.source "Opener.java"

.method constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static openVia(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation
    .line 11
    const/high16 v0, 0x8000000
    or-int/2addr v0, p1
    invoke-static {p0, v0}, Lcom/example/fdm/Opener;->openWith(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    return-object v0
.end method

.method static openWith(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation
    .line 8
    invoke-static {p0, p1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    return-object v0
.end method
