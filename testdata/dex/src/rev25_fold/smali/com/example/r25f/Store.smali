.class public final Lcom/example/r25f/Store;
.super Ljava/lang/Object;
.source "Store.kt"

# Kotlin: object Store, whose work may throw (file and database errors).

.field public static final INSTANCE:Lcom/example/r25f/Store;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r25f/Store;
    invoke-direct {v0}, Lcom/example/r25f/Store;-><init>()V
    sput-object v0, Lcom/example/r25f/Store;->INSTANCE:Lcom/example/r25f/Store;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final export()Ljava/lang/String;
    .registers 3
    .line 7
    new-instance v0, Ljava/io/File;
    const-string v1, "/data/local/tmp/notes.json"
    invoke-direct {v0, v1}, Ljava/io/File;-><init>(Ljava/lang/String;)V
    const/4 v1, 0x0
    invoke-static {v0, v1, v1, v1}, Lkotlin/io/FilesKt;->readText$default(Ljava/io/File;Ljava/nio/charset/Charset;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final load()V
    .registers 3
    .line 8
    new-instance v0, Ljava/io/File;
    const-string v1, "/data/local/tmp/import.json"
    invoke-direct {v0, v1}, Ljava/io/File;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/io/File;->delete()Z
    return-void
.end method
