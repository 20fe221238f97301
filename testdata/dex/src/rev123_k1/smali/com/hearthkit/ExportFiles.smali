.class public final Lcom/hearthkit/ExportFiles;
.super Ljava/lang/Object;
.source "Jobs.kt"

# static fields
.field public static final INSTANCE:Lcom/hearthkit/ExportFiles;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/hearthkit/ExportFiles;
    invoke-direct {v0}, Lcom/hearthkit/ExportFiles;-><init>()V
    sput-object v0, Lcom/hearthkit/ExportFiles;->INSTANCE:Lcom/hearthkit/ExportFiles;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final target-_4K5EGs(Ljava/io/File;Ljava/lang/String;)Ljava/io/File;
    .registers 5
    const-string v1, "dir"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "name"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    invoke-virtual {p1}, Ljava/io/File;->isDirectory()Z
    move-result v0
    if-nez v0, :L24
    invoke-virtual {p1}, Ljava/io/File;->mkdirs()Z
:L24
    .line 14
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, p1, p2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    return-object v0
.end method
