.class public final Lcom/pillpoint/util/Files;
.super Ljava/lang/Object;
.source "Files.java"

.field static sShareMode:I

.method static constructor <clinit>()V
    .registers 1
    .line 10
    const/high16 v0, 0x30000000
    sput v0, Lcom/pillpoint/util/Files;->sShareMode:I
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 13
    return-void
.end method

.method public static readOnly(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation
    .line 20
    const/high16 v0, 0x10000000
    invoke-static {p0, v0}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object p0
    return-object p0
.end method

.method public static share(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation
    .line 16
    sget v0, Lcom/pillpoint/util/Files;->sShareMode:I
    invoke-static {p0, v0}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object p0
    return-object p0
.end method
