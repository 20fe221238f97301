.class final Lcom/vr/Store;
.super Ljava/lang/Object;
.source "Store.java"

# instance fields
.field private final books:Ljava/nio/file/Path;
.field private final drafts:Ljava/nio/file/Path;


# direct methods
.method constructor <init>(Ljava/nio/file/Path;)V
    .registers 5
    .line 13
    invoke-direct {v3}, Ljava/lang/Object;-><init>()V
    .line 14
    const-string v2, "books"
    invoke-interface {v4, v2}, Ljava/nio/file/Path;->resolve(Ljava/lang/String;)Ljava/nio/file/Path;
    move-result-object v1
    iput-object v1, v3, Lcom/vr/Store;->books:Ljava/nio/file/Path;
    .line 15
    const-string v2, "drafts"
    invoke-interface {v4, v2}, Ljava/nio/file/Path;->resolve(Ljava/lang/String;)Ljava/nio/file/Path;
    move-result-object v1
    iput-object v1, v3, Lcom/vr/Store;->drafts:Ljava/nio/file/Path;
    .line 16
    return-void
.end method


# virtual methods
.method save(Lcom/vr/Note;)V
    .registers 7
    .line 19
    iget-object v0, v5, Lcom/vr/Store;->books:Ljava/nio/file/Path;
    iget-object v1, v6, Lcom/vr/Note;->book:Ljava/lang/String;
    invoke-interface {v0, v1}, Ljava/nio/file/Path;->resolve(Ljava/lang/String;)Ljava/nio/file/Path;
    move-result-object v0
    iget-object v1, v6, Lcom/vr/Note;->id:Ljava/lang/String;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, ".txt"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/nio/file/Path;->resolve(Ljava/lang/String;)Ljava/nio/file/Path;
    move-result-object v4
    .line 20
    invoke-interface {v4}, Ljava/nio/file/Path;->getParent()Ljava/nio/file/Path;
    move-result-object v0
    const/4 v1, 0x0
    new-array v1, v1, [Ljava/nio/file/attribute/FileAttribute;
    invoke-static {v0, v1}, Ljava/nio/file/Files;->createDirectories(Ljava/nio/file/Path;[Ljava/nio/file/attribute/FileAttribute;)Ljava/nio/file/Path;
    .line 21
    iget-object v1, v6, Lcom/vr/Note;->body:Ljava/lang/String;
    sget-object v2, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {v1, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v1
    const/4 v2, 0x0
    new-array v2, v2, [Ljava/nio/file/OpenOption;
    invoke-static {v4, v1, v2}, Ljava/nio/file/Files;->write(Ljava/nio/file/Path;[B[Ljava/nio/file/OpenOption;)Ljava/nio/file/Path;
    .line 22
    return-void
.end method

.method load(Ljava/lang/String;Ljava/lang/String;)Lcom/vr/Note;
    .registers 12
    .line 25
    iget-object v0, v9, Lcom/vr/Store;->books:Ljava/nio/file/Path;
    invoke-interface {v0, v10}, Ljava/nio/file/Path;->resolve(Ljava/lang/String;)Ljava/nio/file/Path;
    move-result-object v0
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, ".txt"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/nio/file/Path;->resolve(Ljava/lang/String;)Ljava/nio/file/Path;
    move-result-object v0
    invoke-static {v0}, Ljava/nio/file/Files;->readAllBytes(Ljava/nio/file/Path;)[B
    move-result-object v8
    .line 26
    new-instance v0, Lcom/vr/Note;
    new-instance v4, Ljava/lang/String;
    sget-object v7, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-direct {v4, v8, v7}, Ljava/lang/String;-><init>([BLjava/nio/charset/Charset;)V
    const/4 v5, 0x0
    invoke-direct {v0, v11, v10, v4, v5}, Lcom/vr/Note;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)V
    return-object v0
.end method

.method saveDraft(Lcom/vr/Draft;)V
    .registers 6
    .line 30
    iget-object v0, v4, Lcom/vr/Store;->drafts:Ljava/nio/file/Path;
    iget-object v1, v5, Lcom/vr/Draft;->folder:Ljava/lang/String;
    invoke-interface {v0, v1}, Ljava/nio/file/Path;->resolve(Ljava/lang/String;)Ljava/nio/file/Path;
    move-result-object v0
    const-string v1, "draft.txt"
    invoke-interface {v0, v1}, Ljava/nio/file/Path;->resolve(Ljava/lang/String;)Ljava/nio/file/Path;
    move-result-object v3
    .line 31
    invoke-interface {v3}, Ljava/nio/file/Path;->getParent()Ljava/nio/file/Path;
    move-result-object v0
    const/4 v1, 0x0
    new-array v1, v1, [Ljava/nio/file/attribute/FileAttribute;
    invoke-static {v0, v1}, Ljava/nio/file/Files;->createDirectories(Ljava/nio/file/Path;[Ljava/nio/file/attribute/FileAttribute;)Ljava/nio/file/Path;
    .line 32
    iget-object v1, v5, Lcom/vr/Draft;->text:Ljava/lang/String;
    sget-object v2, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {v1, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v1
    const/4 v2, 0x0
    new-array v2, v2, [Ljava/nio/file/OpenOption;
    invoke-static {v3, v1, v2}, Ljava/nio/file/Files;->write(Ljava/nio/file/Path;[B[Ljava/nio/file/OpenOption;)Ljava/nio/file/Path;
    .line 33
    return-void
.end method

.method lastOf(Ljava/lang/String;)Ljava/nio/file/Path;
    .registers 8
    .line 37
    iget-object v0, v6, Lcom/vr/Store;->books:Ljava/nio/file/Path;
    invoke-interface {v0, v7}, Ljava/nio/file/Path;->resolve(Ljava/lang/String;)Ljava/nio/file/Path;
    move-result-object v0
    const-string v1, "last"
    invoke-interface {v0, v1}, Ljava/nio/file/Path;->resolve(Ljava/lang/String;)Ljava/nio/file/Path;
    move-result-object v4
    .line 38
    new-instance v0, Ljava/lang/String;
    invoke-static {v4}, Ljava/nio/file/Files;->readAllBytes(Ljava/nio/file/Path;)[B
    move-result-object v2
    sget-object v3, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-direct {v0, v2, v3}, Ljava/lang/String;-><init>([BLjava/nio/charset/Charset;)V
    invoke-virtual {v0}, Ljava/lang/String;->trim()Ljava/lang/String;
    move-result-object v5
    .line 39
    iget-object v0, v6, Lcom/vr/Store;->books:Ljava/nio/file/Path;
    invoke-interface {v0, v7}, Ljava/nio/file/Path;->resolve(Ljava/lang/String;)Ljava/nio/file/Path;
    move-result-object v0
    invoke-interface {v0, v5}, Ljava/nio/file/Path;->resolve(Ljava/lang/String;)Ljava/nio/file/Path;
    move-result-object v0
    return-object v0
.end method

.method named(Ljava/lang/String;Ljava/lang/String;)Ljava/nio/file/Path;
    .registers 4
    .line 43
    iget-object v0, v1, Lcom/vr/Store;->books:Ljava/nio/file/Path;
    invoke-interface {v0, v2}, Ljava/nio/file/Path;->resolve(Ljava/lang/String;)Ljava/nio/file/Path;
    move-result-object v0
    invoke-interface {v0, v3}, Ljava/nio/file/Path;->resolve(Ljava/lang/String;)Ljava/nio/file/Path;
    move-result-object v0
    return-object v0
.end method

