.class public final Lcom/lendshelf/ExportShelf;
.super Ljava/lang/Object;
.source "ShelfTools.kt"

# interfaces
.implements Lcom/lendshelf/ShelfTool;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nShelfTools.kt\nKotlin\n*S Kotlin\n*F\n+ 1 ShelfTools.kt\ncom/lendshelf/ExportShelf\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,139:1\n1#2:140\n*E\n"
.end annotation

.field public static final INSTANCE:Lcom/lendshelf/ExportShelf;
.field private static final name:Ljava/lang/String;

.method private constructor <init>()V
    .registers 1
    .line 110
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public getName()Ljava/lang/String;
    .registers 2
    .line 111
    sget-object v0, Lcom/lendshelf/ExportShelf;->name:Ljava/lang/String;
    return-object v0
.end method

.method public run-aJOaiM4(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 12
    const-string v1, "ctx"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 114
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    move-object v4, v0
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const/4 v1, 0x0
    aget-object v0, v4, v1
    .line 114
    move-object v5, v0
    const/4 v1, 0x1
    aget-object v0, v4, v1
    .line 114
    move-object v6, v0
    .line 115
    sget-object v0, Lcom/lendshelf/Loans;->INSTANCE:Lcom/lendshelf/Loans;
    invoke-static {v9}, Lcom/lendshelf/ShelfKt;->shelfDb(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/lendshelf/Loans;->titles(Landroid/database/sqlite/SQLiteDatabase;)Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    .line 116
    invoke-static {}, Lcom/lendshelf/ShelfKt;->getShelfWorker()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    new-instance v2, Lcom/lendshelf/ExportShelf$$ExternalSyntheticLambda0;
    invoke-direct {v2, v6, v7}, Lcom/lendshelf/ExportShelf$$ExternalSyntheticLambda0;-><init>(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;)V
    move-object v1, v2
    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 119
    const-string v0, "LendShelf"
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "export_shelf: read end "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    move-result v0
    .line 120
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v6}, Lcom/lendshelf/EnvelopesKt;->fileBundle(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    const-string v0, "ExportShelf"
    return-object v0
.end method

.method public hashCode()I
    .registers 2
    const v0, -0x1139a8ca
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 3
    if-ne v1, v2, :L7
    const/4 v0, 0x1
    return v0
    :L7
    instance-of v0, v2, Lcom/lendshelf/ExportShelf;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
    :L16
    check-cast v2, Lcom/lendshelf/ExportShelf;
    const/4 v0, 0x1
    return v0
.end method

.method public static final run_aJOaiM4$lambda$0(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;)V
    .registers 10
    .line 117
    new-instance v0, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;
    invoke-direct {v0, v8}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;-><init>(Landroid/os/ParcelFileDescriptor;)V
    check-cast v0, Ljava/io/Closeable;
    move-object v4, v0
    const/4 v0, 0x0
    move-object v5, v0
    :t_14
    nop
    check-cast v4, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;
    move-object v6, v4
    .line 140
    const/4 v0, 0x0
    move v7, v0
    .line 117
    sget-object v2, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {v9, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v1
    const-string v3, "getBytes(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 117
    invoke-virtual {v6, v1}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;->write([B)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    .line 117
    move-object v6, v0
    :t_49
    invoke-static {v4, v5}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    goto :L75
    :t_57
    :L57
    move-exception v0
    move-object v7, v0
    move-object v5, v7
    throw v7
    :t_65
    :L65
    move-exception v0
    move-object v7, v0
    invoke-static {v4, v5}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v7
    :L75
    .line 118
    return-void
    .catch Ljava/lang/Throwable; {:t_14 .. :t_49} :L57
    .catchall {:t_14 .. :t_49} :L65
    .catchall {:t_57 .. :t_65} :L65
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/lendshelf/ExportShelf;
    invoke-direct {v0}, Lcom/lendshelf/ExportShelf;-><init>()V
    sput-object v0, Lcom/lendshelf/ExportShelf;->INSTANCE:Lcom/lendshelf/ExportShelf;
    .line 111
    const-string v0, "export_shelf"
    sput-object v0, Lcom/lendshelf/ExportShelf;->name:Ljava/lang/String;
    return-void
.end method

