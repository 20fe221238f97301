.class public final La/l;
.super La/g;
.source "SourceFile"

.field public static final a:La/l;

.method private constructor <init>()V
    .registers 3
    .line 75
    const-string v0, "export_roster"
    const/4 v1, 0x0
    invoke-direct {v2, v0, v1}, La/g;-><init>(Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-void
.end method

.method public a(La/f;La/e;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 13
    const-string v1, "call"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "json"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 77
    new-instance v0, Ljava/io/File;
    iget-object v2, v10, La/f;->a:Landroid/content/Context;
    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v2
    const-string v3, "roster.csv"
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    move-object v7, v0
    .line 78
    iget-wide v1, v11, La/e;->a:J
    iget-object v3, v11, La/e;->b:Ljava/lang/String;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "shift,volunteer\n"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v6, ","
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, "\n"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    const/4 v3, 0x2
    const/4 v4, 0x0
    invoke-static {v7, v1, v2, v3, v4}, Lkotlin/io/FilesKt;->writeText$default(Ljava/io/File;Ljava/lang/String;Ljava/nio/charset/Charset;ILjava/lang/Object;)V
    .line 79
    const/high16 v1, 0x30000000
    invoke-static {v7, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    move-object v8, v0
    .line 80
    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v8}, La/a;->d(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, La/l;
    invoke-direct {v0}, La/l;-><init>()V
    sput-object v0, La/l;->a:La/l;
    return-void
.end method

