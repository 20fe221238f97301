.class final Lcom/tripslip/bus/BusProvider$ManifestWriter;
.super Ljava/lang/Thread;
.source "BusProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tripslip/bus/BusProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "ManifestWriter"
.end annotation


# instance fields
.field private final json:Ljava/lang/String;

.field private final target:Landroid/os/ParcelFileDescriptor;


# direct methods
.method constructor <init>(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;)V
    .registers 4

    .line 127
    const-string v0, "manifest-writer"

    invoke-direct {p0, v0}, Ljava/lang/Thread;-><init>(Ljava/lang/String;)V

    .line 128
    iput-object p1, p0, Lcom/tripslip/bus/BusProvider$ManifestWriter;->target:Landroid/os/ParcelFileDescriptor;

    .line 129
    iput-object p2, p0, Lcom/tripslip/bus/BusProvider$ManifestWriter;->json:Ljava/lang/String;

    .line 130
    return-void
.end method


# virtual methods
.method public run()V
    .registers 4

    .line 135
    :try_start_0
    new-instance v0, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;

    iget-object v1, p0, Lcom/tripslip/bus/BusProvider$ManifestWriter;->target:Landroid/os/ParcelFileDescriptor;

    invoke-direct {v0, v1}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;-><init>(Landroid/os/ParcelFileDescriptor;)V

    .line 136
    iget-object v1, p0, Lcom/tripslip/bus/BusProvider$ManifestWriter;->json:Ljava/lang/String;

    sget-object v2, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v1, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/io/OutputStream;->write([B)V

    .line 137
    invoke-virtual {v0}, Ljava/io/OutputStream;->close()V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    .line 140
    goto :goto_0

    .line 138
    :catch_0
    move-exception v0

    .line 139
    const-string v1, "BusProvider"

    const-string v2, "manifest reader went away"

    invoke-static {v1, v2, v0}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 141
    :goto_0
    return-void
.end method
