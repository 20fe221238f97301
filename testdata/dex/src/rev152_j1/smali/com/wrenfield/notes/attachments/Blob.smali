.class final Lcom/wrenfield/notes/attachments/Blob;
.super Ljava/lang/Object;
.source "Blob.java"


# instance fields
.field final fd:Landroid/os/ParcelFileDescriptor;

.field final mediaType:Ljava/lang/String;

.field final sha256:Ljava/lang/String;

.field final sizeBytes:J


# direct methods
.method constructor <init>(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;JLjava/lang/String;)V
    .registers 6

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    iput-object p1, p0, Lcom/wrenfield/notes/attachments/Blob;->fd:Landroid/os/ParcelFileDescriptor;

    .line 14
    iput-object p2, p0, Lcom/wrenfield/notes/attachments/Blob;->mediaType:Ljava/lang/String;

    .line 15
    iput-wide p3, p0, Lcom/wrenfield/notes/attachments/Blob;->sizeBytes:J

    .line 16
    iput-object p5, p0, Lcom/wrenfield/notes/attachments/Blob;->sha256:Ljava/lang/String;

    .line 17
    return-void
.end method
