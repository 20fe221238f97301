.class final Lcom/io/Pipe;
.super Ljava/lang/Object;
.source "Pipe.java"

# instance fields
.field private final source:Landroid/os/ParcelFileDescriptor;
.field private final sink:Landroid/os/ParcelFileDescriptor;


# direct methods
.method private constructor <init>([Landroid/os/ParcelFileDescriptor;)V
    .registers 5
    .line 11
    invoke-direct {v3}, Ljava/lang/Object;-><init>()V
    .line 12
    const/4 v2, 0x0
    aget-object v1, v4, v2
    iput-object v1, v3, Lcom/io/Pipe;->source:Landroid/os/ParcelFileDescriptor;
    .line 13
    const/4 v2, 0x1
    aget-object v1, v4, v2
    iput-object v1, v3, Lcom/io/Pipe;->sink:Landroid/os/ParcelFileDescriptor;
    .line 14
    return-void
.end method

.method static open()Lcom/io/Pipe;
    .registers 3
    .line 17
    new-instance v0, Lcom/io/Pipe;
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/io/Pipe;-><init>([Landroid/os/ParcelFileDescriptor;)V
    return-object v0
.end method


# virtual methods
.method source()Landroid/os/ParcelFileDescriptor;
    .registers 2
    .line 21
    iget-object v0, v1, Lcom/io/Pipe;->source:Landroid/os/ParcelFileDescriptor;
    return-object v0
.end method

.method sink()Landroid/os/ParcelFileDescriptor;
    .registers 2
    .line 25
    iget-object v0, v1, Lcom/io/Pipe;->sink:Landroid/os/ParcelFileDescriptor;
    return-object v0
.end method

