# Kotlin sketch (Fds.kt), kotlinc + D8:
#   object Fds {                                                                 // 3
#       fun open(f: File, mode: Int = ParcelFileDescriptor.MODE_READ_WRITE): ParcelFileDescriptor =
#           ParcelFileDescriptor.open(f, mode)                                   // 5
#   }
# kotlinc adds open$default, which a call leaving the mode out uses: bit 1
# of its mask set means the default MODE_READ_WRITE.
.class public final Lcom/example/fdm/Fds;
.super Ljava/lang/Object;
.source "Fds.kt"

.field public static final INSTANCE:Lcom/example/fdm/Fds;

.method static constructor <clinit>()V
    .locals 1
    new-instance v0, Lcom/example/fdm/Fds;
    invoke-direct {v0}, Lcom/example/fdm/Fds;-><init>()V
    sput-object v0, Lcom/example/fdm/Fds;->INSTANCE:Lcom/example/fdm/Fds;
    return-void
.end method

.method private constructor <init>()V
    .locals 0
    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static synthetic open$default(Lcom/example/fdm/Fds;Ljava/io/File;IILjava/lang/Object;)Landroid/os/ParcelFileDescriptor;
    .locals 0
    and-int/lit8 p3, p3, 0x2
    if-eqz p3, :cond_0
    .line 4
    const/high16 p2, 0x30000000
    :cond_0
    invoke-virtual {p0, p1, p2}, Lcom/example/fdm/Fds;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object p0
    return-object p0
.end method

.method public final open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    .locals 1
    const-string v0, "f"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    invoke-static {p1, p2}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object p1
    const-string p2, "open(f, mode)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method
