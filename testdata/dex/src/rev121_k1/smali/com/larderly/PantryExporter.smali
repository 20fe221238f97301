.class public final Lcom/larderly/PantryExporter;
.super Ljava/lang/Object;
.source "Export.kt"

# instance fields
.field private final dir:Ljava/io/File;


# direct methods
.method public constructor <init>(Ljava/io/File;)V
    .registers 3
    const-string v0, "dir"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larderly/PantryExporter;->dir:Ljava/io/File;
    return-void
.end method


# virtual methods
.method public final write(Ljava/util/List;)Ljava/io/File;
    .registers 21
    move-object/from16 v0, p1
    const-string v1, "items"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larderly/PantryExporter;->dir:Ljava/io/File;
    invoke-virtual {v0}, Ljava/io/File;->isDirectory()Z
    move-result v0
    if-nez v0, :L26
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larderly/PantryExporter;->dir:Ljava/io/File;
    invoke-virtual {v0}, Ljava/io/File;->mkdirs()Z
    move-result v0
    if-eqz v0, :L30
:L26
    const/4 v0, 0x1
    goto :L31
:L30
    const/4 v0, 0x0
:L31
    if-nez v0, :L58
    .line 21
    const/4 v9, 0x0
    .line 9
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larderly/PantryExporter;->dir:Ljava/io/File;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "cannot create "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v9
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-virtual {v9}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:L58
    .line 10
    new-instance v8, Ljava/io/File;
    move-object/from16 v2, p0
    iget-object v2, v2, Lcom/larderly/PantryExporter;->dir:Ljava/io/File;
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "pantry-"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3, v4}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v6, ".csv"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v8, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 11
    new-instance v9, Ljava/io/FileOutputStream;
    invoke-direct {v9, v8}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    check-cast v9, Ljava/io/OutputStream;
    sget-object v10, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;
    new-instance v11, Ljava/io/OutputStreamWriter;
    invoke-direct {v11, v9, v10}, Ljava/io/OutputStreamWriter;-><init>(Ljava/io/OutputStream;Ljava/nio/charset/Charset;)V
    check-cast v11, Ljava/io/Writer;
    const/16 v12, 0x2000
    instance-of v0, v11, Ljava/io/BufferedWriter;
    if-eqz v0, :L131
    move-object v0, v11
    check-cast v0, Ljava/io/BufferedWriter;
    goto :L142
:L131
    new-instance v0, Ljava/io/BufferedWriter;
    invoke-direct {v0, v11, v12}, Ljava/io/BufferedWriter;-><init>(Ljava/io/Writer;I)V
:L142
    check-cast v0, Ljava/io/Closeable;
    move-object v9, v0
    const/4 v10, 0x0
:L149
    move-object v0, v9
    check-cast v0, Ljava/io/BufferedWriter;
    move-object v11, v0
    const/4 v12, 0x0
    .line 12
    const-string v1, "id,name,quantity,shelf\n"
    invoke-virtual {v11, v1}, Ljava/io/BufferedWriter;->write(Ljava/lang/String;)V
    .line 13
    move-object/from16 v0, p1
    check-cast v0, Ljava/lang/Iterable;
    move-object v13, v0
    const/4 v14, 0x0
    .line 22
    invoke-interface {v13}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v15
:L184
    invoke-interface {v15}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L253
    invoke-interface {v15}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v16
    move-object/from16 v0, v16
    check-cast v0, Lcom/larderly/Item;
    move-object/from16 v17, v0
    const/16 v18, 0x0
    .line 13
    move-object/from16 v1, v17
    invoke-virtual {v1}, Lcom/larderly/Item;->getId()J
    move-result-wide v1
    move-object/from16 v3, v17
    invoke-virtual {v3}, Lcom/larderly/Item;->getName()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, Lcom/larderly/ExportKt;->access$csv(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    move-object/from16 v4, v17
    invoke-virtual {v4}, Lcom/larderly/Item;->getQuantity()I
    move-result v4
    move-object/from16 v5, v17
    invoke-virtual {v5}, Lcom/larderly/Item;->getShelf()Ljava/lang/String;
    move-result-object v5
    invoke-static {v5}, Lcom/larderly/ExportKt;->access$csv(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v6, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v7, ","
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v7, ","
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v4}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v7, ","
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v7, "\n"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v11, v1}, Ljava/io/BufferedWriter;->write(Ljava/lang/String;)V
    .line 22
    goto :L184
:L253
    .line 14
    sget-object v11, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
:L260
    .line 11
    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    goto :L289
:L269
    move-exception v12
    move-object v10, v12
    throw v12
:L278
    move-exception v12
:L280
    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v12
:L289
    .line 15
    return-object v8
    .catch Ljava/lang/Throwable; {:L149 .. :L260} :L269
    .catchall {:L149 .. :L260} :L278
    .catchall {:L269 .. :L278} :L278
.end method
