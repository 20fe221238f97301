.class final Lcom/example/r36j3/ClaimsToolProvider$ExportJob;
.super Ljava/lang/Object;
.source "ClaimsToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r36j3/ClaimsToolProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1a
    name = "ExportJob"
.end annotation


# instance fields
.field private final fd:Landroid/os/ParcelFileDescriptor;

.field private final file:Ljava/io/File;


# direct methods
.method static bridge synthetic -$$Nest$fgetfd(Lcom/example/r36j3/ClaimsToolProvider$ExportJob;)Landroid/os/ParcelFileDescriptor;
    .locals 0

    iget-object p0, p0, Lcom/example/r36j3/ClaimsToolProvider$ExportJob;->fd:Landroid/os/ParcelFileDescriptor;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetfile(Lcom/example/r36j3/ClaimsToolProvider$ExportJob;)Ljava/io/File;
    .locals 0

    iget-object p0, p0, Lcom/example/r36j3/ClaimsToolProvider$ExportJob;->file:Ljava/io/File;

    return-object p0
.end method

.method private constructor <init>(Ljava/io/File;Landroid/os/ParcelFileDescriptor;)V
    .locals 0

    .line 205
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 206
    iput-object p1, p0, Lcom/example/r36j3/ClaimsToolProvider$ExportJob;->file:Ljava/io/File;

    .line 207
    iput-object p2, p0, Lcom/example/r36j3/ClaimsToolProvider$ExportJob;->fd:Landroid/os/ParcelFileDescriptor;

    .line 208
    return-void
.end method

.method static open(Ljava/io/File;)Lcom/example/r36j3/ClaimsToolProvider$ExportJob;
    .locals 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 211
    new-instance v0, Lcom/example/r36j3/ClaimsToolProvider$ExportJob;

    const/high16 v1, 0x3c000000

    invoke-static {p0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v1

    invoke-direct {v0, p0, v1}, Lcom/example/r36j3/ClaimsToolProvider$ExportJob;-><init>(Ljava/io/File;Landroid/os/ParcelFileDescriptor;)V

    return-object v0
.end method
